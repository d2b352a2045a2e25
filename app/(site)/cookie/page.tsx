import type { Metadata } from 'next';
import Link from 'next/link';
import { StaticPage } from '@/components/layout/static-page';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { COOKIE_WORDS } from '@/lib/words/visitor';

const title = COOKIE_WORDS.policy;
const path = '/cookie';

export const metadata: Metadata = pageMetadata({
  title,
  description: `Cookie fungsional, analitik dan iklan yang dipakai ${site.name}, cara pilihan Anda disimpan, dan cara mengubahnya kapan saja lewat tombol pengaturan cookie.`,
  path,
});

export default function CookiePolicyPage() {
  return (
    <>
      <BreadcrumbJsonLd crumbs={[{ name: title, path }]} />
      <StaticPage title={title} updated={site.policyUpdated}>
        <p>
          Halaman ini menjelaskan cookie dan teknologi penyimpanan serupa yang dipakai {site.name}, untuk apa semuanya digunakan, dan
          bagaimana Anda mengatur pilihan Anda. Kebijakan ini melengkapi <Link href="/privacy-policy">Kebijakan Privasi</Link> kami.
        </p>

        <h2>1. Apa itu cookie?</h2>
        <p>
          Cookie adalah berkas teks kecil yang disimpan browser Anda ketika mengunjungi sebuah situs. Selain cookie, situs juga dapat
          memakai <em>local storage</em>, yaitu tempat penyimpanan kecil di browser yang hanya bisa dibaca oleh situs yang menyimpannya.
          Keduanya membantu situs mengingat pengaturan Anda dari satu kunjungan ke kunjungan berikutnya.
        </p>

        <h2>2. Cookie fungsional (wajib)</h2>
        <p>Cookie ini diperlukan agar situs berjalan dengan benar, sehingga selalu aktif dan tidak bisa dimatikan:</p>
        <ul>
          <li>
            <strong>
              <code>cookieConsent</code>
            </strong>{' '}
            di local storage, yang menyimpan pilihan cookie Anda dalam bentuk{' '}
            <code>{'{"functional": true, "analytics": false, "ads": false}'}</code>. Tanpa catatan ini, banner cookie akan muncul lagi di
            setiap kunjungan.
          </li>
          <li>
            <strong>Cookie sesi login</strong> (namanya mengandung <code>next-auth</code>), yang hanya dibuat saat Anda masuk dengan Google
            di halaman <Link href="/contact">Kontak</Link>. Cookie ini terenkripsi, menjaga Anda tetap masuk, melindungi formulir dari
            serangan CSRF, dan dihapus saat Anda keluar.
          </li>
        </ul>

        <h2>3. Cookie analitik</h2>
        <p>
          Dengan izin Anda, kami memakai Google Analytics untuk mengetahui halaman mana yang paling sering dibuka, dari jenis perangkat apa,
          dan berapa lama. Informasi ini membantu kami memilih lomba dan fitur yang paling berguna. Google Analytics memasang cookie seperti{' '}
          <code>_ga</code> dan <code>_ga_&lt;ID&gt;</code> yang dapat bertahan hingga dua tahun. Skrip analitik sama sekali tidak dimuat
          sebelum Anda mencentang <strong>{COOKIE_WORDS.analytics}</strong> atau memilih <strong>{COOKIE_WORDS.acceptAll}</strong>.
        </p>

        <h2>4. Cookie iklan</h2>
        <p>
          Cookie iklan dipakai oleh mitra periklanan untuk menampilkan iklan yang lebih relevan dan mengukur apakah sebuah iklan bekerja.
          Iklan membantu {site.name} tetap gratis. Skrip iklan pihak ketiga hanya boleh dimuat jika Anda mencentang{' '}
          <strong>{COOKIE_WORDS.ads}</strong> atau memilih <strong>{COOKIE_WORDS.acceptAll}</strong>. Jika Anda menolak, Anda mungkin tetap
          melihat iklan, tetapi iklan tersebut tidak dipersonalisasi berdasarkan aktivitas Anda.
        </p>

        <h2>5. Pilihan pada banner cookie</h2>
        <p>Saat pertama kali berkunjung, Anda akan melihat banner cookie di bagian bawah layar dengan tiga pilihan:</p>
        <ul>
          <li>
            <strong>{COOKIE_WORDS.rejectAll}</strong>: hanya cookie fungsional yang dipakai.
          </li>
          <li>
            <strong>{COOKIE_WORDS.acceptAll}</strong>: cookie fungsional, analitik dan iklan diizinkan.
          </li>
          <li>
            <strong>{COOKIE_WORDS.save}</strong>: menyimpan pilihan sesuai kotak centang yang muncul setelah Anda menekan{' '}
            <strong>{COOKIE_WORDS.customise}</strong>.
          </li>
        </ul>

        <h2>6. Cara mengubah pilihan Anda</h2>
        <p>
          Setelah Anda memilih, banner akan tertutup dan sebuah tombol bulat bergambar kue kering muncul di bagian paling bawah halaman, di
          bawah footer. Tekan tombol <strong>{COOKIE_WORDS.settings}</strong> tersebut kapan saja untuk membuka kembali banner, mengubah
          centang Analitik dan Iklan, lalu menyimpan pilihan baru. Perubahan berlaku seketika tanpa perlu memuat ulang halaman. Jika Anda
          mencabut izin analitik, Google Analytics berhenti menyimpan cookie baru; cookie yang sudah terlanjur tersimpan dapat Anda hapus
          melalui pengaturan browser.
        </p>

        <h2>7. Mengatur cookie lewat browser</h2>
        <p>
          Hampir semua browser memungkinkan Anda melihat, menghapus atau memblokir cookie dan data situs melalui menu pengaturan privasi.
          Jika Anda menghapus data situs {site.name}, catatan <code>cookieConsent</code> ikut terhapus sehingga banner cookie akan muncul
          kembali. Jika browser Anda memblokir penyimpanan data, pilihan Anda hanya berlaku selama halaman masih terbuka, dan masuk dengan
          Google di halaman Kontak mungkin tidak berfungsi.
        </p>

        <h2>8. Perubahan dan kontak</h2>
        <p>
          Kebijakan ini akan kami perbarui bila ada perubahan pada cookie yang kami pakai; tanggal pembaruan terakhir tercantum di bagian
          atas halaman. Pertanyaan seputar cookie dapat dikirim ke <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </StaticPage>
    </>
  );
}
