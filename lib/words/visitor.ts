/** What a visitor reads on the public pages. Browser code imports this file, so it imports nothing. */

/** The error pages. */
export const SERVER_ERROR = {
  title: 'Terjadi Kesalahan Server',
  message: 'Kami sedang mengalami kendala teknis. Silakan coba beberapa saat lagi.',
} as const;
export const NOT_FOUND = {
  title: 'Halaman Tidak Ditemukan',
  message: 'Maaf, kami tidak dapat menemukan halaman yang Anda cari.',
} as const;
export const ERROR_PAGE = {
  home: 'Kembali ke Halaman Utama',
} as const;

/** Why a visitor reports a listing ("Laporkan"). */
export const REPORT_REASON_LABELS = {
  fake: 'Lomba palsu atau penipuan',
  broken_link: 'Link rusak',
  wrong_date: 'Tanggal salah',
  other: 'Lainnya',
} as const;

export const REPORT_MESSAGES = {
  sent: 'Terima kasih, laporan Anda sudah kami terima dan akan dicek admin.',
  reason: 'Pilih alasan laporan.',
  note: (max: number) => `Keterangan paling banyak ${max} karakter.`,
  contact: (max: number) => `Kontak paling banyak ${max} karakter.`,
  notFound: 'Lomba yang dilaporkan tidak ditemukan.',
  tooMany: 'Terlalu banyak laporan dari Anda. Coba lagi dalam satu menit.',
  full: 'Antrean laporan sedang penuh. Coba lagi nanti.',
  invalid: 'Laporan tidak valid.',
  failed: 'Gagal mengirim laporan. Coba lagi nanti.',
} as const;

/** The frame of every public page: skip link, header, menu, footer, paging and the static pages' date line. */
export const LAYOUT_WORDS = {
  skipLink: 'Langsung ke konten',
  openSearch: 'Buka pencarian',
  clearSearch: 'Hapus teks pencarian',
  mainNav: 'Navigasi utama',
  /** The header's bookmark icon; the menu and footer link read SAVED_WORDS.title. */
  saved: 'Lomba tersimpan',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  footerNav: 'Tautan footer',
  pagination: 'Navigasi halaman',
  updated: 'Terakhir diperbarui:',
  sitemapRedirect: 'Mengarahkan ke sitemap...',
  sitemapOpen: 'Buka sitemap.xml',
  sitemapDescription: 'Peta situs semua halaman lomba.',
  feedTitle: (site: string) => `${site} - Lomba Terbaru`,
  calendarTitle: (site: string) => `${site}: Batas Pendaftaran Lomba`,
  sitemapNotFound: 'Sitemap tidak ditemukan.',
  feedTitleFor: (site: string, label: string) => `${site}: Lomba ${label}`,
  feedDescriptionFor: (site: string, label: string, tagline: string) => `Lomba terbaru untuk ${label} di ${site}. ${tagline}.`,
  calendarTitleFor: (site: string, label: string) => `${site}: Batas Pendaftaran (${label})`,
  calendarDescription: (site: string) => `Batas pendaftaran lomba yang masih dibuka di ${site}.`,
} as const;

/** The cookie banner and its settings button. */
export const COOKIE_WORDS = {
  title: 'Kami menggunakan cookie',
  body: 'Cookie fungsional diperlukan agar situs berjalan. Dengan izin Anda, kami juga memakai cookie analitik dan iklan. Selengkapnya di',
  policy: 'Kebijakan Cookie',
  kinds: 'Jenis cookie',
  functional: 'Fungsional (wajib)',
  functionalHint: 'Menyimpan pilihan cookie dan sesi masuk Anda.',
  analytics: 'Analitik',
  analyticsHint: 'Statistik kunjungan untuk memahami halaman yang paling berguna.',
  ads: 'Iklan',
  adsHint: 'Iklan yang lebih relevan dan pengukuran kinerjanya.',
  rejectAll: 'Tolak Semua',
  acceptAll: 'Terima Semua',
  customise: 'Atur Preferensi',
  save: 'Simpan Preferensi',
  settings: 'Pengaturan cookie',
  close: 'Tutup',
} as const;

/** The report form ("Laporkan") beyond its messages. */
export const REPORT_FORM_WORDS = {
  label: 'Laporkan lomba ini',
  toggle: 'Laporkan',
  note: 'Keterangan (opsional)',
  contact: 'Kontak (opsional)',
  contactHint: 'E-mail atau nomor WhatsApp, bila admin perlu menghubungi Anda.',
  send: 'Kirim laporan',
  reasonLegend: 'Alasan',
  /** The report page a browser without JavaScript opens from "Laporkan" (app/(site)/berita/[slug]/laporkan). */
  pageTitle: (title: string) => `Laporkan: ${title}`,
  backToListing: 'Kembali ke halaman lomba',
} as const;

/** Sharing a listing. */
export const SHARE_WORDS = {
  networks: 'Bagikan ke media sosial',
  to: (network: string) => `Bagikan ke ${network}`,
  copy: 'Salin tautan',
  copied: 'Tautan disalin',
  /** The device's own share sheet. */
  native: 'Bagikan',
} as const;

/** A competition's "Simpan" button, and the note for a browser that runs no script. */
export const SAVE_WORDS = {
  save: 'Simpan',
  saved: 'Tersimpan',
  noScript:
    'JavaScript tidak aktif di browser ini: "Simpan", pengingat, dan salin tautan memerlukannya. Semua lomba, pencarian, filter, dan tombol "Daftar" tetap bisa dipakai.',
} as const;

/** The poster carousel's controls. */
export const POSTER_WORDS = {
  none: 'Poster belum tersedia',
  open: (n: number, count: number) => `Buka poster ${n} dari ${count} di tab baru`,
  previous: 'Poster sebelumnya',
  next: 'Poster berikutnya',
  show: (n: number) => `Tampilkan poster ${n}`,
} as const;

/** The header's and footer's links to the site's pages. */
export const NAV_WORDS = {
  home: 'Home',
  sitemap: 'Sitemap',
  about: 'About',
  contact: 'Contact Us',
  privacy: 'Privacy Policy',
  terms: 'Terms',
  disclaimer: 'Disclaimer',
  cookie: 'Cookie',
  /** Organisers' page (/kirim-lomba): its link, title and the form's send button. */
  submit: 'Kirim Lomba',
} as const;
