/** What the admin reads: sign-in and the AI generator. Browser code imports this file, so it imports nothing. */

/** Admin sign-in, plus the form's own check. */
export const LOGIN_MESSAGES = {
  invalidEmail: 'Format email tidak valid.',
  wrongCredentials: 'Email atau password salah.',
  throttled: 'Terlalu banyak percobaan gagal. Coba lagi nanti.',
  other: 'Terjadi kesalahan. Silakan coba lagi.',
  required: 'Email dan password wajib diisi.',
  sessionEnded: 'Sesi sudah berakhir. Silakan login ulang.',
} as const;

/** The AI generator. */
export const AI_MESSAGES = {
  failed: 'Gagal mendapatkan data dari AI. Pastikan URL thumbnail valid dan API key Anda benar.',
  noUrl: 'Harap masukkan setidaknya satu URL thumbnail.',
  noData: 'AI tidak mengembalikan data lomba yang valid.',
  badConfig: 'Konfigurasi generator AI tidak valid. Periksa GEMINI_API_URL di lingkungan server.',
  notConfigured: 'Generator AI belum dikonfigurasi. Isi GEMINI_API_KEY di lingkungan server untuk mengaktifkannya.',
  /** Every poster failed; `reasons` lists each address with FETCH_MESSAGES' reason. */
  noImages: (reasons: string) => `Tidak ada gambar poster yang dapat diambil. ${reasons}`,
  /** Filled in where the model left a field empty. */
  defaultTitle: 'Judul Lomba Belum Ada',
  defaultDescription: 'Deskripsi lomba belum tersedia.',
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
  entryRequired: 'Versi yang dikembalikan wajib dipilih.',
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
  textRequired: 'Isi data wajib dikirim.',
  tooLong: 'Data terlalu panjang.',
  notFound: 'Data tidak ditemukan.',
} as const;

/** Who may use the admin API. */
export const ADMIN_MESSAGES = {
  signedOut: 'Silakan login sebagai admin.',
  notAdmin: 'Akun ini bukan admin.',
  badAnswer: 'Jawaban server tidak dikenali.',
} as const;

/** The visitors' reports queue. */
export const REPORT_QUEUE_MESSAGES = {
  removeFailed: 'Gagal menghapus laporan. Coba lagi nanti.',
  notFound: 'Laporan tidak ditemukan.',
  loadFailed: 'Gagal memuat laporan pengunjung.',
} as const;

/** Why a poster is listed under "Poster gagal dimuat". */
export const POSTER_MESSAGES = {
  fetchFailed: 'Gagal mengambil poster.',
  resizeFailed: 'Gagal mengubah ukuran poster.',
  /** A decoder could not read the downloaded file. */
  unreadable: 'File gambar rusak atau tidak dapat dibaca.',
} as const;

/**
 * Why the server did not fetch an address someone else chose (lib/net/safe-fetch.ts): a poster under "Poster gagal
 * dimuat", an image the AI generator skipped, a push message in a job's errors, a link the checker did not open.
 */
export const FETCH_MESSAGES = {
  invalidUrl: 'URL tidak valid.',
  protocol: (protocol: string) => `Protokol ${protocol} tidak diizinkan; hanya http dan https.`,
  hostNotFound: (host: string) => `Nama host ${host} tidak dapat ditemukan.`,
  privateAddress: (address: string) => `Alamat ${address} adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.`,
  status: (status: number) => `Server menjawab dengan status ${status}.`,
  tooLarge: (megabytes: number) => `Gambar lebih besar dari batas ${megabytes.toLocaleString('id-ID')} MB.`,
  totalTooLarge: 'Ukuran total file melebihi batas maksimal 100MB untuk AI.',
  emptyImage: 'File gambar kosong.',
  /** An image type the caller does not take, SVG included (it is read from the bytes, or the Content-Type for SVG). */
  unsupportedImage: (type: string) => `Format gambar ${type} tidak didukung; gunakan JPEG, PNG atau WebP.`,
  notImage: (contentType: string) => `Bukan file gambar (Content-Type: ${contentType}).`,
  /** Stands for the Content-Type in notImage when the server sent none. */
  noContentType: 'tidak ada',
  redirectWithoutLocation: 'Pengalihan (redirect) tanpa alamat tujuan.',
  tooManyRedirects: (max: number) => `Terlalu banyak pengalihan (lebih dari ${max}).`,
  redirectRefused: (reason: string) => `Pengalihan ditolak: ${reason}`,
  imageTimeout: (seconds: number) => `Waktu habis saat mengunduh gambar (lebih dari ${seconds.toLocaleString('id-ID')} detik).`,
  imageFailed: (detail: string) => `Gagal mengunduh gambar (${detail}).`,
  timeout: (seconds: number) => `Waktu habis (lebih dari ${seconds.toLocaleString('id-ID')} detik).`,
  connectFailed: (detail: string) => `Gagal terhubung (${detail}).`,
} as const;

/** The admin table's status filter (its "open" choice is COMMON_WORDS.stillOpen). */
export const LIST_STATUS_WORDS = {
  all: 'Semua status',
  closed: 'Sudah ditutup',
  noEnd: 'Tanpa tanggal selesai',
} as const;

/** The admin's sign-in page. */
export const LOGIN_WORDS = {
  title: 'Admin Login',
  description: 'Masuk ke panel admin.',
  intro: 'Gunakan akun admin untuk masuk.',
} as const;

/** The admin panel's frame: heading, totals, the save notice. */
export const PANEL_WORDS = {
  heading: 'Admin Panel',
  viewSite: 'Lihat situs',
  /** The owner's link from a public page's competition to its editor. */
  edit: 'Edit',
  loading: 'Memuat panel admin...',
  total: (n: number) => `Total ${n} lomba`,
  add: 'Tambah Lomba',
  saving: 'Menyimpan perubahan...',
} as const;

/** The admin table and its filters. */
export const TABLE_WORDS = {
  region: 'Daftar lomba',
  caption: (page: number, pages: number) => `Daftar lomba, halaman ${page} dari ${pages}`,
  noMatch: 'Tidak ada lomba yang cocok.',
  none: 'Belum ada lomba.',
  allCategories: 'Semua kategori',
  filterStatus: 'Filter status',
  matched: (shown: number, all: number) => `${shown} dari ${all} lomba cocok.`,
  columnEnd: 'Registrasi Selesai',
} as const;

/** The competition editor's fields and buttons (field names are FIELD_LABELS where they match). */
export const EDITOR_WORDS = {
  thumbnails: 'Thumbnail URLs',
  publishSameAsStart: 'Tanggal terbit sama dengan tanggal pendaftaran dibuka',
  published: 'Tanggal Terbit',
  deleteTitle: 'Hapus lomba ini dari daftar',
  restoreVersion: (restore: string, line: string) => `${restore} versi sebelum: ${line}`,
  factsLegend: 'Info Lomba (opsional)',
  factsHint: 'Kosongkan yang tidak diketahui.',
  fee: 'Biaya pendaftaran',
  feeAmount: 'Biaya (Rp)',
  unknown: 'Tidak diketahui',
  verified: 'Terverifikasi (sudah dicek dengan sumber resmi)',
  tagPlaceholder: 'Ketik tag lalu tekan Enter atau koma',
  tagsChosen: 'Tag terpilih',
  thumbnailsChosen: 'Thumbnail terpilih',
  thumbnailPreview: (n: number) => `Pratinjau thumbnail ${n}`,
  removeThumbnail: (n: number) => `Hapus thumbnail ${n}`,
  removeThumbnailTitle: 'Hapus thumbnail ini dari daftar',
  free: 'Gratis',
  paid: 'Berbayar',
  prizeTotal: 'Total hadiah (Rp)',
  eventStart: 'Acara mulai',
  eventEnd: 'Acara selesai',
  editTitle: 'Edit Lomba',
  newTitle: 'Tambah Lomba Baru',
} as const;

/** The AI generator's form and results. */
export const AI_WORDS = {
  heading: 'Generator AI',
  intro: 'Tempel URL poster lomba; AI membaca posternya dan mengisi data lomba untuk Anda periksa sebelum disimpan.',
  url: (n: number) => `URL thumbnail ${n}`,
  removeUrl: (n: number) => `Hapus URL thumbnail ${n}`,
  removeUrlTitle: 'Hapus URL ini',
  addUrl: 'Tambah URL',
  prompt: 'Prompt (opsional)',
  promptPlaceholder: 'Contoh: Ambil semua lomba pada poster ini dan tulis deskripsinya lengkap.',
  promptHint: 'Kosongkan agar AI juga mencari lomba terbaru di internet selain membaca poster.',
  usePro: 'Use 2.5 Pro?',
  generate: 'Generate dengan AI',
  processing: 'Memproses...',
  slow: 'Proses ini bisa memakan waktu sekitar satu menit.',
  done: (elapsed: string, n: number) => `Selesai dalam ${elapsed}: ${n} lomba ditemukan. Periksa setiap hasil lalu simpan.`,
  skipped: 'Gambar yang dilewati:',
  results: 'Hasil AI',
  unsaved: (n: number) => `${n} lomba belum disimpan`,
  noPoster: 'Tanpa poster',
  moreTags: (n: number) => `dan ${n} tag lainnya`,
  editAndAdd: 'Edit & Tambah',
  connecting: 'Menghubungi server...',
  preparing: 'Menyiapkan permintaan...',
  fetching: (current: number, total: number) => `Mengambil gambar ${current} dari ${total}...`,
  searching: 'Mencari lomba terbaru...',
  reading: 'Meminta AI membaca poster...',
} as const;

/** The thumbnail-URL helper's form. */
export const THUMBNAIL_WORDS = {
  heading: 'Generator URL Thumbnail',
  helpBefore: 'Tempel link file Google Drive (',
  helpOr: 'atau',
  helpAfter:
    ') untuk mendapatkan URL gambar yang bisa dipakai sebagai thumbnail; file harus dibagikan ke "Siapa saja yang memiliki link". URL gambar langsung (.jpg, .jpeg, .png, .webp, .gif, .svg, .avif) dipakai apa adanya.',
  input: 'Link gambar',
  output: 'URL thumbnail',
} as const;

/** The data-health panel: a missing data file, and records the site cannot show. */
export const HEALTH_WORDS = {
  absent: 'File data tidak ditemukan.',
  absentBefore: 'Tidak ada file di',
  absentAfter:
    ', jadi situs tampak kosong. Periksa pengaturan lokasi data. Jika ini situs baru, lomba pertama yang disimpan akan membuat file tersebut.',
  invalid: (n: number) => `${n} lomba tidak bisa ditampilkan`,
  invalidIntro: 'Data ini tetap tersimpan di file, tetapi tidak muncul di situs. Perbaiki isinya atau hapus dari file.',
  json: 'Isi data (JSON)',
  saveFix: 'Simpan perbaikan',
  view: 'Lihat & perbaiki',
  remove: 'Hapus dari file',
  confirmDelete: 'Apakah Anda yakin ingin menghapus data ini dari file? Tindakan ini tidak bisa dibatalkan.',
  untitled: '(tanpa judul)',
  savedNotShown: (reason: string) => `Tersimpan, tetapi masih belum bisa ditampilkan: ${reason}`,
  /** Why a record is not shown (lib/data/data-health.ts), from the normaliser's reason. */
  duplicateId: (id: string) => `Id "${id}" sudah dipakai lomba lain di atasnya; hanya yang pertama ditampilkan.`,
  noId: 'Tidak punya id.',
  emptyTitle: 'Judul kosong (atau hanya berisi karakter tak terlihat).',
  notObject: 'Bukan objek JSON ({ ... }).',
  idTooLong: 'Id paling banyak 64 karakter.',
} as const;

/** The visitors' reports queue and the posters that fail to load. */
export const REPORT_QUEUE_WORDS = {
  reports: 'Laporan Pengunjung',
  noReports: 'Tidak ada laporan.',
  posterFailures: (n: number) => `Poster gagal dimuat (${n} lomba)`,
  posterFailuresIntro:
    'Pengunjung melihat gambar pengganti, atau salinan yang tersimpan bila poster pernah berhasil dimuat. Periksa atau ganti tautan posternya.',
  posterKept: ' Salinan tersimpan masih ditampilkan.',
} as const;

/** The first thing /admin shows: what waits for the owner, each with its count and a link to it. */
export const ATTENTION_WORDS = {
  heading: 'Perlu Perhatian',
  allClear: 'Tidak ada yang menunggu. Semua beres.',
  unreadable: 'tidak dapat dibaca',
  submissions: 'Kiriman menunggu',
  reports: 'Laporan pengunjung',
  failingJobs: 'Tugas terjadwal gagal',
  dataHealth: 'Masalah data',
  storeFailing: 'penyimpanan data gagal dibaca',
  fileAbsent: 'file data belum ada',
  invalidRecords: (n: number) => `${n} data tidak dapat ditampilkan`,
  more: (n: number) => `dan ${n} lainnya`,
} as const;
