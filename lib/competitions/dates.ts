/** Dates are computed in Asia/Jakarta (UTC+7, no daylight saving) so server and browser agree. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
export const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const;

/** Today's date in Jakarta as YYYY-MM-DD. */
export function todayInJakarta(now: number = Date.now()): string {
  return new Date(now + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Jakarta calendar date (YYYY-MM-DD) of a date or ISO timestamp; '' when it cannot be read. */
export function toJakartaDate(value: string): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parts(value) ? value : '';
  // A timestamp without an offset is Jakarta time, not the server's or browser's local time.
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(value) ? `${value}+07:00` : value);
  const shifted = new Date(t + JAKARTA_OFFSET_MS);
  const y = shifted.getUTCFullYear();
  return Number.isNaN(y) || y < 0 || y > 9999 ? '' : shifted.toISOString().slice(0, 10);
}

/** Year, month, day and weekday of a real calendar date; null for `2025-02-30` and the like. */
function parts(date: string): { y: number; m: number; d: number; weekday: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  return { y, m: mo, d, weekday: dt.getUTCDay() };
}

/** "Selasa, 1 Juli 2025"; "N/A" when missing or unreadable. */
export function formatLongDate(value: string | undefined | null): string {
  const p = parts(toJakartaDate(value ?? ''));
  if (!p) return 'N/A';
  return `${WEEKDAYS[p.weekday]}, ${p.d} ${MONTHS[p.m - 1]} ${p.y}`;
}

/** "10 Desember", or "10 Desember 2025" when its year is not `sameYearAs`'s; "N/A" when unreadable. */
export function formatDayMonth(value: string, sameYearAs = ''): string {
  const p = parts(toJakartaDate(value));
  if (!p) return 'N/A';
  return `${p.d} ${MONTHS[p.m - 1]}${sameYearAs.slice(0, 4) === String(p.y) ? '' : ` ${p.y}`}`;
}

/** "1 Jul 2025 14.05" in Jakarta time, for message lists. */
export function formatShortDateTime(epochMs: number): string {
  const shifted = new Date(epochMs + JAKARTA_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return 'N/A';
  const iso = shifted.toISOString();
  const p = parts(iso.slice(0, 10));
  if (!p) return 'N/A';
  return `${p.d} ${MONTHS_SHORT[p.m - 1]} ${p.y} ${iso.slice(11, 13)}.${iso.slice(14, 16)}`;
}

/** Expired when today (Jakarta) is after the registration end; no end date never expires. */
export function isExpired(end: string, today: string = todayInJakarta()): boolean {
  return Boolean(end) && today > end;
}

/** Whole days from `today` to `date` (both YYYY-MM-DD); negative in the past. */
export function daysUntil(date: string, today: string = todayInJakarta()): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Milliseconds for sorting a date or timestamp; NaN when missing. */
export function dateValue(value: string): number {
  if (!value) return Number.NaN;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00+07:00`);
  return Date.parse(value);
}

/**
 * A publish date as it may be shown and sent: never after `now` (a listing is published when it goes up, not when
 * its registration opens). A later one becomes today's date in Jakarta; an unreadable one is kept as it is.
 */
export function publishedNotAfter(value: string, now: number = Date.now()): string {
  const t = dateValue(value);
  return Number.isNaN(t) || t <= now ? value : todayInJakarta(now);
}

type Published = { published_date: string; updated_at?: string | undefined };

/** The latest moment a stored listing can honestly say it was published: its last save, and never after `now`. */
function publishedLimit(c: Published, now: number): number {
  const saved = dateValue(c.updated_at ?? '');
  return Number.isNaN(saved) ? now : Math.min(saved, now);
}

/**
 * A stored listing's publish date as every reader shows and sends it (the detail page, the RSS feed, the sitemap,
 * the calendar file, JSON-LD, the "Terbaru Diterbitkan" order, the weekly digest). Writes refuse a future date, but
 * one stored earlier (by hand, or by a version that took a submission's registration start) is still in the data.
 * Such a listing has been on the site since it was saved, so its publish date is at the latest the Jakarta day of
 * its last save (`updated_at`), or of `now` for a record saved without one. The last save, not today: today would
 * make the listing look new again every day (a feed reader, a crawler and the digest would take it as new), while
 * the save is a fixed day the listing was already public. A date on or before that is kept as it is.
 */
export function publishedAsRead(c: Published, now: number = Date.now()): string {
  return publishedNotAfter(c.published_date, publishedLimit(c, now));
}

/** publishedAsRead as milliseconds (dateValue), for sorting and feeds; NaN when there is no readable date. */
export function publishedTimeAsRead(c: Published, now: number = Date.now()): number {
  const t = dateValue(c.published_date);
  const limit = publishedLimit(c, now);
  return t > limit ? dateValue(todayInJakarta(limit)) : t;
}
