/** Words the public pages and the admin panel both show. Browser code imports this file, so it imports nothing. */

export const COMMON_WORDS = {
  loadingHistory: 'Memuat riwayat...',
  search: 'Cari lomba',
  searchPlaceholder: 'Cari lomba...',
} as const;
