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
