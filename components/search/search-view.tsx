import type { Metadata } from 'next';
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
import { getCatalog, searchCatalog } from '@/lib/data/catalog';
import type { SearchParamsRecord } from '@/lib/search/cache-key';
import { FILTER_CATEGORIES, hasSearchCriteria, parseSearchFilters, type SearchFilters, searchHref, toggleHref } from '@/lib/search/params';
import { parseSearchSort, type SearchSort, searchSortOptions } from '@/lib/search/sort';
import { pageMetadata } from '@/lib/seo';

const sortOf = (params: SearchParamsRecord, q: string): SearchSort =>
  parseSearchSort(Array.isArray(params.sort) ? params.sort[0] : params.sort, Boolean(q));

/** Title, description and canonical URL of a search page. */
export function searchMetadata(params: SearchParamsRecord): Metadata {
  const f = parseSearchFilters(params);
  const what = [f.q, ...f.categories, ...f.tags.map((t) => `#${t}`)].filter(Boolean).join(', ');
  return pageMetadata({
    title: what ? `Hasil Pencarian: ${what.slice(0, 60)}` : 'Cari Lomba',
    description: `Hasil pencarian lomba${what ? ` untuk ${what.slice(0, 100)}` : ''}: temukan kompetisi untuk pelajar dan umum.`,
    path: searchHref({ ...f, sort: sortOf(params, f.q) }),
  });
}

/** What the heading says was searched for: the text, then the category and tag filters, so none is bare. */
function searchedFor(f: SearchFilters): { text: string; quoted: boolean }[] {
  const parts: { text: string; quoted: boolean }[] = [];
  if (f.q) parts.push({ text: f.q, quoted: true });
  if (f.categories.length) parts.push({ text: `kategori ${f.categories.join(', ')}`, quoted: false });
  if (f.tags.length) parts.push({ text: `tag ${f.tags.map((t) => `#${t}`).join(', ')}`, quoted: false });
  return parts;
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
  const results = searchCatalog(catalog, filters, sort, today);
  const totalPages = totalPagesFor(results.length);
  const page = clampPage(params.page, totalPages);
  const state = { ...filters, sort };
  const sortOptions = searchSortOptions(Boolean(filters.q)).map((o) => ({ ...o, href: searchHref({ ...filters, sort: o.value }) }));

  return (
    <TwoColumn sidebar={<Sidebar catalog={catalog} filters={filters} />}>
      <BreadcrumbJsonLd crumbs={[{ name: 'Hasil Pencarian', path: '/search' }]} />
      <PageParamSync page={page} />
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        Hasil Pencarian:
        {searchedFor(filters).map((part, i) => (
          <span key={part.text} className={part.quoted ? 'text-brand-700' : 'text-slate-700'}>
            {i ? ' · ' : ' '}
            {part.quoted ? `“${part.text}”` : part.text}
          </span>
        ))}
      </h1>
      <p className="mt-1 text-slate-700" aria-live="polite">
        {results.length} lomba ditemukan.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ul className="flex flex-wrap gap-2" aria-label="Filter kategori">
          {FILTER_CATEGORIES.map((c) => {
            const active = filters.categories.includes(c);
            return (
              <li key={c}>
                <Link
                  href={toggleHref(state, 'categories', c)}
                  replace
                  aria-current={active ? 'true' : undefined}
                  className={`inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ${
                    active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100'
                  }`}
                >
                  {c}
                </Link>
              </li>
            );
          })}
        </ul>
        <SortSelect value={sort} options={sortOptions} />
      </div>
      <div className="mt-3">
        <FactFilters state={state} idPrefix="cari" />
      </div>
      {filters.tags.length ? (
        <p className="mt-3 text-sm text-slate-700">
          Tag:{' '}
          {filters.tags.map((t) => (
            <Link
              key={t}
              href={toggleHref(state, 'tag', t)}
              replace
              className="mr-1 inline-block rounded-md bg-brand-50 px-2 py-0.5 text-brand-800 hover:bg-brand-100"
              aria-label={`Hapus tag ${t}`}
            >
              #{t} ✕
            </Link>
          ))}
        </p>
      ) : null}
      <div className="mt-6">
        {catalog.error ? (
          <div className="mb-6">
            <ErrorBox message={catalog.error} />
          </div>
        ) : null}
        {results.length ? (
          <>
            <CompetitionGrid items={pageSlice(results, page)} today={today} />
            <Pagination page={page} totalPages={totalPages} hrefFor={(p) => searchHref({ ...state, page: p })} />
          </>
        ) : (
          <EmptyState title="Tidak Ada Hasil yang Cocok">
            {hasSearchCriteria(filters)
              ? 'Coba gunakan kata kunci yang berbeda atau lebih umum.'
              : 'Ketik kata kunci atau pilih kategori untuk mulai mencari. Coba gunakan kata kunci yang berbeda atau lebih umum.'}
          </EmptyState>
        )}
      </div>
    </TwoColumn>
  );
}
