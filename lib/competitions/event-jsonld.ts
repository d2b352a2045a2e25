import { toJakartaDate } from './dates';
import { competitionUrl } from './ics';
import { excerpt } from './text';
import type { Competition } from './schema';

/** schema.org Event for a competition's registration period, following Google's event rich-result rules. */

const SCHEMA = 'https://schema.org/';

/** A poster URL as an absolute URL; site-relative paths get the site's origin. */
export function absoluteUrl(src: string, siteUrl: string): string {
  return src.startsWith('/') ? `${siteUrl}${src}` : src;
}

/** Offline when the text or tags say the event happens in person; registration itself is always online. */
export function attendanceMode(c: Pick<Competition, 'description' | 'tags'>): string {
  const offline = c.tags.includes('offline') || /\b(offline|luring|tatap muka)\b/i.test(c.description);
  return `${SCHEMA}${offline ? 'MixedEventAttendanceMode' : 'OnlineEventAttendanceMode'}`;
}

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

/** The event, or null when the competition has no date at all to place it on. */
export function competitionEventJsonLd(c: Competition, siteUrl: string): Record<string, unknown> | null {
  const end = c.registration.end;
  const start = c.registration.start || toJakartaDate(c.published_date) || end;
  if (!start) return null;
  const endDate = end && end >= start ? end : start;
  const url = competitionUrl(c, siteUrl);
  const organizer = findOrganizer(c.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: c.title,
    description: excerpt(c.description, 500),
    startDate: start,
    endDate,
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: attendanceMode(c),
    location: { '@type': 'VirtualLocation', url },
    ...(c.thumbnails.length ? { image: c.thumbnails.map((src) => absoluteUrl(src, siteUrl)) } : {}),
    ...(organizer ? { organizer: { '@type': 'Organization', name: organizer } } : {}),
    url,
    inLanguage: 'id-ID',
  };
}
