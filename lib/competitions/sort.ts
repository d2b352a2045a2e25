import { dateValue, todayInJakarta } from './dates';
import type { Competition } from './schema';

export const SORT_OPTIONS = [
  { value: 'published_date_desc', label: 'Terbaru Diterbitkan' },
  { value: 'published_date_asc', label: 'Terlama Diterbitkan' },
  { value: 'title_asc', label: 'Judul (A-Z)' },
  { value: 'title_desc', label: 'Judul (Z-A)' },
  { value: 'closing_soon', label: 'Segera ditutup' },
] as const;
export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOrder = 'published_date_desc';

export function parseSort(v: string | undefined | null): SortOrder {
  return SORT_OPTIONS.some((o) => o.value === v) ? (v as SortOrder) : DEFAULT_SORT;
}

const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

/** Missing dates sort last in either direction. */
function byDate(a: number, b: number, dir: 1 | -1): number {
  const an = Number.isNaN(a);
  const bn = Number.isNaN(b);
  if (an || bn) return an === bn ? 0 : an ? 1 : -1;
  return (a - b) * dir;
}

/** Home order: registration end, latest first; no end date last. Ties by title. */
export function sortByRegistrationEnd<T extends Competition>(items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, key: dateValue(item.registration.end) }))
    .sort((a, b) => byDate(a.key, b.key, -1) || collator.compare(a.item.title, b.item.title))
    .map((x) => x.item);
}

/**
 * `closing_soon` keeps only competitions still open on `today` (ending today or later; none without an end
 * date) and puts the nearest deadline first.
 */
export function sortCompetitions<T extends Competition>(items: readonly T[], order: SortOrder, today: string = todayInJakarta()): T[] {
  if (order === 'closing_soon') {
    return items
      .filter((c) => c.registration.end && c.registration.end >= today)
      .sort((a, b) => a.registration.end.localeCompare(b.registration.end) || collator.compare(a.title, b.title));
  }
  const keyed = items.map((item) => ({ item, key: dateValue(item.published_date) }));
  switch (order) {
    case 'published_date_asc':
      keyed.sort((a, b) => byDate(a.key, b.key, 1) || collator.compare(a.item.title, b.item.title));
      break;
    case 'title_asc':
      keyed.sort((a, b) => collator.compare(a.item.title, b.item.title));
      break;
    case 'title_desc':
      keyed.sort((a, b) => collator.compare(b.item.title, a.item.title));
      break;
    default:
      keyed.sort((a, b) => byDate(a.key, b.key, -1) || collator.compare(a.item.title, b.item.title));
  }
  return keyed.map((x) => x.item);
}
