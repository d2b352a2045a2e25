import { isRegistrationOpen } from '@/lib/competitions/deadline';
import { MODES, type Mode } from '@/lib/competitions/fact-constants';
import { FREE_LABEL, MODE_LABELS } from '@/lib/competitions/fact-text';
import type { Province } from '@/lib/competitions/provinces';
import { CATEGORIES, type Category, type Competition } from '@/lib/competitions/schema';
import { FREE_REFINEMENT, MODE_REFINEMENT, OPEN_REFINEMENT, PROVINCE_REFINEMENT } from './fact-refinements';
import { factFilterState } from './fact-filters';
import { hasSearchCriteria, type SearchFilters } from './params';
import type { AnyRefinement, Refinement } from './refinement-types';
import { withRefinement } from './refinements';
import { FILTER_CONTROL_WORDS } from '@/lib/words/browse';
import { COMMON_WORDS } from '@/lib/words/common';

/** Every competition a set of filters selects (nothing chosen: all of them, as the filter links lead to). */
export type Matcher = (f: SearchFilters) => readonly Competition[];

export type FactCounts = {
  categories: Map<Category, number>;
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
 * How many results each category chip and facts filter would give with the others as they are: for a choice not made,
 * the results with it added; for one made, the results as they are. One pass over the current results per filter; a
 * filter already on is first taken off (one more search), as its other values widen it. Categories widen with the
 * tags too (category OR tag), so with either chosen they are counted over the search without both.
 */
export function factCounts(f: SearchFilters, match: Matcher, today: string, current: readonly Competition[] = match(f)): FactCounts {
  const on = factFilterState(f);
  const modeBase = on.modes.length ? match(without(f, MODE_REFINEMENT as AnyRefinement)) : current;
  const provinceBase = on.provinces.length ? match(without(f, PROVINCE_REFINEMENT as AnyRefinement)) : current;
  const categoryBase = f.categories.length || f.tags.length ? match({ ...f, categories: [], tags: [] }) : current;
  // With a category or tag chosen, a listing already found stays found whichever category is added.
  const found = categoryBase === current ? null : new Set(current);
  let free = 0;
  let open = 0;
  const modes: Record<Mode, number> = { online: 0, offline: 0, hybrid: 0 };
  const provinces = new Map<Province, number>();
  const categories = new Map<Category, number>();
  // The facts are read straight off each item here (one pass, no allocation per item); what each filter means is
  // FREE_REFINEMENT, OPEN_REFINEMENT, MODE_REFINEMENT and PROVINCE_REFINEMENT, which a unit test holds these to.
  const countMode = (c: Competition) => {
    if (c.mode && !on.modes.includes(c.mode)) modes[c.mode]++;
    else if (c.mode && on.modes.length) for (const m of MODES) if (!on.modes.includes(m)) modes[m]++;
  };
  const countProvince = (c: Competition) => {
    const p = c.mode !== 'online' ? c.location?.province : undefined;
    if (p) provinces.set(p, (provinces.get(p) ?? 0) + 1);
  };
  const countCategories = (c: Competition) => {
    const kept = found?.has(c) ?? false;
    for (const k of CATEGORIES) if (kept || c.categories.includes(k)) categories.set(k, (categories.get(k) ?? 0) + 1);
  };
  for (const c of current) {
    if (c.fee?.type === 'free') free++;
    if (isRegistrationOpen(c, today)) open++;
    if (modeBase === current) countMode(c);
    if (provinceBase === current) countProvince(c);
    if (categoryBase === current) countCategories(c);
  }
  if (modeBase !== current) for (const c of modeBase) countMode(c);
  if (provinceBase !== current) for (const c of provinceBase) countProvince(c);
  if (categoryBase !== current) for (const c of categoryBase) countCategories(c);
  for (const m of on.modes) modes[m] = current.length;
  for (const k of f.categories) categories.set(k, current.length);
  return { categories, free: on.free ? current.length : free, modes, open: on.open ? current.length : open, provinces };
}

/** One filter a search has on, and the search without it. */
type DroppableFilter = { label: string; filters: SearchFilters };

/** Each filter value a search has on (category, tag, fee, mode, province, "Masih dibuka"), with the search without it. */
export function activeFilters(f: SearchFilters): DroppableFilter[] {
  const out: DroppableFilter[] = [];
  for (const c of f.categories)
    out.push({ label: FILTER_CONTROL_WORDS.category(c), filters: { ...f, categories: f.categories.filter((x) => x !== c) } });
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
  if (on.open) out.push({ label: COMMON_WORDS.stillOpen, filters: set(OPEN_REFINEMENT, undefined) });
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
