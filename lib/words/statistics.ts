/** First-party statistics: the admin's "Statistik" section and the organiser's reach. Imports nothing. */

export const STATS_WORDS = {
  title: 'Statistik',
  approximate:
    'Angka perkiraan: dihitung tanpa cookie dan tanpa menyimpan data pengunjung; robot, kunjungan Anda sendiri sebagai admin, dan hitungan berlebihan dari satu alamat tidak ikut dihitung.',
  period: 'Rentang waktu',
  days: (n: number) => `${n} hari`,
  visits: 'Kunjungan',
  listPages: 'Halaman daftar',
  searchPages: 'Halaman pencarian',
  views: 'Dilihat',
  daftar: 'Klik "Daftar"',
  saves: 'Disimpan',
  reminders: 'Pengingat',
  calendar: 'Kalender',
  shares: 'Dibagikan',
  phoneShare: 'Dari ponsel',
  chart: (total: number, days: number) => `Grafik kunjungan per hari: ${total} kunjungan dalam ${days} hari terakhir.`,
  chartBar: (day: string, n: number) => `${day}: ${n} kunjungan`,
  topViews: 'Paling banyak dilihat',
  topDaftar: 'Paling banyak diklik "Daftar"',
  rate: 'Tingkat klik',
  competition: 'Lomba',
  deleted: '(lomba sudah dihapus)',
  nothingYet: 'Belum ada data untuk rentang ini.',
  sources: 'Sumber kunjungan',
  sourceNames: {
    search: 'Mesin pencari',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    direct: 'Langsung',
    other: 'Situs lain',
  },
  otherSites: 'Situs lain menurut domain',
  missing: 'Dicari tapi tidak ada',
  missingHint: 'Kata pencarian yang hasilnya kosong atau sedikit, dan dicari pada sedikitnya 3 hari berbeda.',
  term: 'Kata pencarian',
  searches: 'Dicari',
  searchDays: 'Hari',
  results: 'Hasil',
  addCompetition: 'Tambah lomba',
  addFor: (term: string) => `Tambah lomba untuk "${term}"`,
  csv: 'Unduh CSV angka harian',
  loadFailed: 'Statistik tidak dapat dibaca saat ini.',
  rowFigures: (views: number, clicks: number) => `${views} dilihat, ${clicks} klik "Daftar" (30 hari)`,
} as const;

/** The CSV export's header row (machine-friendly names, one per column). */
export const STATS_CSV_COLUMNS = [
  'tanggal',
  'kunjungan',
  'halaman_daftar',
  'halaman_pencarian',
  'lomba_dilihat',
  'klik_daftar',
  'disimpan',
  'pengingat',
  'kalender',
  'dibagikan',
  'dari_ponsel',
  'pencarian_tanpa_hasil',
  'sumber_mesin_pencari',
  'sumber_instagram',
  'sumber_whatsapp',
  'sumber_langsung',
  'sumber_situs_lain',
] as const;

/** The organiser's submission status page, once the listing is published. */
export const REACH_WORDS = {
  title: 'Jangkauan lomba Anda',
  intro: 'Berapa kali halaman lomba Anda dilihat dan tombol "Daftar" diklik, per minggu (angka perkiraan).',
  week: 'Minggu mulai',
  views: 'Dilihat',
  none: 'Belum ada kunjungan yang tercatat.',
} as const;

/** The privacy policy's part on the site's own statistics: what is counted, and that nothing identifies a visitor. */
export const PRIVACY_STATS = {
  heading: 'Statistik kunjungan tanpa cookie.',
  what: 'Halaman daftar lomba, pencarian dan halaman lomba menghitung sendiri berapa kali dibuka dan berapa kali tombol "Daftar", "Simpan", pengingat, kalender dan bagikan dipakai, per lomba dan per hari. Untuk setiap kunjungan kami juga menghitung dari mana datangnya (mesin pencari, Instagram, WhatsApp, langsung, atau nama situs lain) dan apakah memakai ponsel atau komputer.',
  how: 'Kami hanya menyimpan jumlah per hari: tanpa cookie, tanpa alamat IP atau jenis browser, dan tanpa tanda pengenal apa pun, sehingga tidak ada yang bisa menunjuk ke Anda. Kata pencarian yang tidak menemukan lomba disimpan tanpa keterangan siapa yang mencari, dan baru ditampilkan kepada admin setelah dicari pada sedikitnya 3 hari berbeda. Jumlah harian disimpan selama 13 bulan.',
} as const;
