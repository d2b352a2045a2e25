import type { HistorySummary } from '@/lib/history/types';

export const HISTORY_TEXT = {
  heading: 'Riwayat',
  loading: 'Memuat riwayat...',
  empty: 'Belum ada riwayat perubahan untuk lomba ini.',
  loadFailed: 'Gagal memuat riwayat.',
  restore: 'Kembalikan',
  confirmRestore: 'Kembalikan lomba ke versi sebelum perubahan ini?',
  restoreFailed: 'Gagal mengembalikan lomba. Silakan coba lagi.',
  deletedHeading: 'Terhapus',
  deletedIntro: 'Lomba yang dihapus dalam 30 hari terakhir dapat dikembalikan.',
  deletedEmpty: 'Tidak ada lomba yang dihapus dalam 30 hari terakhir.',
} as const;

const ACTIONS: Record<HistorySummary['action'], string> = {
  create: 'Dibuat',
  update: 'Diubah',
  delete: 'Dihapus',
  restore: 'Dikembalikan',
};

const FIELDS: Record<string, string> = {
  title: 'Judul',
  description: 'Deskripsi',
  thumbnails: 'Thumbnail',
  tags: 'Tags',
  categories: 'Kategori',
  'registration.start': 'Pendaftaran Dibuka',
  'registration.end': 'Pendaftaran Ditutup',
  published_date: 'Tanggal Terbit',
};

const when = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** "Diubah oleh admin@x.id, 23 November 2026 pukul 19.03" */
export function historyLine(e: Pick<HistorySummary, 'action' | 'by' | 'at'>): string {
  const t = Date.parse(e.at);
  return `${ACTIONS[e.action]} oleh ${e.by || 'tidak diketahui'}, ${Number.isNaN(t) ? e.at : when.format(t)}`;
}

/** "Judul, Pendaftaran Ditutup"; fields the editor has no label for keep their name. */
export function changedText(changed: readonly string[]): string {
  return changed.map((f) => FIELDS[f] ?? f).join(', ');
}
