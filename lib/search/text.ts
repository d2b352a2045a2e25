import { formatLongDate } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';

/** Joins the searchable fields; no query word holds it, so no word matches across two fields. */
export const SEP = '\u0001';

/** A missing date has no text: "N/A" is a placeholder, not something a visitor looks for. */
export function searchableDate(value: string): string {
  const formatted = formatLongDate(value);
  return formatted === 'N/A' ? '' : formatted;
}

/** The searchable fields, the one list of them: `date` formats each date (a build passes a memoised one). */
export function searchableText(c: Competition, date: (value: string) => string = searchableDate): string {
  return [
    c.title,
    c.description,
    c.categories.join(' '),
    c.tags.join(' '),
    date(c.registration.start),
    date(c.registration.end),
    date(c.published_date),
  ]
    .join(SEP)
    .toLowerCase();
}

/** `/[\s\u0001]/` by character code: what splits a query into words, and the field separator. */
export function isSeparator(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13) || c === 1;
  if (c < 160) return false;
  return (
    c === 160 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * A copy of `s` that stands alone. V8 makes a slice of 13 or more characters a view into the string it was cut
 * from, so a token kept as `text.slice(...)` would keep its item's whole lower-cased text alive (about 175 MB at
 * 100k competitions, where every item holds a unique link); the JSON round trip makes a fresh string.
 */
export const detached = (s: string): string => (s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string));

/**
 * Spec section 5: a query matches when its whole phrase or any of its whitespace-separated words appears in the
 * text (a phrase that appears contains each of its words, so "any word" decides). These are the words, lower-cased
 * and distinct; a word holding the field separator could match across two fields, which no single field would.
 */
export function queryWords(q: string): string[] {
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w && !w.includes(SEP)),
    ),
  ];
}
