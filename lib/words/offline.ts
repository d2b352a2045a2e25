/** The installable app and reading offline: its own module, apart from the reminder words, because the layout's offline
 * note loads at start on every page and a module shared with the reminder dialog brought the dialog's words along. */
export const OFFLINE_UI = {
  note: 'Kamu sedang offline. Yang tampil adalah salinan terakhir yang tersimpan di perangkat ini dan mungkin sudah berubah.',
  pageTitle: 'Sedang Offline',
  pageText:
    'Halaman ini belum pernah dibuka di perangkat ini, jadi belum ada salinannya. Lomba tersimpan dan halaman lomba yang pernah kamu buka tetap bisa dibaca.',
  savedLink: 'Buka lomba tersimpan',
} as const;
