import type { Metadata } from 'next';
import Link from 'next/link';
import { StaticPage } from '@/components/layout/static-page';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

const title = 'Tentang Kami';
const path = '/about';

export const metadata: Metadata = pageMetadata({
  title,
  description: `${site.name} adalah kumpulan info lomba gratis untuk pelajar SD, SMP, SMA, mahasiswa dan umum, diperbarui setiap hari. Kenali cara kami memilih dan menyajikan info lomba.`,
  path,
});

export default function AboutPage() {
  return (
    <>
      <BreadcrumbJsonLd crumbs={[{ name: title, path }]} />
      <StaticPage title={title}>
        <p>
          <strong>{site.name}</strong> adalah situs berbahasa Indonesia yang mengumpulkan informasi lomba, olimpiade dan kompetisi dari
          berbagai penyelenggara di seluruh Indonesia ke satu tempat. Semua informasi di sini bisa dibaca secara gratis, tanpa perlu
          mendaftar akun, dan kami perbarui setiap hari.
        </p>

        <h2>Untuk siapa situs ini dibuat</h2>
        <p>
          Kami percaya setiap orang berhak tahu kesempatan untuk berprestasi. Karena itu setiap lomba kami beri label jenjang peserta agar
          mudah dipilah:
        </p>
        <ul>
          <li>
            <strong>SD</strong> dan <strong>SMP</strong>: lomba mewarnai, cerdas cermat, olimpiade sains, menulis cerita, hingga kompetisi
            seni dan olahraga.
          </li>
          <li>
            <strong>SMA</strong>: olimpiade, karya tulis ilmiah, debat, desain, pemrograman dan lomba sekolah lainnya.
          </li>
          <li>
            <strong>Mahasiswa</strong>: business plan, karya tulis, hackathon, kompetisi riset dan lomba antarkampus.
          </li>
          <li>
            <strong>Umum</strong>: lomba fotografi, video, menulis, desain dan kompetisi terbuka untuk siapa saja.
          </li>
        </ul>
        <p>
          Guru, pembina ekstrakurikuler dan orang tua juga bisa memakai {site.name} untuk mencarikan lomba yang cocok bagi murid atau
          anaknya.
        </p>

        <h2>Apa yang bisa Anda temukan</h2>
        <p>Setiap info lomba kami sajikan dengan format yang sama supaya cepat dibaca dan dibandingkan:</p>
        <ul>
          <li>poster resmi dari penyelenggara;</li>
          <li>tanggal pendaftaran dibuka dan ditutup;</li>
          <li>kategori jenjang peserta serta tag tema, misalnya #olimpiade, #desain atau #esai;</li>
          <li>deskripsi lomba yang biasanya memuat tautan pendaftaran, buku panduan dan narahubung panitia.</li>
        </ul>
        <p>
          Lomba yang pendaftarannya sudah ditutup tetap kami tampilkan sebagai arsip, tetapi dengan gambar abu-abu agar mudah dibedakan dari
          lomba yang masih dibuka.
        </p>

        <h2>Cara kami memilih dan memperbarui info lomba</h2>
        <p>
          Info lomba dikumpulkan dan diperiksa oleh admin {site.name} setiap hari. Sebelum sebuah lomba tampil di situs, kami berusaha
          memastikan bahwa:
        </p>
        <ul>
          <li>sumbernya jelas, yaitu poster, situs web atau akun media sosial resmi penyelenggara;</li>
          <li>tanggal pendaftaran, jenjang peserta dan tautan penting sesuai dengan sumber tersebut;</li>
          <li>lomba yang sama tidak ditampilkan dua kali;</li>
          <li>lomba tidak mengandung unsur penipuan, perjudian atau konten yang tidak pantas bagi pelajar.</li>
        </ul>
        <p>
          Untuk mempercepat pekerjaan, admin kadang memakai alat bantu kecerdasan buatan untuk membaca teks dari poster. Hasilnya selalu
          ditinjau dan disunting oleh admin sebelum diterbitkan. Bila penyelenggara mengubah jadwal atau persyaratan, kami memperbarui info
          lomba begitu perubahan itu kami ketahui. Meski begitu, keputusan akhir selalu ada di tangan penyelenggara; baca{' '}
          <Link href="/disclaimer">Disclaimer</Link> kami.
        </p>

        <h2>Cara mencari lomba</h2>
        <ul>
          <li>Ketik kata kunci di kotak pencarian pada bagian atas halaman, misalnya nama bidang atau penyelenggara.</li>
          <li>Pilih kategori jenjang (SD, SMP, SMA, UMUM) untuk menyaring daftar lomba.</li>
          <li>
            Klik sebuah tag untuk melihat lomba dengan tema yang sama, atau buka halaman <Link href="/tags">Tagar</Link> untuk melihat semua
            tag.
          </li>
          <li>Hasil pencarian bisa diurutkan dari yang terbaru, terlama, atau berdasarkan judul.</li>
        </ul>

        <h2>Kirim info lomba kepada kami</h2>
        <p>
          Anda penyelenggara lomba, atau menemukan lomba menarik yang belum ada di sini? Kirimkan infonya lewat halaman{' '}
          <Link href="/contact">Kontak</Link>:
        </p>
        <ol>
          <li>Masuk dengan akun Google Anda.</li>
          <li>Pilih jenis pesan info lomba, lalu tuliskan nama lomba, jenjang peserta, tanggal pendaftaran dan tautan resminya.</li>
          <li>Lampirkan poster lomba bila ada (maksimal 5 MB).</li>
        </ol>
        <p>
          Pesan tersebut dikirim langsung dari akun Gmail Anda ke admin. Kami meninjau setiap kiriman terlebih dahulu, dan memuat info lomba
          di {site.name} tidak dipungut biaya apa pun. Halaman yang sama juga bisa dipakai untuk mengirim kritik, saran, atau laporan bila
          ada info yang keliru.
        </p>

        <h2>Hubungi kami</h2>
        <p>
          Untuk kerja sama atau pertanyaan lain, kirim e-mail ke <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          {site.social.instagram ? (
            <>
              {' '}
              atau ikuti kami di{' '}
              <a href={site.social.instagram} rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </>
          ) : null}
          . Selamat berlomba, dan semoga sukses!
        </p>
      </StaticPage>
    </>
  );
}
