import Link from 'next/link';
import { FILTER_CATEGORIES, type SearchFilters, toggleHref } from '@/lib/search/params';
import type { SearchSort } from '@/lib/search/sort';
import type { FactCounts } from '@/lib/search/filter-counts';
import { COMMON_WORDS } from '@/lib/words/common';

/**
 * The category chips: each toggles its category in the search (any chosen category matches), with the number of
 * results it would give when counts are passed (as the facts filters show theirs).
 */
export function CategoryChips({ state, counts }: { state: SearchFilters & { sort?: SearchSort }; counts?: FactCounts }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={COMMON_WORDS.filterCategories}>
      {FILTER_CATEGORIES.map((c) => {
        const active = state.categories.includes(c);
        return (
          <li key={c}>
            <Link
              href={toggleHref(state, 'categories', c)}
              replace
              prefetch={false}
              aria-current={active ? 'true' : undefined}
              className={`inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ${
                active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100'
              }`}
            >
              {c}
              {counts ? <span className="ml-1 font-normal opacity-80">{`(${counts.categories.get(c) ?? 0})`}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
