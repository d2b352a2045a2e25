import type { Metadata } from 'next';
import Link from 'next/link';
import { StaticPage } from '@/components/layout/static-page';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

const title = 'Syarat dan Ketentuan';
const path = '/terms-of-service';

export const metadata: Metadata = pageMetadata({
  title,
  description: `Aturan penggunaan ${site.name}: layanan info lomba gratis, penggunaan yang diizinkan, pengiriman pesan dan info lomba, hak kekayaan intelektual, serta batasan tanggung jawab.`,
  path,
});

export default function TermsOfServicePage() {
  return (
    <>
      <BreadcrumbJsonLd crumbs={[{ name: title, path }]} />
      <StaticPage title={title} updated={site.policyUpdated}>
        <p>
          Syarat dan ketentuan ini mengatur penggunaan situs {site.name}. Mohon baca dengan saksama. Dengan mengakses atau memakai situs
          ini, Anda dianggap telah membaca, memahami dan menyetujui seluruh ketentuan di bawah.
        </p>

        <h2>1. Layanan kami</h2>
        <p>
          {site.name} menyediakan informasi lomba, olimpiade dan kompetisi untuk pelajar SD, SMP, SMA, mahasiswa dan umum. Layanan ini
          gratis. Kami tidak menyelenggarakan lomba, tidak menerima pendaftaran peserta, dan tidak pernah memungut biaya pendaftaran atas
          nama penyelenggara mana pun. Pendaftaran dan pembayaran selalu dilakukan langsung kepada penyelenggara.
        </p>

        <h2>2. Keakuratan informasi</h2>
        <p>
          Kami berusaha menyajikan info lomba yang akurat dan terkini, tetapi jadwal, biaya, hadiah dan persyaratan ditentukan serta dapat
          diubah oleh penyelenggara. Anda bertanggung jawab memeriksa kembali setiap informasi ke sumber resminya sebelum mendaftar atau
          membayar. Penjelasan lengkapnya ada di halaman <Link href="/disclaimer">Disclaimer</Link>.
        </p>

        <h2>3. Penggunaan yang diizinkan</h2>
        <p>Anda boleh membaca, mencari dan membagikan tautan halaman {site.name}. Anda tidak boleh:</p>
        <ul>
          <li>mencoba masuk ke panel admin atau bagian situs yang tidak diperuntukkan bagi Anda;</li>
          <li>mengganggu, membebani atau menyerang situs, termasuk pengambilan data otomatis secara berlebihan;</li>
          <li>menyalin sebagian besar isi situs untuk diterbitkan ulang sebagai layanan lain tanpa izin tertulis;</li>
          <li>memakai situs untuk tujuan yang melanggar hukum Republik Indonesia.</li>
        </ul>

        <h2>4. Akun Google dan halaman Kontak</h2>
        <p>
          Untuk mengirim pesan, Anda masuk dengan akun Google dan pesan dikirim dari akun Gmail Anda sendiri. Anda bertanggung jawab atas
          keamanan akun tersebut dan atas isi setiap pesan yang Anda kirim. Pesan dibatasi 1000 karakter dengan satu lampiran opsional
          berukuran maksimal 5 MB. Dilarang mengirim:
        </p>
        <ul>
          <li>spam, promosi yang tidak berkaitan dengan lomba, atau pesan berulang yang mengganggu;</li>
          <li>berkas berbahaya seperti virus atau malware;</li>
          <li>konten yang menyinggung SARA, pornografi, ujaran kebencian atau pelecehan;</li>
          <li>data pribadi orang lain tanpa izin orang tersebut.</li>
        </ul>
        <p>Kami berhak mengabaikan pesan yang melanggar ketentuan ini tanpa pemberitahuan.</p>

        <h2>5. Info lomba yang Anda kirimkan</h2>
        <p>
          Ketika mengirim info lomba, Anda menyatakan bahwa informasi tersebut benar dan bahwa Anda berhak membagikan poster serta materi
          yang dilampirkan. Anda memberi {site.name} izin non-eksklusif tanpa biaya untuk menerbitkan, meringkas, menyunting dan menampilkan
          info serta poster tersebut di situs dan media sosial kami. Kami berhak menolak atau menghapus kiriman tanpa harus memberikan
          alasan.
        </p>

        <h2>6. Hak kekayaan intelektual</h2>
        <p>
          Poster, logo, nama lomba dan materi resmi lainnya adalah milik penyelenggara masing-masing dan ditampilkan semata-mata untuk
          menyebarkan informasi lomba. Tampilan situs, susunan data dan tulisan buatan kami adalah milik {site.name}. Jika Anda pemilik
          suatu materi dan keberatan materi tersebut ditampilkan, hubungi kami dan kami akan segera menindaklanjutinya.
        </p>

        <h2>7. Tautan ke situs lain</h2>
        <p>
          Info lomba sering memuat tautan ke formulir pendaftaran, buku panduan atau akun media sosial penyelenggara. Situs-situs tersebut
          dikelola pihak lain dengan syarat dan kebijakan privasinya sendiri. Kami tidak bertanggung jawab atas isi, keamanan maupun
          ketersediaan situs pihak ketiga.
        </p>

        <h2>8. Batasan tanggung jawab</h2>
        <p>
          Situs ini disediakan &quot;sebagaimana adanya&quot;. Sejauh diizinkan hukum, {site.name} tidak bertanggung jawab atas kerugian
          yang timbul dari keikutsertaan dalam lomba, perubahan atau pembatalan lomba oleh penyelenggara, pembayaran kepada pihak mana pun,
          penipuan oleh pihak yang mengatasnamakan penyelenggara, maupun gangguan sementara pada situs.
        </p>

        <h2>9. Perubahan, hukum yang berlaku dan kontak</h2>
        <p>
          Kami dapat mengubah layanan maupun syarat dan ketentuan ini sewaktu-waktu; versi terbaru selalu tersedia di halaman ini beserta
          tanggal pembaruannya. Syarat dan ketentuan ini tunduk pada hukum Republik Indonesia. Pertanyaan dapat dikirim ke{' '}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </StaticPage>
    </>
  );
}
