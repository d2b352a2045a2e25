/**
 * Words of the student's browsing (detail page, home, filters, search) and of the editor's date and length checks.
 * A plain module with no imports: browser code imports it too.
 */

/** The editor's checks that make sense of dates and lengths (the browser and the server say the same). */
export const EDITOR_CHECKS = {
  endBeforeStart: 'Tanggal pendaftaran ditutup tidak boleh sebelum tanggal pendaftaran dibuka.',
  publishedAfterEnd: 'Tanggal terbit tidak boleh setelah tanggal pendaftaran ditutup.',
  startRequired: 'Tanggal pendaftaran dibuka wajib diisi.',
  endRequired: 'Tanggal pendaftaran ditutup wajib diisi.',
  /** Beside an empty end date that was already empty: it may stay so. */
  noEndHint: 'Lomba ini tanpa batas waktu; biarkan kosong bila tetap begitu.',
} as const;

/** A deadline in words. */
export const DEADLINE_WORDS = {
  none: 'Tanpa batas waktu',
  /** The countdown once the registration has ended. */
  closed: 'Ditutup',
  today: 'Ditutup hari ini',
  tomorrow: 'Ditutup besok',
  inDays: (days: number) => `Ditutup ${days} hari lagi`,
} as const;

/** The detail page's first screen and the phone's action bar. */
export const DETAIL_WORDS = {
  register: 'Daftar',
  /** Without a registration link: where the description says how. */
  howToRegister: 'Cara daftar',
  keyFacts: 'Ringkasan lomba',
  actions: 'Aksi cepat',
} as const;

/** The home page's pointer at competitions about to close. */
export const CLOSING_SOON_WORDS = {
  heading: 'Segera Ditutup',
  intro: (n: number) => `${n} lomba ditutup pendaftarannya dalam 7 hari ke depan.`,
  all: 'Lihat semua yang masih dibuka, terdekat dulu',
} as const;

/** The filters: the phone's sheet, the counts, and what to drop when nothing is found. */
export const FILTER_WORDS = {
  button: 'Filter',
  sheetTitle: 'Filter Lomba',
  close: 'Tutup',
  categories: 'Kategori',
  dropIntro: 'Tidak ada lomba yang cocok dengan semua filter ini. Hapus salah satu:',
  drop: (label: string, n: number) => `Tanpa ${label} (${n} lomba)`,
  /** The one meaning of the number beside every filter choice (category, facts, province). */
  countsMean: 'Angka dalam kurung: jumlah lomba yang tampil bila pilihan itu aktif bersama filter lain yang sudah dipilih.',
} as const;

/** Search: a sort that hides listings, and a word that finds nothing. */
export const SEARCH_WORDS = {
  hidden: (shown: number, closed: number, noEnd: number) =>
    `${shown} lomba masih dibuka; ${closed} yang sudah ditutup${noEnd ? ` dan ${noEnd} tanpa batas waktu` : ''} disembunyikan.`,
  showAll: 'Tampilkan semua',
  didYouMean: 'Mungkin maksud Anda:',
  /** A word of the query that is in no listing, while the others found some: `words` quoted, joined by commas. */
  noneHold: (words: string) => `Tidak ada lomba yang memuat ${words}.`,
} as const;

/** The admin's "Riwayat" and "Terhapus". */
export const HISTORY_WORDS = {
  /** A field that had no value before or after a change. */
  empty: '(kosong)',
  confirmUndelete: 'Kembalikan lomba yang dihapus ini?',
} as const;

/** The footer's deadline calendar: subscribe, or download once. */
export const CALENDAR_WORDS = {
  summary: 'Kalender Deadline',
  subscribe: 'Langganan (webcal)',
  google: 'Tambah ke Google Calendar',
  download: 'Unduh .ics',
  help: 'Berlangganan agar batas pendaftaran baru muncul sendiri di kalendermu; unduhan hanya memuat yang ada hari ini.',
} as const;

/** The home page's list. */
export const HOME_WORDS = {
  heading: 'Temukan Lomba Impianmu',
  intro:
    'Kumpulan info lomba terbaru untuk pelajar SD, SMP, SMA, mahasiswa dan umum: olimpiade, esai, desain, teknologi dan banyak lagi. Gratis dan diperbarui setiap hari.',
  emptyTitle: 'Tidak ada lomba yang ditemukan',
  emptyHint: 'Coba ubah kata kunci atau filter pencarian Anda.',
  pageTitle: (page: number) => `Daftar Lomba - Halaman ${page}`,
} as const;

/** The search page: its heading, its count, and an empty result. */
export const SEARCH_PAGE_WORDS = {
  title: 'Cari Lomba',
  crumb: 'Hasil Pencarian',
  heading: 'Hasil Pencarian:',
  searching: 'Mencari...',
  metaTitle: (what: string) => `Hasil Pencarian: ${what}`,
  metaDescription: (what: string) => `Hasil pencarian lomba${what ? ` untuk ${what}` : ''}: temukan kompetisi untuk pelajar dan umum.`,
  categories: (list: string) => `kategori ${list}`,
  tags: (list: string) => `tag ${list}`,
  found: (n: number) => `${n} lomba ditemukan.`,
  emptyTitle: 'Tidak Ada Hasil yang Cocok',
  tryOther: 'Coba gunakan kata kunci yang berbeda atau lebih umum.',
  start: 'Ketik kata kunci atau pilih kategori untuk mulai mencari.',
} as const;

/** The filter controls' own words (the counts and the sheet are FILTER_WORDS). */
export const FILTER_CONTROL_WORDS = {
  factsLabel: 'Filter info lomba',
  category: (c: string) => `Kategori ${c}`,
  province: 'Provinsi',
  allProvinces: 'Semua provinsi',
  apply: 'Terapkan',
} as const;

/** The Filter sheet on phones: choices gathered, then applied together. */
export const FILTER_SHEET_WORDS = {
  show: (n: number) => `Tampilkan ${n} lomba`,
  /** Without JavaScript the number cannot follow the choices, so once one changes the button drops it. */
  showChosen: 'Tampilkan lomba',
  countsHint: 'Angka di tiap pilihan: jumlah lomba yang ditemukan bila pilihan itu ditambahkan ke filter yang sudah aktif.',
} as const;

/** The rest of the detail page: dates, sections and the way back. */
export const DETAIL_PAGE_WORDS = {
  published: 'Diterbitkan pada',
  savedLink: 'Lihat lomba tersimpan',
  description: 'Deskripsi Lomba',
  share: 'Bagikan lomba ini',
  back: '← Kembali ke Semua Lomba',
  notFoundTitle: 'Lomba Tidak Ditemukan',
  notFoundMessage: 'Lomba yang Anda cari tidak ada atau mungkin telah dihapus.',
  infoHeading: 'Info Lomba',
  badgesLabel: 'Info singkat',
  verifiedOn: (date: string) => `Dicek admin pada ${date}`,
  calendarHeading: 'Tambah ke Kalender',
  calendarHint: 'Simpan batas pendaftaran di kalendermu agar tidak terlewat.',
  imageAlt: (site: string) => `Info lomba di ${site}`,
  imageFallback: 'Info lomba gratis untuk pelajar dan umum',
  noDeadlineCalendar: 'Lomba ini tidak memiliki batas pendaftaran.',
} as const;

/** The sidebar's widgets. */
export const SIDEBAR_WORDS = {
  follow: 'Follow Us',
  featured: 'Lomba Unggulan',
  recent: 'Recent Posts',
  allTags: 'Semua tag',
} as const;

/** The saved list, kept in this browser. */
export const SAVED_WORDS = {
  title: 'Lomba Tersimpan',
  pageDescription: 'Daftar lomba yang kamu simpan di browser ini, lengkap dengan batas pendaftarannya.',
  intro: 'Lomba yang kamu simpan tersimpan di browser ini saja, tanpa perlu masuk akun. Pantau batas pendaftarannya di sini.',
  empty: 'Belum ada lomba yang disimpan.',
  emptyHint: 'Tekan tombol Simpan pada lomba yang ingin kamu ikuti agar mudah ditemukan lagi di halaman ini.',
  loading: 'Memuat lomba tersimpan...',
  count: (n: number) => `${n} lomba tersimpan di browser ini.`,
  gone: 'Lomba ini sudah tidak tersedia.',
  remove: 'Hapus dari daftar',
} as const;

/** The tags page. */
export const TAGS_WORDS = {
  title: 'Tagar #',
  crumb: 'Tagar',
  description: 'Semua tag lomba.',
} as const;
