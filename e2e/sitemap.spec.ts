import { expect, test } from '@playwright/test';
import { competitionPath } from '../lib/competitions/slug';
import { MAIN_PORT } from './support/env.mjs';
import { readMainData } from './support/data';

const data = readMainData();
// The sitemap's URLs use SITE_URL, which the test servers set to the main server's address.
const SITE = `http://127.0.0.1:${MAIN_PORT}`;
const STATIC_PATHS = ['/', '/tags', '/arsip', '/about', '/contact', '/privacy-policy', '/terms-of-service', '/cookie', '/disclaimer'];

test.describe('sitemap.xml', () => {
  test('is served from the ISR cache with a shared-cache lifetime', async ({ request }) => {
    // The first request after a start renders it (the build's copy, made with no data, is never served).
    expect((await request.get('/sitemap.xml')).status()).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await request.get('/sitemap.xml');
      expect(res.status()).toBe(200);
      const headers = res.headers();
      expect(headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(headers['cache-control']).toMatch(/^s-maxage=60, stale-while-revalidate=\d+$/);
      expect(headers['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    }
  });

  test('lists every static page and every competition, once each, with its lastmod', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(STATIC_PATHS.length + data.length);
    expect(new Set(locs).size).toBe(locs.length);
    for (const p of STATIC_PATHS) expect(locs).toContain(`${SITE}${p}`);
    for (const c of data) {
      const loc = `${SITE}${competitionPath(c)}`;
      expect(locs).toContain(loc);
      if (c.published_date) expect(xml).toContain(`<loc>${loc}</loc><lastmod>`);
    }
    for (const m of xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)) expect(m[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  test('has no split files while everything fits in one', async ({ request }) => {
    for (const path of ['/sitemaps/1.xml', '/sitemaps/2.xml', '/sitemaps/0.xml', '/sitemaps/abc']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('robots.txt points to it', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
