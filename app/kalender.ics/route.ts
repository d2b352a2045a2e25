import { todayInJakarta } from '@/lib/competitions/dates';
import { isOpenUntil } from '@/lib/competitions/deadline';
import { feedFilters, filterForFeed, filtersLabel } from '@/lib/search/feed-filters';
import { calendarFeed } from '@/lib/competitions/ics';
import { getCatalog } from '@/lib/data/catalog';
import { site } from '@/lib/site';
import { DATA_MESSAGES } from '@/lib/words/errors';
import { LAYOUT_WORDS } from '@/lib/words/visitor';

/** A subscribable calendar of open competitions' registration deadlines; filters as on /search. */
export async function GET(req: Request) {
  const filters = feedFilters(new URL(req.url).searchParams);
  const catalog = await getCatalog();
  // An empty calendar would make subscribed calendars drop every event.
  if (catalog.error && catalog.items.length === 0) {
    return new Response(DATA_MESSAGES.loadFailed, { status: 503, headers: { 'Retry-After': '300', 'Cache-Control': 'no-store' } });
  }
  const today = todayInJakarta();
  const items = filterForFeed(catalog.index, filters)
    .filter((c) => isOpenUntil(c.registration.end, today))
    .sort((a, b) => a.registration.end.localeCompare(b.registration.end));
  const label = filtersLabel(filters);
  const body = calendarFeed(items, {
    siteUrl: site.url,
    siteName: site.name,
    name: label ? LAYOUT_WORDS.calendarTitleFor(site.name, label) : LAYOUT_WORDS.calendarTitle(site.name),
    description: LAYOUT_WORDS.calendarDescription(site.name),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="kalender-lomba.ics"',
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
