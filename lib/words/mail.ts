/** What the admin reads in the mail pages. Browser code imports this file, so it imports nothing. */

/** A Google session that cannot reach Gmail. */
export const TOKEN_MESSAGES = {
  missing: 'Token tidak ditemukan. Silakan login ulang.',
  invalid: 'Token tidak valid. Silakan login ulang.',
} as const;

/** Google's sign-in settings could not be read (the log names the HTTP status). */
export const GOOGLE_ERRORS = {
  discoveryFailed: (status: number) => `OpenID discovery gagal: ${status}`,
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
  badAddress: (detail: string) => `Gagal mengirim email: ${detail}.`,
  addressInvalid: 'alamat tidak valid',
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
  confirmDelete: 'Apakah Anda yakin ingin menghapus pesan ini?',
  deleted: 'Pesan berhasil dihapus.',
  deleteFailed: 'Gagal menghapus pesan.',
  loadFailed: 'Gagal memuat riwayat pesan.',
} as const;

/** The contact page: signed out, signed in with Google, or without Google set up. */
export const CONTACT_WORDS = {
  title: 'Hubungi Kami',
  description: (site: string) => `Kirim kritik, saran, atau info lomba baru kepada admin ${site} langsung dari akun Gmail Anda.`,
  introBefore: 'Punya kritik, saran, atau info lomba yang belum ada di',
  introAfter: '? Kirimkan kepada admin lewat halaman ini. Kami membaca setiap pesan yang masuk.',
  noGoogleHeading: 'Kirim e-mail kepada kami',
  noGoogle: 'Kontak melalui login Google belum diatur di situs ini.',
  noGoogleMail: 'Silakan kirim kritik, saran, atau info lomba baru langsung ke',
  signInHeading: 'Masuk untuk mengirim pesan',
  signInIntro:
    'Masuk dengan akun Google Anda untuk mengirim kritik, saran, atau info lomba baru kepada admin, lalu lihat dan hapus riwayat pesan yang sudah Anda kirim.',
  signInPrivacy:
    'Pesan dikirim dari akun Gmail Anda sendiri, dan situs ini tidak pernah melihat kata sandi Anda. Izin akses bisa Anda cabut kapan saja di pengaturan akun Google.',
  orMail: 'Tidak ingin masuk? Kirim e-mail ke',
  avatar: (name: string) => `Foto profil ${name}`,
  account: 'Akun Google',
  signInAgain: 'Masuk ulang',
  sendHeading: 'Kirim Pesan ke Admin',
  sentFromBefore: 'Pesan dikirim dari',
  sentFromAfter: ', jadi admin dapat membalas langsung ke e-mail Anda.',
  historyHeading: 'Riwayat Pesan',
  historyIntro: 'Pesan terakhir yang Anda kirim ke admin lewat halaman ini.',
  historyEmpty: 'Tidak ada riwayat pesan yang dikirim ke admin.',
  deleteMessage: (subject: string) => `Hapus pesan: ${subject}`,
  intent: 'Jenis pesan',
  placeholder: 'Tulis kritik, saran, atau info lomba di sini...',
  attachment: 'Lampiran (opsional)',
  attachmentHint: 'Satu file, maksimal 5 MB (misalnya poster lomba).',
  removeAttachment: 'Hapus lampiran',
  send: 'Kirim Pesan',
  signIn: 'Masuk dengan Google',
  feedback: 'Kritik & Saran',
  feedbackHint: 'Masukan untuk situs ini',
  newCompetition: 'Info Lomba Baru',
  newCompetitionHint: 'Kabari kami lomba yang belum ada',
  sent: 'Pesan Anda berhasil dikirim!',
} as const;
