/** What the admin reads: sign-in and the AI generator. Browser code imports this file, so it imports nothing. */

/** Admin sign-in, plus the form's own check. */
export const LOGIN_MESSAGES = {
  invalidEmail: 'Format email tidak valid.',
  wrongCredentials: 'Email atau password salah.',
  throttled: 'Terlalu banyak percobaan gagal. Coba lagi nanti.',
  other: 'Terjadi kesalahan. Silakan coba lagi.',
  required: 'Email dan password wajib diisi.',
} as const;

/** The AI generator. */
export const AI_MESSAGES = {
  failed: 'Gagal mendapatkan data dari AI. Pastikan URL thumbnail valid dan API key Anda benar.',
  noUrl: 'Harap masukkan setidaknya satu URL thumbnail.',
  noData: 'AI tidak mengembalikan data lomba yang valid.',
} as const;

/** The competition editor. */
export const EDITOR_MESSAGES = {
  saveFailed: 'Gagal menyimpan data. Silakan coba lagi.',
  deleteFailed: 'Gagal menghapus lomba. Silakan coba lagi.',
  confirmDelete: 'Apakah Anda yakin ingin menghapus lomba ini?',
} as const;

/** "Riwayat" and "Terhapus" in the editor. */
export const HISTORY_TEXT = {
  heading: 'Riwayat',
  empty: 'Belum ada riwayat perubahan untuk lomba ini.',
  loadFailed: 'Gagal memuat riwayat.',
  restore: 'Kembalikan',
  confirmRestore: 'Kembalikan lomba ke versi sebelum perubahan ini?',
  restoreFailed: 'Gagal mengembalikan lomba. Silakan coba lagi.',
  deletedHeading: 'Terhapus',
  deletedIntro: 'Lomba yang dihapus dalam 30 hari terakhir dapat dikembalikan.',
  deletedEmpty: 'Tidak ada lomba yang dihapus dalam 30 hari terakhir.',
  unknownAuthor: 'tidak diketahui',
} as const;

/** What a history entry did. */
export const HISTORY_ACTIONS = {
  create: 'Dibuat',
  update: 'Diubah',
  delete: 'Dihapus',
  restore: 'Dikembalikan',
} as const;

/** The history's server answers. */
export const HISTORY_MESSAGES = {
  versionNotFound: 'Versi lomba tidak ditemukan.',
  cannotRestore: 'Versi ini tidak dapat dikembalikan karena datanya tidak lengkap.',
  loadFailed: 'Riwayat lomba tidak dapat dimuat saat ini. Silakan coba lagi.',
} as const;

/** The thumbnail-URL helper. */
export const THUMBNAIL_URL_MESSAGES = {
  empty: 'Tempel link Google Drive atau URL gambar terlebih dahulu.',
  invalid: 'Link tidak valid. Tempel link lengkap yang diawali http:// atau https://.',
  driveFolder: 'Link folder Google Drive tidak didukung. Buka gambarnya, lalu salin link file tersebut.',
  driveUnknown:
    'Link Google Drive ini tidak dikenali. Gunakan link berbentuk drive.google.com/file/d/ID/view atau drive.google.com/open?id=ID.',
  notImage:
    'URL ini bukan link Google Drive atau gambar langsung. URL gambar harus berakhiran .jpg, .jpeg, .png, .webp, .gif, .svg atau .avif.',
  invalidAlert: 'URL thumbnail tidak valid. Silakan masukkan URL yang benar.',
} as const;

/** Records the site cannot show, fixed or deleted in the panel. */
export const RECORD_MESSAGES = {
  gone: 'Data ini sudah berubah atau sudah dihapus. Muat ulang halaman lalu coba lagi.',
  notJson: 'Teks bukan JSON yang valid.',
  notObject: 'Data lomba harus berupa satu objek JSON, diawali { dan diakhiri }.',
} as const;

/** Who may use the admin API. */
export const ADMIN_MESSAGES = {
  signedOut: 'Silakan login sebagai admin.',
  notAdmin: 'Akun ini bukan admin.',
} as const;

/** The visitors' reports queue. */
export const REPORT_QUEUE_MESSAGES = {
  removeFailed: 'Gagal menghapus laporan. Coba lagi nanti.',
  notFound: 'Laporan tidak ditemukan.',
} as const;

/** Why a poster is listed under "Poster gagal dimuat". */
export const POSTER_MESSAGES = {
  fetchFailed: 'Gagal mengambil poster.',
} as const;
