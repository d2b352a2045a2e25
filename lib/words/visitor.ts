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
