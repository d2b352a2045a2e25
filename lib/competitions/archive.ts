import { MONTHS } from './dates';
import type { Competition } from './schema';

export const ARCHIVE_PAGE_SIZE = 48;

/** Closed competitions (a known end before today), latest end first, as `items` (home order) already lists them. */
export function closedCompetitions<T extends Pick<Competition, 'registration'>>(items: readonly T[], today: string): T[] {
  return items.filter((c) => Boolean(c.registration.end) && c.registration.end < today);
}

/** One page's competitions grouped under the month their registration closed ("Desember 2026"), in order. */
export function byMonth<T extends Pick<Competition, 'registration'>>(items: readonly T[]): { key: string; label: string; items: T[] }[] {
  const groups: { key: string; label: string; items: T[] }[] = [];
  for (const c of items) {
    const key = c.registration.end.slice(0, 7);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.items.push(c);
    else groups.push({ key, label: `${MONTHS[Number(key.slice(5, 7)) - 1] ?? ''} ${key.slice(0, 4)}`, items: [c] });
  }
  return groups;
}
