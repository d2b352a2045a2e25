import Link from 'next/link';
import { Sidebar } from '@/components/layout/sidebar';
import { TwoColumn } from '@/components/layout/two-column';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { ErrorBox } from '@/components/ui/notices';
import { Pagination } from '@/components/ui/pagination';
import { ARCHIVE_PAGE_SIZE, byMonth } from '@/lib/competitions/archive';
import { formatLongDate } from '@/lib/competitions/dates';
import { pageSlice, totalPagesFor } from '@/lib/competitions/paginate';
import type { Competition } from '@/lib/competitions/schema';
import { competitionPath } from '@/lib/competitions/slug';
import type { Catalog } from '@/lib/data/catalog';
import { DATA_MESSAGES } from '@/lib/words/errors';
import { ARCHIVE_WORDS, CLOSED_WORDS } from '@/lib/words/listing';

export const archivePath = (page: number) => (page > 1 ? `/arsip/${page}` : '/arsip');

/** /arsip: closed competitions, latest closing first, under the month they closed; plain links, paged. */
export function ArchiveListing({ catalog, closed, page }: { catalog: Catalog; closed: readonly Competition[]; page: number }) {
  const groups = byMonth(pageSlice(closed, page, ARCHIVE_PAGE_SIZE));
  return (
    <TwoColumn sidebar={<Sidebar catalog={catalog} />}>
      <BreadcrumbJsonLd crumbs={[{ name: ARCHIVE_WORDS.title, path: '/arsip' }]} />
      <h1 className="mb-2 text-3xl font-extrabold text-slate-900">{ARCHIVE_WORDS.title}</h1>
      <p className="mb-6 text-slate-700">{ARCHIVE_WORDS.description}</p>
      {catalog.error ? <ErrorBox message={DATA_MESSAGES.loadFailed} /> : null}
      {groups.length ? null : <p className="text-slate-700">{ARCHIVE_WORDS.empty}</p>}
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`bulan-${g.key}`} className="mb-8">
          <h2 id={`bulan-${g.key}`} className="mb-3 text-xl font-bold text-slate-900">
            {g.label}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {g.items.map((c) => (
              <li key={c.id} className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <Link
                  prefetch={false}
                  href={competitionPath(c)}
                  className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {c.title}
                </Link>
                <span className="shrink-0 text-sm text-slate-600">{CLOSED_WORDS.closesOn(formatLongDate(c.registration.end))}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination page={page} totalPages={totalPagesFor(closed.length, ARCHIVE_PAGE_SIZE)} hrefFor={archivePath} />
    </TwoColumn>
  );
}
