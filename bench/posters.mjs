// Poster figures of issue 13, with the realistic raster posters on a local poster host (an outside host to the
// app): bytes of posters per card on a phone, and whether a page of never-seen posters delays its HTML.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS as FLAGS } from './browser.mjs';
import { onStop, request, sleep } from './lib.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'id-ID', timezoneId: 'Asia/Jakarta' };

/**
 * Until the app answers the page from its cache fresh (`x-nextjs-cache: HIT`): a page older than its revalidate time
 * is answered stale and rendered again behind that answer, which would load the next measurement and not the other.
 */
async function freshInCache(url) {
  for (let k = 0; k < 20; k++) {
    const res = await request(url, { timeoutMs: 300_000 });
    if (res.headers.get('x-nextjs-cache') === 'HIT') return;
    await sleep(300);
  }
}

/** The page's HTML from a plain client, `n` times one after another (ms each): many samples of a 10 ms time. */
async function htmlSamples(url, n = 5) {
  const out = [];
  for (let k = 0; k < n; k++) {
    const t = performance.now();
    await request(url, { timeoutMs: 60_000 });
    out.push(performance.now() - t);
  }
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] + s[Math.ceil((s.length - 1) / 2)]) / 2 : NaN;
};

/** Scrolls to the bottom in steps, so every lazy poster is asked for, then waits for the network to settle. */
async function scrollThrough(page) {
  // Steps well inside Chromium's lazy-loading margin (1,250 px and more), so no poster is skipped.
  for (let y = 0, h = await page.evaluate(() => document.body.scrollHeight); y < h; y += 800) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await sleep(120);
  }
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
}

/**
 * `/` on a 390 px phone at density `dpr`, scrolled through: the poster files the cards took (main image and blurred
 * backdrop share one file), per card, and the widest file a card showed; beside it every poster file of the page
 * (the sidebar's featured poster and thumbnails too).
 */
async function posterBytesPerCard(browser, url, dpr) {
  const context = await browser.newContext({ ...PHONE, deviceScaleFactor: dpr });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (req) => finished.push(req));
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await scrollThrough(page);
  // The files the cards show (currentSrc), and from the file name the width it was made at.
  const cardFiles = await page
    .locator('main article picture img')
    .evaluateAll((imgs) => imgs.map((i) => (i.currentSrc ? new URL(i.currentSrc).pathname : '')).filter(Boolean));
  const cardSet = new Set(cardFiles);
  let bytes = 0;
  let allBytes = 0;
  let files = 0;
  let allFiles = 0;
  for (const req of finished) {
    const path = new URL(req.url()).pathname;
    if (!path.startsWith('/poster/')) continue;
    const sizes = await req.sizes().catch(() => null);
    const body = sizes?.responseBodySize ?? 0;
    allBytes += body;
    allFiles++;
    if (cardSet.has(path)) {
      bytes += body;
      files++;
    }
  }
  const cards = await page.locator('main article').count();
  const withPoster = await page.locator('main article picture').evaluateAll((els) => new Set(els.map((e) => e.closest('article'))).size);
  const widthOf = (p) => Number(/\/(\d+)\.\w+$/.exec(p)?.[1] ?? 0);
  await context.close();
  return {
    dpr,
    cards,
    withPoster,
    files,
    bytes,
    perCard: withPoster ? bytes / withPoster : NaN,
    widest: Math.max(0, ...[...cardSet].map(widthOf)),
    allFiles,
    allBytes,
  };
}

/**
 * How long the document took (request start to last byte) in a fresh context; then, while its posters are asked for
 * (scrolled through), the HTML of another cached page (`probeUrl`) from a second client every 100 ms: what a
 * page of posters being made does to everyone else's pages. And how long until all its posters loaded.
 */
async function htmlTime(browser, url, probeUrl) {
  const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const nav = await page.evaluate(() => {
    const [n] = performance.getEntriesByType('navigation');
    return { htmlMs: n.responseEnd - n.requestStart, ttfbMs: n.responseStart - n.requestStart };
  });
  let scrolling = true;
  const probes = [];
  const probing = (async () => {
    while (scrolling) {
      const t = performance.now();
      await request(probeUrl, { timeoutMs: 60_000 });
      probes.push(performance.now() - t);
      await sleep(100);
    }
  })();
  await scrollThrough(page);
  const postersLoadedMs = Date.now() - started;
  scrolling = false;
  await probing;
  await context.close();
  return { ...nav, postersLoadedMs, otherHtmlMs: median(probes), probes: probes.length };
}

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
    // Never-seen first, then the same page again with its posters made (the HTML is cached by the app both times).
    const probeUrl = `${app}/?page=2`;
    for (let k = 0; k < 2; k++) await request(probeUrl, { timeoutMs: 300_000 });
    for (const path of freshPages) {
      await freshInCache(app + path);
      await freshInCache(probeUrl);
      // Asking for the HTML does not ask for its posters: these samples are of a page whose posters are never seen.
      const coldSamples = await htmlSamples(app + path);
      const cold = await htmlTime(browser, app + path, probeUrl);
      await freshInCache(app + path);
      await freshInCache(probeUrl);
      const cached = await htmlTime(browser, app + path, probeUrl);
      const cachedSamples = await htmlSamples(app + path);
      out.html.push({ path, cold: { ...cold, samples: coldSamples }, cached: { ...cached, samples: cachedSamples } });
      log?.(
        `${path}: HTML ${cold.htmlMs.toFixed(1)} ms with never-seen posters, ${cached.htmlMs.toFixed(1)} ms with cached ones; ` +
          `another page's HTML meanwhile ${cold.otherHtmlMs.toFixed(1)} / ${cached.otherHtmlMs.toFixed(1)} ms; ` +
          `posters loaded in ${cold.postersLoadedMs} / ${cached.postersLoadedMs} ms`,
      );
    }
    // The figure: every plain-client sample of never-seen pages against every one of the same pages with their posters
    // made (5 per page and state); the browser's navigation timing, one load per page and state, is given beside it.
    out.htmlColdMs = median(out.html.flatMap((h) => h.cold.samples));
    out.htmlCachedMs = median(out.html.flatMap((h) => h.cached.samples));
    out.navColdMs = median(out.html.map((h) => h.cold.htmlMs));
    out.navCachedMs = median(out.html.map((h) => h.cached.htmlMs));
    out.otherColdMs = median(out.html.map((h) => h.cold.otherHtmlMs));
    out.otherCachedMs = median(out.html.map((h) => h.cached.otherHtmlMs));
    out.postersColdMs = median(out.html.map((h) => h.cold.postersLoadedMs));
    out.postersCachedMs = median(out.html.map((h) => h.cached.postersLoadedMs));
    // Target: HTML with never-seen posters is not slower: cached time / never-seen time >= 0.9. The same ratio for
    // another page's HTML while the posters are being made is the stricter reading.
    out.htmlRatio = out.htmlCachedMs / out.htmlColdMs;
    out.navRatio = out.navCachedMs / out.navColdMs;
    out.otherRatio = out.otherCachedMs / out.otherColdMs;
    return out;
  } finally {
    await browser.close().catch(() => undefined);
  }
}
