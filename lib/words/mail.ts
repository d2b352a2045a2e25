/** What the admin reads in the mail pages. Browser code imports this file, so it imports nothing. */

/** A Google session that cannot reach Gmail. */
export const TOKEN_MESSAGES = {
  missing: 'Token tidak ditemukan. Silakan login ulang.',
  invalid: 'Token tidak valid. Silakan login ulang.',
} as const;

/** The contact form and the Gmail calls behind it. */
export const MAIL_ERRORS = {
  noSendToken: TOKEN_MESSAGES.missing,
  noDeleteToken: TOKEN_MESSAGES.invalid,
  list: 'Gagal mengambil daftar pesan.',
  delete: 'Gagal menghapus pesan dari server.',
  notOwnMessage: 'Pesan ini tidak dapat dihapus karena bukan pesan Anda untuk admin.',
  invalidId: 'ID pesan tidak valid.',
  emptyMessage: 'Pesan email kosong.',
  sendFailed: 'Gagal mengirim pesan.',
  badForm: 'Data formulir tidak valid.',
} as const;

/** The message a visitor writes. */
export const MAIL_MESSAGES = {
  messageRequired: 'Pesan tidak boleh kosong.',
  messageTooLong: (max: number) => `Pesan tidak boleh lebih dari ${max} karakter.`,
  fileTooLarge: 'Ukuran file tidak boleh lebih dari 5MB.',
} as const;

/** The history of sent messages. */
export const MAIL_HISTORY_TEXT = {
  noSnippet: 'Tidak ada cuplikan.',
} as const;
