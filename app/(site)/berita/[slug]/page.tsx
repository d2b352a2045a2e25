import type { Metadata } from 'next';
import Link from 'next/link';
import { StaticHtml } from '@/components/ui/static-html';
import { permanentRedirect } from 'next/navigation';
import { CategoryBadges, TagBadges } from '@/components/competition/badges';
import { CalendarLinks } from '@/components/competition/calendar-links';
import { FactBadges } from '@/components/competition/fact-badges';
import { FactsBox } from '@/components/competition/facts-box';
import { PosterCarousel } from '@/components/competition/poster-carousel';
import { ReportForm } from '@/components/competition/report-form';
import { DetailSummary } from '@/components/competition/detail-summary';
import { ClosedNotice } from '@/components/competition/closed-notice';
import { ExtendedEnd } from '@/components/competition/extended-end';
import { SimilarList } from '@/components/competition/similar-list';
import { similarCompetitions } from '@/lib/competitions/similar';
import { registrationUnderReview } from '@/lib/links';
import { ShareButtons } from '@/components/competition/share-buttons';
import { CountVisit } from '@/components/layout/count-visit';
import { Sidebar } from '@/components/layout/sidebar';
import { TwoColumn } from '@/components/layout/two-column';
import { BreadcrumbJsonLd, JsonLd } from '@/components/seo/json-ld';
import { NotFoundInPlace } from '@/components/ui/not-found-in-place';
import { ErrorBox } from '@/components/ui/notices';
import { formatLongDate, isExpired, publishedAsRead, todayInJakarta } from '@/lib/competitions/dates';
import { competitionEventJsonLd } from '@/lib/competitions/event-jsonld';
import { linkifyText } from '@/lib/competitions/linkify';
import { competitionPath, findBySlug } from '@/lib/competitions/slug';
import { getCatalog } from '@/lib/data/catalog';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { DEADLINE_WORDS, DETAIL_PAGE_WORDS } from '@/lib/words/browse';
import { COMMON_WORDS } from '@/lib/words/common';
import { DATA_MESSAGES } from '@/lib/words/errors';
import CompetitionNotFound from './not-found';

export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

async function findCompetition(slug: string) {
  const catalog = await getCatalog();
  return { catalog, competition: findBySlug(catalog.byId, slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { competition: c } = await findCompetition((await params).slug);
  if (!c) return { title: DETAIL_PAGE_WORDS.notFoundTitle, robots: { index: false } };
  // og:image comes from ./opengraph-image (a 1200x630 card of this competition); X falls back to it.
  return pageMetadata({ title: c.title, description: c.description, path: competitionPath(c), images: 'segment' });
}

export default async function CompetitionPage({ params }: Props) {
  const { slug } = await params;
  const { catalog, competition: c } = await findCompetition(slug);
  if (!c) {
    if (catalog.error) return <ErrorBox message={DATA_MESSAGES.loadFailed} />;
    return (
      <NotFoundInPlace>
        <CompetitionNotFound />
      </NotFoundInPlace>
    );
  }
  const canonical = competitionPath(c);
  if (`/berita/${slug}` !== canonical && `/berita/${encodeURIComponent(decodeURIComponentSafe(slug))}` !== canonical) {
    permanentRedirect(canonical);
  }
  const today = todayInJakarta();
  const event = competitionEventJsonLd(c, site.url);
  const closed = isExpired(c.registration.end, today);
  const published = publishedAsRead(c);
  const similar = closed ? similarCompetitions(c, catalog.items, today) : [];
  return (
    <TwoColumn sidebar={<Sidebar catalog={catalog} />}>
      <BreadcrumbJsonLd crumbs={[{ name: c.title, path: canonical }]} />
      <CountVisit k="detail" id={c.id} />
      {event ? <JsonLd data={event} /> : null}
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link prefetch={false} href="/" className="hover:text-brand-700 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="line-clamp-1 text-slate-800">
            {c.title}
          </li>
        </ol>
      </nav>
      <article className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col gap-4 p-5 sm:p-8">
          {/* First screen on a phone: the title, the countdown, the deciding facts and "Daftar". */}
          <h1 className="text-2xl leading-tight font-extrabold text-slate-900 sm:text-3xl">{c.title}</h1>
          {closed ? <ClosedNotice winnersUrl={c.winners_url} hasSimilar={similar.length > 0} /> : null}
          <DetailSummary competition={c} today={today} linkUnderReview={!closed && (await registrationUnderReview(c.registration_url))} />
          {/* The facts are kept as the server's HTML, no element hydrated (StaticHtml): links only. */}
          <StaticHtml className="flex flex-col gap-4">
            <div className="flex flex-wrap gap-2">
              <CategoryBadges categories={c.categories} />
              <TagBadges tags={c.tags} />
            </div>
            <FactBadges competition={c} long />
            <p className="text-sm text-slate-600">
              {DETAIL_PAGE_WORDS.published} <time dateTime={published || undefined}>{formatLongDate(published)}</time>
            </p>
            <dl className="grid grid-cols-1 gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-slate-600">{COMMON_WORDS.registrationStart}</dt>
                <dd className="text-base text-slate-900">{formatLongDate(c.registration.start)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-600">{COMMON_WORDS.registrationEnd}</dt>
                <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base text-slate-900">
                  <ExtendedEnd competition={c} today={today} long fallback={DEADLINE_WORDS.none} />
                </dd>
              </div>
            </dl>
            <FactsBox competition={c} />
            <Link prefetch={false} href="/tersimpan" className="text-sm font-semibold text-brand-700 hover:underline">
              {DETAIL_PAGE_WORDS.savedLink}
            </Link>
            {/* A deadline that has passed is nothing to remember. */}
            {closed ? null : <CalendarLinks competition={c} />}
          </StaticHtml>
        </div>
        {/* Below the title, dates and facts: the largest element of a tall wide screen, so preloaded there. On a phone it
            starts near the fold (in the first screen when a closed competition has no calendar links) and is asked
            for at once without a preload, at the browser's own priority. */}
        <PosterCarousel images={c.thumbnails} title={c.title} variant="detail" priority preloadMedia="(min-width: 1024px)" />
        <section className="p-5 sm:p-8" aria-labelledby="deskripsi">
          <h2 id="deskripsi" className="mb-3 text-xl font-bold text-slate-900">
            {DETAIL_PAGE_WORDS.description}
          </h2>
          <StaticHtml className="text-base leading-relaxed break-words whitespace-pre-line text-slate-800">
            <Linkified text={c.description} />
          </StaticHtml>
          <section aria-labelledby="bagikan" className="mt-8 border-t border-slate-200 pt-6">
            <h2 id="bagikan" className="mb-3 text-base font-bold text-slate-900">
              {DETAIL_PAGE_WORDS.share}
            </h2>
            <div data-stat={`share:${c.id}`}>
              <ShareButtons url={`${site.url}${canonical}`} title={c.title} />
            </div>
          </section>
          <div className="mt-6 border-t border-slate-200 pt-4">
            <ReportForm competitionId={c.id} reportHref={`${canonical}/laporkan`} />
          </div>
          <Link prefetch={false} href="/" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
            {DETAIL_PAGE_WORDS.back}
          </Link>
        </section>
      </article>
      {closed ? <SimilarList items={similar} /> : null}
    </TwoColumn>
  );
}

function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Plain text with its links (full URLs, bit.ly/..., www..., e-mail addresses) made clickable; nothing else is interpreted. */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {linkifyText(text).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : part.external ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="text-brand-700 underline">
            {part.text}
          </a>
        ) : (
          <a key={i} href={part.href} className="text-brand-700 underline">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
