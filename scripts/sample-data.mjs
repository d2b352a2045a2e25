// Invented demo competitions with dates relative to a given day.
// CLI: node scripts/sample-data.mjs --out <file> [--today YYYY-MM-DD] [--poster-base URL]
// With --poster-base the posters are the raster ones (scripts/make-posters.mjs --raster) on a poster host at that
// address, as real posters live on outside hosts; without it, the small SVG designs under /posters/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rasterPosterName } from './make-posters.mjs';
import { mulberry32 } from './prng.mjs';

const DAY_MS = 86_400_000;
const ID_BASE = 1_751_328_000_000;
const ID_STEP = 37_800_000;
const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** Per kind: intro (with {o} organiser, {s} subject), rules, stages, themes, entry type, fees, prize range in millions. */
const KINDS = {
  olimpiade: {
    intro:
      '{o} mengundang pelajar terbaik untuk beradu kemampuan dalam olimpiade {s}. Soal disusun oleh tim dosen dan alumni peraih medali olimpiade, dengan tingkat kesulitan yang disesuaikan untuk setiap jenjang.',
    rules: ['Soal pilihan ganda dan isian singkat, dikerjakan 120 menit', 'Wajib menggunakan kamera selama babak penyisihan daring'],
    stages: 'Babak penyisihan daring, semifinal, lalu final dan pembahasan soal bersama juri.',
    themes: ['Nalar Tajam, Prestasi Gemilang', 'Sains untuk Negeri', 'Berpikir Kritis Sejak Dini'],
    entry: 'individu',
    fees: [0, 35_000, 50_000],
    prize: [5, 25],
  },
  esai: {
    intro:
      '{o} membuka lomba esai bagi kamu yang punya gagasan segar. Tuangkan pemikiranmu dalam tulisan yang runtut, berdasar data, dan menawarkan solusi nyata.',
    rules: ['Esai 1.500–2.500 kata, orisinal dan belum pernah dipublikasikan', 'Format PDF, huruf Times New Roman 12, spasi 1,5'],
    stages: 'Penilaian naskah oleh juri, pengumuman 10 besar, lalu presentasi finalis secara daring.',
    themes: ['Pemuda dan Energi Hijau', 'Indonesia Emas 2045', 'Literasi Digital untuk Semua', 'Guru di Era Kecerdasan Buatan'],
    entry: 'individu',
    fees: [0, 25_000, 40_000],
    prize: [3, 12],
  },
  lkti: {
    intro:
      '{o} menyelenggarakan lomba karya tulis ilmiah untuk mendorong budaya riset sejak dini. Peserta mengirimkan abstrak, lalu finalis menyusun naskah lengkap dan mempresentasikannya.',
    rules: [
      'Tim terdiri dari 2–3 orang dari institusi yang sama',
      'Abstrak maksimal 300 kata, naskah lengkap 10–20 halaman',
      'Dilarang plagiarisme; cek kemiripan maksimal 25%',
    ],
    stages: 'Seleksi abstrak, pengumpulan naskah lengkap, lalu presentasi final di hadapan dewan juri.',
    themes: ['Inovasi Pangan Lokal', 'Teknologi Tepat Guna untuk Desa', 'Pendidikan Inklusif'],
    entry: 'tim (2–3 orang)',
    fees: [50_000, 75_000, 100_000],
    prize: [7, 20],
  },
  paper: {
    intro:
      '{o} mengundang peneliti, dosen, guru, dan mahasiswa untuk mengirimkan makalah terbaik. Makalah terpilih dipresentasikan dalam sesi paralel dan diterbitkan di prosiding ber-ISBN.',
    rules: ['Makalah 8–12 halaman sesuai templat panitia', 'Belum pernah diterbitkan di jurnal atau prosiding lain'],
    stages: 'Pengiriman makalah lengkap, penelaahan sejawat, lalu presentasi pada hari seminar.',
    themes: ['Transformasi Pendidikan Pascapandemi', 'Rekayasa Berkelanjutan', 'Riset Terapan untuk Industri'],
    entry: 'individu atau tim',
    fees: [150_000, 250_000],
    prize: [3, 8],
  },
  debat: {
    intro:
      '{o} kembali menggelar kompetisi debat dengan sistem British Parliamentary. Asah kemampuan berargumen, berpikir cepat, dan berbicara dalam bahasa Inggris bersama tim terbaik dari berbagai daerah.',
    rules: ['Satu tim terdiri dari 2 debater dan 1 pendamping', 'Mosi diumumkan 15 menit sebelum setiap ronde'],
    stages: 'Lima ronde penyisihan, perempat final, semifinal, dan grand final.',
    themes: ['Technology and Society', 'Education for All', 'Climate Justice'],
    entry: 'tim (2 orang)',
    fees: [150_000, 200_000],
    prize: [8, 20],
  },
  pidato: {
    intro: '{o} mengadakan lomba {s} untuk melatih keberanian tampil dan kemampuan menyampaikan gagasan secara menarik di depan umum.',
    rules: ['Durasi penampilan 5–7 menit', 'Naskah ditulis sendiri sesuai tema'],
    stages: 'Seleksi video penampilan, lalu final secara langsung di hadapan juri.',
    themes: ['Bangga Berbahasa, Cinta Bangsa', 'Generasi Muda Peduli Lingkungan', 'Menjaga Persatuan di Era Digital'],
    entry: 'individu',
    fees: [0, 30_000],
    prize: [2, 6],
  },
  desain: {
    intro:
      '{o} membuka lomba {s} untuk pelajar dan masyarakat kreatif. Sampaikan pesan yang kuat lewat visual yang rapi, informatif, dan mudah dipahami.',
    rules: ['Ukuran karya A3 portrait, resolusi minimal 300 dpi', 'Karya diunggah ke media sosial dengan tagar resmi panitia'],
    stages: 'Pengumpulan karya, penjurian, dan pengumuman pemenang secara daring.',
    themes: ['Bumi Lestari, Kita Berseri', 'Stop Perundungan', 'Cerdas Mengelola Uang'],
    entry: 'individu',
    fees: [0, 20_000],
    prize: [2, 7],
  },
  uiux: {
    intro:
      '{o} menantang peserta merancang pengalaman aplikasi yang benar-benar dibutuhkan pengguna. Mulai dari riset pengguna, alur, hingga purwarupa yang bisa dicoba.',
    rules: ['Tim terdiri dari 1–3 orang', 'Mengumpulkan studi kasus dan purwarupa interaktif'],
    stages: 'Penyisihan studi kasus, mentoring finalis, lalu presentasi final.',
    themes: ['Aplikasi untuk Desa', 'Layanan Publik yang Ramah', 'Belajar Tanpa Batas'],
    entry: 'tim (1–3 orang)',
    fees: [0, 75_000],
    prize: [5, 15],
  },
  foto: {
    intro: '{o} mengajak kamu bercerita lewat gambar. Kirimkan foto terbaikmu yang menangkap suasana, emosi, dan kisah di sekitarmu.',
    rules: ['Maksimal 3 foto per peserta, tanpa watermark', 'Penyuntingan dasar diperbolehkan, manipulasi berlebihan tidak'],
    stages: 'Kurasi karya, penjurian, dan pameran daring karya terpilih.',
    themes: ['Wajah Kotaku', 'Senja di Ujung Hari', 'Harmoni Alam dan Manusia'],
    entry: 'individu',
    fees: [0, 25_000],
    prize: [3, 10],
  },
  video: {
    intro:
      '{o} membuka kompetisi {s} bagi kreator muda. Tunjukkan kemampuan bercerita, sinematografi, dan penyuntinganmu dalam karya yang singkat namun berkesan.',
    rules: ['Durasi 3–5 menit, rasio 16:9 atau 9:16', 'Musik bebas royalti dan karya belum pernah dilombakan'],
    stages: 'Pengumpulan karya, seleksi nominasi, lalu malam penganugerahan.',
    themes: ['Sehat Itu Keren', 'Pesona Desaku', 'Cerita dari Sekolah'],
    entry: 'individu atau tim',
    fees: [0, 50_000],
    prize: [5, 15],
  },
  bisnis: {
    intro:
      '{o} mencari ide usaha yang inovatif, layak, dan berdampak. Peserta akan mendapatkan pendampingan mentor serta kesempatan bertemu investor dan pelaku usaha.',
    rules: ['Tim terdiri dari 2–4 orang', 'Mengumpulkan proposal bisnis dan video pitch 3 menit'],
    stages: 'Seleksi proposal, bootcamp finalis, lalu demo day di hadapan juri dan investor.',
    themes: ['Ekonomi Kreatif Berkelanjutan', 'UMKM Naik Kelas', 'Desa Berdaya'],
    entry: 'tim (2–4 orang)',
    fees: [0, 100_000, 150_000],
    prize: [10, 50],
  },
  hackathon: {
    intro:
      '{o} menggelar {s} untuk developer, desainer, dan analis muda. Dalam waktu terbatas, tim membangun purwarupa yang menjawab masalah nyata dari mitra.',
    rules: ['Tim terdiri dari 3–5 orang dengan peran yang beragam', 'Membawa laptop sendiri; semua kode ditulis selama acara'],
    stages: 'Seleksi tim, coding marathon, lalu penjurian purwarupa dan demo.',
    themes: ['Kota Cerdas', 'Kesehatan Digital', 'Data Terbuka untuk Kebijakan'],
    entry: 'tim (3–5 orang)',
    fees: [0, 50_000],
    prize: [15, 60],
  },
  robotik: {
    intro:
      '{o} menggelar kontes robotik dengan kategori line follower, robot sumo, dan robot kreatif. Saatnya merakit, memprogram, dan menguji robotmu di arena.',
    rules: ['Tim terdiri dari 2–3 orang dan satu pembina', 'Dimensi robot maksimal 20 x 20 x 20 cm'],
    stages: 'Verifikasi robot, babak kualifikasi, lalu final di arena utama.',
    themes: ['Robot untuk Pertanian', 'Otomasi Ramah Lingkungan', 'Inovasi Anak Negeri'],
    entry: 'tim (2–3 orang)',
    fees: [100_000, 150_000],
    prize: [10, 30],
  },
  sastra: {
    intro:
      '{o} mengajak penulis muda mengirimkan karya {s} terbaiknya. Karya terpilih akan dibukukan dalam antologi dan diluncurkan bersama para pemenang.',
    rules: ['Karya orisinal, belum pernah dipublikasikan', 'Satu peserta maksimal mengirim 2 karya'],
    stages: 'Pengiriman karya, kurasi juri, lalu pengumuman dan peluncuran antologi.',
    themes: ['Ibu Pertiwi', 'Rumah dan Kenangan', 'Suara dari Pinggiran'],
    entry: 'individu',
    fees: [0, 20_000, 30_000],
    prize: [2, 8],
  },
  seni: {
    intro: '{o} menghadirkan lomba {s} untuk melestarikan budaya dan mewadahi bakat seni pelajar serta sanggar dari berbagai daerah.',
    rules: ['Penampilan berdurasi 5–8 menit', 'Kostum dan properti disiapkan sendiri oleh peserta'],
    stages: 'Seleksi video, babak final, lalu pentas bersama para pemenang.',
    themes: ['Ragam Budaya Nusantara', 'Harmoni dalam Keberagaman', 'Warisan untuk Generasi'],
    entry: 'individu atau kelompok',
    fees: [50_000, 75_000],
    prize: [4, 12],
  },
  mewarnai: {
    intro:
      '{o} mengadakan lomba mewarnai yang seru dan ramah anak. Lembar gambar disediakan panitia; anak cukup membawa alat mewarnai sendiri.',
    rules: ['Kategori TK dan SD kelas 1–3', 'Waktu mewarnai 60 menit'],
    stages: 'Lomba berlangsung satu hari, dilanjutkan pengumuman pemenang di lokasi.',
    themes: ['Indonesiaku Hijau', 'Hewan Kesayanganku', 'Cita-citaku'],
    entry: 'individu',
    fees: [0, 25_000],
    prize: [1, 3],
  },
  cerdas: {
    intro:
      '{o} menggelar cerdas cermat antarsekolah. Setiap regu beradu cepat dan tepat menjawab soal wajib, soal rebutan, dan soal lemparan.',
    rules: ['Satu regu terdiri dari 3 siswa', 'Setiap sekolah boleh mengirim maksimal 2 regu'],
    stages: 'Babak penyisihan tertulis, semifinal, lalu final cepat tepat di panggung utama.',
    themes: ['Cerdas, Cermat, Bersahabat', 'Ilmu untuk Masa Depan', 'Generasi Berkarakter'],
    entry: 'tim (3 orang)',
    fees: [50_000, 75_000],
    prize: [3, 9],
  },
  kaligrafi: {
    intro:
      '{o} menyelenggarakan lomba kaligrafi untuk mewadahi seni menulis indah. Peserta berkarya pada kertas atau kanvas dengan bimbingan juri berpengalaman.',
    rules: ['Jenis khat naskhi untuk pelajar dan dekorasi untuk umum', 'Bahan dan alat tulis dibawa sendiri'],
    stages: 'Lomba berlangsung di lokasi selama 4 jam, lalu penjurian dan pameran karya.',
    themes: ['Keindahan dalam Kesederhanaan', 'Cahaya Ilmu', 'Harmoni Goresan'],
    entry: 'individu',
    fees: [0, 30_000],
    prize: [3, 8],
  },
  tilawah: {
    intro:
      "{o} mengadakan lomba tilawah dan tartil untuk menumbuhkan kecintaan pelajar pada Al-Qur'an serta memperindah bacaan sesuai kaidah tajwid.",
    rules: ['Kategori tartil untuk SD dan tilawah untuk SMP', 'Peserta membawa surat rekomendasi sekolah'],
    stages: 'Babak penyisihan, lalu final di aula utama penyelenggara.',
    themes: ['Generasi Qurani', 'Berakhlak dan Berprestasi', 'Cahaya Ramadan'],
    entry: 'individu',
    fees: [0],
    prize: [2, 5],
  },
  olahraga: {
    intro:
      '{o} menggelar turnamen {s} untuk mempererat sportivitas dan persaudaraan. Pertandingan dipimpin wasit berlisensi dan disiarkan langsung di kanal panitia.',
    rules: ['Satu tim terdiri dari 10 pemain dan 2 ofisial', 'Sistem gugur dengan babak grup'],
    stages: 'Babak grup, fase gugur, lalu partai final di GOR utama.',
    themes: ['Sportif Itu Keren', 'Satu Lapangan, Sejuta Semangat', 'Bersatu dalam Permainan'],
    entry: 'tim (10 pemain)',
    fees: [250_000, 350_000],
    prize: [10, 25],
  },
  esport: {
    intro:
      '{o} kembali menggelar turnamen e-sport mode 5 lawan 5. Bentuk timmu, susun strategi, dan buktikan kekompakan kalian di turnamen ini.',
    rules: ['Tim terdiri dari 5 pemain inti dan 1 cadangan', 'Semua pemain wajib mengikuti technical meeting'],
    stages: 'Kualifikasi daring sistem gugur, lalu grand final yang disiarkan langsung.',
    themes: ['Main Sportif, Menang Terhormat', 'Kompak Sampai Final', 'Satu Tim, Satu Tujuan'],
    entry: 'tim (5–6 orang)',
    fees: [0, 50_000],
    prize: [5, 20],
  },
  data: {
    intro:
      '{o} menghadirkan {s} dengan dataset terbuka dari mitra. Peserta membersihkan data, membangun model, dan menyajikan temuan yang bisa ditindaklanjuti.',
    rules: ['Tim terdiri dari 1–3 orang', 'Mengumpulkan notebook dan laporan ringkas 5 halaman'],
    stages: 'Babak kualifikasi di papan skor, lalu presentasi final lima tim terbaik.',
    themes: ['Data untuk Kebijakan Publik', 'Prediksi Harga Pangan', 'Mobilitas Perkotaan'],
    entry: 'tim (1–3 orang)',
    fees: [0, 50_000],
    prize: [8, 30],
  },
};

const AUDIENCE = {
  SD: 'siswa SD/MI',
  SMP: 'siswa SMP/MTs',
  SMA: 'siswa SMA/SMK/MA',
  MAHASISWA: 'mahasiswa D3/S1 aktif',
  UMUM: 'masyarakat umum',
  ALL: 'semua kalangan, dari pelajar hingga umum',
};

/** [kind, title ({y} = year), organiser, categories, tags, posters, subject, audience for ETC] */
const ITEMS = [
  [
    'olimpiade',
    'Olimpiade Matematika Pelajar Nusantara {y}',
    'Universitas Nusantara Cendekia',
    ['SD', 'SMP'],
    ['matematika', 'olimpiade', 'nasional', 'online'],
    [1, 2],
    'matematika',
  ],
  [
    'olimpiade',
    'Olimpiade Sains Terpadu Tingkat SMP {y}',
    'Yayasan Cahaya Ilmu Bangsa',
    ['SMP'],
    ['sains', 'olimpiade', 'matematika', 'nasional'],
    [3],
    'sains terpadu',
  ],
  [
    'esai',
    'Lomba Esai Nasional "Pemuda dan Energi Hijau"',
    'BEM Universitas Bumi Pertiwi',
    ['SMA', 'MAHASISWA'],
    ['esai', 'nasional', 'lingkungan', 'online'],
    [7],
  ],
  [
    'lkti',
    'Lomba Karya Tulis Ilmiah Remaja {y}',
    'Fakultas MIPA Universitas Lintas Khatulistiwa',
    ['SMA'],
    ['lkti', 'sains', 'nasional'],
    [9],
  ],
  [
    'debat',
    'National English Debate Championship {y}',
    'English Debating Society Institut Cakrawala',
    ['SMA'],
    ['debat', 'bahasa inggris', 'nasional'],
    [11],
  ],
  [
    'desain',
    'Lomba Desain Poster Hari Lingkungan Hidup',
    'Komunitas Hijau Kita',
    ['UMUM'],
    ['desain', 'poster', 'lingkungan', 'online', 'gratis'],
    [12],
    'desain poster',
  ],
  ['foto', 'Lomba Fotografi Ponsel "Wajah Kotaku"', 'Komunitas Lensa Rakyat', ['UMUM'], ['fotografi', 'online', 'gratis'], [13]],
  ['video', 'Festival Film Pendek Pelajar {y}', 'Sanggar Sinema Muda', ['SMP', 'SMA'], ['video', 'seni', 'nasional'], [14], 'film pendek'],
  [
    'bisnis',
    'Kompetisi Business Plan Mahasiswa {y}',
    'Himpunan Mahasiswa Manajemen Universitas Merah Putih Mandiri',
    ['MAHASISWA'],
    ['bisnis', 'business plan', 'nasional'],
    [15, 29],
  ],
  [
    'hackathon',
    'Hackathon Kota Cerdas {y}',
    'Politeknik Teknologi Samudra',
    ['MAHASISWA', 'UMUM'],
    ['hackathon', 'teknologi', 'pemrograman', 'nasional', 'offline'],
    [16],
    'hackathon 48 jam',
  ],
  [
    'uiux',
    'Kompetisi UI/UX Design "Aplikasi untuk Desa"',
    'Himpunan Mahasiswa Informatika Universitas Teknologi Garuda Nusa',
    ['SMA', 'MAHASISWA'],
    ['ui/ux', 'desain', 'teknologi', 'online'],
    [17],
  ],
  [
    'robotik',
    'Kontes Robotik Pelajar Tingkat Nasional {y}',
    'Komunitas Robotika Anak Negeri',
    ['SD', 'SMP', 'SMA'],
    ['robotik', 'teknologi', 'nasional', 'offline'],
    [18, 16],
  ],
  [
    'sastra',
    'Lomba Menulis Cerpen Remaja {y}',
    'Komunitas Literasi Senja',
    ['SMP', 'SMA'],
    ['sastra', 'cerpen', 'online', 'gratis'],
    [19],
    'cerpen',
  ],
  ['sastra', 'Lomba Cipta Puisi "Ibu Pertiwi"', 'Yayasan Pena Bangsa', ['ALL'], ['sastra', 'puisi', 'nasional', 'online'], [20], 'puisi'],
  [
    'pidato',
    'Lomba Pidato Bahasa Indonesia Tingkat SMA',
    'Ikatan Guru Bahasa Indonesia Kota Harapan Jaya',
    ['SMA'],
    ['pidato', 'offline', 'gratis'],
    [21],
    'pidato bahasa Indonesia',
  ],
  [
    'seni',
    'Festival Tari Tradisional Nusantara {y}',
    'Sanggar Seni Puspa Rinonce',
    ['SD', 'SMP', 'SMA'],
    ['seni', 'tari', 'budaya', 'offline'],
    [22, 23],
    'tari tradisional',
  ],
  [
    'seni',
    'Lomba Nyanyi Solo Pop Anak dan Remaja',
    'Studio Musik Nada Ceria',
    ['SD', 'SMP'],
    ['musik', 'seni', 'online'],
    [23],
    'nyanyi solo',
  ],
  ['mewarnai', 'Lomba Mewarnai Tingkat TK dan SD', 'Rumah Belajar Pelangi', ['SD'], ['mewarnai', 'anak', 'gratis', 'offline'], [24]],
  [
    'cerdas',
    'Cerdas Cermat Empat Pilar Tingkat SMA',
    'Forum OSIS Kota Harapan Jaya',
    ['SMA'],
    ['cerdas cermat', 'pendidikan', 'offline'],
    [],
  ],
  [
    'kaligrafi',
    'Lomba Kaligrafi Islam Pelajar {y}',
    'Pesantren Nurul Ilmi Cendekia',
    ['SD', 'SMP', 'SMA'],
    ['kaligrafi', 'seni', 'islami', 'offline'],
    [26],
  ],
  [
    'olahraga',
    'Turnamen Futsal Antar-SMA Piala Rektor {y}',
    'UKM Futsal Universitas Nusantara Cendekia',
    ['SMA'],
    ['olahraga', 'futsal', 'offline'],
    [27],
    'futsal',
  ],
  [
    'esport',
    'Turnamen E-Sport Mahasiswa Nusantara Season 3',
    'Komunitas Arena Digital Nusantara',
    ['MAHASISWA', 'UMUM'],
    ['e-sport', 'online', 'gratis'],
    [28],
  ],
  [
    'bisnis',
    'Kompetisi Startup Digital Inkubator Muda {y}',
    'Inkubator Bisnis Teknologi Cakrawala',
    ['MAHASISWA', 'UMUM'],
    ['startup', 'bisnis', 'teknologi', 'nasional'],
    [29],
  ],
  [
    'paper',
    'Call for Paper Seminar Nasional Pendidikan {y}',
    'Fakultas Keguruan Universitas Bumi Pertiwi',
    ['ETC'],
    ['paper', 'pendidikan', 'nasional'],
    [30],
    '',
    'guru, dosen, dan peneliti pendidikan',
  ],
  [
    'desain',
    'Lomba Infografis Literasi Keuangan',
    'Komunitas Melek Finansial',
    ['SMA', 'MAHASISWA'],
    ['infografis', 'desain', 'ekonomi', 'online'],
    [31],
    'infografis',
  ],
  [
    'lkti',
    'LKTI Nasional Inovasi Pangan Lokal {y}',
    'Himpunan Mahasiswa Teknologi Pangan Universitas Agraria Sentosa',
    ['MAHASISWA'],
    ['lkti', 'nasional', 'lingkungan', 'offline'],
    [10, 9, 30],
  ],
  [
    'olimpiade',
    'Kompetisi Matematika Nalaria Ceria untuk SD',
    'Bimbel Prima Cendekia',
    ['SD'],
    ['matematika', 'olimpiade', 'online', 'gratis'],
    [1],
    'matematika',
  ],
  [
    'olimpiade',
    'Olimpiade Matematika SMA Se-Jawa Bali {y}',
    'Himpunan Mahasiswa Matematika Universitas Merah Putih Mandiri',
    ['SMA'],
    ['matematika', 'olimpiade', 'offline'],
    [2],
    'matematika',
  ],
  [
    'olimpiade',
    'Olimpiade Fisika Terbuka {y}',
    'Departemen Fisika Institut Teknologi Jayakarta Raya',
    ['SMA'],
    ['sains', 'olimpiade', 'matematika', 'nasional'],
    [4],
    'fisika',
  ],
  [
    'olimpiade',
    'Olimpiade Biologi "Keanekaragaman Hayati" {y}',
    'Klub Sains Hayati Universitas Lintas Khatulistiwa',
    ['SMA'],
    ['sains', 'olimpiade', 'lingkungan', 'nasional', 'online'],
    [5],
    'biologi',
  ],
  [
    'olimpiade',
    'Olimpiade Kimia Pelajar Indonesia {y}',
    'Himpunan Mahasiswa Kimia Institut Teknologi Jayakarta Raya',
    ['SMA'],
    ['sains', 'olimpiade', 'nasional', 'offline'],
    [6],
    'kimia',
  ],
  [
    'esai',
    'Lomba Esai Mahasiswa "Indonesia Emas 2045"',
    'Lembaga Kajian Mahasiswa Nusantara',
    ['MAHASISWA'],
    ['esai', 'nasional', 'online', 'gratis'],
    [8],
  ],
  [
    'debat',
    'Kompetisi Debat Bahasa Inggris Antar-SMP',
    'Yayasan Bahasa Cakrawala Dunia',
    ['SMP'],
    ['debat', 'bahasa inggris', 'offline'],
    [11],
  ],
  [
    'pidato',
    'English Speech Contest for Junior High {y}',
    'English Club Universitas Bumi Pertiwi',
    ['SMP'],
    ['bahasa inggris', 'pidato', 'online'],
    [32],
    'pidato bahasa Inggris (speech)',
  ],
  [
    'pidato',
    'Lomba Storytelling Bahasa Inggris Tingkat SD',
    'Kampung Inggris Ceria',
    ['SD'],
    ['bahasa inggris', 'anak', 'online'],
    [33],
    'storytelling bahasa Inggris',
  ],
  [
    'tilawah',
    "Lomba Tilawah dan Tartil Al-Qur'an Pelajar",
    'Yayasan Masjid Raya Al-Ikhlas Harapan Jaya',
    ['SD', 'SMP'],
    ['islami', 'offline', 'gratis'],
    [34],
  ],
  [
    'hackathon',
    'Kompetisi Pemrograman Kompetitif Antar-Kampus {y}',
    'Fakultas Ilmu Komputer Universitas Teknologi Garuda Nusa',
    ['MAHASISWA'],
    ['pemrograman', 'teknologi', 'matematika', 'nasional', 'online'],
    [35],
    'kompetisi pemrograman',
  ],
  [
    'data',
    'Kompetisi Analisis Data Terbuka {y}',
    'Komunitas Data Nusantara',
    ['MAHASISWA', 'UMUM'],
    ['data', 'teknologi', 'matematika', 'online'],
    [36],
    'kompetisi analisis data',
  ],
  [
    'video',
    'Lomba Vlog Wisata Desa {y}',
    'Forum Desa Wisata Lestari',
    ['UMUM'],
    ['video', 'budaya', 'online', 'gratis'],
    [37],
    'vlog wisata',
  ],
  [
    'foto',
    'Festival Café & Kréasi: Lomba Foto "Senja" {y}',
    'Kedai Kopi Kréasi & Komunitas Senja Lensa',
    ['UMUM'],
    ['fotografi', 'seni', 'online'],
    [38, 13],
  ],
  [
    'pidato',
    'Lomba Mendongeng Anak Indonesia',
    'Perpustakaan Anak Kancil Cerdas',
    ['SD'],
    ['sastra', 'anak', 'gratis'],
    [39],
    'mendongeng',
  ],
  [
    'olimpiade',
    'Olimpiade Ekonomi dan Akuntansi SMA {y}',
    'Fakultas Ekonomi Universitas Merah Putih Mandiri',
    ['SMA'],
    ['ekonomi', 'olimpiade', 'matematika', 'nasional'],
    [40],
    'ekonomi dan akuntansi',
  ],
  [
    'cerdas',
    'Cerdas Cermat Matematika dan IPA Tingkat SD',
    'Gugus Sekolah Dasar Tunas Bangsa',
    ['SD'],
    ['cerdas cermat', 'matematika', 'sains', 'offline'],
    [25],
  ],
  [
    'olimpiade',
    'Olimpiade Matematika dan Nalar Umum Terbuka',
    'Yayasan Cahaya Ilmu Bangsa',
    ['ALL'],
    ['matematika', 'olimpiade', 'nasional', 'online', 'gratis'],
    [2, 1, 3],
    'matematika dan penalaran',
  ],
  [
    'desain',
    'Lomba Desain Poster Anti-Perundungan',
    'Ikatan Pelajar Kreatif Indonesia',
    ['SMP', 'SMA'],
    ['desain', 'poster', 'online', 'gratis'],
    [12],
    'desain poster',
  ],
  [
    'esai',
    'Lomba Esai Guru Inspiratif {y}',
    'Yayasan Pena Bangsa',
    ['ETC'],
    ['esai', 'pendidikan', 'nasional'],
    [],
    '',
    'guru dan tenaga kependidikan',
  ],
  [
    'foto',
    'Lomba Foto Jurnalistik Mahasiswa',
    'Pers Mahasiswa Suara Kampus Cendekia',
    ['MAHASISWA'],
    ['fotografi', 'nasional', 'offline'],
    [13, 14],
  ],
  [
    'video',
    'Lomba Video Kreatif "Sehat Itu Keren"',
    'Yayasan Sehat Ceria Indonesia',
    ['ALL'],
    ['video', 'kesehatan', 'online', 'gratis'],
    [14],
    'video kreatif',
  ],
  [
    'hackathon',
    'Hackathon Kesehatan Digital {y}',
    'Komunitas Developer Sehat Digital',
    ['UMUM'],
    ['hackathon', 'teknologi', 'kesehatan', 'nasional'],
    [16],
    'hackathon kesehatan',
  ],
  ['uiux', 'UI/UX Sprint Challenge untuk Pelajar', 'Sekolah Desain Digital Nusa', ['SMA'], ['ui/ux', 'desain', 'teknologi'], [17]],
  [
    'robotik',
    'Lomba Robot Line Follower Terbuka',
    'Laboratorium Mekatronika Politeknik Teknologi Samudra',
    ['SMP', 'SMA', 'MAHASISWA'],
    ['robotik', 'teknologi', 'offline'],
    [18],
  ],
  ['sastra', 'Lomba Baca Puisi Anak Tingkat SD', 'Komunitas Literasi Senja', ['SD'], ['puisi', 'sastra', 'anak'], [20], 'baca puisi'],
  [
    'sastra',
    'Sayembara Menulis Cerpen Umum {y}',
    'Penerbit Kata Bermakna',
    ['UMUM'],
    ['cerpen', 'sastra', 'nasional', 'online'],
    [19],
    'cerpen',
  ],
  [
    'desain',
    'Lomba Infografis Data Kependudukan',
    'Forum Statistik Muda Nusantara',
    ['ALL'],
    ['infografis', 'data', 'desain'],
    [31],
    'infografis',
  ],
  [
    'paper',
    'Call for Paper Konferensi Mahasiswa Teknik {y}',
    'Fakultas Teknik Universitas Lintas Khatulistiwa',
    ['MAHASISWA'],
    ['paper', 'teknologi', 'internasional'],
    [30],
  ],
  ['esport', 'Turnamen E-Sport Pelajar Antar-Sekolah', 'Komunitas Arena Digital Nusantara', ['SMP', 'SMA'], ['e-sport', 'online'], [28]],
  [
    'olahraga',
    'Liga Futsal Komunitas Piala Kemerdekaan',
    'Karang Taruna Bakti Jaya',
    ['UMUM'],
    ['futsal', 'olahraga', 'offline'],
    [27],
    'futsal',
  ],
  [
    'bisnis',
    'Kompetisi Ide Bisnis Sosial "Desa Berdaya"',
    'Yayasan Desa Mandiri Sejahtera',
    ['ETC'],
    ['bisnis', 'startup', 'lingkungan'],
    [29],
    '',
    'komunitas, BUMDes, dan wirausaha sosial',
  ],
  [
    'kaligrafi',
    'Lomba Kaligrafi Kontemporer Terbuka',
    'Sanggar Khat Nur Cahaya',
    ['ALL'],
    ['kaligrafi', 'seni', 'islami', 'nasional'],
    [26],
  ],
  [
    'seni',
    'Lomba Tari Kreasi Antar-Sanggar',
    'Dewan Kesenian Kota Harapan Jaya',
    ['ETC'],
    ['tari', 'seni', 'budaya', 'offline'],
    [22],
    'tari kreasi',
    'sanggar dan kelompok tari',
  ],
  [
    'seni',
    'Lomba Cipta dan Nyanyi Lagu Daerah',
    'Yayasan Nada Nusantara',
    ['ALL'],
    ['musik', 'seni', 'budaya', 'online'],
    [23],
    'cipta dan nyanyi lagu daerah',
  ],
  [
    'mewarnai',
    'Lomba Mewarnai dan Menggambar Online Anak Ceria',
    'Rumah Belajar Pelangi',
    ['SD'],
    ['mewarnai', 'anak', 'online', 'gratis'],
    [24],
  ],
  [
    'bisnis',
    'Business Plan Competition UMKM Naik Kelas',
    'Asosiasi Wirausaha Muda Harapan Jaya',
    ['ETC'],
    ['bisnis', 'business plan', 'ekonomi'],
    [15],
    '',
    'pelaku UMKM dan wirausaha pemula',
  ],
  [
    'lkti',
    'Lomba Karya Tulis Ilmiah Guru dan Tenaga Kependidikan',
    'Lembaga Penjaminan Mutu Pendidikan Cendekia',
    ['ETC'],
    ['lkti', 'pendidikan', 'online'],
    [],
    '',
    'guru dan tenaga kependidikan',
  ],
];

const CONTACTS = [
  'Rina Kartika',
  'Bagus Prasetyo',
  'Dewi Lestari Putri',
  'Fajar Nugroho',
  'Siti Aisyah',
  'Yoga Pratama',
  'Nadia Rahmawati',
  'Andi Saputra',
  'Intan Permatasari',
  'Rizky Maulana',
  'Putu Ayu Wulandari',
  'Hendra Gunawan',
];
const GUIDE_URLS = [
  'https://example.org/guidebook/{slug}.pdf',
  'https://drive.lomba.test/panduan/{slug}',
  'https://example.com/panduan/{slug}.pdf',
];

function addDays(date, n) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

function longDate(date) {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

const rupiah = (n) => `Rp ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

const slug = (s) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 43 open (a few closing today, tomorrow and this week), 16 closed, 5 without an end date, in a fixed shuffled order. */
function schedule(rand) {
  const open = [0, 0, 1, 2, 4, 6, 6];
  while (open.length < 43) open.push(7 + Math.floor(rand() * 114));
  const closed = [-1, -3, -8];
  while (closed.length < 16) closed.push(-9 - Math.floor(rand() * 200));
  const slots = [...open.map((d) => ({ end: d })), ...closed.map((d) => ({ end: d })), ...Array.from({ length: 5 }, () => ({ end: null }))];
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  return slots;
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];

/** Places for offline and hybrid items: [city, province] (invented organisers, real places). */
const PLACES = [
  ['Bandung', 'Jawa Barat'],
  ['Surabaya', 'Jawa Timur'],
  ['Yogyakarta', 'DI Yogyakarta'],
  ['Makassar', 'Sulawesi Selatan'],
  ['Medan', 'Sumatera Utara'],
  ['Jakarta Selatan', 'DKI Jakarta'],
  ['Denpasar', 'Bali'],
  ['Semarang', 'Jawa Tengah'],
];

/**
 * The structured facts of item i, from what its description already says. Every fifth item has none (an old
 * record whose facts are unknown); some have only a few. Uses no random numbers, so the rest of the data stays
 * exactly as before.
 */
function factsOf(i, item, info, reg, today) {
  if (i % 5 === 4) return {};
  const [, , organiser, , tags] = item;
  const mode = tags.includes('offline') ? 'offline' : tags.includes('online') ? 'online' : i % 3 === 0 ? 'hybrid' : undefined;
  const [city, province] = PLACES[i % PLACES.length];
  const facts = {
    fee: info.fee ? { type: 'paid', amount: info.fee } : { type: 'free' },
    ...(i % 4 !== 1 ? { prize: { total: info.prize, text: 'E-sertifikat untuk semua peserta' } } : {}),
    ...(mode ? { mode } : {}),
    ...(mode === 'offline' || mode === 'hybrid' ? { location: i % 6 === 5 ? { province } : { city, province } } : {}),
    organizer: organiser,
    registration_url: info.registrationUrl,
    ...(i % 3 !== 2 ? { guidebook_url: info.guidebookUrl } : {}),
  };
  if (reg.end && i % 2 === 0) {
    facts.stages = {
      ...(i % 4 === 0 ? { submission_deadline: addDays(reg.end, 7) } : {}),
      announcement: addDays(reg.end, 21),
      event_start: addDays(reg.end, 28),
      ...(i % 8 === 0 ? { event_end: addDays(reg.end, 29) } : {}),
    };
  }
  if (i % 7 === 0) facts.verified_at = addDays(today, -(i % 10));
  return facts;
}

function describe(rand, item, kind, reg, title, hybrid) {
  const [, , organiser, categories, tags, , subject = '', etcAudience = ''] = item;
  const k = KINDS[kind];
  const audience = categories.includes('ETC') ? etcAudience : categories.map((c) => AUDIENCE[c]).join(', ');
  const fee = pick(rand, k.fees);
  const prizeMillions = k.prize[0] + Math.floor(rand() * (k.prize[1] - k.prize[0] + 1));
  const prize = prizeMillions * 1_000_000 + (rand() < 0.4 ? 500_000 : 0);
  const phone = () => `08${11 + Math.floor(rand() * 89)}-${1000 + Math.floor(rand() * 9000)}-${1000 + Math.floor(rand() * 9000)}`;
  const cp = [pick(rand, CONTACTS)];
  if (rand() < 0.4)
    cp.push(
      pick(
        rand,
        CONTACTS.filter((n) => n !== cp[0]),
      ),
    );
  const s = slug(title);
  const when = reg.end
    ? `Pendaftaran: ${longDate(reg.start)} s.d. ${longDate(reg.end)}`
    : reg.start
      ? `Pendaftaran dibuka sejak ${longDate(reg.start)} hingga kuota terpenuhi`
      : 'Pendaftaran dibuka sekarang hingga kuota terpenuhi';
  const mode = tags.includes('offline')
    ? 'Pelaksanaan: luring di lokasi penyelenggara'
    : hybrid
      ? 'Pelaksanaan: hybrid, babak awal daring dan final luring'
      : 'Pelaksanaan: daring, bisa diikuti dari seluruh Indonesia';
  const intro = k.intro.replaceAll('{o}', organiser).replaceAll('{s}', subject);
  const registrationUrl = `https://example.com/daftar/${s}`;
  // Random numbers are drawn in the order they always were, so every other value stays the same.
  const theme = pick(rand, k.themes);
  const guidebookUrl = pick(rand, GUIDE_URLS).replace('{slug}', s);
  const text = [
    `${intro}\n\nTema: "${theme}"`,
    [
      'Ketentuan:',
      `- Peserta: ${audience}`,
      `- Bentuk: ${k.entry}`,
      ...k.rules.map((r) => `- ${r}`),
      `- Biaya pendaftaran: ${fee ? `${rupiah(fee)} per pendaftar` : 'GRATIS'}`,
    ].join('\n'),
    `Jadwal:\n${when}\n${mode}\n${k.stages}`,
    `Total hadiah ${rupiah(prize)} + e-sertifikat untuk semua peserta.`,
    `Daftar: ${registrationUrl}\nGuidebook: ${guidebookUrl}`,
    cp.map((n) => `CP: ${n} (${phone()})`).join('\n'),
  ].join('\n\n');
  return { text, fee, prize, registrationUrl, guidebookUrl };
}

/** Items whose published_date differs from the registration start; three of them carry a timestamp. */
const PUBLISHED_EARLIER = new Set([2, 9, 17, 25, 33, 41, 50, 58]);
const PUBLISHED_TIMESTAMP = new Set([5, 22, 47]);

/**
 * @param {string} today YYYY-MM-DD
 * @param {{ posterBase?: string }} [options] posterBase: the poster host's address, for the raster posters
 */
export function generateSampleData(today, options = {}) {
  const base = options.posterBase?.replace(/\/+$/, '');
  const posterUrl = (n) => (base ? `${base}/${rasterPosterName(n)}` : `/posters/poster-${String(n).padStart(2, '0')}.svg`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || addDays(today, 0) !== today) {
    throw new Error(`today must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
  }
  const rand = mulberry32(20_250_701);
  const slots = schedule(rand);
  let missingStart = false;
  return ITEMS.map((item, i) => {
    const [kind, titleTemplate, , categories, tags, posters] = item;
    const slot = slots[i];
    let start;
    let end = '';
    if (slot.end === null) {
      start = missingStart ? addDays(today, -(10 + Math.floor(rand() * 80))) : '';
      missingStart = true;
    } else if (slot.end >= 0) {
      end = addDays(today, slot.end);
      start = addDays(today, -(slot.end === 0 ? 7 + Math.floor(rand() * 35) : Math.floor(rand() * 45)));
      if (start >= end) start = addDays(end, -14);
    } else {
      end = addDays(today, slot.end);
      start = addDays(end, -(14 + Math.floor(rand() * 50)));
    }
    let published = start || addDays(today, -20);
    if (PUBLISHED_EARLIER.has(i) || PUBLISHED_TIMESTAMP.has(i)) published = addDays(published, -(1 + Math.floor(rand() * 10)));
    if (PUBLISHED_TIMESTAMP.has(i)) {
      published = new Date(Date.parse(`${published}T00:00:00Z`) + (60 + Math.floor(rand() * 600)) * 60_000).toISOString();
    }
    const title = titleTemplate.replace('{y}', (end || start || today).slice(0, 4));
    const hybrid = !tags.includes('offline') && !tags.includes('online') && i % 3 === 0 && i % 5 !== 4;
    const info = describe(rand, item, kind, { start, end }, title, hybrid);
    return {
      id: String(ID_BASE + i * ID_STEP),
      title,
      description: info.text,
      thumbnails: posters.map(posterUrl),
      tags: [...tags],
      categories: [...categories],
      registration: { start, end },
      published_date: published,
      ...factsOf(i, item, info, { start, end }, today),
    };
  });
}

function jakartaToday() {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

function main(argv) {
  let out = '';
  let today = jakartaToday();
  let posterBase;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') out = argv[++i] ?? '';
    else if (argv[i] === '--today') today = argv[++i] ?? '';
    else if (argv[i] === '--poster-base') posterBase = argv[++i] ?? '';
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  if (!out) throw new Error('Usage: node scripts/sample-data.mjs --out <file> [--today YYYY-MM-DD]');
  const items = generateSampleData(today, { posterBase });
  const file = resolve(out);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(items, null, 2) + '\n');
  console.log(`Wrote ${items.length} sample competitions (today ${today}) to ${file}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
