import type { Competition } from '@/lib/competitions/schema';

/**
 * Filters beyond the spec's category OR tag (fee, mode, province, "Masih dibuka"; the admin table's open,
 * closed, no end date). One is declared once, as a Refinement in REFINEMENTS, and from there it is read from the URL
 * (parseSearchFilters), written back by searchHref (so every link and the cached page's key carry it), counted by
 * hasSearchCriteria and applied by SearchIndex.search. How they combine: text AND (any category OR any tag) AND every
 * refinement; refinements alone select among all competitions.
 */
export type Refinement<V> = {
  /** The URL parameter; its values arrive as a list (repeated parameters and comma lists split). */
  param: string;
  /** The value meant, or undefined when the parameter is absent or holds nothing valid (then it is left out). */
  parse: (values: string[]) => V | undefined;
  /** The parameter's value in a URL; parse(format(v).split(',')) must give v back. */
  format: (value: V) => string;
  /** Whether a competition passes; `today` is the Jakarta calendar date (YYYY-MM-DD), for "still open". */
  test: (c: Competition, value: V, today: string) => boolean;
};

// `never` in the argument positions: any Refinement<V> fits, and values are only passed back to their own one.
export type AnyRefinement = {
  param: string;
  parse: (values: string[]) => unknown;
  format: (value: never) => string;
  test: (c: Competition, value: never, today: string) => boolean;
};
export type ActiveRefinement = { refinement: AnyRefinement; value: unknown };
