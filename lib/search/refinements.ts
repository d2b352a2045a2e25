import type { Competition } from '@/lib/competitions/schema';
import { FACT_REFINEMENTS } from './fact-refinements';

/**
 * Filters beyond the spec's category OR tag (issue 15: fee, mode, province, "Masih dibuka"; the admin table's open,
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

/** Every refinement /search knows, in the order searchHref writes them. Add new ones here. */
export const REFINEMENTS: readonly AnyRefinement[] = [...(FACT_REFINEMENTS as readonly AnyRefinement[])];

export function activeRefinements(
  read: (param: string) => string[],
  refinements: readonly AnyRefinement[] = REFINEMENTS,
): ActiveRefinement[] {
  const out: ActiveRefinement[] = [];
  for (const refinement of refinements) {
    const values = read(refinement.param);
    const value = values.length ? refinement.parse(values) : undefined;
    if (value !== undefined) out.push({ refinement, value });
  }
  return out;
}

export const formatRefinement = (a: ActiveRefinement): string => (a.refinement.format as (v: unknown) => string)(a.value);

/** Whether `c` passes every active refinement. */
export function passesAll(c: Competition, active: readonly ActiveRefinement[], today: string): boolean {
  for (const a of active) if (!(a.refinement.test as (c: Competition, v: unknown, t: string) => boolean)(c, a.value, today)) return false;
  return true;
}

/** The value a search gives `refinement`, if any (e.g. to show a filter control as on). */
export function refinementValue<V>(active: readonly ActiveRefinement[] | undefined, refinement: Refinement<V>): V | undefined {
  return active?.find((a) => a.refinement === (refinement as unknown as AnyRefinement))?.value as V | undefined;
}

/** `active` with `refinement` set to `value` (undefined: removed), e.g. for a filter control's link. */
export function withRefinement<V>(
  active: readonly ActiveRefinement[] | undefined,
  refinement: Refinement<V>,
  value: V | undefined,
): ActiveRefinement[] {
  const own = refinement as unknown as AnyRefinement;
  const rest = (active ?? []).filter((a) => a.refinement !== own);
  return value === undefined ? rest : [...rest, { refinement: own, value }];
}
