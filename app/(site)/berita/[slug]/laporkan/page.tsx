import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReportPageForm } from '@/components/competition/report-form';
import { competitionPath, findBySlug } from '@/lib/competitions/slug';
import { getCatalog } from '@/lib/data/catalog';
import { isReportOutcome, REPORT_OUTCOMES } from '@/lib/reports/form';
import { pageMetadata } from '@/lib/seo';
import { REPORT_FORM_WORDS } from '@/lib/words/visitor';

/**
 * "Laporkan" for a browser without JavaScript: the listing's report form on a page of its own, which posts itself
 * to /api/reports form-encoded and comes back here with `?laporan=` saying how it went. Not for search engines.
 * With a script, the form hydrates when first used, not as the page starts.
 */
type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function find(slug: string) {
  return findBySlug((await getCatalog()).byId, slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const c = await find((await params).slug);
  if (!c) return { robots: { index: false } };
  return pageMetadata({
    title: REPORT_FORM_WORDS.pageTitle(c.title),
    description: c.description,
    path: `${competitionPath(c)}/laporkan`,
    images: 'segment',
    noIndex: true,
  });
}

export default async function ReportPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const c = await find(slug);
  if (!c) notFound();
  const canonical = competitionPath(c);
  const outcome = (await searchParams).laporan;
  const sent = outcome === 'terkirim';
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 className="mb-4 text-2xl font-bold break-words text-slate-900">{REPORT_FORM_WORDS.pageTitle(c.title)}</h1>
      {sent ? (
        <p role="status" className="mb-4 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          {REPORT_OUTCOMES.terkirim}
        </p>
      ) : isReportOutcome(outcome) ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {REPORT_OUTCOMES[outcome]}
        </p>
      ) : null}
      {sent ? null : <ReportPageForm competitionId={c.id} />}
      <Link prefetch={false} href={canonical} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
        {REPORT_FORM_WORDS.backToListing}
      </Link>
    </article>
  );
}
