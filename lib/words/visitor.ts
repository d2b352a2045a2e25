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
