/**
 * What the site says about the data store's own state: a store that is failing or that GitHub asks to wait.
 * Browser code imports this file, so it imports nothing. `{time}` is a clock time in WIB, `{minutes}` a count.
 */

/** A write that arrives while GitHub asks us to wait: nothing was saved, and the form keeps what was typed. */
export const STORE_BUSY = {
  limited:
    'GitHub sedang membatasi permintaan. Perubahan belum disimpan; coba lagi setelah pukul {time} WIB (sekitar {minutes} menit lagi).',
  failing: 'GitHub sedang gagal menjawab. Perubahan belum disimpan; coba lagi setelah pukul {time} WIB (sekitar {minutes} menit lagi).',
} as const;

/** The admin panel's banner while the store's reads fail and the last good copy is served. */
export const STORE_FAILING = {
  title: 'Penyimpanan data sedang bermasalah',
  body: 'Data terakhir dibaca pukul {time} WIB dan masih ditampilkan, tetapi perubahan belum bisa disimpan sampai penyimpanan pulih.',
  retryAt: 'GitHub meminta menunggu sampai pukul {time} WIB.',
  detail: 'Pesan penyimpanan:',
} as const;

/** Readiness (`/api/health/ready`), in the words an operator acts on. */
export const READINESS = {
  draining: 'Server sedang berhenti (SIGTERM).',
  noAnswer: 'Penyimpanan data tidak menjawab dalam {seconds} detik.',
  degraded: 'Pembacaan data gagal sejak {since}; salinan terakhir (versi {version}, dibaca {age} detik lalu) tetap dilayani.',
} as const;
