/**
 * Organisers' submissions (the Kirim Lomba page), uploaded posters and the admin's "Kiriman" queue. Plain values, no
 * imports: the submission form and the admin queue import this into the browser.
 */

export const UPLOAD_LIMITS = {
  /** Posters one submission may upload. */
  posters: 3,
  /** Bytes of one uploaded poster. */
  posterBytes: 5 * 1024 * 1024,
  /** Pixels of one uploaded poster (width x height). */
  posterPixels: 40_000_000,
  /** Poster links one submission may give besides its uploads. */
  posterLinks: 3,
} as const;

export const UPLOAD_MESSAGES = {
  notImage: 'File bukan gambar JPEG, PNG, atau WebP.',
  tooLarge: 'Ukuran poster paling besar 5 MB per file.',
  tooManyPixels: 'Poster terlalu besar: paling banyak 40 megapiksel.',
  tooMany: 'Paling banyak 3 poster yang diunggah.',
  broken: 'Poster rusak atau tidak dapat dibaca.',
  storeFailed: 'Poster gagal disimpan. Coba lagi nanti.',
  missing: 'Poster unggahan tidak ditemukan.',
  uploaded: 'Poster diunggah.',
  uploading: 'Mengunggah poster...',
  pasteHint: 'Atau tempel gambar (Ctrl+V) di sini.',
  uploadLabel: 'Unggah poster',
} as const;

export const ORGANISER_WORDS = {
  pageDescription: 'Penyelenggara dapat mengirim info lomba tanpa akun. Admin memeriksa setiap kiriman sebelum tayang.',
  intro: 'Isi data lomba Anda. Admin akan memeriksa kiriman sebelum tayang, dan Anda dapat mengikuti statusnya lewat tautan pribadi.',
  organiserHeading: 'Data penyelenggara',
  postersHeading: 'Poster',
  name: 'Nama Anda',
  email: 'Email',
  emailHint: 'Kami kirim tautan konfirmasi ke alamat ini. Alamat Anda tidak pernah ditampilkan di situs.',
  organisation: 'Organisasi / penyelenggara',
  descriptionHint: 'Syarat, hadiah, link pendaftaran, narahubung.',
  tagsHint: 'Pisahkan dengan koma, misalnya: esai, nasional.',
  posterFilesHint: 'JPEG, PNG, atau WebP; paling besar 5 MB per file; paling banyak 3 file.',
  posterLinks: 'Link poster (opsional)',
  posterLinksHint: 'Satu link per baris, paling banyak 3.',
  honeypot: 'Jangan isi kolom ini',
  solving: 'Menyiapkan pengiriman...',
  /** Beside the send button in a browser that runs no script: the anti-spam check is solved by the browser. */
  needsScript: 'Pengiriman memerlukan JavaScript untuk verifikasi anti-spam. Aktifkan JavaScript di browser ini untuk mengirim.',
  aiPrefill: 'Isi otomatis dari poster',
  aiPrefilling: 'Membaca poster...',
  aiPrefilled: 'Formulir diisi dari poster. Periksa dan perbaiki sebelum mengirim.',
  aiPrefillFailed: 'Poster tidak dapat dibaca otomatis. Isi formulir secara manual.',
  aiPrefillNeedsPoster: 'Pilih poster terlebih dahulu.',
  sentHeading: 'Kiriman diterima',
  sentWithMail: 'Terima kasih! Kami mengirim tautan konfirmasi ke email Anda. Kiriman masuk antrean setelah email dikonfirmasi.',
  sentWithoutMail: 'Terima kasih! Kiriman Anda masuk antrean admin.',
  statusLinkLabel: 'Tautan status kiriman (simpan tautan ini):',
  sentTo: (email: string) => `Tautan konfirmasi dikirim ke ${email}. Salah alamat? Perbaiki lewat tautan status di bawah.`,
  required: 'wajib',
  requiredNote: 'Kolom bertanda wajib harus diisi.',
  factsHeading: 'Info untuk peserta',
  factsHint: 'Siswa menyaring lomba dengan info ini. Kosongkan yang belum pasti.',
  notSure: 'Belum pasti',
  feePaid: 'Berbayar',
  currentPosters: 'Poster saat ini',
  postersKept: 'Poster ini tetap dipakai kecuali Anda memilih poster baru.',
  postersInUse: (n: number) => `${n} poster dari kiriman Anda.`,
  posterChosen: (n: number) => `${n} poster dipilih dan siap dikirim.`,
  reviseHeading: 'Ubah kiriman',
  reviseIntro: 'Perbaiki isian sesuai permintaan admin, lalu kirim. Kiriman akan ditinjau lagi.',
  reviseSubmit: 'Kirim perubahan',
  revisedHeading: 'Perubahan diterima',
  revised: 'Terima kasih! Kiriman Anda masuk antrean admin lagi untuk ditinjau.',
  reviseNote: 'Catatan untuk admin (opsional)',
  revisedEvent: 'Penyelenggara mengubah isian kiriman.',
  resubmitHeading: 'Kirim ulang sebagai kiriman baru',
  resubmitIntro: 'Isian kiriman lama sudah terisi. Perbaiki sesuai alasan penolakan, pilih poster lagi, lalu kirim.',
  correctionHeading: 'Kirim koreksi',
  correctionIntro: 'Lomba ini sudah tayang. Koreksi Anda diperiksa admin dulu; selama itu halaman lomba tetap tayang.',
} as const;

export const SUBMISSION_MESSAGES = {
  invalid: 'Periksa kembali isian yang ditandai.',
  nameRequired: 'Nama wajib diisi.',
  nameTooLong: 'Nama paling banyak 100 karakter.',
  emailInvalid: 'Isi alamat email yang benar.',
  organisationRequired: 'Organisasi wajib diisi.',
  organisationTooLong: 'Organisasi paling banyak 150 karakter.',
  posterLinkInvalid: 'Link poster harus berupa URL http(s).',
  posterLinksTooMany: 'Paling banyak 3 link poster.',
  noChallenge: 'Verifikasi anti-spam belum selesai. Tekan Kirim sekali lagi; isian Anda tetap ada.',
  badChallenge: 'Verifikasi anti-spam tidak valid atau kedaluwarsa.',
  reusedChallenge: 'Verifikasi anti-spam ini sudah dipakai.',
  honeypot: 'Kiriman ditolak karena terdeteksi sebagai spam.',
  tooMany: 'Terlalu banyak kiriman dari Anda. Coba lagi dalam satu jam.',
  tooManyRefused: 'Terlalu banyak percobaan kiriman dari jaringan ini. Coba lagi dalam satu jam.',
  tooManyResends: 'Email konfirmasi sudah dikirim ulang beberapa kali. Coba lagi dalam satu jam.',
  notAwaitingConfirmation: 'Kiriman ini tidak sedang menunggu konfirmasi email.',
  bodyTooLarge: 'Kiriman terlalu besar: poster paling besar 5 MB per file, paling banyak 3 file.',
  unreadable: 'Kiriman tidak dapat dibaca. Coba lagi.',
  failed: 'Gagal mengirim. Coba lagi nanti.',
  full: 'Antrean kiriman sedang penuh. Coba lagi nanti.',
  notFound: 'Kiriman tidak ditemukan. Periksa kembali tautan Anda.',
  confirmInvalid: 'Tautan konfirmasi tidak valid atau sudah dipakai.',
  replyRequired: 'Tulis jawaban Anda.',
  replyTooLong: 'Jawaban paling banyak 2000 karakter.',
  notWaitingForReply: 'Kiriman ini tidak sedang menunggu jawaban Anda.',
  reasonRequired: 'Tulis alasan untuk penyelenggara.',
  wrongState: 'Kiriman ini sudah diproses. Muat ulang antrean.',
  mailFailed: 'Email konfirmasi gagal dikirim. Kiriman tetap tersimpan; coba konfirmasi lagi nanti.',
} as const;

/** The states a submission goes through, as the organiser and the admin read them. */
export const SUBMISSION_STATES = {
  received: 'Diterima',
  confirmed: 'Email dikonfirmasi',
  review: 'Sedang ditinjau',
  published: 'Tayang',
  rejected: 'Ditolak',
  changes: 'Perlu perubahan',
} as const;

export const STATUS_WORDS = {
  pageTitle: 'Status kiriman',
  heading: 'Status kiriman lomba',
  stateLabel: 'Status',
  submittedAt: 'Dikirim',
  noteLabel: 'Catatan admin',
  reasonLabel: 'Alasan penolakan',
  replyLabel: 'Jawaban Anda',
  replySubmit: 'Kirim jawaban',
  replySent: 'Jawaban terkirim. Admin akan meninjau kiriman Anda lagi.',
  yourReply: 'Jawaban terakhir Anda',
  published: 'Lomba Anda sudah tayang:',
  viewListing: 'Lihat halaman lomba',
  unconfirmed: 'Email Anda belum dikonfirmasi. Buka tautan di email yang kami kirim.',
  sentToLabel: 'Tautan konfirmasi dikirim ke',
  resend: 'Kirim ulang email konfirmasi',
  resent: (email: string) => `Email konfirmasi dikirim ulang ke ${email}.`,
  fixEmailLabel: 'Alamat email yang benar',
  fixEmail: 'Perbaiki alamat dan kirim ulang',
  resendLimit: 'Paling banyak 3 kali dalam satu jam.',
  reviseLink: 'Ubah isian dan poster',
  orReply: 'Atau jawab admin tanpa mengubah isian:',
  confirmIntro: 'Tekan tombol di bawah untuk mengonfirmasi alamat email Anda.',
  confirmButton: 'Konfirmasi email',
  confirmed: 'Email dikonfirmasi. Kiriman Anda masuk antrean admin.',
  correctionOf: 'Koreksi untuk lomba yang sudah tayang',
} as const;

export const MAIL_WORDS = {
  /** What the message is about, then the site's name (as the reminders' subjects); no quotes (a title may carry its own). */
  confirmSubject: (site: string) => `Konfirmasi kiriman lomba - ${site}`,
  confirmBody: (name: string, title: string, confirmUrl: string, statusUrl: string) =>
    `Halo ${name},\n\nKami menerima kiriman lomba Anda:\n${title}\n\nKonfirmasi email Anda lewat tautan berikut agar kiriman masuk antrean admin:\n${confirmUrl}\n\nIkuti status kiriman Anda di:\n${statusUrl}\n\nAbaikan email ini jika Anda tidak merasa mengirim lomba.`,
  updateSubject: (site: string, state: string) => `Kiriman lomba Anda: ${state} - ${site}`,
  updateBody: (p: {
    name: string;
    title: string;
    state: string;
    note?: string;
    noteLabel?: string;
    listingUrl?: string;
    statusUrl?: string;
    next?: string;
  }) =>
    [
      `Halo ${p.name},`,
      `Status kiriman lomba Anda sekarang: ${p.state}.\n${p.title}`,
      p.note && p.noteLabel ? `${p.noteLabel}:\n${p.note}` : '',
      p.listingUrl ? `Halaman lomba Anda:\n${p.listingUrl}` : '',
      p.next ?? '',
      p.statusUrl ? `Tautan status kiriman:\n${p.statusUrl}` : 'Lihat rinciannya lewat tautan status kiriman dari email konfirmasi kami.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  nextChanges: 'Ubah kiriman Anda atau tulis jawaban lewat tautan status kiriman.',
  nextRejected: 'Anda dapat mengirim ulang sebagai kiriman baru dari tautan status kiriman, dengan isian lama sudah terisi.',
} as const;

export const QUEUE_WORDS = {
  heading: 'Kiriman',
  empty: 'Belum ada kiriman penyelenggara.',
  loadFailed: 'Gagal memuat kiriman penyelenggara.',
  unconfirmed: 'e-mail belum dikonfirmasi',
  correction: 'Koreksi lomba tayang',
  from: 'Dari',
  deadline: 'Penutupan',
  posters: 'poster',
  duplicateOf: 'Mungkin duplikat dari',
  duplicateLink: 'link pendaftaran sama',
  duplicateTitle: 'judul dan penutupan mirip',
  open: 'Buka di editor',
  reject: 'Tolak',
  requestChanges: 'Minta perubahan',
  sendReject: 'Kirim penolakan',
  confirmReject: 'Ya, tolak dan hapus',
  keep: 'Jangan tolak',
  confirmRejectWarning: 'Penolakan menghapus poster dan data kontak penyelenggara. Tidak dapat dibatalkan.',
  sendChanges: 'Kirim permintaan',
  reasonPrompt: 'Alasan penolakan (dibaca penyelenggara):',
  changesPrompt: 'Perubahan yang diminta (dibaca penyelenggara):',
  reply: 'Jawaban penyelenggara',
  note: 'Catatan',
  publishTitle: 'Terbitkan Kiriman',
  published: 'Kiriman diterbitkan.',
  rejected: 'Kiriman ditolak.',
  changesRequested: 'Permintaan perubahan dikirim.',
  actionFailed: 'Gagal memproses kiriman. Silakan coba lagi.',
  submittedBy: 'Diajukan oleh',
} as const;

export const PRIVACY_WORDS = {
  heading: 'Data penyelenggara yang mengirim lomba',
  body: 'Saat Anda mengirim lomba lewat halaman Kirim Lomba, kami menyimpan nama, alamat email dan organisasi Anda beserta poster yang Anda unggah, di server kami, terpisah dari data lomba. Kami memakainya hanya untuk mengonfirmasi email Anda, menghubungi Anda tentang kiriman itu, dan menampilkan statusnya lewat tautan pribadi. Alamat IP Anda hanya dihitung untuk membatasi jumlah kiriman, paling lama satu jam. Email Anda tidak pernah ditampilkan di situs; yang tercatat bersama lomba yang tayang hanya nama dan organisasi Anda. Kiriman yang emailnya tidak dikonfirmasi dihapus setelah 7 hari. Saat kiriman ditolak, data kontak dan poster Anda langsung dihapus, dan status serta alasannya tetap bisa dibaca lewat tautan pribadi selama 30 hari. Data kiriman yang tayang dihapus 90 hari setelah tayang; posternya menjadi bagian halaman lomba.',
} as const;
