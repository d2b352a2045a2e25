import { DEFAULT_SORT, SORT_OPTIONS, type SortOrder } from '@/lib/competitions/sort';

/**
 * The orders /search offers: "Paling relevan" (rank.ts) for a text query, where it is the default, and the spec's
 * four (plus "Segera ditutup"), where newest first stays the default without text.
 */
export type SearchSort = SortOrder | 'relevance';
type SearchSortOption = { value: SearchSort; label: string };

const RELEVANCE_OPTION = { value: 'relevance', label: 'Paling relevan' } as const;

/** The options offered for a search with or without text. */
export function searchSortOptions(hasText: boolean): readonly SearchSortOption[] {
  return hasText ? [RELEVANCE_OPTION, ...SORT_OPTIONS] : SORT_OPTIONS;
}

export const defaultSearchSort = (hasText: boolean): SearchSort => (hasText ? 'relevance' : DEFAULT_SORT);

/** The `sort` parameter as /search reads it; unknown values, and relevance without text, give the default. */
export function parseSearchSort(v: string | undefined | null, hasText: boolean): SearchSort {
  return searchSortOptions(hasText).some((o) => o.value === v) ? (v as SearchSort) : defaultSearchSort(hasText);
}
