import { isExpired, publishedAsRead, todayInJakarta, toJakartaDate } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import { parseSearchFilters } from '@/lib/search/params';
import type { SearchFilters } from '@/lib/search/params';

/** A saved search's query string as filters; only the filter parameters count (no page, no sort). */
export function digestFilters(query: string): SearchFilters {
  return parseSearchFilters(Object.fromEntries(new URLSearchParams(query)));
}

/**
 * The week's new competitions for a saved search: published, or extended ("Diperpanjang"), in the 7 days before
 * `now` (Jakarta), still open, newest first. `search` is the site's own search (the catalog's index), so a digest finds what /search finds.
 */
export function digestMatches(
  search: (filters: SearchFilters, today: string) => readonly Competition[],
  query: string,
  now: number,
): Competition[] {
  const today = todayInJakarta(now);
  const since = todayInJakarta(now - 7 * 86_400_000);
  // A stored future publish date counts as the day the listing was last saved (publishedAsRead).
  const published = (c: Competition) => toJakartaDate(publishedAsRead(c, now));
  return search(digestFilters(query), today)
    .filter((c) => {
      const extended = c.extension?.at ?? '';
      const inWeek = (d: string) => d >= since && d <= today;
      return (inWeek(published(c)) || inWeek(extended)) && !isExpired(c.registration.end, today);
    })
    .sort((a, b) => published(b).localeCompare(published(a)));
}
