import { publishedTimeAsRead } from './dates';
import { xmlEscape } from './rss';
import type { Competition } from './schema';
import { competitionPath } from './slug';
import { itemAt } from '@/lib/checked';

/** The sitemap protocol's limit of URLs per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

export const STATIC_SITEMAP_PATHS = [
  '/',
  '/tags',
  '/arsip',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie',
  '/disclaimer',
] as const;

type SitemapSource = {
  /** Competitions in the order they are listed. */
  items: readonly Pick<Competition, 'id' | 'title' | 'published_date' | 'updated_at'>[];
  /** Absolute origin without a trailing slash. */
  siteUrl: string;
  /** When the sitemap is built: no lastmod is later (publishedTimeAsRead). Defaults to the time of the call. */
  now?: number;
};

/** The data could not be read and there is no earlier copy: better the last sitemap than one without competitions. */
export class SitemapUnavailableError extends Error {
  constructor(reason: string) {
    super(`Sitemap not rebuilt: ${reason}`);
    this.name = 'SitemapUnavailableError';
  }
}

/**
 * The source for a catalog read. A failed first read throws, so the ISR cache keeps serving the last sitemap; during
 * the build there is no last sitemap and throwing would fail the build, so the static pages go out alone until the
 * first revalidation.
 */
export function sitemapSource(
  catalog: { items: SitemapSource['items']; error: string | null },
  siteUrl: string,
  building = false,
): SitemapSource {
  if (catalog.error && catalog.items.length === 0 && !building) throw new SitemapUnavailableError(catalog.error);
  return { items: catalog.items, siteUrl, now: Date.now() };
}

/**
 * A URL and, for a competition, its published date. No `changefreq` or `priority`: Google ignores both, and they were
 * a third of the file's bytes.
 */
type SitemapUrl = { loc: string; lastmod: string };

// Anything xmlEscape would change: the five special characters, controls, lone surrogates, U+FFFE/U+FFFF.
const NEEDS_ESCAPE = /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;
const escapeUrl = (url: string) => (NEEDS_ESCAPE.test(url) ? xmlEscape(url) : url);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** W3C Datetime (`2025-07-01T00:00:00Z`) of an epoch-ms value; '' when it has no 4-digit-year form. */
export function w3cDatetime(t: number): string {
  if (!Number.isFinite(t)) return '';
  const d = new Date(t);
  const y = d.getUTCFullYear();
  if (Number.isNaN(y) || y < 0 || y > 9999) return '';
  return `${d.toISOString().slice(0, 19)}Z`;
}

function sitemapUrlCount(src: SitemapSource): number {
  return STATIC_SITEMAP_PATHS.length + src.items.length;
}

/** 0 when every URL fits in /sitemap.xml itself, else how many /sitemaps/N.xml files the index lists. */
export function sitemapFileCount(src: SitemapSource, limit: number = SITEMAP_MAX_URLS): number {
  const total = sitemapUrlCount(src);
  return total <= limit ? 0 : Math.ceil(total / limit);
}

/** The URLs at positions [start, end) of the whole list: the static pages, then every competition. */
export function sitemapUrls(src: SitemapSource, start = 0, end: number = sitemapUrlCount(src)): SitemapUrl[] {
  const out: SitemapUrl[] = [];
  // Many competitions share a published date: each is formatted once.
  const lastmods = new Map<number, string>();
  const now = src.now ?? Date.now();
  const last = Math.min(end, sitemapUrlCount(src));
  for (let i = Math.max(0, start); i < last; i++) {
    if (i < STATIC_SITEMAP_PATHS.length) {
      const p = itemAt(STATIC_SITEMAP_PATHS, i);
      out.push({ loc: `${src.siteUrl}${p}`, lastmod: '' });
      continue;
    }
    const c = itemAt(src.items, i - STATIC_SITEMAP_PATHS.length);
    const t = publishedTimeAsRead(c, now);
    let lastmod = lastmods.get(t);
    if (lastmod === undefined) lastmods.set(t, (lastmod = w3cDatetime(t)));
    out.push({ loc: `${src.siteUrl}${competitionPath(c)}`, lastmod });
  }
  return out;
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const parts = new Array<string>(urls.length + 3);
  parts[0] = XML_HEAD;
  parts[1] = `<urlset xmlns="${NS}">`;
  for (let i = 0; i < urls.length; i++) {
    const u = itemAt(urls, i);
    parts[i + 2] = `<url><loc>${escapeUrl(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`;
  }
  parts[urls.length + 2] = '</urlset>\n';
  return parts.join('\n');
}

export function sitemapIndexXml(files: readonly { loc: string; lastmod: string }[]): string {
  return [
    XML_HEAD,
    `<sitemapindex xmlns="${NS}">`,
    ...files.map((f) => `<sitemap><loc>${escapeUrl(f.loc)}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`),
    '</sitemapindex>\n',
  ].join('\n');
}

function sitemapFilePath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

/** The N of a `N.xml` file name; null for anything else (leading zeros included, so each file has one name). */
export function sitemapFileNumber(name: string): number | null {
  const m = /^([1-9]\d{0,8})\.xml$/.exec(name);
  return m ? Number(m[1]) : null;
}

/** The newest lastmod of each file, from the dates alone (no URLs built). */
function fileLastmods(src: SitemapSource, files: number, limit: number): string[] {
  const newest = new Array<number>(files).fill(Number.NEGATIVE_INFINITY);
  const now = src.now ?? Date.now();
  src.items.forEach((c, i) => {
    const t = publishedTimeAsRead(c, now);
    const f = Math.floor((i + STATIC_SITEMAP_PATHS.length) / limit);
    if (t > itemAt(newest, f)) newest[f] = t;
  });
  return newest.map(w3cDatetime);
}

/** What /sitemap.xml serves: every URL while they fit in one file, else an index of /sitemaps/N.xml. */
export function rootSitemapXml(src: SitemapSource, limit: number = SITEMAP_MAX_URLS): string {
  const files = sitemapFileCount(src, limit);
  if (files === 0) return urlsetXml(sitemapUrls(src));
  const lastmods = fileLastmods(src, files, limit);
  return sitemapIndexXml(lastmods.map((lastmod, i) => ({ loc: `${src.siteUrl}${sitemapFilePath(i + 1)}`, lastmod })));
}

/** What /sitemaps/{name} serves; null (404) unless /sitemap.xml is an index that lists it. */
export function sitemapFileXml(src: SitemapSource, name: string, limit: number = SITEMAP_MAX_URLS): string | null {
  const n = sitemapFileNumber(name);
  if (n === null || n > sitemapFileCount(src, limit)) return null;
  return urlsetXml(sitemapUrls(src, (n - 1) * limit, n * limit));
}
