import { toJakartaDate } from './dates';
import { repairText } from './normalise-text';

/** Dates and text as records give them, tidied on the way in (normalise.ts and facts.ts both read them). */

/** Invalid Unicode is repaired here, on the way in, so no string the pages receive can make them throw. */
export const asText = (v: unknown): string =>
  typeof v === 'string' ? repairText(v).trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const digitAt = (s: string, i: number): number => s.charCodeAt(i) - 48;

/**
 * @internal The same answer as isRealDate in schema.ts, which the schema uses, without its Date and arrays (the
 * hot spot of a large file's read). Like it, rejects years below 100: Date.UTC reads those as 19xx.
 */
export function isCalendarDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const y = digitAt(s, 0) * 1000 + digitAt(s, 1) * 100 + digitAt(s, 2) * 10 + digitAt(s, 3);
  const m = digitAt(s, 5) * 10 + digitAt(s, 6);
  const d = digitAt(s, 8) * 10 + digitAt(s, 9);
  if (y < 100 || m < 1 || m > 12 || d < 1) return false;
  if (m === 2) return d <= (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28);
  return d <= (m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);
}

const TIMESTAMP_RE = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Epoch ms of an ISO timestamp with a real calendar date; one without an offset is Jakarta time. */
function timestampValue(s: string): number {
  const m = TIMESTAMP_RE.exec(s);
  if (!m || !isCalendarDate(`${m[1]}-${m[2]}-${m[3]}`)) return Number.NaN;
  return Date.parse(m[4] ? s : `${s}+07:00`);
}

/**
 * `2025-7-1` and `2025/07/01` become `2025-07-01`; a timestamp becomes its Jakarta calendar date (the date
 * the site shows for it); anything else becomes ''.
 */
export function normaliseDate(v: unknown): string {
  const s = asText(v);
  if (isCalendarDate(s)) return s;
  const t = timestampValue(s);
  if (!Number.isNaN(t)) return toJakartaDate(new Date(t).toISOString());
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[T ])/.exec(s);
  if (!m) return '';
  const out = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isCalendarDate(out) ? out : '';
}

/** A publish date keeps its time when it has one (AI items carry ISO timestamps). */
export function normalisePublishedDate(v: unknown): string {
  const s = asText(v);
  if (isCalendarDate(s)) return s;
  const t = timestampValue(s);
  if (!Number.isNaN(t)) return new Date(t).toISOString();
  return normaliseDate(s);
}
