import { feedFilters, filterForFeed, filtersLabel, filtersQuery } from '@/lib/search/feed-filters';
import { newestForFeed, rssFeed } from '@/lib/competitions/rss';
import { getCatalog } from '@/lib/data/catalog';
import { site } from '@/lib/site';
import { DATA_MESSAGES } from '@/lib/words/errors';
import { LAYOUT_WORDS } from '@/lib/words/visitor';

/** RSS 2.0 of the newest 50 competitions; `?categories=` and `?tag=` narrow it like /search. */
export async function GET(req: Request) {
  const filters = feedFilters(new URL(req.url).searchParams);
  const catalog = await getCatalog();
  // An empty feed would tell readers there is nothing; better to say "try later".
  if (catalog.error && catalog.items.length === 0) {
    return new Response(DATA_MESSAGES.loadFailed, { status: 503, headers: { 'Retry-After': '300', 'Cache-Control': 'no-store' } });
  }
  const label = filtersLabel(filters);
  const xml = rssFeed(newestForFeed(filterForFeed(catalog.index, filters)), {
    title: label ? LAYOUT_WORDS.feedTitleFor(site.name, label) : LAYOUT_WORDS.feedTitle(site.name),
    description: label ? LAYOUT_WORDS.feedDescriptionFor(site.name, label, site.tagline) : site.description,
    siteUrl: site.url,
    selfUrl: `${site.url}/feed.xml${filtersQuery(filters)}`,
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
