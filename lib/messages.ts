/**
 * Every message a person can see that more than one module shows, in the spec's words, in one place. No secrets
 * and no server imports: browser code imports it too.
 */

/** Admin sign-in (spec section 8, "Admin login"), plus the form's own check. */
export const LOGIN_MESSAGES = {
  invalidEmail: 'Format email tidak valid.',
  wrongCredentials: 'Email atau password salah.',
  throttled: 'Terlalu banyak percobaan gagal. Coba lagi nanti.',
  other: 'Terjadi kesalahan. Silakan coba lagi.',
  required: 'Email dan password wajib diisi.',
} as const;

/** Loading and saving the competition list (spec sections 4 and 8). */
export const DATA_MESSAGES = {
  loadFailed: 'Gagal memuat data lomba.',
  saveFailed: 'Gagal menyimpan perubahan.',
  conflict: 'Gagal menyimpan: Terjadi konflik data. Coba muat ulang halaman dan simpan lagi.',
  invalid: 'Data lomba tidak valid.',
  versionMissing: 'Versi lomba wajib dikirim.',
} as const;

/** The AI generator (spec sections 5 and 8). */
export const AI_MESSAGES = {
  failed: 'Gagal mendapatkan data dari AI. Pastikan URL thumbnail valid dan API key Anda benar.',
  noUrl: 'Harap masukkan setidaknya satu URL thumbnail.',
  noData: 'AI tidak mengembalikan data lomba yang valid.',
} as const;

/** A Google session that cannot reach Gmail (spec section 8, "Mail"). */
export const TOKEN_MESSAGES = {
  missing: 'Token tidak ditemukan. Silakan login ulang.',
  invalid: 'Token tidak valid. Silakan login ulang.',
} as const;

/**
 * The name a person knows each field of the editor by, as the server names it in a 422 answer's `fields`
 * (`registration.end`, `thumbnails.2`, `fee.amount`), so every message can say which field it is about.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Judul',
  description: 'Deskripsi',
  thumbnails: 'Thumbnail',
  tags: 'Tag',
  categories: 'Kategori',
  registration: 'Tanggal pendaftaran',
  'registration.start': 'Tanggal pendaftaran dibuka',
  'registration.end': 'Tanggal pendaftaran ditutup',
  published_date: 'Tanggal terbit',
  fee: 'Biaya',
  'fee.type': 'Jenis biaya',
  'fee.amount': 'Jumlah biaya',
  prize: 'Hadiah',
  'prize.total': 'Total hadiah',
  'prize.text': 'Keterangan hadiah',
  mode: 'Pelaksanaan',
  location: 'Lokasi',
  'location.city': 'Kota',
  'location.province': 'Provinsi',
  organizer: 'Penyelenggara',
  registration_url: 'Link pendaftaran',
  guidebook_url: 'Link guidebook',
  stages: 'Tahapan',
  'stages.submission_deadline': 'Batas pengumpulan karya',
  'stages.announcement': 'Tanggal pengumuman',
  'stages.event_start': 'Tanggal mulai acara',
  'stages.event_end': 'Tanggal selesai acara',
  verified_at: 'Tanggal verifikasi',
  competition: 'Data lomba',
  baseVersion: 'Versi lomba',
  version: 'Versi lomba',
};

/** Editor checks the browser and the server both make. */
export const FIELD_MESSAGES = {
  noCategory: 'Pilih setidaknya satu kategori.',
} as const;
