import { formatLongDate } from '@/lib/competitions/dates';
import { feeText, prizeText } from '@/lib/competitions/fact-text';
import type { Competition } from '@/lib/competitions/schema';
import { HISTORY_WORDS } from '@/lib/words/browse';

/** The fields (dotted for registration) whose values differ; every field when one side is missing. */
export function changedFields(before: Competition | null, after: Competition | null): string[] {
  const a = flatten(before);
  const b = flatten(after);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('id');
  keys.delete('updated_at');
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}

function flatten(c: Competition | null): Record<string, unknown> {
  if (!c) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c)) {
    if (v === undefined) continue;
    if (k === 'registration' && v && typeof v === 'object') {
      for (const [rk, rv] of Object.entries(v)) out[`registration.${rk}`] = rv;
    } else out[k] = v;
  }
  return out;
}

/** One changed field as a person reads it: the value before and after. */
type FieldChange = { field: string; before: string; after: string };

const LONGEST = 120;
const DATES = new Set(['registration.start', 'registration.end', 'published_date', 'verified_at']);

/** A field's value in words, cut to a line; "(kosong)" when it has none. */
function valueText(field: string, v: unknown): string {
  let text = '';
  if (v === undefined || v === null || v === '') text = '';
  else if (DATES.has(field) && typeof v === 'string') text = formatLongDate(v);
  else if (field === 'fee') text = feeText({ fee: v as Competition['fee'] }) ?? '';
  else if (field === 'prize') text = prizeText({ prize: v as Competition['prize'] }) ?? '';
  else if (Array.isArray(v)) text = v.join(', ');
  else if (typeof v === 'object') text = Object.values(v).join(', ');
  else text = String(v);
  text = text.replace(/\s+/g, ' ').trim();
  if (!text) return HISTORY_WORDS.empty;
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

/** Before and after of each field an update changed (`changed` as changedFields gives it); none for a create or delete. */
export function fieldChanges(before: Competition | null, after: Competition | null, changed: readonly string[]): FieldChange[] {
  if (!before || !after) return [];
  const a = flatten(before);
  const b = flatten(after);
  return changed.map((field) => ({ field, before: valueText(field, a[field]), after: valueText(field, b[field]) }));
}
