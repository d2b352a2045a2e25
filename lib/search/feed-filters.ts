import { factFilterState } from '@/lib/search/fact-filters';
import { hasSearchCriteria, parseSearchFilters, type SearchFilters, searchHref } from '@/lib/search/params';
import { REFINEMENTS } from '@/lib/search/refinements';
import { FREE_LABEL, MODE_LABELS } from '@/lib/competitions/fact-text';
import type { SearchIndex } from '@/lib/search/search-index';
import type { Competition } from '@/lib/competitions/schema';
import { COMMON_WORDS } from '@/lib/words/common';

/** The filters of a feed URL (`?categories=SMA,SMP&tag=gratis`), read exactly as /search reads them. */
export function feedFilters(params: URLSearchParams): SearchFilters {
  const record: Record<string, string[]> = {};
  for (const key of ['q', 'categories', 'tag', ...REFINEMENTS.map((r) => r.param)]) {
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
  const facts = factFilterState(filters);
  return [
    filters.q ? `“${filters.q}”` : '',
    ...filters.categories,
    ...filters.tags.map((t) => `#${t}`),
    facts.free ? FREE_LABEL : '',
    ...facts.modes.map((m) => MODE_LABELS[m]),
    ...facts.provinces,
    facts.open ? COMMON_WORDS.stillOpen : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The filters again as a query string (with a leading `?`), for self links; '' when there are none. */
export function filtersQuery(filters: SearchFilters): string {
  return searchHref({ ...filters, sort: undefined }).slice('/search'.length);
}
