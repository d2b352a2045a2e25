import { dateValue, publishedTimeAsRead, todayInJakarta } from './dates';
import type { Competition } from './schema';
import { isOpenUntil } from './deadline';

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

/** The last tie-break of every order, so each is total and an item added later lands where a full sort puts it. */
const byId = (a: Competition, b: Competition) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

type Keyed<T> = { item: T; key: number };

/** Home order on items keyed by their registration end: latest first; no end date last. Ties by title, then id. */
const homeKeyed = <T extends Competition>(a: Keyed<T>, b: Keyed<T>) =>
  byDate(a.key, b.key, -1) || collator.compare(a.item.title, b.item.title) || byId(a.item, b.item);

/** Home order: registration end, latest first; no end date last. Ties by title, then id. */
export function sortByRegistrationEnd<T extends Competition>(items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, key: dateValue(item.registration.end) }))
    .sort(homeKeyed)
    .map((x) => x.item);
}

/** The comparator behind sortCompetitions for `order` on keyed items (key: published date), and the home order. */
export function keyedComparator<T extends Competition>(order: SortOrder | 'home'): (a: Keyed<T>, b: Keyed<T>) => number {
  switch (order) {
    case 'home':
      return homeKeyed;
    case 'closing_soon':
      return (a, b) =>
        a.item.registration.end.localeCompare(b.item.registration.end) ||
        collator.compare(a.item.title, b.item.title) ||
        byId(a.item, b.item);
    case 'published_date_asc':
      return (a, b) => byDate(a.key, b.key, 1) || collator.compare(a.item.title, b.item.title) || byId(a.item, b.item);
    case 'title_asc':
      return (a, b) => collator.compare(a.item.title, b.item.title) || byId(a.item, b.item);
    case 'title_desc':
      return (a, b) => collator.compare(b.item.title, a.item.title) || byId(a.item, b.item);
    default:
      return (a, b) => byDate(a.key, b.key, -1) || collator.compare(a.item.title, b.item.title) || byId(a.item, b.item);
  }
}

/** The key keyedComparator(order) expects for an item: a stored future publish date counts as publishedAsRead says. */
export const sortKey = (item: Competition, order: SortOrder | 'home'): number =>
  order === 'home' ? dateValue(item.registration.end) : publishedTimeAsRead(item);

/** keyedComparator on plain items (computing keys per comparison: for a few, e.g. placing one item in a list). */
export function comparator<T extends Competition>(order: SortOrder | 'home'): (a: T, b: T) => number {
  const cmp = keyedComparator<T>(order);
  return (a, b) => cmp({ item: a, key: sortKey(a, order) }, { item: b, key: sortKey(b, order) });
}

/**
 * `closing_soon` keeps only competitions still open on `today` (ending today or later; none without an end
 * date) and puts the nearest deadline first. Every order breaks its last ties by id.
 */
export function sortCompetitions<T extends Competition>(items: readonly T[], order: SortOrder, today: string = todayInJakarta()): T[] {
  const kept = order === 'closing_soon' ? items.filter((c) => isOpenUntil(c.registration.end, today)) : items;
  return kept
    .map((item) => ({ item, key: sortKey(item, order) }))
    .sort(keyedComparator(order))
    .map((x) => x.item);
}
