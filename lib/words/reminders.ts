/** Reminders by push and e-mail (offline reading is lib/words/offline.ts). Browser code imports this file, so it imports nothing. */

/** The reminder button and its dialog. */
export const REMIND_UI = {
  button: 'Ingatkan saya',
  buttonAll: 'Ingatkan semua lomba tersimpan',
  active: 'Pengingat aktif',
  pending: 'Menunggu konfirmasi email',
  pendingNote: 'Pengingat email menunggu kamu membuka link konfirmasi yang kami kirim. Sebelum itu, tidak ada pengingat yang dikirim.',
  menu: 'Menu lomba',
  /** Beside the button's words when the browser runs no script (the dialog needs one). */
  needsScript: '(perlu JavaScript)',
  /** `hour` is the first sending hour of REMINDER_HOURS, as `07.00`. */
  intro: (hour: string) =>
    `Kami kirim pengingat 7, 3 dan 1 hari sebelum pendaftaran ditutup (pukul ${hour} WIB), dan saat batasnya diperpanjang atau pendaftarannya dibuka.`,
  introAll: 'Pengingat berlaku untuk semua lomba di daftar tersimpanmu saat ini.',
  pushOption: 'Notifikasi di perangkat ini',
  pushButton: 'Nyalakan notifikasi',
  pushHint: 'Browser akan menanyakan izin notifikasi setelah kamu menekan tombol ini.',
  pushDone: 'Notifikasi aktif. Kami akan mengingatkanmu di perangkat ini.',
  pushDenied: 'Izin notifikasi ditolak. Ubah izinnya di pengaturan browser, atau pakai email.',
  pushUnsupported: 'Browser ini tidak mendukung notifikasi.',
  pushTimeout:
    'Browser ini tidak menjawab saat notifikasi dinyalakan, jadi notifikasi belum aktif. Coba lagi nanti, atau pakai email di bawah.',
  iosNote:
    'Di iPhone dan iPad, notifikasi hanya bekerja setelah situs ini ditambahkan ke Layar Utama (iOS 16.4 atau lebih baru): tekan Bagikan, lalu Tambahkan ke Layar Utama.',
  emailOption: 'Lewat email',
  emailLabel: 'Alamat email',
  emailButton: 'Kirim link konfirmasi',
  emailSent: 'Cek kotak masuk emailmu dan buka link konfirmasi. Tanpa konfirmasi, kami tidak mengirim apa pun.',
  emailGathered:
    'Lomba ini ikut dalam permintaan yang menunggu konfirmasi. Buka link di email konfirmasi yang sudah kami kirim; semua lomba yang kamu minta aktif bersama.',
  emailActive: 'Alamat ini sudah terkonfirmasi, jadi pengingat untuk lomba ini langsung aktif.',
  emailInvalid: 'Alamat email belum benar. Periksa lagi penulisannya.',
  failed: 'Pengingat belum bisa disimpan. Coba lagi sebentar lagi.',
  close: 'Tutup',
  cancel: 'Batalkan pengingat',
  cancelled: 'Pengingat dibatalkan.',
  cancelEmail: 'Batalkan pengingat email',
  savedEmpty: 'Simpan lomba dulu untuk memakai pengingat.',
} as const;

/** The weekly digest of a search. */
export const DIGEST_UI = {
  button: 'Kirim ringkasan mingguan',
  intro: 'Setiap Senin pagi kami kirim lomba baru yang cocok dengan pencarian ini.',
  label: 'Pencarian',
  all: 'Semua lomba',
} as const;

/** The pages a link in a message opens. */
export const CONFIRM_PAGE = {
  title: 'Konfirmasi Pengingat Email',
  ask: 'Tekan tombol di bawah untuk mulai menerima pengingat di alamat ini.',
  button: 'Ya, kirimi saya pengingat',
  done: 'Terima kasih. Email pengingat sudah aktif.',
  competitions: 'Lomba yang akan kami ingatkan:',
  digest: 'Ringkasan mingguan untuk pencarian:',
  expired: 'Link konfirmasi ini sudah kedaluwarsa atau tidak dikenal. Minta pengingat lagi dari halaman lomba.',
} as const;

export const UNSUBSCRIBE_PAGE = {
  title: 'Berhenti Menerima Pengingat',
  ask: 'Tekan tombol di bawah untuk berhenti. Alamat dan pilihanmu langsung kami hapus.',
  button: 'Ya, berhentikan pengingat',
  done: 'Selesai. Kamu tidak akan menerima pengingat lagi, dan datamu sudah kami hapus.',
  unknown: 'Pengingat ini sudah berhenti atau tidak dikenal.',
} as const;

/** What a reminder says. `{title}` and `{date}` are filled in. */
export const REMINDER_TEXT = {
  d7: 'Pendaftaran ditutup 7 hari lagi',
  d3: 'Pendaftaran ditutup 3 hari lagi',
  d1: 'Pendaftaran ditutup besok',
  extended: 'Pendaftaran diperpanjang',
  opened: 'Pendaftaran sudah dibuka',
  deadline: 'Batas pendaftaran',
  digestSubject: 'Lomba baru minggu ini',
  digestIntro: 'Lomba baru yang cocok dengan pencarianmu',
  open: 'Buka lomba',
  openAll: 'Lihat semua hasil pencarian',
  unsubscribe: 'Berhenti menerima pengingat',
  why: 'Kamu menerima email ini karena meminta pengingat di',
  confirmSubject: 'Konfirmasi pengingat lomba',
  confirmIntro: 'Seseorang (semoga kamu) meminta pengingat lomba dikirim ke alamat ini. Buka link berikut untuk mengonfirmasi:',
  confirmFor: 'Pengingat yang diminta:',
  confirmMore: 'Lomba lain yang kamu minta sebelum mengonfirmasi ikut aktif dengan link yang sama.',
  confirmIgnore: 'Abaikan email ini bila kamu tidak memintanya; alamatmu dihapus sendiri setelah 48 jam.',
  pushStop: 'Berhenti',
} as const;

/** The admin's view: counts and the last runs, never addresses. */
export const REMINDER_ADMIN = {
  title: 'Pengingat',
  off: 'Pengingat tidak aktif: isi VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY dan VAPID_SUBJECT untuk notifikasi, SMTP_URL dan MAIL_FROM untuk email.',
  push: 'Notifikasi',
  email: 'Email terkonfirmasi',
  emailPending: 'Email menunggu konfirmasi',
  digests: 'Ringkasan mingguan',
  followed: 'Lomba diikuti',
  runs: 'Pengiriman terakhir',
  noRuns: 'Belum ada pengiriman.',
  failedNote: 'Gagal setelah dicoba ulang; periksa server SMTP atau layanan push.',
  summarySent: 'pengingat terkirim',
  summaryRetrying: 'dicoba lagi nanti',
  summaryFailed: 'gagal',
  summaryRemoved: 'langganan dihapus',
  pushOff: 'push tidak aktif',
  smtpOff: 'SMTP tidak aktif',
  /** A push endpoint refused before anything was sent: not https, or a local or private name. */
  pushEndpointRefused: 'push: alamat endpoint bukan alamat publik https',
  catalogMissing: 'data lomba belum bisa dibaca',
  /** A run outside REMINDER_HOURS: nothing goes out until `hour` (`07.00`). */
  heldQuiet: (hour: string) => `di luar jam kirim, pengingat ditahan sampai pukul ${hour} WIB`,
} as const;

/** Reminder API errors. */
export const REMINDER_ERRORS = {
  off: 'Pengingat belum diaktifkan di situs ini.',
  badPush: 'Langganan notifikasi tidak valid.',
  badStatus: 'Daftar pengingat tidak valid.',
  noCompetition: 'Pilih setidaknya satu lomba yang masih dibuka.',
  tooMany: 'Terlalu banyak permintaan. Coba lagi nanti.',
} as const;

/** The privacy policy's part on reminders: what is kept, why, and for how long. */
export const PRIVACY_REMINDERS = {
  heading: 'Saat Anda meminta pengingat.',
  kept: 'Untuk notifikasi, kami menyimpan alamat langganan push dari browser Anda (alamat di layanan push pembuat browser beserta kunci enkripsinya); untuk email, alamat email Anda. Bersama itu kami menyimpan lomba atau pencarian yang ingin Anda ikuti dan tanggal pendaftarannya saat Anda meminta.',
  why: 'Data ini hanya dipakai untuk mengirim pengingat yang Anda minta: 7, 3 dan 1 hari sebelum pendaftaran ditutup, saat batasnya diperpanjang atau pendaftarannya dibuka, dan ringkasan mingguan pencarian. Data ini tidak disimpan di file data lomba, tidak tampil di halaman mana pun dan tidak dibagikan; admin hanya melihat jumlahnya. Email dikirim hanya setelah Anda mengonfirmasi alamat lewat link.',
  howLong:
    'Alamat email yang tidak dikonfirmasi dihapus setelah 48 jam. Langganan dihapus seketika saat Anda berhenti (satu klik di setiap pengingat atau di situs), saat browser Anda mencabut langganan push, dan dengan sendirinya sehari setelah semua lomba yang Anda ikuti ditutup; ringkasan mingguan berjalan sampai Anda berhenti. Catatan pengiriman (tanpa alamat) dihapus beberapa hari setelah batas pendaftaran.',
  where:
    'Semuanya tersimpan di server situs ini, terpisah dari data lomba. Email dikirim lewat server email (SMTP) kami; notifikasi lewat layanan push pembuat browser Anda (misalnya Google, Mozilla atau Apple), yang hanya menerima isi pengingat dalam bentuk terenkripsi.',
} as const;
