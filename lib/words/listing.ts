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

/** The link checker: what a visitor may see beside "Daftar", and the admin's section of broken links. */
export const LINK_WORDS = {
  underReview: 'Tautan pendaftaran sedang diperiksa',
  heading: 'Tautan bermasalah',
  intro:
    'Tautan yang gagal dibuka pada dua pemeriksaan berselang minimal 24 jam. Pengunjung tidak melihat tanda apa pun sebelum Anda memeriksanya.',
  none: 'Tidak ada tautan bermasalah.',
  kinds: { registration: 'Pendaftaran', description: 'Deskripsi', poster: 'Poster', guidebook: 'Guidebook' },
  answered: 'Jawaban',
  since: 'Sejak',
  edit: 'Ubah lomba',
  checkedByHand: 'Sudah dicek manual',
  ignore: 'Abaikan',
  failed: 'Gagal menyimpan tindakan. Silakan coba lagi.',
  loadFailed: 'Daftar tautan bermasalah tidak dapat dimuat.',
  unknownLink: 'Tautan ini tidak ada dalam catatan pemeriksaan.',
  mailSubject: (n: number) => `${n} tautan bermasalah baru`,
  mailIntro: 'Tautan berikut gagal dibuka pada dua pemeriksaan berselang minimal 24 jam:',
  mailFooter: 'Periksa dan tindak lanjuti di panel admin:',
  /** What answered a check, as the admin reads it. */
  answers: {
    http: (status: number) => `HTTP ${status}`,
    closedForm: 'Formulir sudah tidak menerima jawaban',
    removedShortLink: 'Tautan pendek sudah dihapus',
    challenge: (status: number) => `HTTP ${status}, halaman verifikasi robot`,
    dns: (detail: string) => `Nama host tidak ditemukan (${detail})`,
    timeout: 'Waktu habis',
    tls: (detail: string) => `Kesalahan TLS (${detail})`,
    redirects: 'Terlalu banyak pengalihan',
    refused: (detail: string) => `Tidak diperiksa: ${detail}`,
    connection: (detail: string) => `Koneksi gagal (${detail})`,
    byHand: 'Dicek manual oleh admin',
  },
  jobSummary: (checked: number, broken: number) => `${checked} tautan diperiksa, ${broken} bermasalah`,
} as const;
