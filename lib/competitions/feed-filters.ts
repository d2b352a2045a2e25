import { hasSearchCriteria, parseSearchFilters, type SearchFilters } from '@/lib/search/params';
import type { SearchIndex } from '@/lib/search/search-index';
import type { Competition } from './schema';

/** The filters of a feed URL (`?categories=SMA,SMP&tag=gratis`), read exactly as /search reads them. */
export function feedFilters(params: URLSearchParams): SearchFilters {
  const record: Record<string, string[]> = {};
  for (const key of ['q', 'categories', 'tag']) {
    const values = params.getAll(key);
    if (values.length) record[key] = values;
  }
  return parseSearchFilters(record);
}

/** Everything when no filter is given; otherwise what /search finds (any category OR any tag). */
export function filterForFeed(index: SearchIndex, filters: SearchFilters): readonly Competition[] {
  return hasSearchCriteria(filters) ? index.search(filters) : index.items;
}

/** A short human label of the filters for a feed's title: "SMA, #gratis". */
export function filtersLabel(filters: SearchFilters): string {
  return [filters.q ? `“${filters.q}”` : '', ...filters.categories, ...filters.tags.map((t) => `#${t}`)].filter(Boolean).join(', ');
}

/** The filters again as a query string (with a leading `?`), for self links; '' when there are none. */
export function filtersQuery(filters: SearchFilters): string {
  const p = new URLSearchParams();
  if (filters.q) p.set('q', filters.q);
  if (filters.categories.length) p.set('categories', filters.categories.join(','));
  if (filters.tags.length) p.set('tag', filters.tags.join(','));
  const qs = p.toString();
  return qs ? `?${qs}` : '';
}
