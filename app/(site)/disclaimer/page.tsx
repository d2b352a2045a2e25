import type { Metadata } from 'next';
import Link from 'next/link';
import { StaticPage } from '@/components/layout/static-page';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

const title = 'Disclaimer';
const path = '/disclaimer';

export const metadata: Metadata = pageMetadata({
  title,
  description: `${site.name} bukan penyelenggara lomba. Selalu verifikasi jadwal, biaya dan persyaratan lomba langsung ke penyelenggara resmi sebelum mendaftar atau membayar.`,
  path,
});

export default function DisclaimerPage() {
  return (
    <>
      <BreadcrumbJsonLd crumbs={[{ name: title, path }]} />
      <StaticPage title={title} updated={site.policyUpdated}>
        <p>
          Informasi di {site.name} disediakan untuk membantu Anda menemukan lomba. Harap baca penjelasan berikut sebelum memakai informasi
          tersebut untuk mendaftar, membayar atau mengambil keputusan lainnya.
        </p>

        <h2>1. Kami bukan penyelenggara lomba</h2>
        <p>
          {site.name} adalah situs informasi. Kami tidak menyelenggarakan, menjuri, atau mengelola pendaftaran lomba mana pun yang tampil di
          situs ini, kecuali jika dinyatakan secara tegas. Seluruh keputusan tentang jadwal, persyaratan, penilaian, pengumuman pemenang dan
          hadiah sepenuhnya menjadi wewenang dan tanggung jawab penyelenggara.
        </p>

        <h2>2. Sumber informasi</h2>
        <p>
          Info lomba kami susun dari sumber yang tersedia untuk umum, seperti poster resmi, situs web dan akun media sosial penyelenggara,
          serta kiriman dari pembaca. Sebagian ringkasan dibuat dengan bantuan alat kecerdasan buatan yang membaca teks pada poster, lalu
          diperiksa oleh admin sebelum diterbitkan. Walau sudah diperiksa, kesalahan baca atau salah ketik tetap mungkin terjadi.
        </p>

        <h2>3. Selalu verifikasi ke penyelenggara</h2>
        <p>
          Jadwal, biaya, hadiah dan persyaratan lomba dapat berubah sewaktu-waktu tanpa sepengetahuan kami. Sebelum mendaftar, pastikan
          Anda:
        </p>
        <ul>
          <li>membaca buku panduan atau pengumuman resmi terbaru dari penyelenggara;</li>
          <li>memeriksa tanggal penutupan pendaftaran langsung di formulir atau situs resminya;</li>
          <li>menghubungi narahubung panitia bila ada hal yang kurang jelas.</li>
        </ul>
        <p>Jika informasi di {site.name} berbeda dengan sumber resmi, yang berlaku adalah informasi dari penyelenggara.</p>

        <h2>4. Biaya pendaftaran dan kewaspadaan terhadap penipuan</h2>
        <p>
          {site.name} tidak pernah memungut biaya dan tidak pernah meminta transfer uang untuk pendaftaran lomba. Biaya pendaftaran, jika
          ada, dibayarkan langsung kepada penyelenggara. Waspadai pihak yang mengatasnamakan panitia atau {site.name}, meminta data pribadi
          berlebihan, atau menjanjikan kemenangan dengan imbalan uang. Periksa keaslian rekening dan kanal pembayaran melalui kontak resmi
          penyelenggara sebelum membayar.
        </p>

        <h2>5. Tautan ke situs pihak ketiga</h2>
        <p>
          Tautan pendaftaran, buku panduan dan media sosial dalam info lomba mengarah ke situs yang dikelola pihak lain. Kami tidak
          mengendalikan dan tidak bertanggung jawab atas isi, keamanan atau kebijakan privasi situs-situs tersebut.
        </p>

        <h2>6. Bukan bentuk dukungan</h2>
        <p>
          Dimuatnya sebuah lomba di {site.name} tidak berarti kami mendukung, menjamin kualitas, atau bekerja sama dengan penyelenggaranya.
          Nama, logo dan poster lomba adalah milik penyelenggara masing-masing.
        </p>

        <h2>7. Batasan tanggung jawab</h2>
        <p>
          Seluruh informasi disediakan &quot;sebagaimana adanya&quot; tanpa jaminan apa pun. {site.name} tidak bertanggung jawab atas
          kerugian, kehilangan biaya atau kesempatan yang timbul dari penggunaan informasi di situs ini. Ketentuan lengkap penggunaan situs
          dapat dibaca di halaman <Link href="/terms-of-service">Syarat dan Ketentuan</Link>.
        </p>

        <h2>8. Laporkan kesalahan</h2>
        <p>
          Menemukan info yang keliru, lomba yang dibatalkan, atau Anda penyelenggara yang ingin memperbarui data lomba? Beri tahu kami
          melalui halaman <Link href="/contact">Kontak</Link> atau e-mail ke <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          . Kami akan memeriksa dan memperbaikinya secepat mungkin.
        </p>
      </StaticPage>
    </>
  );
}
