/**
 * Operations: what a person reads about shared state and scheduled jobs. Plain data, no imports:
 * browser code may import it.
 */

/** When the shared store (Redis) cannot be reached. */
export const SHARED_MESSAGES = {
  signInUnavailable: 'Login sedang tidak bisa diproses karena penyimpanan bersama tidak terhubung. Coba lagi beberapa saat lagi.',
  writeUnavailable: 'Perubahan tidak disimpan karena penyimpanan bersama tidak terhubung. Coba lagi beberapa saat lagi.',
} as const;

/** When the Redis of REDIS_URL may lose what the site keeps there (log at start, admin's data-health panel). */
export const REDIS_KEEPING_WORDS = {
  heading: 'Penyimpanan bersama (Redis) bisa kehilangan data',
  keepsNothing:
    'Redis yang dipakai situs ini tidak menyimpan apa pun ke disk (AOF dan snapshot RDB mati). Bila Redis dimulai ulang, sesi admin, laporan pengunjung, riwayat, langganan pengingat, dan kiriman penyelenggara hilang. Setel appendonly yes (dengan appendfsync everysec) di konfigurasi Redis.',
  evicts: (policy: string) =>
    `Redis yang dipakai situs ini boleh membuang data saat memorinya penuh (maxmemory-policy ${policy}), jadi sesi, laporan, dan kiriman bisa hilang diam-diam. Setel maxmemory-policy noeviction dan beri maxmemory yang cukup.`,
} as const;

/** The admin's view of scheduled jobs. */
export const JOB_WORDS = {
  heading: 'Tugas terjadwal',
  intro: 'Tugas yang berjalan sendiri, sekali per periode di satu server.',
  every: 'Setiap',
  lastRun: 'Terakhir berjalan',
  result: 'Hasil',
  nextRun: 'Berikutnya',
  never: 'Belum pernah',
  ok: 'Berhasil',
  failed: 'Gagal',
  running: 'Sedang berjalan',
  unauthorized: 'Kunci tugas terjadwal salah.',
  notConfigured: 'Rute tugas terjadwal belum diaktifkan (CRON_SECRET belum diisi).',
} as const;

/** Names the admin reads for each job, by the job's id. */
export const JOB_NAMES: Record<string, string> = {
  'poster-recheck': 'Periksa ulang sumber poster',
  'submissions-prune': 'Hapus kiriman dan unggahan yang lewat masa simpan',
  reminders: 'Kirim pengingat',
  'data-poll': 'Periksa perubahan data di penyimpanan',
};

/** The results of the `data-poll` job. */
export const DATA_POLL_WORDS = {
  unchanged: 'data tidak berubah',
  changed: 'data berubah di luar situs; semua server membaca ulang',
} as const;

/** The results of the submissions' retention job, as the admin's list of scheduled jobs shows them. */
export const PRUNE_WORDS = {
  submissionsRemoved: (n: number) => `${n} kiriman dihapus`,
  uploadsRemoved: (n: number) => `${n} unggahan tak terpakai dihapus`,
  uploadsSkipped: 'unggahan tidak diperiksa (data belum terbaca)',
} as const;

/** The preview banner of a development workspace. */
export const PREVIEW_WORDS = {
  connected: 'Preview backend running in this workspace.',
  disconnected: 'Preview backend disconnected.',
} as const;
