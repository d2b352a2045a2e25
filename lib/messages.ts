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
