/** The addresses that subscribe a calendar app to the site's deadline feed (`/kalender.ics`) at `siteUrl`. */
export function calendarSubscription(siteUrl: string, path = '/kalender.ics'): { webcal: string; google: string; file: string } {
  const file = `${siteUrl.replace(/\/+$/, '')}${path}`;
  const webcal = file.replace(/^https?:/, 'webcal:');
  // Google Calendar's "add by URL": it takes the feed's address as `cid`.
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`, file };
}
