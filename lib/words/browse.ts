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
