// Deterministic competitions for the benchmark: the same N items on every machine and every day (dates are fixed,
// not relative to today). Realistic shapes: descriptions of 500 to 3000 characters, 1 to 4 posters, 2 to 8 tags,
// every category, Indonesian text with dates, prices, links and contacts, a long tail of organisers and tags.
// CLI: node bench/generate.mjs --size N --out FILE

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mulberry32 } from '../scripts/prng.mjs';
import { rasterPosterName } from '../scripts/make-posters.mjs';

export const CATEGORIES = ['SD', 'SMP', 'SMA', 'MAHASISWA', 'UMUM', 'ALL', 'ETC'];
const CATEGORY_WEIGHTS = [12, 14, 26, 24, 14, 6, 4];
const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const DAY_MS = 86_400_000;
const FIRST_END = Date.UTC(2024, 0, 1);
const END_SPAN_DAYS = 4 * 365;

/** [title words, subjects, own tags] */
const KINDS = [
  [
    'Olimpiade',
    ['Matematika', 'Fisika', 'Kimia', 'Biologi', 'Ekonomi', 'Astronomi', 'Geografi', 'Informatika', 'Kebumian', 'Sains Terpadu'],
    ['olimpiade', 'sains'],
  ],
  ['Lomba Esai', ['Nasional', 'Mahasiswa', 'Pelajar', 'Lingkungan', 'Kebangsaan', 'Ekonomi Kreatif'], ['esai', 'menulis']],
  ['Lomba Karya Tulis Ilmiah', ['Remaja', 'Nasional', 'Inovasi Pangan', 'Teknologi Tepat Guna', 'Kesehatan'], ['lkti', 'karya tulis']],
  ['Kompetisi Debat', ['Bahasa Inggris', 'Bahasa Indonesia', 'Hukum', 'Konstitusi', 'Ekonomi'], ['debat', 'public speaking']],
  ['Lomba Pidato', ['Bahasa Indonesia', 'Bahasa Inggris', 'Bahasa Arab', 'Kebangsaan'], ['pidato', 'public speaking']],
  ['Lomba Desain', ['Poster', 'Logo', 'Maskot', 'Kaos', 'Infografis', 'Kemasan'], ['desain', 'desain grafis']],
  ['Lomba Fotografi', ['Ponsel', 'Jurnalistik', 'Alam', 'Budaya', 'Human Interest'], ['fotografi', 'seni']],
  ['Festival Film Pendek', ['Pelajar', 'Dokumenter', 'Fiksi', 'Animasi'], ['video', 'film']],
  ['Lomba Video Kreatif', ['Promosi Wisata', 'Kampanye Sosial', 'Edukasi', 'Vlog'], ['video', 'konten kreator']],
  ['Kompetisi Business Plan', ['Mahasiswa', 'Startup Digital', 'UMKM', 'Sociopreneur'], ['bisnis', 'business plan']],
  [
    'Hackathon',
    ['Kota Cerdas', 'Kesehatan Digital', 'Pendidikan', 'Keuangan Inklusif', 'Pertanian'],
    ['hackathon', 'teknologi', 'pemrograman'],
  ],
  ['Kompetisi UI/UX', ['Aplikasi Desa', 'Layanan Publik', 'Edukasi', 'Kesehatan'], ['ui/ux', 'desain', 'teknologi']],
  ['Kontes Robotik', ['Line Follower', 'Robot Sumo', 'Robot Kreatif', 'Robot Transporter'], ['robotik', 'teknologi']],
  ['Lomba Menulis', ['Cerpen', 'Puisi', 'Opini', 'Artikel Ilmiah Populer', 'Resensi Buku'], ['sastra', 'menulis']],
  ['Festival Tari', ['Tradisional', 'Kreasi', 'Modern Dance', 'Saman'], ['tari', 'seni', 'budaya']],
  ['Lomba Menyanyi', ['Solo Pop', 'Lagu Daerah', 'Paduan Suara', 'Religi'], ['musik', 'seni']],
  ['Lomba Mewarnai', ['Anak TK', 'Tingkat SD', 'Online'], ['mewarnai', 'anak']],
  ['Cerdas Cermat', ['Empat Pilar', 'Matematika dan IPA', 'Sejarah', 'Lingkungan Hidup'], ['cerdas cermat', 'pendidikan']],
  ['Lomba Kaligrafi', ['Naskhi', 'Dekorasi', 'Kontemporer'], ['kaligrafi', 'islami', 'seni']],
  ['MTQ', ['Tilawah', 'Tartil', 'Tahfiz', 'Syarhil Quran'], ['mtq', 'islami']],
  ['Turnamen Futsal', ['Antar-SMA', 'Antar-Kampus', 'Piala Rektor', 'Komunitas'], ['futsal', 'olahraga']],
  ['Turnamen E-Sport', ['Mobile Legends', 'PUBG Mobile', 'Valorant', 'Free Fire'], ['e-sport', 'game']],
  ['Kompetisi Data Science', ['Prediksi Harga Pangan', 'Mobilitas Perkotaan', 'Kesehatan Publik'], ['data', 'teknologi', 'matematika']],
  ['Call for Paper', ['Seminar Nasional Pendidikan', 'Konferensi Teknik', 'Simposium Kesehatan'], ['paper', 'penelitian']],
  ['Lomba Komik', ['Strip', 'Digital', 'Edukasi'], ['komik', 'seni', 'desain']],
  ['Lomba Podcast', ['Pelajar', 'Literasi', 'Kesehatan Mental'], ['podcast', 'konten kreator']],
  ['Lomba Storytelling', ['Bahasa Inggris', 'Dongeng Anak', 'Cerita Rakyat'], ['storytelling', 'anak']],
  ['Kompetisi Matematika', ['Nalaria', 'Terbuka', 'SD dan SMP', 'Pelajar Nusantara'], ['matematika', 'olimpiade']],
];
const SCOPES = [
  'Tingkat Nasional',
  'Pelajar Nusantara',
  'Mahasiswa Indonesia',
  'Terbuka',
  'Se-Jawa Bali',
  'Se-Sumatera',
  'Antar-Sekolah',
  'Internasional',
  'Regional Kalimantan',
  'Se-Indonesia Timur',
];
const THEMES = [
  'Pemuda dan Energi Hijau',
  'Indonesia Emas 2045',
  'Literasi Digital untuk Semua',
  'Bumi Lestari, Kita Berseri',
  'Inovasi Anak Negeri',
  'Merawat Keberagaman',
  'Sehat Itu Keren',
  'Desa Berdaya',
  'Cerdas Mengelola Uang',
  'Generasi Berkarakter',
  'Ragam Budaya Nusantara',
  'Teknologi untuk Kemanusiaan',
];
const ORG_KINDS = [
  'Universitas',
  'Institut Teknologi',
  'Politeknik',
  'Yayasan',
  'Komunitas',
  'Himpunan Mahasiswa',
  'BEM',
  'OSIS SMA Negeri',
  'Sanggar',
  'Lembaga Kajian',
  'Forum',
  'Dinas Pendidikan Kota',
];
const ORG_NAMES = [
  'Nusantara',
  'Cendekia',
  'Merah Putih',
  'Bumi Pertiwi',
  'Lintas Khatulistiwa',
  'Cakrawala',
  'Garuda Nusa',
  'Samudra',
  'Harapan Jaya',
  'Tunas Bangsa',
  'Pena Bangsa',
  'Cahaya Ilmu',
  'Agraria Sentosa',
  'Jayakarta Raya',
  'Puspa Rinonce',
  'Nurul Ilmi',
  'Kancil Cerdas',
  'Melek Finansial',
];
const CITIES = [
  'Jakarta',
  'Bandung',
  'Surabaya',
  'Yogyakarta',
  'Semarang',
  'Malang',
  'Medan',
  'Makassar',
  'Palembang',
  'Denpasar',
  'Balikpapan',
  'Pontianak',
  'Padang',
  'Manado',
  'Jayapura',
  'Kupang',
  'Banda Aceh',
  'Mataram',
  'Ambon',
  'Pekanbaru',
];
const AUDIENCE = {
  SD: 'siswa SD/MI',
  SMP: 'siswa SMP/MTs',
  SMA: 'siswa SMA/SMK/MA',
  MAHASISWA: 'mahasiswa D3/S1 aktif',
  UMUM: 'masyarakat umum',
  ALL: 'semua kalangan',
  ETC: 'guru, dosen, dan komunitas',
};
const RULES = [
  'Karya orisinal dan belum pernah dilombakan atau dipublikasikan sebelumnya.',
  'Peserta wajib mengikuti akun media sosial resmi panitia.',
  'Satu peserta hanya boleh mengirimkan satu karya terbaiknya.',
  'Tim terdiri dari dua sampai tiga orang dari institusi yang sama.',
  'Berkas dikirim dalam format PDF dengan nama file sesuai ketentuan panitia.',
  'Keputusan dewan juri bersifat mutlak dan tidak dapat diganggu gugat.',
  'Peserta wajib menyalakan kamera selama babak penyisihan daring.',
  'Plagiarisme menyebabkan diskualifikasi tanpa pemberitahuan.',
  'Peserta membawa kartu pelajar atau kartu tanda mahasiswa yang masih berlaku.',
  'Pembina pendamping wajib hadir pada technical meeting.',
];
const FILLER = [
  'Kegiatan ini terbuka untuk peserta dari seluruh provinsi di Indonesia dan tidak dipungut biaya tambahan selain biaya pendaftaran.',
  'Setiap peserta akan mendapatkan e-sertifikat yang dapat digunakan sebagai portofolio prestasi.',
  'Finalis akan mengikuti kelas pembinaan bersama para juri dan praktisi berpengalaman di bidangnya.',
  'Panitia menyediakan sesi tanya jawab daring setiap Jumat malam selama masa pendaftaran.',
  'Pengumuman hasil seleksi disampaikan melalui laman resmi dan akun Instagram penyelenggara.',
  'Juara umum berhak atas piala bergilir, uang pembinaan, dan kesempatan magang di perusahaan mitra.',
  'Karya terbaik akan dipamerkan dan dibukukan bersama karya para finalis lainnya.',
  'Peserta diharapkan membaca buku panduan secara saksama sebelum mengirimkan berkas.',
  'Penilaian meliputi orisinalitas gagasan, kesesuaian dengan tema, kualitas teknis, dan dampak yang ditawarkan.',
  'Bagi sekolah yang mengirimkan lebih dari lima peserta tersedia potongan biaya pendaftaran.',
  'Babak final dilaksanakan secara luring dan panitia tidak menanggung biaya transportasi maupun akomodasi peserta.',
  'Informasi perubahan jadwal akan diumumkan paling lambat tujuh hari sebelum pelaksanaan.',
  'Dewan juri terdiri dari akademisi, praktisi industri, dan perwakilan lembaga pemerintah.',
  'Seluruh rangkaian acara mematuhi ketentuan perlindungan anak dan bebas dari perundungan.',
  'Tersedia kategori khusus untuk peserta penyandang disabilitas dengan pendampingan panitia.',
  'Pembayaran dilakukan melalui transfer bank atau dompet digital dan bukti pembayaran diunggah saat pendaftaran.',
  'Peserta yang lolos seleksi berkas wajib melakukan konfirmasi kehadiran paling lambat tiga hari setelah pengumuman.',
  'Hak cipta karya tetap milik peserta, namun panitia berhak menggunakannya untuk keperluan publikasi non-komersial.',
  'Jangan lewatkan kesempatan untuk menambah pengalaman, jejaring, dan prestasi di tingkat nasional.',
  'Kegiatan ini didukung oleh pemerintah daerah, perguruan tinggi mitra, dan sejumlah sponsor dari dunia usaha.',
];
const COMMON_TAGS = [
  'nasional',
  'online',
  'gratis',
  'offline',
  'sertifikat',
  'pelajar',
  'mahasiswa',
  'umum',
  'hadiah jutaan',
  'tim',
  'individu',
  'internasional',
  'beasiswa',
  'pendidikan',
  'lingkungan',
  'kreatif',
];
const NAMES = [
  'Rina Kartika',
  'Bagus Prasetyo',
  'Dewi Lestari',
  'Fajar Nugroho',
  'Siti Aisyah',
  'Yoga Pratama',
  'Nadia Rahmawati',
  'Andi Saputra',
  'Intan Permatasari',
  'Rizky Maulana',
  'Putu Ayu Wulandari',
  'Hendra Gunawan',
  'Made Arya',
  'Ucok Siregar',
  'Ratna Sari',
];

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
const longDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};
const rupiah = (n) => `Rp${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * With `posterBase`, posters are the raster ones on a poster host (scripts/poster-host.mjs), each competition's
 * with an address of its own (as Instagram's are), so a page's posters are new to the app until someone asks.
 * @returns {import('../lib/competitions/schema').Competition[]}
 */
export function generateCompetitions(n, seed = 20_250_701, { posterBase } = {}) {
  const rand = mulberry32(seed);
  const int = (k) => Math.floor(rand() * k);
  const pick = (xs) => xs[int(xs.length)];
  const weighted = (xs, ws) => {
    let r = rand() * ws.reduce((a, b) => a + b, 0);
    for (let i = 0; i < xs.length; i++) if ((r -= ws[i]) < 0) return xs[i];
    return xs[xs.length - 1];
  };
  // A Zipf-like pick: index 0 about twice as likely as index 1, and so on down a long tail.
  const zipf = (xs) => xs[Math.min(xs.length - 1, Math.floor(xs.length ** rand()) - 1)];
  const longTailTags = [
    ...CITIES.map((c) => c.toLowerCase()),
    ...THEMES.map((t) => t.toLowerCase().replace(/,/g, '')),
    ...KINDS.flatMap(([, subjects]) => subjects.map((s) => s.toLowerCase())),
  ];

  const out = [];
  for (let i = 0; i < n; i++) {
    const [kind, subjects, kindTags] = pick(KINDS);
    const subject = pick(subjects);
    const city = pick(CITIES);
    const organiser = `${pick(ORG_KINDS)} ${pick(ORG_NAMES)}${rand() < 0.5 ? ` ${city}` : ''}`;

    const categories = new Set(i < CATEGORIES.length ? [CATEGORIES[i]] : []);
    const nCats = 1 + (rand() < 0.35 ? 1 : 0) + (rand() < 0.1 ? 1 : 0);
    while (categories.size < nCats) categories.add(weighted(CATEGORIES, CATEGORY_WEIGHTS));

    const endMs = FIRST_END + int(END_SPAN_DAYS) * DAY_MS;
    const noEnd = rand() < 0.03;
    const end = noEnd ? '' : isoDay(endMs);
    const start = rand() < 0.02 ? '' : isoDay(endMs - (14 + int(107)) * DAY_MS);
    const year = (end || start || '2025').slice(0, 4);
    const r = rand();
    const basis = start || end;
    const published =
      !basis || r < 0.03
        ? ''
        : r < 0.13
          ? new Date(Date.parse(`${basis}T00:00:00Z`) - int(10) * DAY_MS - int(86_400) * 1000).toISOString()
          : isoDay(Date.parse(`${basis}T00:00:00Z`) - int(15) * DAY_MS);

    const theme = pick(THEMES);
    const titleShape = int(4);
    const title =
      titleShape === 0
        ? `${kind} ${subject} ${pick(SCOPES)} ${year}`
        : titleShape === 1
          ? `${kind} ${subject} "${theme}"`
          : titleShape === 2
            ? `${kind} ${subject} ${organiser} ${year}`
            : `${kind} ${subject} ${pick(SCOPES)} ${city} ${year}`;

    const tags = new Set(kindTags.slice(0, 1 + int(kindTags.length)));
    tags.add(subject.toLowerCase());
    const nTags = 2 + int(7);
    for (let guard = 0; tags.size < nTags && guard < 50; guard++) tags.add(rand() < 0.7 ? zipf(COMMON_TAGS) : pick(longTailTags));
    const tagList = [...tags].slice(0, nTags);

    const thumbnails = new Set();
    const nPosters = 1 + int(4);
    while (thumbnails.size < nPosters) {
      const p = 1 + int(40);
      thumbnails.add(posterBase ? `${posterBase}/${rasterPosterName(p)}?lomba=${i}` : `/posters/poster-${String(p).padStart(2, '0')}.svg`);
    }

    const s = `${slug(title)}-${i}`;
    const audience = [...categories].map((c) => AUDIENCE[c]).join(', ');
    const fee = pick([0, 0, 25_000, 35_000, 50_000, 75_000, 100_000, 150_000]);
    const phone = () => `08${11 + int(89)}-${1000 + int(9000)}-${1000 + int(9000)}`;
    const core = [
      `${organiser} mengundang ${audience} untuk mengikuti ${kind} ${subject}. Tema tahun ini: "${theme}".`,
      `Ketentuan:\n- ${pick(RULES)}\n- ${pick(RULES)}\n- Biaya pendaftaran: ${fee ? rupiah(fee) : 'GRATIS'}`,
      end ? `Pendaftaran: ${start ? `${longDate(start)} s.d. ` : 'sampai '}${longDate(end)}` : 'Pendaftaran dibuka hingga kuota terpenuhi.',
      `Total hadiah ${rupiah((1 + int(60)) * 1_000_000)} + e-sertifikat.`,
      `Daftar: https://lomba.example.org/daftar/${s}\nCP: ${pick(NAMES)} (${phone()})`,
    ];
    const target = 500 + int(2501);
    let description = core.join('\n\n');
    while (description.length < target) description += `${rand() < 0.3 ? '\n\n' : ' '}${pick(FILLER)}`;
    if (description.length > 3000) description = description.slice(0, description.lastIndexOf(' ', 3000)).trimEnd();

    out.push({
      id: String(1_700_000_000_000 + i * 60_000 + int(60_000)),
      title,
      description,
      thumbnails: [...thumbnails],
      tags: tagList,
      categories: [...categories],
      registration: { start, end },
      published_date: published,
    });
  }
  return out;
}

/** The most frequent tag, for the `?tag=` search route. */
export function commonTag(items) {
  const counts = new Map();
  for (const c of items) for (const t of c.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

export function writeCompetitions(file, items) {
  mkdirSync(dirname(file), { recursive: true });
  // Two-space JSON, the format the store itself writes.
  writeFileSync(file, `${JSON.stringify(items, null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const size = Number(args[args.indexOf('--size') + 1] ?? 10_000);
  const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : '';
  if (!out || !Number.isInteger(size) || size < 1) {
    console.error('Usage: node bench/generate.mjs --size N --out FILE');
    process.exit(1);
  }
  writeCompetitions(resolve(out), generateCompetitions(size));
  console.log(`Wrote ${size} competitions to ${resolve(out)}`);
}
