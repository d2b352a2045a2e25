/**
 * Words of listings that stay true after they are published: extended deadlines ("Diperpanjang"), closed
 * competitions and the archive, and the link checker's admin section. A plain module with no imports.
 */

/** A registration end moved later, on the card and the detail page. */
export const EXTENSION_WORDS = {
  badge: 'Diperpanjang',
  /** Read by screen readers before the struck-through date. */
  earlier: 'Semula',
  /** The admin editor's one-step action. */
  action: 'Perpanjang pendaftaran',
  newEnd: 'Batas pendaftaran baru',
  note: 'Catatan (opsional, tampil di halaman lomba)',
  apply: 'Simpan perpanjangan',
  cancel: 'Batal',
  notLater: 'Tanggal baru harus setelah batas pendaftaran sekarang.',
} as const;

/** A closed competition's page. */
export const CLOSED_WORDS = {
  banner: 'Pendaftaran ditutup',
  bannerHint: 'Lomba ini sudah tidak menerima pendaftaran. Lihat lomba serupa yang masih dibuka di bawah.',
  winners: 'Pengumuman pemenang',
  similar: 'Lomba serupa',
  similarNone: 'Belum ada lomba serupa yang masih dibuka.',
  closesOn: (date: string) => `Ditutup ${date}`,
} as const;

/** /arsip: closed competitions by month. */
export const ARCHIVE_WORDS = {
  title: 'Arsip Lomba',
  description: 'Lomba yang pendaftarannya sudah ditutup, dikelompokkan per bulan penutupan.',
  footer: 'Arsip',
  empty: 'Belum ada lomba yang ditutup.',
  pageTitle: (page: number) => `Arsip Lomba - Halaman ${page}`,
} as const;
