import type { Competition } from '@/lib/competitions/schema';

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
