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

/**
 * A field's check as the admin and the API read it, the field named by its label (FIELD_LABELS): what the schema
 * says, and what lib/api/fields.ts says for a check the schema gave no words.
 */
export const ISSUE_MESSAGES = {
  required: (label: string) => `${label} wajib diisi.`,
  mustBe: (label: string, kind: string) => `${label} harus berupa ${kind}.`,
  invalid: (label: string) => `${label} tidak valid.`,
  unknown: (label: string) => `${label} tidak dikenal.`,
  minChars: (label: string, n: number | bigint) => `${label} paling sedikit ${n} karakter.`,
  maxChars: (label: string, n: number | bigint) => `${label} paling banyak ${n} karakter.`,
  minItems: (label: string, n: number | bigint) => `${label} paling sedikit ${n}.`,
  maxItems: (label: string, n: number | bigint) => `${label} paling banyak ${n}.`,
  min: (label: string, n: number | bigint) => `${label} paling kecil ${n}.`,
  max: (label: string, n: number | bigint) => `${label} paling besar ${n}.`,
  /** A list's limit, the thing counted in lower case: "Paling banyak 20 tag." */
  atMost: (n: number, things: string) => `Paling banyak ${n} ${things}.`,
  unknownKeys: (keys: string) => `Kolom tidak dikenal: ${keys}.`,
  /** A path with no label of its own. */
  otherField: (path: string) => `Kolom ${path}`,
  /** One item of a list field: "Thumbnail ke-3". */
  nth: (label: string, n: number) => `${label} ke-${n}`,
  dateFormat: 'Tanggal harus berformat YYYY-MM-DD.',
  /** The kinds mustBe names. */
  kinds: { string: 'teks', number: 'angka', int: 'bilangan bulat', boolean: 'ya atau tidak', array: 'daftar', object: 'objek' },
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
