import { normaliseTag } from '@/lib/competitions/normalise';
import { CATEGORIES, type Category } from '@/lib/competitions/schema';
import { activeRefinements, formatRefinement, REFINEMENTS } from './refinements';
import type { ActiveRefinement, AnyRefinement } from './refinement-types';
import { defaultSearchSort, type SearchSort } from './sort';

/**
 * What a search asks for: the spec's text and its two filters (any category OR any tag), and any refinements
 * (refinements.ts: each must hold as well).
 */
export type SearchFilters = { q: string; categories: Category[]; tags: string[]; refine?: readonly ActiveRefinement[] };

/** The chips offered for filtering. The spec's list forgets MAHASISWA, which this audience needs. */
export const FILTER_CATEGORIES = CATEGORIES;

const listParam = (v: string | string[] | undefined | null): string[] =>
  (Array.isArray(v) ? v : v ? [v] : [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);

/** Reads q, categories, tag and the refinements from a query string; unknown categories are ignored. */
export function parseSearchFilters(
  params: Record<string, string | string[] | undefined>,
  refinements: readonly AnyRefinement[] = REFINEMENTS,
): SearchFilters {
  const q = (Array.isArray(params.q) ? params.q[0] : params.q)?.trim().slice(0, 500) ?? '';
  const categories = [
    ...new Set(
      listParam(params.categories)
        .map((c) => c.toUpperCase())
        .filter((c): c is Category => (CATEGORIES as readonly string[]).includes(c)),
    ),
  ];
  const tags = [...new Set(listParam(params.tag).map(normaliseTag).filter(Boolean))];
  const refine = activeRefinements((param) => listParam(params[param]), refinements);
  return refine.length ? { q, categories, tags, refine } : { q, categories, tags };
}

export function hasSearchCriteria(f: SearchFilters): boolean {
  return Boolean(f.q) || f.categories.length > 0 || f.tags.length > 0 || Boolean(f.refine?.length);
}

type UrlState = SearchFilters & { sort?: SearchSort; page?: number };

/** The /search URL for a state; empty parts, the default order for it (see sort.ts) and page 1 are left out. */
export function searchHref(s: UrlState): string {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  if (s.categories.length) p.set('categories', s.categories.join(','));
  if (s.tags.length) p.set('tag', s.tags.join(','));
  // By parameter name, so one meaning has one URL (and one cached page) whatever order the filters were set in.
  const refine = [...(s.refine ?? [])].sort((a, b) => (a.refinement.param < b.refinement.param ? -1 : 1));
  for (const a of refine) p.set(a.refinement.param, formatRefinement(a));
  if (s.sort && s.sort !== defaultSearchSort(Boolean(s.q))) p.set('sort', s.sort);
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
