import { FREE_LABEL, MODE_LABELS } from '@/lib/competitions/fact-text';
import { MODES } from '@/lib/competitions/fact-constants';
import { ProvinceSelect } from '@/components/ui/province-select';
import { FACT_REFINEMENTS, FREE_REFINEMENT, MODE_REFINEMENT, OPEN_REFINEMENT, PROVINCE_REFINEMENT } from '@/lib/search/fact-refinements';
import { factFilterState } from '@/lib/search/fact-filters';
import { activeFilters, type FactCounts } from '@/lib/search/filter-counts';
import { FILTER_CATEGORIES, type SearchFilters, searchHref } from '@/lib/search/params';
import type { AnyRefinement } from '@/lib/search/refinement-types';
import type { SearchSort } from '@/lib/search/sort';
import { FILTER_CONTROL_WORDS, FILTER_SHEET_WORDS, FILTER_WORDS } from '@/lib/words/browse';
import { COMMON_WORDS } from '@/lib/words/common';
import { FilterSheetCount } from './filter-sheet-count';
import { StaticHtml } from '@/components/ui/static-html';

type State = SearchFilters & { sort?: SearchSort };

const SHEET_ID = 'filter-sheet';

/** What the sheet does not offer (the text, tags, the order), carried through its form as the URL has it now. */
function keptParams(state: State): [string, string][] {
  const refine = (state.refine ?? []).filter((a) => !(FACT_REFINEMENTS as readonly AnyRefinement[]).includes(a.refinement));
  return [...new URLSearchParams(searchHref({ ...state, categories: [], refine }).split('?')[1] ?? '')];
}

function Choice({ name, value, checked, label, count }: { name: string; value: string; checked: boolean; label: string; count: number }) {
  return (
    <li>
      <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full bg-white px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-brand-600">
        <input type="checkbox" name={name} value={value} defaultChecked={checked} className="h-4 w-4 accent-brand-600" />
        {label}
        <span className="font-normal opacity-80">{`(${count})`}</span>
      </label>
    </li>
  );
}

/**
 * On phones, a "Filter" button at the top of the list that opens every filter as a sheet from the bottom of the
 * screen: the visitor ticks several, then "Tampilkan N lomba" applies them at once (a GET form to /search, so the
 * result is an ordinary cached search page). The button opens the sheet with the HTML popover attribute, so it
 * works before the page's script has run and without it; its code (the live count and applying the choices,
 * lib/page-actions/sheet.ts) loads when "Filter" is first pressed.
 * From 1024 px up the filters sit beside or above the list instead and this is not shown.
 */
export function FilterSheet({ state, counts, total }: { state: State; counts: FactCounts; total: number }) {
  const on = factFilterState(state);
  const active = activeFilters(state).length;
  return (
    // Markup only (the popover opens it, lib/page-actions/sheet.ts does the rest): kept as the server's HTML, no
    // element hydrated (StaticHtml).
    <StaticHtml className="lg:hidden">
      <button
        type="button"
        popoverTarget={SHEET_ID}
        data-act="sheet:open"
        className="inline-flex h-11 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path strokeLinecap="round" d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {FILTER_WORDS.button}
        {active ? <span className="rounded-full bg-brand-600 px-2 text-xs text-white">{active}</span> : null}
      </button>
      <div
        id={SHEET_ID}
        popover="auto"
        role="dialog"
        aria-labelledby="filter-sheet-title"
        className="inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
          <h2 id="filter-sheet-title" className="text-lg font-bold">
            {FILTER_WORDS.sheetTitle}
          </h2>
          <button
            type="button"
            popoverTarget={SHEET_ID}
            popoverTargetAction="hide"
            className="h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {FILTER_WORDS.close}
          </button>
        </div>
        <form
          key={searchHref(state)}
          action="/search"
          method="get"
          className="flex flex-col gap-4 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
        >
          {keptParams(state).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-sm text-slate-600">{FILTER_SHEET_WORDS.countsHint}</p>
          <fieldset>
            <legend className="mb-2 text-sm font-bold text-slate-700">{FILTER_WORDS.categories}</legend>
            <ul className="flex flex-wrap gap-2">
              {FILTER_CATEGORIES.map((c) => (
                <Choice
                  key={c}
                  name="categories"
                  value={c}
                  checked={state.categories.includes(c)}
                  label={c}
                  count={counts.categories.get(c) ?? 0}
                />
              ))}
            </ul>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-bold text-slate-700">{FILTER_CONTROL_WORDS.factsLabel}</legend>
            <ul className="flex flex-wrap gap-2">
              <Choice name={FREE_REFINEMENT.param} value="free" checked={on.free} label={FREE_LABEL} count={counts.free} />
              {MODES.map((m) => (
                <Choice
                  key={m}
                  name={MODE_REFINEMENT.param}
                  value={m}
                  checked={on.modes.includes(m)}
                  label={MODE_LABELS[m]}
                  count={counts.modes[m]}
                />
              ))}
              <Choice name={OPEN_REFINEMENT.param} value="1" checked={on.open} label={COMMON_WORDS.stillOpen} count={counts.open} />
            </ul>
          </fieldset>
          <div>
            <label htmlFor="sheet-provinsi" className="mb-1 block text-sm font-bold text-slate-700">
              {FILTER_CONTROL_WORDS.province}
            </label>
            <ProvinceSelect
              id="sheet-provinsi"
              name={PROVINCE_REFINEMENT.param}
              emptyLabel={FILTER_CONTROL_WORDS.allProvinces}
              defaultValue={on.provinces[0] ?? ''}
              className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
              optionLabel={(p) => `${p} (${counts.provinces.get(p) ?? 0})`}
            />
          </div>
          <button
            type="submit"
            className="sticky bottom-0 h-12 rounded-lg bg-brand-600 px-4 text-base font-semibold text-white shadow-md hover:bg-brand-700"
          >
            <FilterSheetCount initial={total} />
          </button>
        </form>
      </div>
    </StaticHtml>
  );
}
