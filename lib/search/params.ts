import { normaliseTag } from '@/lib/competitions/normalise';
import { CATEGORIES, type Category } from '@/lib/competitions/schema';
import type { SortOrder } from '@/lib/competitions/sort';

/** What a search asks for: the spec's text and its two filters (any category OR any tag). */
export type SearchFilters = { q: string; categories: Category[]; tags: string[] };

/** The chips offered for filtering. The spec's list forgets MAHASISWA, which this audience needs. */
export const FILTER_CATEGORIES = CATEGORIES;

const listParam = (v: string | string[] | undefined | null): string[] =>
  (Array.isArray(v) ? v : v ? [v] : []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);

/** Reads q, categories and tag from a query string; unknown categories are ignored. */
export function parseSearchFilters(params: Record<string, string | string[] | undefined>): SearchFilters {
  const q = (Array.isArray(params.q) ? params.q[0] : params.q)?.trim().slice(0, 500) ?? '';
  const categories = [
    ...new Set(listParam(params.categories).map((c) => c.toUpperCase()).filter((c): c is Category => (CATEGORIES as readonly string[]).includes(c))),
  ];
  const tags = [...new Set(listParam(params.tag).map(normaliseTag).filter(Boolean))];
  return { q, categories, tags };
}

export function hasSearchCriteria(f: SearchFilters): boolean {
  return Boolean(f.q) || f.categories.length > 0 || f.tags.length > 0;
}

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
