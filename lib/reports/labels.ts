/** Report words and limits, without zod: the detail page's report form imports these into the browser. */

/** Why a visitor reports a listing. */
export const REPORT_REASONS = ['fake', 'broken_link', 'wrong_date', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake: 'Lomba palsu atau penipuan',
  broken_link: 'Link rusak',
  wrong_date: 'Tanggal salah',
  other: 'Lainnya',
};

export const REPORT_LIMITS = { id: 64, note: 500, contact: 200 } as const;

export const REPORT_MESSAGES = {
  sent: 'Terima kasih, laporan Anda sudah kami terima dan akan dicek admin.',
  reason: 'Pilih alasan laporan.',
  note: `Keterangan paling banyak ${REPORT_LIMITS.note} karakter.`,
  contact: `Kontak paling banyak ${REPORT_LIMITS.contact} karakter.`,
  notFound: 'Lomba yang dilaporkan tidak ditemukan.',
  tooMany: 'Terlalu banyak laporan dari Anda. Coba lagi dalam satu menit.',
  full: 'Antrean laporan sedang penuh. Coba lagi nanti.',
  invalid: 'Laporan tidak valid.',
  failed: 'Gagal mengirim laporan. Coba lagi nanti.',
} as const;
