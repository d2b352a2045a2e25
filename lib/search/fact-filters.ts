import type { Mode } from '@/lib/competitions/fact-constants';
import type { Province } from '@/lib/competitions/provinces';
import { FREE_REFINEMENT, MODE_REFINEMENT, OPEN_REFINEMENT, PROVINCE_REFINEMENT } from './fact-refinements';
import { type SearchFilters, searchHref } from './params';
import { refinementValue, withRefinement } from './refinements';
import type { SearchSort } from './sort';

type UrlState = SearchFilters & { sort?: SearchSort; page?: number };

/** The facts filters a search has on, for the filter controls. */
export function factFilterState(f: SearchFilters): { free: boolean; modes: Mode[]; provinces: Province[]; open: boolean } {
  return {
    free: refinementValue(f.refine, FREE_REFINEMENT) === true,
    modes: refinementValue(f.refine, MODE_REFINEMENT) ?? [],
    provinces: refinementValue(f.refine, PROVINCE_REFINEMENT) ?? [],
    open: refinementValue(f.refine, OPEN_REFINEMENT) === true,
  };
}

/** Toggles Gratis, one mode or Masih dibuka in the current state; the page goes back to 1. */
export function toggleFactHref(s: UrlState, kind: 'free' | 'open' | 'mode', mode?: Mode): string {
  const on = factFilterState(s);
  let refine;
  if (kind === 'mode' && mode) {
    const modes = on.modes.includes(mode) ? on.modes.filter((m) => m !== mode) : [...on.modes, mode];
    refine = withRefinement(s.refine, MODE_REFINEMENT, modes.length ? MODE_REFINEMENT.parse(modes) : undefined);
  } else if (kind === 'free') {
    refine = withRefinement(s.refine, FREE_REFINEMENT, on.free ? undefined : true);
  } else {
    refine = withRefinement(s.refine, OPEN_REFINEMENT, on.open ? undefined : true);
  }
  return searchHref({ ...s, refine, page: 1 });
}

/** The state without its province, for the province form (which sends its own). */
export const withoutProvince = (s: UrlState): UrlState => ({ ...s, refine: withRefinement(s.refine, PROVINCE_REFINEMENT, undefined) });
