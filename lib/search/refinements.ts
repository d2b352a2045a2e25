import type { Competition } from '@/lib/competitions/schema';
import type { ActiveRefinement, AnyRefinement, Refinement } from './refinement-types';
import { FACT_REFINEMENTS } from './fact-refinements';

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
