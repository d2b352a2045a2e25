import type { Metadata } from 'next';
import { CountVisit } from '@/components/layout/count-visit';
import Link from 'next/link';
import { CompetitionGrid } from '@/components/competition/competition-card';
import { Sidebar } from '@/components/layout/sidebar';
import { TwoColumn } from '@/components/layout/two-column';
import { FactFilters } from '@/components/search/fact-filters';
import { SortSelect } from '@/components/search/sort-select';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { EmptyState, ErrorBox } from '@/components/ui/notices';
import { PageParamSync } from '@/components/ui/page-param-sync';
import { Pagination } from '@/components/ui/pagination';
import { todayInJakarta } from '@/lib/competitions/dates';
import { clampPage, pageSlice, totalPagesFor } from '@/lib/competitions/paginate';
import { type Catalog, getCatalog, orderResults, searchCatalog } from '@/lib/data/catalog';
import type { SearchParamsRecord } from '@/lib/search/cache-key';
import { RemindTrigger } from '@/components/reminders/remind-trigger';
import { formatRefinement } from '@/lib/search/refinements';
import { queryWords } from '@/lib/search/text';
import { hasSearchCriteria, parseSearchFilters, type SearchFilters, searchHref, toggleHref } from '@/lib/search/params';
import { activeFilters, factCounts, filtersToDrop, type Matcher } from '@/lib/search/filter-counts';
import type { Competition } from '@/lib/competitions/schema';
import type { SortOrder } from '@/lib/competitions/sort';
import { FILTER_WORDS, SEARCH_PAGE_WORDS, SEARCH_WORDS } from '@/lib/words/browse';
import { CategoryChips } from './category-chips';
import { CountsNote } from './counts-note';
import { FilterSheet } from './filter-sheet';
import { parseSearchSort, type SearchSort, searchSortOptions } from '@/lib/search/sort';
import { pageMetadata } from '@/lib/seo';
import { inlineCardPoster } from '@/lib/posters/inline';
import { COMMON_WORDS } from '@/lib/words/common';
import { StaticHtml } from '@/components/ui/static-html';
import { DATA_MESSAGES } from '@/lib/words/errors';

const sortOf = (params: SearchParamsRecord, q: string): SearchSort =>
  parseSearchSort(Array.isArray(params.sort) ? params.sort[0] : params.sort, Boolean(q));

/** Title, description and canonical URL of a search page. */
export function searchMetadata(params: SearchParamsRecord): Metadata {
  const f = parseSearchFilters(params);
  const what = [f.q, ...f.categories, ...f.tags.map((t) => `#${t}`), ...factLabels(f)].filter(Boolean).join(', ');
  return pageMetadata({
    title: what ? SEARCH_PAGE_WORDS.metaTitle(what.slice(0, 60)) : SEARCH_PAGE_WORDS.title,
    description: SEARCH_PAGE_WORDS.metaDescription(what.slice(0, 100)),
    path: searchHref({ ...f, sort: sortOf(params, f.q) }),
  });
}

/** How many matches a sort that keeps open listings only leaves out: closed ones, and ones without an end date. */
function hiddenCounts(matched: readonly Competition[], today: string): { closed: number; noEnd: number } {
  let closed = 0;
  let noEnd = 0;
  for (const c of matched) {
    if (!c.registration.end) noEnd++;
    else if (c.registration.end < today) closed++;
  }
  return { closed, noEnd };
}

/**
 * The query with its unknown words replaced by the nearest indexed ones, when that finds something, and the words it
 * replaced: offered whenever one word finds nothing, also when the other words found listings.
 */
function suggestionFor(catalog: Catalog, filters: SearchFilters, today: string): { q: string; unknown: string[] } | null {
  const q = catalog.index.suggest(filters.q);
  if (!q || !catalog.index.search({ ...filters, q }, today).length) return null;
  const near = q.split(' ');
  return { q, unknown: queryWords(filters.q).filter((w, i) => near[i] !== w) };
}

function SuggestionLink({ href, q }: { href: string; q: string }) {
  return (
    <Link prefetch={false} href={href} className="font-bold text-brand-700 underline hover:no-underline">
      {q}
    </Link>
  );
}

/** The facts filters a search has on, by their labels ("Gratis", "Online", "Jawa Barat", "Masih dibuka"). */
const factLabels = (f: SearchFilters) => activeFilters({ ...f, categories: [], tags: [] }).map((d) => d.label);

/** What the heading says was searched for: the text, the category and tag filters, then every facts filter. */
function searchedFor(f: SearchFilters): { text: string; quoted: boolean }[] {
  const parts: { text: string; quoted: boolean }[] = [];
  if (f.q) parts.push({ text: f.q, quoted: true });
  if (f.categories.length) parts.push({ text: SEARCH_PAGE_WORDS.categories(f.categories.join(', ')), quoted: false });
  if (f.tags.length) parts.push({ text: SEARCH_PAGE_WORDS.tags(f.tags.map((t) => `#${t}`).join(', ')), quoted: false });
  for (const label of factLabels(f)) parts.push({ text: label, quoted: false });
  return parts;
}

/** The saved search's name in the weekly digest: "SMA, gratis, jawa-barat". */
function digestLabel(f: SearchFilters): string {
  return [f.q && `“${f.q}”`, ...f.categories, ...f.tags.map((t) => `#${t}`), ...(f.refine ?? []).map(formatRefinement)]
    .filter(Boolean)
    .join(', ');
}

/**
 * The search page for a set of parameters: rendered per request by /search, and cached per canonical query by
 * /cari/[key], where proxy.ts sends every ordinary search.
 */
export async function SearchView({ params }: { params: SearchParamsRecord }) {
  const filters = parseSearchFilters(params);
  const sort = sortOf(params, filters.q);
  const catalog = await getCatalog();
  const today = todayInJakarta();
  const match: Matcher = (f) => (hasSearchCriteria(f) ? catalog.index.search(f, today) : catalog.items);
  // Every match, before a sort that keeps only open listings ("Segera ditutup") drops the rest.
  const matched = sort === 'relevance' ? null : catalog.index.search(filters, today);
  const results = matched ? orderResults(catalog, matched, sort as SortOrder, today) : searchCatalog(catalog, filters, sort, today);
  const hidden = matched && matched.length > results.length ? hiddenCounts(matched, today) : null;
  const suggestion = filters.q ? suggestionFor(catalog, filters, today) : null;
  const drop = !results.length && !suggestion ? filtersToDrop(filters, match) : [];
  const counts = factCounts(filters, match, today, matched ?? results);
  const activeCount = activeFilters(filters).length;
  // A search that found nothing with no filter on: every choice would count (0), so no choices are offered. A bare
  // /search (no criteria) counts over every competition and keeps them, as the start of a search by filters.
  const withFilters = results.length > 0 || activeCount > 0 || !hasSearchCriteria(filters);
  const totalPages = totalPagesFor(results.length);
  const page = clampPage(params.page, totalPages);
  const state = { ...filters, sort };
  const sortOptions = searchSortOptions(Boolean(filters.q)).map((o) => ({ ...o, href: searchHref({ ...filters, sort: o.value }) }));
  const items = pageSlice(results, page);
  // On a phone the first result's poster is the first screen's largest element: drawn from the HTML when it can be.
  const firstPoster = await inlineCardPoster(items[0]?.thumbnails[0]);

  return (
    <TwoColumn sidebar={<Sidebar catalog={catalog} filters={filters} />}>
      <BreadcrumbJsonLd crumbs={[{ name: SEARCH_PAGE_WORDS.crumb, path: '/search' }]} />
      <PageParamSync page={page} />
      <CountVisit k="search" q={filters.q || undefined} n={filters.q ? results.length : undefined} />
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {SEARCH_PAGE_WORDS.heading}
        {searchedFor(filters).map((part, i) => (
          <span key={part.text} className={part.quoted ? 'text-brand-700' : 'text-slate-700'}>
            {i ? ' · ' : ' '}
            {part.quoted ? `“${part.text}”` : part.text}
          </span>
        ))}
      </h1>
      <p className="mt-1 text-slate-700" aria-live="polite">
        {SEARCH_PAGE_WORDS.found(results.length)}
      </p>
      {suggestion && results.length ? (
        <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-slate-800 ring-1 ring-brand-100">
          {SEARCH_WORDS.noneHold(suggestion.unknown.map((w) => `“${w}”`).join(', '))} {SEARCH_WORDS.didYouMean}{' '}
          <SuggestionLink href={searchHref({ ...state, q: suggestion.q })} q={suggestion.q} />
        </p>
      ) : null}
      {hidden ? (
        <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {SEARCH_WORDS.hidden(results.length, hidden.closed, hidden.noEnd)}{' '}
          <Link prefetch={false} href={searchHref(filters)} replace className="font-semibold underline hover:no-underline">
            {SEARCH_WORDS.showAll}
          </Link>
        </p>
      ) : null}
      {hasSearchCriteria(filters) ? (
        <div className="mt-3">
          <RemindTrigger target={{ kind: 'digest', query: searchHref(filters).split('?')[1] ?? '', label: digestLabel(filters) }} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {withFilters ? (
          <>
            <FilterSheet state={state} counts={counts} total={results.length} />
            <StaticHtml className="hidden lg:block">
              <CategoryChips state={state} counts={counts} />
            </StaticHtml>
          </>
        ) : null}
        <SortSelect value={sort} options={sortOptions} />
      </div>
      {withFilters ? (
        // Links and a GET form, kept as the server's HTML like the cards below (StaticHtml).
        <StaticHtml className="mt-3 hidden lg:block">
          <FactFilters state={state} idPrefix="cari" counts={counts} />
          <CountsNote />
        </StaticHtml>
      ) : null}
      {filters.tags.length ? (
        <p className="mt-3 text-sm text-slate-700">
          Tag:{' '}
          {filters.tags.map((t) => (
            <Link
              prefetch={false}
              key={t}
              href={toggleHref(state, 'tag', t)}
              replace
              className="mr-1 inline-block rounded-md bg-brand-50 px-2 py-0.5 text-brand-800 hover:bg-brand-100"
              aria-label={COMMON_WORDS.removeTag(t)}
            >
              #{t} ✕
            </Link>
          ))}
        </p>
      ) : null}
      <div className="mt-6">
        {catalog.error ? (
          <div className="mb-6">
            <ErrorBox message={DATA_MESSAGES.loadFailed} />
          </div>
        ) : null}
        {results.length ? (
          <>
            <CompetitionGrid items={items} today={today} firstPoster={firstPoster} />
            <Pagination page={page} totalPages={totalPages} hrefFor={(p) => searchHref({ ...state, page: p })} />
          </>
        ) : (
          <EmptyState title={SEARCH_PAGE_WORDS.emptyTitle}>
            {suggestion ? (
              <p className="mb-2 text-lg">
                {SEARCH_WORDS.didYouMean} <SuggestionLink href={searchHref({ ...state, q: suggestion.q })} q={suggestion.q} />
              </p>
            ) : null}
            {drop.length ? (
              <div className="mb-3">
                <p>{FILTER_WORDS.dropIntro}</p>
                <ul className="mt-2 flex flex-wrap justify-center gap-2">
                  {drop.map((d) => (
                    <li key={d.label}>
                      <Link prefetch={false} href={searchHref({ ...d.filters, sort })} className="pill">
                        {FILTER_WORDS.drop(d.label, d.count)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {hasSearchCriteria(filters) ? SEARCH_PAGE_WORDS.tryOther : `${SEARCH_PAGE_WORDS.start} ${SEARCH_PAGE_WORDS.tryOther}`}
          </EmptyState>
        )}
      </div>
    </TwoColumn>
  );
}
