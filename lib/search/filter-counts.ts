import { MODES, type Mode } from '@/lib/competitions/fact-constants';
import { FREE_LABEL, MODE_LABELS } from '@/lib/competitions/fact-text';
import type { Province } from '@/lib/competitions/provinces';
import type { Competition } from '@/lib/competitions/schema';
import { FREE_REFINEMENT, MODE_REFINEMENT, OPEN_REFINEMENT, PROVINCE_REFINEMENT } from './fact-refinements';
import { factFilterState } from './fact-filters';
import { hasSearchCriteria, type SearchFilters } from './params';
import type { AnyRefinement, Refinement } from './refinement-types';
import { passesAll, withRefinement } from './refinements';

/** Every competition a set of filters selects (nothing chosen: all of them, as the filter links lead to). */
export type Matcher = (f: SearchFilters) => readonly Competition[];

export type FactCounts = {
  free: number;
  modes: Record<Mode, number>;
  open: number;
  provinces: Map<Province, number>;
};

const without = (f: SearchFilters, r: AnyRefinement): SearchFilters => ({
  ...f,
  refine: (f.refine ?? []).filter((a) => a.refinement !== r),
});

/**
 * How many results each facts filter would give with the others as they are: for a choice not made, the results with
 * it added; for one made, the results as they are. One pass over the current results per filter; a filter already on
 * is first taken off (one more search), as its other values widen it.
 */
export function factCounts(f: SearchFilters, match: Matcher, today: string): FactCounts {
  const on = factFilterState(f);
  const current = match(f);
  const baseOf = (r: AnyRefinement, active: boolean) => (active ? match(without(f, r)) : current);
  const count = (items: readonly Competition[], test: (c: Competition) => boolean) => {
    let n = 0;
    for (const c of items) if (test(c)) n++;
    return n;
  };
  const refined = (r: AnyRefinement, value: unknown) => (c: Competition) => passesAll(c, [{ refinement: r, value }], today);

  const free = on.free ? current.length : count(current, refined(FREE_REFINEMENT as AnyRefinement, true));
  const open = on.open ? current.length : count(current, refined(OPEN_REFINEMENT as AnyRefinement, true));
  const modeBase = baseOf(MODE_REFINEMENT as AnyRefinement, on.modes.length > 0);
  const modes = Object.fromEntries(
    MODES.map((m) => [
      m,
      on.modes.includes(m) ? current.length : count(modeBase, refined(MODE_REFINEMENT as AnyRefinement, [...on.modes, m])),
    ]),
  ) as Record<Mode, number>;
  const provinces = new Map<Province, number>();
  for (const c of baseOf(PROVINCE_REFINEMENT as AnyRefinement, on.provinces.length > 0)) {
    const p = c.mode !== 'online' ? c.location?.province : undefined;
    if (p) provinces.set(p, (provinces.get(p) ?? 0) + 1);
  }
  return { free, modes, open, provinces };
}

/** One filter a search has on, and the search without it. */
type DroppableFilter = { label: string; filters: SearchFilters };

/** Each filter value a search has on (category, tag, fee, mode, province, "Masih dibuka"), with the search without it. */
export function activeFilters(f: SearchFilters): DroppableFilter[] {
  const out: DroppableFilter[] = [];
  for (const c of f.categories) out.push({ label: `Kategori ${c}`, filters: { ...f, categories: f.categories.filter((x) => x !== c) } });
  for (const t of f.tags) out.push({ label: `#${t}`, filters: { ...f, tags: f.tags.filter((x) => x !== t) } });
  const on = factFilterState(f);
  const set = <V>(r: Refinement<V>, value: V | undefined): SearchFilters => ({ ...f, refine: withRefinement(f.refine, r, value) });
  if (on.free) out.push({ label: FREE_LABEL, filters: set(FREE_REFINEMENT, undefined) });
  for (const m of on.modes) {
    const rest = on.modes.filter((x) => x !== m);
    out.push({ label: MODE_LABELS[m], filters: set(MODE_REFINEMENT, rest.length ? rest : undefined) });
  }
  for (const p of on.provinces) {
    const rest = on.provinces.filter((x) => x !== p);
    out.push({ label: p, filters: set(PROVINCE_REFINEMENT, rest.length ? rest : undefined) });
  }
  if (on.open) out.push({ label: 'Masih dibuka', filters: set(OPEN_REFINEMENT, undefined) });
  return out;
}

/** For an empty result: the filters whose removal alone would give results, with how many, most first. */
export function filtersToDrop(f: SearchFilters, match: Matcher): (DroppableFilter & { count: number })[] {
  return activeFilters(f)
    .filter((d) => hasSearchCriteria(d.filters))
    .map((d) => ({ ...d, count: match(d.filters).length }))
    .filter((d) => d.count > 0)
    .sort((a, b) => b.count - a.count);
}

const EMPTY: SearchFilters = { q: '', categories: [], tags: [] };
const memo = new WeakMap<readonly Competition[], { today: string; counts: FactCounts }>();

/** factCounts over every competition (the home page and the sidebar, where nothing is chosen yet), once per list and day. */
export function allFactCounts(items: readonly Competition[], today: string): FactCounts {
  const hit = memo.get(items);
  if (hit?.today === today) return hit.counts;
  const counts = factCounts(EMPTY, () => items, today);
  memo.set(items, { today, counts });
  return counts;
}
