import type { HistorySummary } from '@/lib/history/types';
import { HISTORY_ACTIONS, HISTORY_TEXT } from '@/lib/words/admin';
import { FIELD_LABEL_OF } from '@/lib/words/fields';

const when = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** "Diubah oleh admin@x.id, 23 November 2026 pukul 19.03" */
export function historyLine(e: Pick<HistorySummary, 'action' | 'by' | 'at'>): string {
  const t = Date.parse(e.at);
  return `${HISTORY_ACTIONS[e.action]} oleh ${e.by || HISTORY_TEXT.unknownAuthor}, ${Number.isNaN(t) ? e.at : when.format(t)}`;
}

/** "Judul, Tanggal pendaftaran ditutup"; fields the editor has no label for keep their name. */
export function changedText(changed: readonly string[]): string {
  return changed.map((f) => FIELD_LABEL_OF[f] ?? f).join(', ');
}
