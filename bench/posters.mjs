// Poster figures of issue 13, with the realistic raster posters on a local poster host (an outside host to the
// app): bytes of posters per card on a phone, and whether a page of never-seen posters delays its HTML.
import { chromium } from 'playwright-core';
import { CHROMIUM } from './browser.mjs';
import { onStop, sleep } from './lib.mjs';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'id-ID', timezoneId: 'Asia/Jakarta' };

/** Scrolls to the bottom in steps, so every lazy poster is asked for, then waits for the network to settle. */
async function scrollThrough(page) {
  for (let y = 0, h = await page.evaluate(() => document.body.scrollHeight); y < h; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await sleep(150);
  }
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
}

/**
 * `/` on a 390 px phone at density `dpr`, scrolled through: the poster files the cards' posters took (main image
 * and blurred backdrop), per card, and the widest file sent.
 */
async function posterBytesPerCard(browser, url, dpr) {
  const context = await browser.newContext({ ...PHONE, deviceScaleFactor: dpr });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (req) => finished.push(req));
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await scrollThrough(page);
  let bytes = 0;
  const files = [];
  for (const req of finished) {
    const path = new URL(req.url()).pathname;
    if (!path.startsWith('/poster/')) continue;
    const sizes = await req.sizes().catch(() => null);
    bytes += sizes?.responseBodySize ?? 0;
    files.push(path);
  }
  const cards = await page.locator('main article').count();
  const withPoster = await page.locator('main article picture').evaluateAll((els) => new Set(els.map((e) => e.closest('article'))).size);
  const widths = await page.locator('main article img[alt^="Poster "]').evaluateAll((imgs) => imgs.map((i) => i.naturalWidth));
  await context.close();
  return {
    dpr,
    cards,
    withPoster,
    files: files.length,
    bytes,
    perCard: withPoster ? bytes / withPoster : NaN,
    widest: Math.max(0, ...widths),
  };
}

/** How long the document took (request start to last byte) in a fresh context, and how long until its posters loaded. */
async function htmlTime(browser, url) {
  const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const nav = await page.evaluate(() => {
    const [n] = performance.getEntriesByType('navigation');
    return { htmlMs: n.responseEnd - n.requestStart, ttfbMs: n.responseStart - n.requestStart };
  });
  await scrollThrough(page);
  const postersLoadedMs = Date.now() - started;
  await context.close();
  return { ...nav, postersLoadedMs };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] + s[Math.ceil((s.length - 1) / 2)]) / 2 : NaN;
};

/**
 * The poster figures. `freshPages` are list pages whose posters nothing has asked for yet (each competition's
 * posters have addresses of their own, as Instagram's do), their HTML already rendered and cached by the app.
 */
export async function posterFigures({ app, freshPages, log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  onStop(() => browser.close().catch(() => undefined));
  try {
    const out = { perCard: [], html: [] };
    for (const dpr of [2, 3]) {
      const r = await posterBytesPerCard(browser, `${app}/`, dpr);
      out.perCard.push(r);
      log?.(
        `posters per card at 390 px, density ${dpr}: ${(r.perCard / 1024).toFixed(1)} KB (${r.files} files for ${r.withPoster} cards; widest ${r.widest} px)`,
      );
    }
    for (const path of freshPages) {
      const cold = await htmlTime(browser, app + path);
      const cached = await htmlTime(browser, app + path);
      out.html.push({ path, cold, cached });
      log?.(
        `${path}: HTML ${cold.htmlMs.toFixed(1)} ms with never-seen posters, ${cached.htmlMs.toFixed(1)} ms with cached ones; posters loaded in ${cold.postersLoadedMs} / ${cached.postersLoadedMs} ms`,
      );
    }
    out.htmlColdMs = median(out.html.map((h) => h.cold.htmlMs));
    out.htmlCachedMs = median(out.html.map((h) => h.cached.htmlMs));
    out.postersColdMs = median(out.html.map((h) => h.cold.postersLoadedMs));
    out.postersCachedMs = median(out.html.map((h) => h.cached.postersLoadedMs));
    // Target: HTML with never-seen posters is not slower: cached time / never-seen time >= 0.9.
    out.htmlRatio = out.htmlCachedMs / out.htmlColdMs;
    return out;
  } finally {
    await browser.close().catch(() => undefined);
  }
}
