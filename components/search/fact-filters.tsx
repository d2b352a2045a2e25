import { FREE_LABEL, MODE_LABELS } from '@/lib/competitions/fact-text';
import { ProvinceSelect } from '@/components/ui/province-select';
import { MODES } from '@/lib/competitions/fact-constants';
import { factFilterState, toggleFactHref, withoutProvince } from '@/lib/search/fact-filters';
import { type SearchFilters, searchHref } from '@/lib/search/params';
import type { SearchSort } from '@/lib/search/sort';
import type { FactCounts } from '@/lib/search/filter-counts';
import { FILTER_CONTROL_WORDS } from '@/lib/words/browse';
import { COMMON_WORDS } from '@/lib/words/common';

type State = SearchFilters & { sort?: SearchSort };

/**
 * Gratis, Online/Offline/Hybrid, Masih dibuka and a province: plain links and a GET form, so they work without
 * JavaScript and every choice is a /search URL (and so a cached search page).
 */
export function FactFilters({ state, idPrefix, counts }: { state: State; idPrefix: string; counts?: FactCounts }) {
  const on = factFilterState(state);
  const pills: { label: string; href: string; active: boolean; count?: number }[] = [
    { label: FREE_LABEL, href: toggleFactHref(state, 'free'), active: on.free, count: counts?.free },
    ...MODES.map((m) => ({
      label: MODE_LABELS[m],
      href: toggleFactHref(state, 'mode', m),
      active: on.modes.includes(m),
      count: counts?.modes[m],
    })),
    { label: COMMON_WORDS.stillOpen, href: toggleFactHref(state, 'open'), active: on.open, count: counts?.open },
  ];
  // Everything but the province, carried through the form as it is in the URL now.
  const kept = new URLSearchParams(searchHref(withoutProvince(state)).split('?')[1] ?? '');
  const selectId = `${idPrefix}-provinsi`;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2" aria-label={FILTER_CONTROL_WORDS.factsLabel}>
        {pills.map((p) => (
          <li key={p.label}>
            <a href={p.href} aria-current={p.active ? 'true' : undefined} className="pill">
              {p.label}
              {p.count === undefined ? null : <span className="ml-1 font-normal opacity-80">{`(${p.count})`}</span>}
            </a>
          </li>
        ))}
      </ul>
      <form action="/search" method="get" className="flex flex-wrap items-end gap-2">
        {[...kept].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className="mb-1 block text-sm font-semibold text-slate-700">
            {FILTER_CONTROL_WORDS.province}
          </label>
          <ProvinceSelect
            id={selectId}
            name="province"
            emptyLabel={FILTER_CONTROL_WORDS.allProvinces}
            defaultValue={on.provinces[0] ?? ''}
            className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
            optionLabel={counts ? (p) => `${p} (${counts.provinces.get(p) ?? 0})` : undefined}
          />
        </div>
        <button type="submit" className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
          {FILTER_CONTROL_WORDS.apply}
        </button>
      </form>
    </div>
  );
}
