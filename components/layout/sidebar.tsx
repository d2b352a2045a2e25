import Link from 'next/link';
import { StaticHtml } from '@/components/ui/static-html';
import { FILTER_WORDS, SIDEBAR_WORDS } from '@/lib/words/browse';
import { CountsNote } from '@/components/search/counts-note';
import { FactFilters } from '@/components/search/fact-filters';
import type { Catalog } from '@/lib/data/catalog';
import { FILTER_CATEGORIES, type SearchFilters, toggleHref } from '@/lib/search/params';
import { competitionPath } from '@/lib/competitions/slug';
import { site } from '@/lib/site';
import { PosterPicture } from '@/components/competition/poster-picture';
import { sidebarPicks } from '@/lib/data/sidebar-picks';
import { todayInJakarta } from '@/lib/competitions/dates';
import { allFactCounts } from '@/lib/search/filter-counts';

function Widget({ title, children, className = '' }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`widget ${className}`} aria-label={title}>
      <h2 className="widget-title">{title}</h2>
      {children}
    </section>
  );
}

function Thumb({ src, alt }: { src?: string; alt: string }) {
  if (!src) return <span className="block h-16 w-12 shrink-0 rounded bg-slate-200" aria-hidden="true" />;
  return (
    <PosterPicture
      src={src}
      slot="thumb"
      alt={alt}
      width={48}
      height={64}
      className="h-16 w-12 shrink-0 rounded bg-slate-200 object-cover object-top"
    />
  );
}

/**
 * `filters`: the search of this page (/search), whose filters sit above its results rather than here.
 * `filtersInSheet`: on phones this page offers the filters in a sheet at the top of its list (FilterSheet).
 */
type Props = { catalog: Pick<Catalog, 'items'>; filters?: SearchFilters; filtersInSheet?: boolean };

export function Sidebar({ catalog, filters, filtersInSheet = false }: Props) {
  const { featured, recent, tags } = sidebarPicks(catalog.items);
  const current = filters ?? { q: '', categories: [], tags: [] };
  // Over every competition: what each choice gives as a new search from here.
  const filterCounts = allFactCounts(catalog.items, todayInJakarta());
  const socials = Object.entries(site.social).filter(([, url]) => url);
  return (
    // Links and GET forms only: kept as the server's HTML (StaticHtml), no element hydrated.
    <StaticHtml as="aside" className="flex flex-col gap-6" aria-label="Sidebar">
      <Widget title={SIDEBAR_WORDS.follow}>
        <ul className="flex gap-2">
          {socials.map(([name, url]) => (
            <li key={name}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 items-center rounded-lg bg-gradient-to-r from-fuchsia-700 to-orange-600 px-4 text-sm font-semibold text-white capitalize"
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </Widget>
      {filters ? null : (
        // On /search the category chips and these filters sit above the results instead (once, not twice).
        <>
          <Widget title={FILTER_WORDS.categories}>
            <ul className="flex flex-wrap gap-2">
              {FILTER_CATEGORIES.map((c) => (
                <li key={c}>
                  <a href={toggleHref(current, 'categories', c)} className="pill">
                    {c}
                    <span className="ml-1 font-normal opacity-80">{`(${filterCounts.categories.get(c) ?? 0})`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Widget>
          <Widget title={FILTER_WORDS.sheetTitle} className={filtersInSheet ? 'max-lg:hidden' : ''}>
            <FactFilters state={current} idPrefix="sidebar" counts={filterCounts} />
            <CountsNote />
          </Widget>
        </>
      )}
      {featured ? (
        <Widget title={SIDEBAR_WORDS.featured}>
          <Link href={competitionPath(featured)} prefetch={false} className="group block">
            {/* The whole poster, so its headline can be read, over a blurred copy of the same file filling the box. */}
            <span className="relative block h-56 overflow-hidden rounded-lg bg-slate-200">
              <PosterPicture src={featured.thumbnails[0] ?? ''} slot="featured" alt="" className="poster-blur" />
              <PosterPicture src={featured.thumbnails[0] ?? ''} slot="featured" alt={`Poster ${featured.title}`} className="poster-fit" />
            </span>
            <span className="mt-2 block font-semibold text-slate-900 group-hover:text-brand-700">{featured.title}</span>
          </Link>
        </Widget>
      ) : null}
      <Widget title={SIDEBAR_WORDS.recent}>
        <ul className="flex flex-col gap-3">
          {recent.map((c) => (
            <li key={c.id}>
              <Link
                href={competitionPath(c)}
                prefetch={false}
                className="flex gap-3 text-sm font-medium text-slate-800 hover:text-brand-700"
              >
                <Thumb src={c.thumbnails[0]} alt="" />
                <span className="line-clamp-3">{c.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title="Tags">
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((t) => {
            const active = current.tags.includes(t);
            return (
              <li key={t}>
                <a href={toggleHref(current, 'tag', t)} aria-current={active ? 'true' : undefined} className="side-tag">
                  {`#${t}`}
                </a>
              </li>
            );
          })}
          <li>
            <Link href="/tags" prefetch={false} className="side-tag" aria-label={SIDEBAR_WORDS.allTags}>
              ...
            </Link>
          </li>
        </ul>
      </Widget>
    </StaticHtml>
  );
}
