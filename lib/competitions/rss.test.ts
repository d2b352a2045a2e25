import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { feedFilters, filterForFeed, filtersLabel, filtersQuery } from '@/lib/search/feed-filters';
import { FEED_LIMIT, newestForFeed, rfc822, rssFeed, xmlEscape } from './rss';
import { excerpt } from './text';
import type { Competition } from './schema';
import { SearchIndex } from '@/lib/search/search-index';

const siteUrl = 'https://lomba.example';

function comp(i: number, over: Partial<Competition> = {}): Competition {
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String(Math.floor(i / 28) + 1).padStart(2, '0');
  return {
    id: String(1000 + i),
    title: `Lomba ${i}`,
    description: `Deskripsi lomba ${i}.`,
    thumbnails: [],
    tags: i % 2 ? ['gratis'] : ['berbayar'],
    categories: i % 3 ? ['SMA'] : ['SD'],
    registration: { start: '', end: '' },
    published_date: `2025-${month}-${day}`,
    ...over,
  };
}

const items = Array.from({ length: 70 }, (_, i) => comp(i));
const parser = new Parser();
const channel = {
  title: 'InfoLomba',
  description: 'Lomba terbaru',
  siteUrl,
  selfUrl: `${siteUrl}/feed.xml`,
  now: Date.parse('2025-07-01T00:00:00Z'),
};

describe('rssFeed', () => {
  it('has the newest 50 by published date, newest first', async () => {
    const feed = await parser.parseString(rssFeed(newestForFeed(items), channel));
    expect(feed.items).toHaveLength(FEED_LIMIT);
    expect(feed.items[0]!.title).toBe('Lomba 69');
    expect(feed.items[49]!.title).toBe('Lomba 20');
    const times = feed.items.map((it) => Date.parse(it.pubDate!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('never sends a publish date in the future: one still ahead counts as today', async () => {
    const now = Date.parse('2025-03-10T05:00:00Z');
    const ahead = comp(99, { title: 'Lomba Dibuka Desember', published_date: '2025-12-01' });
    const feed = await parser.parseString(rssFeed(newestForFeed([...items.slice(0, 60), ahead], now), { ...channel, now }));
    expect(Math.max(...feed.items.map((it) => Date.parse(it.pubDate!)))).toBeLessThanOrEqual(now);
    expect(feed.items.find((it) => it.title === 'Lomba Dibuka Desember')!.pubDate).toBe('Sun, 09 Mar 2025 17:00:00 GMT');
    // As published today: first, not ahead of everything for months.
    const times = feed.items.map((it) => Date.parse(it.pubDate!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('dates a stored future publish date by the last save, so it does not look new every day', async () => {
    const saved = comp(98, { title: 'Lomba Disimpan Februari', published_date: '2025-12-01', updated_at: '2025-02-20T03:00:00.000Z' });
    for (const now of [Date.parse('2025-03-10T05:00:00Z'), Date.parse('2025-03-20T05:00:00Z')]) {
      const feed = await parser.parseString(rssFeed(newestForFeed([...items.slice(0, 60), saved], now), { ...channel, now }));
      expect(feed.items.find((it) => it.title === 'Lomba Disimpan Februari')!.pubDate).toBe('Wed, 19 Feb 2025 17:00:00 GMT');
    }
  });

  it('describes the channel and each item', async () => {
    const xml = rssFeed(newestForFeed(items.slice(0, 3)), channel);
    expect(xml).toContain('<atom:link href="https://lomba.example/feed.xml" rel="self" type="application/rss+xml"/>');
    const feed = await parser.parseString(xml);
    expect(feed.title).toBe('InfoLomba');
    expect(feed.link).toBe('https://lomba.example/');
    expect(feed.description).toBe('Lomba terbaru');
    expect(feed.language).toBe('id');
    const item = feed.items.find((x) => x.title === 'Lomba 1')!;
    expect(item.link).toBe('https://lomba.example/berita/1001-lomba-1');
    expect(item.guid).toBe(item.link);
    expect(xml).toContain('<guid isPermaLink="true">https://lomba.example/berita/1001-lomba-1</guid>');
    expect(item.pubDate).toBe('Wed, 01 Jan 2025 17:00:00 GMT');
    expect(item.categories).toEqual(['SMA', 'gratis']);
    expect(item.contentSnippet).toBe('Deskripsi lomba 1.');
  });

  it('escapes markup and keeps the text readable', async () => {
    const tricky = comp(1, { title: 'Lomba <b>Esai</b> & "Puisi" \u0001', description: 'Baris satu\n\n<script>alert(1)</script> & dua' });
    const xml = rssFeed([tricky], channel);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
    const feed = await parser.parseString(xml);
    expect(feed.items[0]!.title).toBe('Lomba <b>Esai</b> & "Puisi" ');
    expect(feed.items[0]!.content).toContain('Baris satu <script>alert(1)</script> & dua');
  });

  it('leaves out pubDate for an item without a published date', () => {
    const xml = rssFeed([comp(1, { published_date: '' })], channel);
    expect(xml).not.toContain('<pubDate>');
  });
});

describe('feed filters', () => {
  const index = SearchIndex.build(items);

  it('reads categories and tags like /search and keeps category OR tag matches', async () => {
    const f = feedFilters(new URLSearchParams('categories=sma,XYZ&tag=%23Gratis'));
    expect(f).toEqual({ q: '', categories: ['SMA'], tags: ['gratis'] });
    const picked = filterForFeed(index, f);
    expect(picked.every((c) => c.categories.includes('SMA') || c.tags.includes('gratis'))).toBe(true);
    expect(picked.length).toBe(items.filter((c) => c.categories.includes('SMA') || c.tags.includes('gratis')).length);
    const feed = await parser.parseString(
      rssFeed(newestForFeed(filterForFeed(index, feedFilters(new URLSearchParams('categories=SD')))), channel),
    );
    expect(feed.items.length).toBe(items.filter((c) => c.categories.includes('SD')).length);
    expect(feed.items.every((it) => it.categories?.includes('SD'))).toBe(true);
  });

  it('gives everything without filters and labels filters for titles and links', () => {
    expect(filterForFeed(index, feedFilters(new URLSearchParams('')))).toHaveLength(70);
    const f = feedFilters(new URLSearchParams('categories=SMA&categories=SD&tag=gratis'));
    expect(filtersLabel(f)).toBe('SMA, SD, #gratis');
    expect(filtersQuery(f)).toBe('?categories=SMA%2CSD&tag=gratis');
    expect(filtersQuery(feedFilters(new URLSearchParams('')))).toBe('');
  });
});

describe('helpers', () => {
  it('xmlEscape, excerpt and rfc822', () => {
    expect(xmlEscape(`a&b<c>"d'\u0000`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(excerpt('kata '.repeat(100), 50).length).toBeLessThanOrEqual(51);
    expect(excerpt('kata '.repeat(100), 50).endsWith('…')).toBe(true);
    expect(excerpt('  pendek\n\nsaja ', 300)).toBe('pendek saja');
    expect(rfc822('2025-07-01')).toBe('Mon, 30 Jun 2025 17:00:00 GMT');
    expect(rfc822('2025-06-30T18:00:00.000Z')).toBe('Mon, 30 Jun 2025 18:00:00 GMT');
    expect(rfc822('')).toBe('');
  });
});

describe('facts in the feed', () => {
  it('lists the known facts before the excerpt, and nothing for unknown ones', async () => {
    const withFacts = comp(1, { fee: { type: 'free' }, mode: 'online', organizer: 'Himpunan <Kimia> & Co', verified_at: '2025-06-02' });
    const feed = await parser.parseString(rssFeed([withFacts, comp(2)], channel));
    const [a, b] = feed.items;
    expect(a?.content).toContain('Biaya: Gratis');
    expect(a?.content).toContain('Pelaksanaan: Online');
    expect(a?.content).toContain('Penyelenggara: Himpunan <Kimia> & Co');
    expect(a?.content).toContain('Terverifikasi: dicek Senin, 2 Juni 2025');
    expect(b?.content).toBe('Deskripsi lomba 2.');
  });
});
