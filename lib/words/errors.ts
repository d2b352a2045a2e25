/** Errors more than one audience meets. Browser code imports this file, so it imports nothing. */

/** Loading, reading and saving the competition list. */
export const DATA_MESSAGES = {
  loadFailed: 'Gagal memuat data lomba.',
  saveFailed: 'Gagal menyimpan perubahan.',
  conflict: 'Gagal menyimpan: Terjadi konflik data. Coba muat ulang halaman dan simpan lagi.',
  invalid: 'Data lomba tidak valid.',
  versionMissing: 'Versi lomba wajib dikirim.',
  notArray: 'Data lomba rusak: isi file harus berupa array JSON.',
  badJson: (detail: string) => `Data lomba rusak: JSON tidak valid (${detail}).`,
  unreadableArray: 'Data lomba rusak: JSON tidak valid (susunan array tidak terbaca).',
  versionInvalid: 'Versi lomba tidak valid.',
} as const;

/** Answers of the write operations. */
export const MUTATION_MESSAGES = {
  conflict: DATA_MESSAGES.conflict,
  notFound: 'Lomba tidak ditemukan.',
  invalid: DATA_MESSAGES.invalid,
  saveFailed: DATA_MESSAGES.saveFailed,
  idTaken: 'Lomba ini tidak dapat dikembalikan karena ID-nya sudah dipakai lomba lain. Tidak ada yang diubah.',
} as const;

/** A request body the API cannot read. */
export const BODY_MESSAGES = {
  invalidJson: 'Body harus berupa JSON yang valid.',
  tooLarge: 'Data terlalu besar (maksimal 1 MB).',
} as const;

/** A write from another site. */
export const REQUEST_MESSAGES = {
  crossSite: 'Permintaan dari situs lain ditolak.',
  notJson: 'Body harus berupa JSON (Content-Type: application/json).',
  /** An address Next cannot decode (`/berita/%ff`), answered 400 where the request enters the server. */
  malformedUrl: 'Alamat tidak valid.',
} as const;

/** next-auth requests the site refuses before next-auth sees them. */
export const AUTH_REQUEST_MESSAGES = {
  badCallbackUrl: 'Alamat tujuan (callbackUrl) tidak valid.',
  notFound: 'Halaman tidak ditemukan.',
} as const;

/** The list's query string (`GET /api/competitions` and the admin table's URL): each bad value names its parameter. */
export const LIST_QUERY_MESSAGES = {
  invalid: 'Parameter daftar lomba tidak valid.',
  page: 'page harus bilangan bulat 1 atau lebih.',
  pageSize: (max: number) => `pageSize harus bilangan bulat 1 sampai ${max}.`,
  q: (max: number) => `q paling banyak ${max} karakter.`,
  status: 'status harus open, closed atau no_end.',
  sort: (sorts: string) => `sort harus salah satu dari: ${sorts}.`,
  categories: (categories: string) => `categories hanya boleh berisi ${categories}.`,
  ids: (max: number) => `ids paling banyak ${max}.`,
} as const;
