import type { Metadata } from 'next';
import Link from 'next/link';
import { StaticPage } from '@/components/layout/static-page';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { PRIVACY_WORDS } from '@/lib/words/organiser';
import { PRIVACY_REMINDERS } from '@/lib/words/reminders';
import { PRIVACY_STATS } from '@/lib/words/statistics';
import { COOKIE_WORDS } from '@/lib/words/visitor';

const title = 'Kebijakan Privasi';
const path = '/privacy-policy';

export const metadata: Metadata = pageMetadata({
  title,
  description: `Data apa yang dikumpulkan ${site.name}, bagaimana data itu dipakai dan dilindungi, akses Gmail di halaman Kontak, serta hak Anda atas data pribadi Anda.`,
  path,
});

export default function PrivacyPolicyPage() {
  return (
    <>
      <BreadcrumbJsonLd crumbs={[{ name: title, path }]} />
      <StaticPage title={title} updated={site.privacyUpdated}>
        <p>
          Kebijakan ini menjelaskan data apa saja yang dikumpulkan oleh {site.name} ketika Anda memakai situs ini, untuk apa data itu
          digunakan, dan pilihan apa yang Anda miliki. Kami berusaha mengumpulkan data sesedikit mungkin: Anda bisa membaca semua info lomba
          tanpa akun dan tanpa memberikan data pribadi apa pun.
        </p>

        <h2>1. Data yang kami kumpulkan</h2>
        <ul>
          <li>
            <strong>Saat Anda menjelajah.</strong> Seperti situs web pada umumnya, server kami mencatat data teknis seperti alamat IP, jenis
            browser, halaman yang dibuka dan waktu akses. Catatan ini dipakai untuk menjaga keamanan dan memperbaiki gangguan, bukan untuk
            mengenali Anda secara pribadi.
          </li>
          <li>
            <strong>Saat Anda masuk dengan Google di halaman Kontak.</strong> Kami menerima nama, alamat e-mail dan foto profil akun Google
            Anda, beserta izin akses Gmail yang dijelaskan pada bagian berikutnya.
          </li>
          <li>
            <strong>Saat Anda mengirim pesan.</strong> Isi pesan, jenis pesan (masukan atau info lomba) dan lampiran yang Anda pilih dikirim
            sebagai e-mail ke admin kami.
          </li>
          <li>
            <strong>{PRIVACY_REMINDERS.heading}</strong> {PRIVACY_REMINDERS.kept} {PRIVACY_REMINDERS.why} {PRIVACY_REMINDERS.howLong}{' '}
            {PRIVACY_REMINDERS.where}
          </li>
          <li>
            <strong>{PRIVACY_STATS.heading}</strong> {PRIVACY_STATS.what} {PRIVACY_STATS.how}
          </li>
          <li>
            <strong>Preferensi cookie.</strong> Pilihan cookie Anda disimpan di browser Anda sendiri. Data analitik hanya dikumpulkan jika
            Anda mengizinkannya; rinciannya ada di <Link href="/cookie">{COOKIE_WORDS.policy}</Link>.
          </li>
        </ul>

        <h2>2. Akses Gmail di halaman Kontak</h2>
        <p>
          Agar pesan benar-benar terkirim atas nama Anda, halaman Kontak meminta izin Gmail berikut. Izin itu hanya dipakai ketika Anda
          memakai halaman Kontak:
        </p>
        <ul>
          <li>
            <strong>Mengirim e-mail</strong>: mengirim pesan Anda dari akun Gmail Anda ke alamat admin {site.name}.
          </li>
          <li>
            <strong>Membaca e-mail</strong>: menampilkan riwayat pesan yang pernah Anda kirim ke admin (subjek, tanggal dan cuplikan). Kami
            tidak membuka e-mail lain di kotak surat Anda.
          </li>
          <li>
            <strong>Mengubah e-mail</strong>: memindahkan pesan ke folder Sampah ketika Anda menghapusnya dari riwayat, sehingga pesan itu
            masih bisa Anda pulihkan dari Gmail.
          </li>
        </ul>
        <p>
          Token akses Google disimpan di dalam cookie sesi yang terenkripsi, tidak bisa dibaca oleh skrip di halaman, dan tidak kami simpan
          di basis data mana pun. Token dihapus ketika Anda keluar. Anda juga bisa mencabut izin kapan saja melalui{' '}
          <a href="https://myaccount.google.com/permissions" rel="noopener noreferrer" target="_blank">
            pengaturan akun Google
          </a>
          .
        </p>

        <h2>3. Cara kami menggunakan data</h2>
        <ul>
          <li>membaca dan membalas masukan, pertanyaan atau laporan kesalahan yang Anda kirim;</li>
          <li>
            meninjau dan menerbitkan info lomba yang Anda kirimkan. Yang kami terbitkan hanya info lombanya, bukan nama atau alamat e-mail
            Anda;
          </li>
          <li>
            memahami halaman mana yang paling berguna: dari jumlah harian tanpa cookie di atas, dan dari Google Analytics jika Anda
            mengizinkan cookie analitik;
          </li>
          <li>menjaga situs tetap aman, misalnya mencegah penyalahgunaan dan percobaan masuk yang tidak sah.</li>
        </ul>
        <p>Kami tidak menjual, menyewakan atau menukar data pribadi Anda kepada siapa pun.</p>

        <h2>4. Pihak ketiga yang terlibat</h2>
        <ul>
          <li>
            <strong>Google</strong>, untuk masuk dengan akun Google, pengiriman e-mail melalui Gmail, dan Google Analytics bila Anda
            menyetujui cookie analitik. Penggunaan data oleh Google tunduk pada{' '}
            <a href="https://policies.google.com/privacy" rel="noopener noreferrer" target="_blank">
              kebijakan privasi Google
            </a>
            .
          </li>
          <li>
            <strong>Penyedia hosting dan penyimpanan kode</strong>, tempat situs dan daftar lomba disimpan. Daftar lomba hanya berisi info
            publik tentang lomba, bukan data pengunjung.
          </li>
          <li>
            <strong>Layanan kecerdasan buatan</strong> yang dipakai admin untuk membaca poster lomba. Layanan ini hanya menerima gambar
            poster yang sudah publik, bukan data pribadi pengunjung.
          </li>
        </ul>
        <p>
          Kami juga dapat mengungkapkan data bila diwajibkan oleh hukum yang berlaku di Indonesia atau atas permintaan resmi aparat penegak
          hukum.
        </p>

        <h2>5. Penyimpanan dan keamanan data</h2>
        <p>
          Seluruh koneksi ke situs ini memakai HTTPS. Pesan yang Anda kirim tersimpan di kotak surat admin dan di folder Terkirim akun Gmail
          Anda; kami menyimpannya selama masih diperlukan untuk menindaklanjuti pesan tersebut, dan akan menghapusnya jika Anda memintanya.
          Catatan teknis server disimpan untuk waktu yang singkat. Tidak ada sistem yang sepenuhnya bebas risiko, tetapi kami membatasi
          akses ke data hanya untuk admin yang membutuhkannya.
        </p>

        <h3>{PRIVACY_WORDS.heading}</h3>
        <p>{PRIVACY_WORDS.body}</p>

        <h2>6. Hak Anda</h2>
        <p>Sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi, Anda berhak untuk:</p>
        <ul>
          <li>meminta informasi tentang data pribadi Anda yang kami simpan;</li>
          <li>meminta perbaikan data yang keliru atau penghapusan data Anda;</li>
          <li>menarik persetujuan, termasuk mencabut akses Gmail dan mengubah pilihan cookie kapan saja;</li>
          <li>mengajukan keberatan atas cara kami memproses data Anda.</li>
        </ul>
        <p>
          Untuk menggunakan hak tersebut, kirim e-mail ke <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>. Kami akan
          menanggapi dalam waktu yang wajar.
        </p>

        <h2>7. Privasi anak</h2>
        <p>
          Banyak pembaca kami adalah pelajar SD dan SMP. Mereka dapat membaca seluruh info lomba tanpa memberikan data apa pun. Masuk dengan
          Google di halaman Kontak mengikuti ketentuan usia minimum akun Google. Kami menyarankan anak-anak meminta bantuan orang tua atau
          guru sebelum mengirim pesan atau data pribadi kepada kami. Jika Anda orang tua dan mengetahui anak Anda mengirim data pribadi
          kepada kami, hubungi kami agar data tersebut dihapus.
        </p>

        <h2>8. Perubahan kebijakan dan kontak</h2>
        <p>
          Kami dapat memperbarui kebijakan ini sewaktu-waktu, misalnya ketika ada fitur baru. Tanggal pembaruan terakhir selalu tercantum di
          bagian atas halaman ini. Pertanyaan tentang privasi dapat dikirim ke{' '}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> atau melalui halaman <Link href="/contact">Kontak</Link>.
        </p>
      </StaticPage>
    </>
  );
}
