/** Field names and the editor checks both sides make. Browser code imports this file, so it imports nothing. */

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
