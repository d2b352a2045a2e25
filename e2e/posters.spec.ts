import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeRasterPoster } from '../scripts/make-posters.mjs';
import { posterKey } from '../lib/posters/key';
import { loginAsAdmin } from './support/admin-api';
import { serverEnv } from './support/env.mjs';
import { startNextServer, type NextServer } from './support/next-server';

// Posters on an outside host (a poster host on 127.0.0.1 that this test controls and whose requests it counts),
// shown by a server of their own on a phone-sized screen: sized for the slot, kept when the source dies, and
// never fetched for an address that is not in the data.

const FILE = '.e2e/posters.json';
const served = new Map<string, Buffer>();
/** The poster fetcher's requests (lib/net/safe-fetch.ts, "InfoLombaBot"). */
const requests: string[] = [];
let host: http.Server;
let origin = '';
let server: NextServer;

const day = (n: number) => new Date(Date.now() + 7 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const item = (n: number, title: string, thumbnails: string[]) => ({
  id: String(1_800_000_000_000 + n),
  title,
  description: `Deskripsi ${title}.`,
  thumbnails,
  tags: ['poster'],
  categories: ['UMUM'],
  registration: { start: day(-10), end: day(60 - n) },
  // Newest first on /search: the cards come in the order of the list below.
  published_date: day(-5 - n),
});

// Pages rendered at build time show the build's data for up to a minute; a search is rendered for this server's.
const LIST = '/search?q=poster';
// The scheduled re-check of the sources runs this often (6 hours by default): short enough to see it within a test.
const RECHECK_SECONDS = 30;
const TITLES = [
  'Lomba Poster Satu',
  'Lomba Poster Dua',
  'Lomba Poster Tiga',
  'Lomba Poster Empat',
  'Lomba Poster Mati',
  'Lomba Poster Hilang Nanti',
];

test.beforeAll(async () => {
  for (const [name, n] of [
    ['satu.jpg', 1],
    ['dua.jpg', 2],
    ['tiga.jpg', 3],
    ['empat.jpg', 4],
    ['lima.png', 5],
    ['nanti.jpg', 6],
  ] as const) {
    served.set(`/${name}`, await makeRasterPoster(n));
  }
  host = http.createServer((req, res) => {
    const path = req.url ?? '/';
    // The link check (lib/links, every 10 minutes by the clock) asks the same addresses with a browser's
    // User-Agent; counted here, it failed the re-check test whenever one of its periods began mid-test.
    if (req.headers['user-agent']?.includes('InfoLombaBot')) requests.push(path);
    const body = served.get(path);
    if (!body) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    res.writeHead(200, { 'content-type': path.endsWith('.png') ? 'image/png' : 'image/jpeg', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const data = [
    item(1, TITLES[0]!, [`${origin}/satu.jpg`, `${origin}/lima.png`]),
    item(2, TITLES[1]!, [`${origin}/dua.jpg`]),
    item(3, TITLES[2]!, [`${origin}/tiga.jpg`]),
    item(4, TITLES[3]!, [`${origin}/empat.jpg`]),
    item(5, TITLES[4]!, [`${origin}/mati.jpg`]),
    item(6, TITLES[5]!, [`${origin}/nanti.jpg`]),
  ];
  writeFileSync(FILE, JSON.stringify(data, null, 2));
  server = await startNextServer(
    'posters',
    serverEnv({ DATA_FILE: FILE, FETCH_ALLOW_HOSTS: new URL(origin).host, POSTER_RECHECK_SECONDS: String(RECHECK_SECONDS) }),
  );
});

test.afterAll(async () => {
  await server?.close();
  host?.closeAllConnections();
  await new Promise((r) => host?.close(r));
});

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });

const cardOf = (page: Page, title: string) =>
  page.locator('main article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const posterOf = (card: Locator, title: string) => card.getByRole('img', { name: `Poster ${title}`, exact: true });

/** Waits until the image has decoded, then gives the file it shows and that file's width in pixels. */
async function loaded(img: Locator): Promise<{ src: string; width: number }> {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  // naturalWidth of a srcset image is divided by the density the browser picked; decode the file itself.
  return img.evaluate(async (el: HTMLImageElement) => {
    const file = new Image();
    file.src = el.currentSrc;
    await file.decode();
    return { src: el.currentSrc, width: file.naturalWidth };
  });
}

test('the first four cards show their posters sized for the slot, never the 1080 px original', async ({ page }) => {
  await page.goto(`${server.url}${LIST}`);
  for (const title of TITLES.slice(0, 4)) {
    const img = posterOf(cardOf(page, title), title);
    const { src, width } = await loaded(img);
    // 154 CSS px at density 3 picks the 480 px WebP.
    expect(src, title).toMatch(new RegExp(`/poster/[0-9a-f]{16}/480\\.webp$`));
    expect(width, title).toBe(480);
  }
  // The first card's poster is the page's largest image: fetched at once and first; the rest wait for the scroll.
  const first = posterOf(cardOf(page, TITLES[0]!), TITLES[0]!);
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  // Its blurred backdrop is the same file and comes first in the document, so it asks at the same priority, and
  // the file is preloaded from <head> (before the stylesheet and scripts).
  await expect(cardOf(page, TITLES[0]!).locator('img[alt=""]').first()).toHaveAttribute('fetchpriority', 'high');
  const firstFile = new URL(await first.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]:not([media])');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('imagesrcset')).toContain(firstFile);
  // The second card is below a phone's first screen: lazy there, like the rest, and preloaded only where the grid
  // has two columns and it shares the first row.
  const second = posterOf(cardOf(page, TITLES[1]!), TITLES[1]!);
  await expect(second).toHaveAttribute('loading', 'lazy');
  expect(await second.getAttribute('fetchpriority')).toBeNull();
  const wide = page.locator('head link[rel="preload"][as="image"][media="(min-width: 640px)"]');
  await expect(wide).toHaveCount(1);
  await expect(wide).toHaveAttribute('fetchpriority', 'high');
  expect(await wide.getAttribute('imagesrcset')).toContain(
    new URL(await second.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname,
  );
  await expect(posterOf(cardOf(page, TITLES[2]!), TITLES[2]!)).toHaveAttribute('loading', 'lazy');
  // Converted once, then kept by browsers and CDNs for a year.
  const res = await page.request.get(`${server.url}${new URL(await first.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname}`);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers()['content-type']).toBe('image/webp');
  await page.screenshot({ path: test.info().outputPath('cards-390.png') });
});

test('once the server has made it, a search draws its first poster from the page itself', async ({ browser, request }) => {
  // The files a phone picks for the first cards, made as a first visitor's browser makes them.
  for (const name of ['satu.jpg', 'dua.jpg', 'tiga.jpg', 'empat.jpg'])
    expect((await request.get(`${server.url}/poster/${posterKey(`${origin}/${name}`)}/320.webp`)).status()).toBe(200);
  // A search not rendered before (searches are cached for a minute per query), on a phone at density 2 and at 3.
  const path = '/search?q=lomba%20poster';
  for (const density of [2, 3]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: density, isMobile: true });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}${path}`);
    const card = page.locator('main article').first();
    const title = (await card.getByRole('heading', { level: 2 }).textContent())!;
    const key = posterKey(`${origin}/${['satu', 'dua', 'tiga', 'empat'][TITLES.indexOf(title)]}.jpg`);
    const img = posterOf(card, title);
    // Its 320 px WebP is in the page: no preload of it, and its blurred backdrop is a copy of about 200 bytes.
    expect(await card.locator('source').first().getAttribute('srcset')).toMatch(/^data:image\/webp;base64,[\w+/=]+ 320w, \/poster\//);
    const backdrop = (await card.locator('img[alt=""]').first().getAttribute('src'))!;
    expect(backdrop).toMatch(/^data:image\/webp;base64,/);
    expect(backdrop.length).toBeLessThan(600);
    await expect(page.locator(`head link[rel="preload"][imagesrcset*="${key}"]`)).toHaveCount(0);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    const shown = await loaded(img);
    if (density === 2) {
      // A phone up to about 2.5x paints it with the page: its file is never asked for.
      expect(shown.src).toMatch(/^data:image\/webp;base64,/);
      expect(shown.width).toBe(320);
      expect(asked.filter((p) => p.startsWith(`/poster/${key}/`))).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('inline-390.png') });
    } else {
      // A denser one asks for the larger file at once, as before.
      expect(shown.src).toMatch(new RegExp(`/poster/${key}/480\\.webp$`));
    }
    await context.close();
  }
});

test('the sidebar shows the featured poster whole, sized for its slot', async ({ browser }) => {
  for (const [width, height, dpr, file] of [
    [390, 844, 3, 640],
    [1280, 900, 1, 240],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr });
    const p = await context.newPage();
    await p.goto(`${server.url}${LIST}`);
    const widget = p.getByRole('region', { name: 'Lomba Unggulan' });
    const img = widget.getByRole('img', { name: /^Poster / });
    const shown = await loaded(img);
    // About 180 CSS px wide (224 high): never the 1080 px original, not even on a phone at density 3.
    expect(shown.width, `${width} px`).toBe(file);
    // The whole poster is drawn inside its box: scaled to fit, not cropped to fill.
    const fit = await img.evaluate((el: HTMLImageElement) => {
      const box = el.getBoundingClientRect();
      const scale = Math.min(box.width / el.naturalWidth, box.height / el.naturalHeight);
      return { objectFit: getComputedStyle(el).objectFit, drawnW: el.naturalWidth * scale, drawnH: el.naturalHeight * scale, box };
    });
    expect(fit.objectFit).toBe('contain');
    expect(fit.drawnH).toBeCloseTo(224, 0);
    expect(fit.drawnW).toBeLessThanOrEqual(fit.box.width + 0.5);
    await widget.screenshot({ path: test.info().outputPath(`featured-${width}.png`) });
    await context.close();
  }
});

test('the detail poster is asked for at once on a phone and preloaded only on a wide screen', async ({ page }) => {
  const title = TITLES[1]!;
  await page.goto(`${server.url}${LIST}`);
  const href = await cardOf(page, title).getByRole('link', { name: title }).getAttribute('href');
  await page.goto(`${server.url}${href}`);
  // Near the fold on a phone (a closed competition's poster reaches into the first screen, an open one's starts just
  // below it): never lazy, at the browser's own priority (High once on screen, Low while off it).
  const img = page.getByRole('img', { name: `Poster ${title}`, exact: true });
  await expect(img).toHaveAttribute('loading', 'eager');
  expect(await img.getAttribute('fetchpriority')).toBeNull();
  const preload = page.locator('head link[rel="preload"][as="image"][media="(min-width: 1024px)"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  expect((await loaded(img)).width).toBeGreaterThan(480);
});

test('a poster whose source never loaded shows the placeholder, not a broken image', async ({ page }) => {
  await page.goto(`${server.url}${LIST}`);
  const img = posterOf(cardOf(page, TITLES[4]!), TITLES[4]!);
  const { src } = await loaded(img);
  const res = await page.request.get(src);
  expect(res.headers()['content-type']).toBe('image/svg+xml');
  expect(res.headers()['x-poster']).toBe('placeholder');
  expect(await res.text()).toContain('Poster belum tersedia');
  expect(requests).toContain('/mati.jpg');

  // The admin panel names the competition and why its poster fails.
  await loginAsAdmin(page.context().request, server.url);
  await page.goto(`${server.url}/admin`);
  const notice = page.getByRole('region', { name: 'Poster gagal dimuat (1 lomba)' });
  await expect(notice).toContainText(`${TITLES[4]} (poster 1): Server menjawab dengan status 404.`);
  await expect(notice.getByRole('link', { name: TITLES[4] })).toHaveAttribute('href', `/admin?edit=${1_800_000_000_005}`);
});

test('a poster whose source died after it loaded once keeps showing, in sizes not made before too', async ({ browser }) => {
  const title = TITLES[5]!;
  const first = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const page = await first.newPage();
  await page.goto(`${server.url}${LIST}`);
  expect((await loaded(posterOf(cardOf(page, title), title))).width).toBe(480);
  await first.close();

  served.delete('/nanti.jpg');
  const asked = requests.filter((r) => r === '/nanti.jpg').length;
  // Another visitor, another screen: a size never made before, made from the kept copy.
  const later = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const page2 = await later.newPage();
  await page2.goto(`${server.url}${LIST}`);
  const img = posterOf(cardOf(page2, title), title);
  const { src, width } = await loaded(img);
  expect(src).toMatch(/\/160\.webp$/);
  expect(width).toBe(160);
  const res = await page2.request.get(src);
  expect(res.headers()['content-type']).toBe('image/webp');
  await cardOf(page2, title).getByRole('link', { name: title }).click();
  await page2.waitForURL(/\/berita\//);
  const detail = page2.getByRole('img', { name: `Poster ${title}`, exact: true });
  expect((await loaded(detail)).width).toBeGreaterThan(160);
  // Both sizes came from the kept copy (the source answers 404 now); the source itself is asked at most by the
  // scheduled re-check, if one of its periods began meanwhile, never by a page.
  expect(requests.filter((r) => r === '/nanti.jpg').length - asked).toBeLessThanOrEqual(1);
  await later.close();
});

test('the source of a kept poster is asked again now and then, and a dead one is listed for the admin', async ({ page }) => {
  const title = TITLES[5]!;
  const asked = requests.filter((r) => r === '/nanti.jpg').length;
  await page.goto(`${server.url}${LIST}`);
  const { src } = await loaded(posterOf(cardOf(page, title), title));
  // Served from the kept copy every time; the scheduled re-check (lib/posters/recheck-job.ts) asks the source once a
  // period, in the background.
  await expect
    .poll(
      async () => {
        expect((await page.request.get(src)).headers()['content-type']).toBe('image/webp');
        return requests.filter((r) => r === '/nanti.jpg').length;
      },
      { timeout: (RECHECK_SECONDS + 30) * 1000, intervals: [2000] },
    )
    .toBe(asked + 1);
  await loginAsAdmin(page.context().request, server.url);
  // The re-check job records the failure once the source's answer is in.
  await expect(async () => {
    await page.goto(`${server.url}/admin`);
    const notice = page.getByRole('region', { name: 'Poster gagal dimuat (2 lomba)' });
    await expect(notice).toContainText(`${title} (poster 1): Server menjawab dengan status 404. Salinan tersimpan masih ditampilkan.`, {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  expect((await page.request.get(src)).status()).toBe(200);
});

test('an address that is not in the data is refused without any request reaching the poster host', async ({ request }) => {
  const before = requests.length;
  const outside = `${origin}/rahasia.jpg`;
  served.set('/rahasia.jpg', served.get('/satu.jpg')!);
  for (const path of [
    `/poster/${posterKey(outside)}/320.webp`,
    `/poster/${posterKey('http://169.254.169.254/latest/meta-data/')}/320.jpg`,
    `/poster/not-a-key/320.webp`,
    `/poster/${posterKey(`${origin}/satu.jpg`)}/321.webp`,
    `/poster/${posterKey(`${origin}/satu.jpg`)}/320.gif`,
    `/poster?url=${encodeURIComponent(outside)}`,
    `/_next/image?url=${encodeURIComponent(outside)}&w=384&q=75`,
  ]) {
    const res = await request.get(`${server.url}${path}`);
    expect(res.status(), path).toBeGreaterThanOrEqual(400);
    expect(res.status(), path).toBeLessThan(500);
  }
  expect(requests.slice(before)).toEqual([]);
});

test('the carousel slides in 500 ms, answers arrow keys and swipes, and fetches the next poster once used', async ({ page }) => {
  const title = TITLES[0]!;
  await page.goto(`${server.url}${LIST}`);
  const card = cardOf(page, title);
  const carousel = card.getByRole('group', { name: `Poster ${title}` });
  await loaded(posterOf(card, title));
  const second = card.getByRole('img', { name: `Poster ${title} (2)`, includeHidden: true });
  await expect(second).toHaveCount(0);
  // The sliding track, inside the box that clips it (the dots sit below that box).
  const track = carousel.locator('> div > div').first();
  expect(await track.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.5s');

  // Touching it is using it: the next poster is fetched before it is asked for.
  const box = (await carousel.boundingBox())!;
  const at = (x: number) => [{ identifier: 1, clientX: box.x + x, clientY: box.y + 80 }];
  await carousel.dispatchEvent('touchstart', { touches: at(300), changedTouches: at(300) });
  await expect(second).toHaveCount(1);
  await expect.poll(() => second.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await carousel.dispatchEvent('touchend', { touches: [], changedTouches: at(120) });
  await expect(card.getByRole('button', { name: 'Tampilkan poster 2' })).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => track.evaluate((el) => el.style.transform)).toBe('translateX(-100%)');

  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('button', { name: 'Tampilkan poster 1' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(card.getByRole('button', { name: 'Tampilkan poster 2' })).toHaveAttribute('aria-current', 'true');
});
