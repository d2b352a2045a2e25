import type { HistorySummary } from '@/lib/history/types';
import { HISTORY_ACTIONS, HISTORY_TEXT } from '@/lib/words/admin';
import { FIELD_LABEL_OF } from '@/lib/words/fields';
import { QUEUE_WORDS } from '@/lib/words/organiser';

const when = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** "Diubah oleh admin@x.id, 23 November 2026 pukul 19.03" */
export function historyLine(e: Pick<HistorySummary, 'action' | 'by' | 'at' | 'submitter'>): string {
  const t = Date.parse(e.at);
  const line = `${HISTORY_ACTIONS[e.action]} oleh ${e.by || HISTORY_TEXT.unknownAuthor}, ${Number.isNaN(t) ? e.at : when.format(t)}`;
  return e.submitter ? `${line} (${QUEUE_WORDS.submittedBy} ${e.submitter})` : line;
}

/** A field by the name the editor gives it ("Penyelenggara"); one it has no label for keeps its name. */
export const fieldName = (field: string): string => FIELD_LABEL_OF[field] ?? field;

/** "Judul, Tanggal pendaftaran ditutup". */
export function changedText(changed: readonly string[]): string {
  return changed.map(fieldName).join(', ');
}
