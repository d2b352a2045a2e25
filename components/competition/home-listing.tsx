import { ClosingSoon } from '@/components/competition/closing-soon';
import { CountVisit } from '@/components/layout/count-visit';
import { CompetitionGrid } from '@/components/competition/competition-card';
import { Sidebar } from '@/components/layout/sidebar';
import { FilterSheet } from '@/components/search/filter-sheet';
import { allFactCounts } from '@/lib/search/filter-counts';
import type { SearchFilters } from '@/lib/search/params';
import { TwoColumn } from '@/components/layout/two-column';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { EmptyState, ErrorBox } from '@/components/ui/notices';
import { PageParamSync } from '@/components/ui/page-param-sync';
import { Pagination } from '@/components/ui/pagination';
import { todayInJakarta } from '@/lib/competitions/dates';
import { pageSlice, totalPagesFor } from '@/lib/competitions/paginate';
import type { Catalog } from '@/lib/data/catalog';
import { HOME_WORDS } from '@/lib/words/browse';
import { DATA_MESSAGES } from '@/lib/words/errors';

const EMPTY_FILTERS: SearchFilters = { q: '', categories: [], tags: [] };

const homeHref = (page: number) => (page > 1 ? `/?page=${page}` : '/');

export function HomeListing({ catalog, page }: { catalog: Catalog; page: number }) {
  const totalPages = totalPagesFor(catalog.items.length);
  const current = Math.min(page, totalPages);
  const items = pageSlice(catalog.items, current);
  const counts = allFactCounts(catalog.items, todayInJakarta());
  return (
    <TwoColumn sidebar={<Sidebar catalog={catalog} filtersInSheet />}>
      <BreadcrumbJsonLd crumbs={[]} />
      <PageParamSync page={current} />
      <CountVisit k="list" />
      <div className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{HOME_WORDS.heading}</h1>
        <p className="mt-2 max-w-2xl text-slate-700">{HOME_WORDS.intro}</p>
      </div>
      {catalog.error ? (
        <div className="mb-6">
          <ErrorBox message={DATA_MESSAGES.loadFailed} />
        </div>
      ) : null}
      <div className="mb-4">
        <FilterSheet state={EMPTY_FILTERS} counts={counts} total={catalog.items.length} />
      </div>
      {current === 1 ? <ClosingSoon items={catalog.items} today={todayInJakarta()} /> : null}
      {items.length ? (
        <>
          <CompetitionGrid items={items} today={todayInJakarta()} />
          <Pagination page={current} totalPages={totalPages} hrefFor={homeHref} documentLinks />
        </>
      ) : catalog.error ? null : (
        <EmptyState title={HOME_WORDS.emptyTitle} homeLink={false}>
          {HOME_WORDS.emptyHint}
        </EmptyState>
      )}
    </TwoColumn>
  );
}
