import { publishedAsRead, toJakartaDate } from './dates';
import { competitionUrl } from './ics';
import { excerpt } from './text';
import type { Competition } from './schema';

/**
 * schema.org Event for a competition, following Google's Event rich-result rules: the attendance mode and the
 * location come from the competition's mode fact and nothing else, so an unknown mode claims none.
 */

const SCHEMA = 'https://schema.org/';

/** A poster URL as an absolute URL; site-relative paths get the site's origin. */
export function absoluteUrl(src: string, siteUrl: string): string {
  return src.startsWith('/') ? `${siteUrl}${src}` : src;
}

const ATTENDANCE = {
  online: 'OnlineEventAttendanceMode',
  offline: 'OfflineEventAttendanceMode',
  hybrid: 'MixedEventAttendanceMode',
} as const;

const ORGANIZER_LABEL = /^\s*(?:penyelenggara|diselenggarakan oleh|organizer|organized by)\s*[:\-–]?\s*(.{3,120}?)\s*$/im;
// "Himpunan Mahasiswa Kimia mengundang …": a capitalised subject before the verb of the first sentence.
const ORGANIZER_LEAD =
  /^((?:[\p{Lu}\d][\p{L}\p{N}'’&.-]*)(?:\s+(?:[\p{Lu}\d][\p{L}\p{N}'’&.-]*|dan|&|of|the|se-\p{L}+))*)\s+(?:kembali\s+)?(?:mengundang|membuka|menyelenggarakan|mengadakan|menggelar|menghadirkan|mempersembahkan|mengajak|menantang|mencari)(?![\p{L}])/u;
const NOT_A_NAME = new Set(['kami', 'kita', 'panitia', 'yuk', 'ayo', 'hai', 'halo', 'sekolah', 'kampus']);

/** The organiser named by the description, when it names one plainly; undefined otherwise. */
export function findOrganizer(description: string): string | undefined {
  const labelled = ORGANIZER_LABEL.exec(description)?.[1];
  if (labelled) return labelled.replace(/[.,;]+$/, '');
  const lead = ORGANIZER_LEAD.exec(description.trim())?.[1];
  return lead && lead.length >= 3 && lead.length <= 120 && !NOT_A_NAME.has(lead.toLowerCase()) ? lead : undefined;
}

/** The event's dates: the event's own when known, else the registration period; an end only when one is known. */
export function eventDates(c: Competition): { start: string; end?: string } | null {
  const { event_start, event_end } = c.stages ?? {};
  if (event_start) return { start: event_start, ...(event_end ? { end: event_end } : {}) };
  const regEnd = c.registration.end;
  const start = c.registration.start || toJakartaDate(publishedAsRead(c)) || regEnd || event_end || '';
  if (!start) return null;
  const end = event_end && event_end >= start ? event_end : regEnd && regEnd >= start ? regEnd : undefined;
  return { start, ...(end ? { end } : {}) };
}

function place(c: Competition) {
  const { city, province } = c.location ?? {};
  const name = [city, province].filter(Boolean).join(', ') || 'Indonesia';
  return {
    '@type': 'Place',
    name,
    address: {
      '@type': 'PostalAddress',
      ...(city ? { addressLocality: city } : {}),
      ...(province ? { addressRegion: province } : {}),
      addressCountry: 'ID',
    },
  };
}

/**
 * Where the event is. Offline: a Place; online: a VirtualLocation at the registration link (the page itself when
 * there is none); hybrid: both. Unknown mode: a known city or province as a Place, else where one takes part
 * online, the registration link or this page, since Google requires a location; no attendance mode is claimed.
 */
function locationOf(c: Competition, pageUrl: string): unknown {
  const virtual = { '@type': 'VirtualLocation', url: c.registration_url ?? pageUrl };
  switch (c.mode) {
    case 'offline':
      return place(c);
    case 'online':
      return virtual;
    case 'hybrid':
      return [place(c), virtual];
    default:
      return c.location ? place(c) : virtual;
  }
}

/** The offer, when the fee is known (Google requires a price): registration's window, `validThrough` its end. */
function offersOf(c: Competition, pageUrl: string): Record<string, unknown> | undefined {
  const fee = c.fee;
  if (!fee || (fee.type === 'paid' && fee.amount === undefined)) return undefined;
  return {
    '@type': 'Offer',
    price: fee.type === 'free' ? 0 : fee.amount,
    priceCurrency: 'IDR',
    url: c.registration_url ?? pageUrl,
    ...(c.registration.start ? { validFrom: c.registration.start } : {}),
    ...(c.registration.end ? { validThrough: c.registration.end } : {}),
    availability: `${SCHEMA}InStock`,
  };
}

/** The event, or null when the competition has no date at all to place it on. */
export function competitionEventJsonLd(c: Competition, siteUrl: string): Record<string, unknown> | null {
  const dates = eventDates(c);
  if (!dates) return null;
  const url = competitionUrl(c, siteUrl);
  const organizer = c.organizer ?? findOrganizer(c.description);
  const offers = offersOf(c, url);
  const moved =
    c.stages?.event_start && c.previous_event_start && c.previous_event_start !== c.stages.event_start ? c.previous_event_start : undefined;
  const images = c.thumbnails.length ? c.thumbnails.map((src) => absoluteUrl(src, siteUrl)) : [`${url}/opengraph-image`];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: c.title,
    description: excerpt(c.description, 500),
    startDate: dates.start,
    ...(dates.end ? { endDate: dates.end } : {}),
    // Rescheduled only when the event itself moved; an extended registration is the offer's validThrough.
    ...(moved ? { eventStatus: `${SCHEMA}EventRescheduled`, previousStartDate: moved } : { eventStatus: `${SCHEMA}EventScheduled` }),
    ...(c.mode ? { eventAttendanceMode: `${SCHEMA}${ATTENDANCE[c.mode]}` } : {}),
    location: locationOf(c, url),
    image: images,
    ...(organizer ? { organizer: { '@type': 'Organization', name: organizer } } : {}),
    ...(offers ? { offers } : {}),
    url,
    inLanguage: 'id-ID',
  };
}
