import { dateValue, formatLongDate, publishedTimeAsRead } from './dates';
import { factLines, placeText } from './fact-text';
import type { Competition } from './schema';
import { competitionPath } from './slug';

/** iCalendar (RFC 5545) for registration deadlines: one all-day event on each registration end. */

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

type Calendar = {
  siteUrl: string;
  siteName: string;
  /** Generation time (DTSTAMP); now by default. */
  now?: number;
};

/** TEXT escaping of RFC 5545 section 3.3.11; control characters (not allowed in TEXT) are dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?|\n/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[\\;,]/g, (ch) => `\\${ch}`)
    .replace(/\n/g, '\\n');
}

/** Folds a content line at 75 octets (section 3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const compactDate = (date: string) => date.replace(/-/g, '');

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function competitionUrl(c: Pick<Competition, 'id' | 'title'>, siteUrl: string): string {
  return `${siteUrl}${competitionPath(c)}`;
}

/** `{id}@{host}`: the same for the download and the feed, so calendars update the event instead of doubling it. */
function eventUid(c: Pick<Competition, 'id'>, siteUrl: string): string {
  return `${c.id}@${new URL(siteUrl).hostname}`;
}

const eventSummary = (c: Pick<Competition, 'title'>) => `Batas pendaftaran: ${c.title}`;

// SEQUENCE counts seconds from here, so it grows with every save and stays far below 2^31 for decades.
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

/**
 * When the competition last changed (its last save through the site, else its publish date), as SEQUENCE and
 * LAST-MODIFIED: calendars that already hold the event (same UID) replace it only when SEQUENCE went up.
 */
function revision(c: Pick<Competition, 'updated_at' | 'published_date'>): { sequence: number; lastModified: string } | null {
  const t = dateValue(c.updated_at ?? '');
  if (!Number.isNaN(t)) return { sequence: Math.max(0, Math.floor((t - SEQUENCE_EPOCH_MS) / 1000)), lastModified: utcStamp(t) };
  const published = publishedTimeAsRead(c);
  return Number.isNaN(published) ? null : { sequence: 0, lastModified: utcStamp(published) };
}

function eventDescription(c: Competition, url: string): string {
  return [
    `Hari terakhir pendaftaran ${c.title}: ${formatLongDate(c.registration.end)}.`,
    c.categories.length ? `Kategori: ${c.categories.join(', ')}` : '',
    ...factLines(c),
    `Info lengkap dan cara mendaftar: ${url}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function eventLines(c: Competition, cal: Calendar, stamp: string, alarm: boolean): string[] {
  const end = c.registration.end;
  const url = competitionUrl(c, cal.siteUrl);
  const rev = revision(c);
  const place = placeText(c);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${eventUid(c, cal.siteUrl)}`,
    `DTSTAMP:${stamp}`,
    ...(rev ? [`SEQUENCE:${rev.sequence}`, `LAST-MODIFIED:${rev.lastModified}`] : []),
    `DTSTART;VALUE=DATE:${compactDate(end)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(end))}`,
    `SUMMARY:${escapeText(eventSummary(c))}`,
    `DESCRIPTION:${escapeText(eventDescription(c, url))}`,
    `URL:${url}`,
  ];
  if (place) lines.push(`LOCATION:${escapeText(place)}`);
  if (c.categories.length) lines.push(`CATEGORIES:${c.categories.map(escapeText).join(',')}`);
  lines.push('TRANSP:TRANSPARENT');
  if (alarm) {
    // 15 hours before the all-day event starts: 09.00 on the day before.
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(`Besok batas pendaftaran: ${c.title}`)}`,
      'TRIGGER:-PT15H',
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

function calendar(head: string[], events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', ...head, ...events.flat(), 'END:VCALENDAR'];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

function calendarHead(cal: Calendar): string[] {
  return ['VERSION:2.0', `PRODID:-//${escapeText(cal.siteName)}//Kalender Lomba//ID`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
}

/** One competition's deadline, for "Tambah ke Kalender"; null without an end date. */
export function competitionIcs(c: Competition, cal: Calendar): string | null {
  if (!c.registration.end) return null;
  return calendar(calendarHead(cal), [eventLines(c, cal, utcStamp(cal.now ?? Date.now()), true)]);
}

/** The subscribable feed: every given competition that has an end date, in the given order. */
export function calendarFeed(items: readonly Competition[], cal: Calendar & { name: string; description: string }): string {
  const stamp = utcStamp(cal.now ?? Date.now());
  const head = [
    ...calendarHead(cal),
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    `X-WR-CALDESC:${escapeText(cal.description)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
  return calendar(
    head,
    items.filter((c) => c.registration.end).map((c) => eventLines(c, cal, stamp, false)),
  );
}

/** Google Calendar's "add event" link for the deadline; null without an end date. */
export function googleCalendarUrl(c: Competition, siteUrl: string): string | null {
  const end = c.registration.end;
  if (!end) return null;
  const url = competitionUrl(c, siteUrl);
  const details = `Hari terakhir pendaftaran ${c.title}: ${formatLongDate(end)}.\nInfo lengkap: ${url}`;
  return (
    'https://calendar.google.com/calendar/render?action=TEMPLATE' +
    `&text=${encodeURIComponent(eventSummary(c))}` +
    `&dates=${compactDate(end)}/${compactDate(nextDay(end))}` +
    `&details=${encodeURIComponent(details)}`
  );
}

/** The .ics download path of a competition's deadline. */
export const calendarPath = (c: Pick<Competition, 'id' | 'title'>) => `${competitionPath(c)}/kalender.ics`;
