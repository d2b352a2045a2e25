/** Field names and the checks on them that the browser and the server both make. Imports nothing: browser code uses it. */

/**
 * The name a person knows each field by, as the server names it in a 422 answer's `fields` (`registration.end`,
 * `thumbnails.2`, `fee.amount`), so every message can say which field it is about. The one map of field labels.
 */
export const FIELD_LABELS = {
  id: 'Id',
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
  winners_url: 'Link pengumuman pemenang',
  extension: 'Perpanjangan',
  'extension.note': 'Catatan perpanjangan',
  previous_event_start: 'Tanggal mulai acara sebelumnya',
  stages: 'Tahapan',
  'stages.submission_deadline': 'Batas pengumpulan karya',
  'stages.announcement': 'Tanggal pengumuman',
  'stages.event_start': 'Tanggal mulai acara',
  'stages.event_end': 'Tanggal selesai acara',
  verified_at: 'Tanggal verifikasi',
  competition: 'Data lomba',
  version: 'Versi lomba',
} as const;

/** FIELD_LABELS looked up by a key only known at run time (a path from an error); `baseVersion` is `version`. */
export const FIELD_LABEL_OF: Readonly<Record<string, string | undefined>> = { ...FIELD_LABELS, baseVersion: FIELD_LABELS.version };

/** Editor checks the browser and the server both make. */
export const FIELD_MESSAGES = {
  noCategory: 'Pilih setidaknya satu kategori.',
  badDate: 'Tanggal tidak valid.',
  thumbnailInvalid: 'URL thumbnail tidak valid.',
  thumbnailTooLong: 'URL thumbnail terlalu panjang.',
} as const;

/** The facts' own checks. */
export const FACT_MESSAGES = {
  notNumber: 'Jumlah harus berupa angka.',
  notWhole: 'Jumlah harus bilangan bulat (rupiah).',
  negative: 'Jumlah tidak boleh negatif.',
  tooBig: 'Jumlah terlalu besar.',
  badUrl: (label: string) => `${label} harus berupa URL yang valid (http atau https).`,
  longUrl: (label: string) => `${label} terlalu panjang.`,
  eventEnd: 'Tanggal selesai acara tidak boleh sebelum tanggal mulai.',
} as const;

/** Text a write refuses rather than repairs. */
export const TEXT_MESSAGES = {
  invalidUnicode: 'Teks berisi karakter Unicode yang tidak valid (surrogate tunggal). Hapus karakter tersebut lalu simpan lagi.',
  invisibleTitle: 'Judul wajib diisi dengan karakter yang terlihat.',
} as const;
