/** Words the public pages and the admin panel both show. Browser code imports this file, so it imports nothing. */

export const COMMON_WORDS = {
  loadingHistory: 'Memuat riwayat...',
  search: 'Cari lomba',
  searchPlaceholder: 'Cari lomba...',
  searchButton: 'Cari',
  retry: 'Coba lagi',
  /** While a form is being sent (Kirim Lomba, a report). */
  sending: 'Mengirim...',
  filterCategories: 'Filter kategori',
  registrationStart: 'Pendaftaran Dibuka',
  registrationEnd: 'Pendaftaran Ditutup',
  signedInAs: 'Masuk sebagai',
  /** The "open" filter on the public pages and the admin's status filter. */
  stillOpen: 'Masih dibuka',
  removeTag: (tag: string) => `Hapus tag ${tag}`,
  /** After "Terverifikasi": the day an admin checked the listing. */
  checkedOn: (date: string) => `· dicek ${date}`,
} as const;
