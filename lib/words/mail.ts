/** What the admin reads in the mail pages. Browser code imports this file, so it imports nothing. */

/** A Google session that cannot reach Gmail. */
export const TOKEN_MESSAGES = {
  missing: 'Token tidak ditemukan. Silakan login ulang.',
  invalid: 'Token tidak valid. Silakan login ulang.',
} as const;
