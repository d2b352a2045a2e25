import { dateValue, publishedAsRead } from './dates';
import { factLines } from './fact-text';
import { competitionUrl } from './ics';
import type { Competition } from './schema';
import { sortCompetitions } from './sort';
import { excerpt } from './text';

/** RSS 2.0 of the newest competitions by published date. */

export const FEED_LIMIT = 50;
const EXCERPT_CHARS = 300;

/** Text for XML 1.0: the five special characters escaped and characters XML forbids removed. */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/** RFC 822 date-time (RFC 1123 form, as RSS readers expect); '' when the date cannot be read. */
export function rfc822(value: string): string {
  const t = dateValue(value);
  return Number.isNaN(t) ? '' : new Date(t).toUTCString();
}

/**
 * Newest first by published date, at most FEED_LIMIT. A stored publish date after the listing's last save or `now`
 * counts as publishedAsRead says: it neither leads the feed nor goes out as a future `pubDate`.
 */
export function newestForFeed<T extends Competition>(items: readonly T[], now: number = Date.now()): T[] {
  const dated = items.map((c) => {
    const published = publishedAsRead(c, now);
    return published === c.published_date ? c : { ...c, published_date: published };
  });
  return sortCompetitions(dated, 'published_date_desc').slice(0, FEED_LIMIT);
}

type Channel = {
  title: string;
  description: string;
  siteUrl: string;
  /** The feed's own URL (atom:link rel="self"). */
  selfUrl: string;
  now?: number;
};

const el = (name: string, text: string, attrs = '') => `<${name}${attrs}>${xmlEscape(text)}</${name}>`;

function itemXml(c: Competition, siteUrl: string): string {
  const url = competitionUrl(c, siteUrl);
  const pubDate = rfc822(c.published_date);
  return [
    '<item>',
    el('title', c.title),
    el('link', url),
    el('guid', url, ' isPermaLink="true"'),
    pubDate ? el('pubDate', pubDate) : '',
    el('description', [...factLines(c), excerpt(c.description, EXCERPT_CHARS)].join('\n')),
    ...c.categories.map((cat) => el('category', cat)),
    ...c.tags.map((t) => el('category', t)),
    '</item>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The whole feed; `items` are taken as given (call newestForFeed first). */
export function rssFeed(items: readonly Competition[], ch: Channel): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    el('title', ch.title),
    el('link', `${ch.siteUrl}/`),
    el('description', ch.description),
    el('language', 'id'),
    el('lastBuildDate', new Date(ch.now ?? Date.now()).toUTCString()),
    el('ttl', '60'),
    `<atom:link href="${xmlEscape(ch.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((c) => itemXml(c, ch.siteUrl)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
