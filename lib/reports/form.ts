import { REPORT_LIMITS } from './labels';
import { REPORT_MESSAGES } from '@/lib/words/visitor';

/**
 * The report form without JavaScript: the browser posts it form-encoded, the route answers with a 303 to the
 * listing's report page, and this word in `?laporan=` says what happened. Only these words are read back, so the
 * query cannot put text of its own on the page.
 */
export const REPORT_OUTCOMES = {
  terkirim: REPORT_MESSAGES.sent,
  alasan: REPORT_MESSAGES.reason,
  keterangan: REPORT_MESSAGES.note(REPORT_LIMITS.note),
  kontak: REPORT_MESSAGES.contact(REPORT_LIMITS.contact),
  'terlalu-banyak': REPORT_MESSAGES.tooMany,
  penuh: REPORT_MESSAGES.full,
  'tidak-valid': REPORT_MESSAGES.invalid,
  gagal: REPORT_MESSAGES.failed,
} as const;
export type ReportOutcome = keyof typeof REPORT_OUTCOMES;

export const isReportOutcome = (value: unknown): value is ReportOutcome =>
  typeof value === 'string' && Object.hasOwn(REPORT_OUTCOMES, value);

/** The outcome word for a refusal: its status and, for a 422, the first field that failed. */
export function reportOutcomeFor(status: number, fields: Record<string, string> = {}): ReportOutcome {
  if (status === 429) return 'terlalu-banyak';
  if (status === 503) return 'penuh';
  if (status === 422) {
    if (fields.reason) return 'alasan';
    if (fields.note) return 'keterangan';
    if (fields.contact) return 'kontak';
  }
  if (status === 413 || status === 422 || status === 400) return 'tidak-valid';
  return 'gagal';
}

/** A form-encoded report as the JSON body the checks expect: a field left empty is no field (the form sends ""). */
export function reportFromForm(form: URLSearchParams): Record<string, string> {
  const body: Record<string, string> = {};
  for (const key of ['competitionId', 'reason', 'note', 'contact'] as const) {
    const value = form.get(key);
    if (value !== null && (key === 'competitionId' || value.trim())) body[key] = value;
  }
  return body;
}
