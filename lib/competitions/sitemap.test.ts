import { describe, expect, it } from 'vitest';
import {
  rootSitemapXml,
  SITEMAP_MAX_URLS,
  sitemapFileCount,
  sitemapFileNumber,
  sitemapFileXml,
  sitemapIndexXml,
  sitemapSource,
  SitemapUnavailableError,
  sitemapUrls,
  STATIC_SITEMAP_PATHS,
  urlsetXml,
  w3cDatetime,
} from './sitemap';
import { competitionPath } from './slug';

const SITE = 'https://lomba.test';
const item = (id: string, title = `Lomba ${id}`, published_date = '2025-07-01') => ({ id, title, published_date });
const src = (n: number) => ({ siteUrl: SITE, items: Array.from({ length: n }, (_, i) => item(String(i + 1))) });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const STATIC = STATIC_SITEMAP_PATHS.length;

describe('w3cDatetime', () => {
  it('writes UTC seconds with a Z', () => {
    expect(w3cDatetime(Date.parse('2025-07-01T00:00:00+07:00'))).toBe('2025-06-30T17:00:00Z');
    expect(w3cDatetime(Date.parse('2025-07-01T08:30:15.250Z'))).toBe('2025-07-01T08:30:15Z');
    expect(w3cDatetime(Date.parse('2025-07-01T08:30:15Z'))).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('is empty for what has no W3C form', () => {
    expect(w3cDatetime(Number.NaN)).toBe('');
    expect(w3cDatetime(Number.NEGATIVE_INFINITY)).toBe('');
    expect(w3cDatetime(Date.UTC(10000, 0, 1))).toBe('');
    expect(w3cDatetime(Date.UTC(-1, 0, 1))).toBe('');
  });
});

describe('urlset', () => {
  it('lists the static pages, then every competition with its published date', () => {
    const xml = rootSitemapXml({ siteUrl: SITE, items: [item('1', 'Lomba Esai Nasional', '2025-07-01'), item('2', 'Tanpa Tanggal', '')] });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(locs(xml)).toEqual([
      ...STATIC_SITEMAP_PATHS.map((p) => `${SITE}${p}`),
      `${SITE}/berita/1-lomba-esai-nasional`,
      `${SITE}/berita/2-tanpa-tanggal`,
    ]);
    expect(xml).toContain(`<url><loc>${SITE}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${SITE}/tags</loc></url>`);
    expect(xml).toContain(`<url><loc>${SITE}/berita/1-lomba-esai-nasional</loc><lastmod>2025-06-30T17:00:00Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${SITE}/berita/2-tanpa-tanggal</loc></url>`);
  });

  it('XML-escapes every URL', () => {
    const xml = urlsetXml([{ loc: `${SITE}/a?b=1&c=<2>'"`, lastmod: '' }]);
    expect(xml).toContain('<loc>https://lomba.test/a?b=1&amp;c=&lt;2&gt;&apos;&quot;</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
    // An id with a quote survives encodeURIComponent, so the escape is what keeps the XML well formed.
    const quoted = item("o'k", 'Judul');
    expect(competitionPath(quoted)).toContain("'");
    expect(rootSitemapXml({ siteUrl: 'https://a.test/?x=1&y=2', items: [quoted] })).toContain(
      'https://a.test/?x=1&amp;y=2/berita/o&apos;k-judul</loc>',
    );
    expect(sitemapIndexXml([{ loc: 'https://a.test/s?a&b', lastmod: '' }])).toContain('<loc>https://a.test/s?a&amp;b</loc>');
    // Characters XML 1.0 forbids are dropped; a valid astral character is kept.
    expect(urlsetXml([{ loc: 'https://a.test/x\u0001y\ud83c\udfc6\ud800', lastmod: '' }])).toContain(
      '<loc>https://a.test/xy\ud83c\udfc6</loc>',
    );
  });

  it('takes any slice of the whole list', () => {
    const s = src(5);
    expect(sitemapUrls(s).map((u) => u.loc)).toHaveLength(STATIC + 5);
    expect(sitemapUrls(s, STATIC - 1, STATIC + 1).map((u) => u.loc)).toEqual([`${SITE}/disclaimer`, `${SITE}/berita/1-lomba-1`]);
    expect(sitemapUrls(s, STATIC + 4, STATIC + 100).map((u) => u.loc)).toEqual([`${SITE}/berita/5-lomba-5`]);
  });
});

describe('index vs urlset', () => {
  it('stays one urlset up to the limit', () => {
    const limit = STATIC + 2;
    expect(sitemapFileCount(src(2), limit)).toBe(0);
    const xml = rootSitemapXml(src(2), limit);
    expect(xml).toContain('<urlset');
    expect(locs(xml)).toHaveLength(limit);
    expect(sitemapFileXml(src(2), '1.xml', limit)).toBeNull();
  });

  it('becomes an index of files of at most `limit` URLs one past it', () => {
    const limit = STATIC + 2;
    const s = src(3);
    expect(sitemapFileCount(s, limit)).toBe(2);
    const xml = rootSitemapXml(s, limit);
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(xml).not.toContain('<urlset');
    expect(locs(xml)).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`]);
    const first = sitemapFileXml(s, '1.xml', limit)!;
    const second = sitemapFileXml(s, '2.xml', limit)!;
    expect(first).toContain('<urlset');
    expect(locs(first)).toHaveLength(limit);
    expect(locs(second)).toEqual([`${SITE}/berita/3-lomba-3`]);
    expect([...locs(first), ...locs(second)]).toEqual(sitemapUrls(s).map((u) => u.loc));
  });

  it('gives each file the newest lastmod of its competitions', () => {
    const limit = STATIC + 2;
    const s = {
      siteUrl: SITE,
      items: [item('1', 'a', '2025-01-01'), item('2', 'b', '2025-03-01'), item('3', 'c', ''), item('4', 'd', '2025-02-01T10:00:00Z')],
    };
    const xml = rootSitemapXml(s, limit);
    expect(xml).toContain(`<sitemap><loc>${SITE}/sitemaps/1.xml</loc><lastmod>2025-02-28T17:00:00Z</lastmod></sitemap>`);
    expect(xml).toContain(`<sitemap><loc>${SITE}/sitemaps/2.xml</loc><lastmod>2025-02-01T10:00:00Z</lastmod></sitemap>`);
    // A file of static pages only has no date to give.
    expect(rootSitemapXml(src(1), 3)).toContain(`<sitemap><loc>${SITE}/sitemaps/1.xml</loc></sitemap>`);
  });

  it('never gives a lastmod after the last save or the time it is built', () => {
    const now = Date.parse('2025-03-10T05:00:00Z');
    const ahead = { ...item('5', 'e', '2025-12-01'), updated_at: '2025-02-20T03:00:00.000Z' };
    const unsaved = item('6', 'f', '2025-12-01');
    const s = { siteUrl: SITE, items: [item('1', 'a', '2025-01-01'), ahead, unsaved], now };
    expect(
      sitemapUrls(s)
        .slice(STATIC)
        .map((u) => u.lastmod),
    ).toEqual(['2024-12-31T17:00:00Z', '2025-02-19T17:00:00Z', '2025-03-09T17:00:00Z']);
    expect(rootSitemapXml(s, STATIC + 1)).toContain(`<sitemap><loc>${SITE}/sitemaps/2.xml</loc><lastmod>2025-03-09T17:00:00Z</lastmod>`);
  });

  it('404s unknown and out-of-range names', () => {
    const limit = STATIC + 2;
    const s = src(3);
    for (const name of ['0.xml', '3.xml', '01.xml', '1', '1.xml.gz', 'a.xml', '-1.xml', '1.5.xml', '', '9999999999.xml']) {
      expect(sitemapFileXml(s, name, limit), name).toBeNull();
    }
    expect(sitemapFileNumber('12.xml')).toBe(12);
    expect(sitemapFileNumber('012.xml')).toBeNull();
  });

  it('uses the protocol limit of 50,000 by default and handles 100k competitions quickly', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const s = src(100_000);
    const started = performance.now();
    const index = rootSitemapXml(s);
    const parts = [1, 2, 3].map((n) => sitemapFileXml(s, `${n}.xml`)!);
    const elapsed = performance.now() - started;
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${SITE}/sitemaps/${n}.xml`));
    expect(parts.map((p) => locs(p).length)).toEqual([50_000, 50_000, STATIC]);
    expect(sitemapFileXml(s, '4.xml')).toBeNull();
    expect(elapsed).toBeLessThan(5_000);
    expect(sitemapFileCount(src(SITEMAP_MAX_URLS - STATIC))).toBe(0);
    expect(sitemapFileCount(src(SITEMAP_MAX_URLS - STATIC + 1))).toBe(2);
  });
});

describe('sitemapSource', () => {
  it('throws on a failed first read so the cached sitemap stays, except during the build', () => {
    expect(() => sitemapSource({ items: [], error: 'boom' }, SITE)).toThrow(SitemapUnavailableError);
    expect(sitemapSource({ items: [], error: 'boom' }, SITE, true)).toMatchObject({ items: [], siteUrl: SITE });
    const items = [item('1')];
    expect(sitemapSource({ items, error: 'boom' }, SITE).items).toBe(items);
    expect(sitemapSource({ items: [], error: null }, SITE).items).toEqual([]);
  });
});
