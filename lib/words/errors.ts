/** Errors more than one audience meets. Browser code imports this file, so it imports nothing. */

/** Loading and saving the competition list. */
export const DATA_MESSAGES = {
  loadFailed: 'Gagal memuat data lomba.',
  saveFailed: 'Gagal menyimpan perubahan.',
  conflict: 'Gagal menyimpan: Terjadi konflik data. Coba muat ulang halaman dan simpan lagi.',
  invalid: 'Data lomba tidak valid.',
  versionMissing: 'Versi lomba wajib dikirim.',
} as const;
