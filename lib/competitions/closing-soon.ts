import type { Competition } from './schema';

const DAY_MS = 86_400_000;

/** `date` (YYYY-MM-DD) moved by `days`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** First index in [lo, hi) of home-ordered `items` (end date latest first, none last) whose end is before `date`. */
function firstEndingBefore(items: readonly Competition[], date: string): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const end = items[mid]!.registration.end;
    if (end && end >= date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Competitions whose registration ends from `today` to `days` days later, nearest first, at most `limit`, and how many
 * there are in all. `items` must be in home order (end date latest first, none last): two binary searches find
 * them, whatever the size of the list.
 */
export function closingSoon(items: readonly Competition[], today: string, days = 7, limit = 6): { items: Competition[]; total: number } {
  const from = firstEndingBefore(items, addDays(today, days + 1));
  const to = firstEndingBefore(items, today);
  const nearest = items.slice(Math.max(from, to - limit), to).reverse();
  return { items: nearest, total: Math.max(0, to - from) };
}
