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
} as const;

/** Search: a sort that hides listings, and a word that finds nothing. */
export const SEARCH_WORDS = {
  hidden: (shown: number, closed: number, noEnd: number) =>
    `${shown} lomba masih dibuka; ${closed} yang sudah ditutup${noEnd ? ` dan ${noEnd} tanpa batas waktu` : ''} disembunyikan.`,
  showAll: 'Tampilkan semua',
  didYouMean: 'Mungkin maksud Anda:',
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
