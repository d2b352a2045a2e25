// What a browser sees: bytes and requests of a first page load (Playwright with Debian's Chromium), and
// Lighthouse's four category scores with its default mobile settings.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, onStop, request, sleep, startProcess, stopProcess } from './lib.mjs';

export const CHROMIUM = '/usr/bin/chromium';
/** Chromium's flags for every measurement: headless in a container, nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One first load of each URL in a fresh browser context (empty cache), until the network is idle. Sizes are
 * what crossed the wire: the encoded (compressed) body, and body plus response headers.
 */
export async function pageBytes(urls) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  onStop(() => browser.close().catch(() => undefined));
  const out = {};
  try {
    for (const url of urls) {
      const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
      const page = await context.newPage();
      const finished = [];
      page.on('requestfinished', (req) => finished.push(req));
      const failed = [];
      page.on('requestfailed', (req) => failed.push(req.url()));
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      await sleep(500);
      const rows = [];
      for (const req of [...finished]) {
        const sizes = await req.sizes().catch(() => null);
        const res = await req.response().catch(() => null);
        rows.push({
          url: req.url(),
          type: req.resourceType(),
          status: res?.status() ?? 0,
          encoding: (await res?.headerValue('content-encoding').catch(() => null)) ?? '',
          body: sizes?.responseBodySize ?? 0,
          transferred: (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0),
        });
      }
      const doc = rows.find((r) => r.type === 'document');
      // The document's size as decoded: fetched again without compression.
      const plain = await request(url, { headers: { 'accept-encoding': 'identity' } });
      const scripts = rows.filter((r) => r.type === 'script');
      const sum = (xs, k) => xs.reduce((a, r) => a + r[k], 0);
      out[url] = {
        requests: rows.length + failed.length,
        failed: failed.length,
        htmlBytes: plain.bytes.length,
        htmlCompressed: doc?.body ?? 0,
        htmlEncoding: doc?.encoding ?? '',
        jsFiles: scripts.length,
        jsCompressed: sum(scripts, 'body'),
        jsTransferred: sum(scripts, 'transferred'),
        cssTransferred: sum(
          rows.filter((r) => r.type === 'stylesheet'),
          'transferred',
        ),
        largestScripts: [...scripts]
          .sort((a, b) => b.transferred - a.transferred)
          .slice(0, 6)
          .map((r) => ({ path: new URL(r.url).pathname, transferred: r.transferred })),
        totalTransferred: sum(rows, 'transferred'),
        byType: Object.fromEntries(
          [...new Set(rows.map((r) => r.type))].map((t) => [
            t,
            {
              count: rows.filter((r) => r.type === t).length,
              transferred: sum(
                rows.filter((r) => r.type === t),
                'transferred',
              ),
            },
          ]),
        ),
      };
      await context.close();
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
  return out;
}

/**
 * Lighthouse (mobile, simulated throttling: its defaults) on each URL, `runs` times each, each run in a fresh
 * Chromium; the run with the median Performance score is reported, as Lighthouse's own guidance on variability
 * advises (simulated throttling scales the CPU time it observes, so another process on the machine moves it).
 * The runs go round the URLs (first run of each, then the second...), so a busy minute on the machine hits
 * several pages, and pages given in pairs (ours, the build before) alternate.
 */
export async function lighthouseScores(urls, { log, runs = 3, throttling = 'simulate' } = {}) {
  const all = new Map(urls.map((url) => [url, { runs: [], failed: 0 }]));
  for (let run = 0; run < runs; run++) for (const url of urls) all.get(url).runs.push(await scoredRun(url, throttling, all.get(url), log));
  const out = {};
  for (const [url, { runs: done, failed }] of all) {
    const sorted = [...done].sort((a, b) => a.performance - b.performance || (a.metrics.tbtMs ?? 0) - (b.metrics.tbtMs ?? 0));
    out[url] = {
      ...sorted[Math.floor((sorted.length - 1) / 2)],
      failedRuns: failed,
      runs: done.map((r) => ({
        performance: r.performance,
        accessibility: r.accessibility,
        bestPractices: r.bestPractices,
        seo: r.seo,
        metrics: r.metrics,
      })),
    };
    log?.(
      `lighthouse${throttling === 'simulate' ? '' : ` (${throttling} throttling)`} ${url}: ${out[url].performance} / ${out[url].accessibility} / ${out[url].bestPractices} / ${out[url].seo} (median of ${done.map((r) => r.performance).join(', ')})`,
    );
  }
  return out;
}

/**
 * One scored run: a run Lighthouse could not finish (no trace of the navigation, no paint) has no score and is run
 * again, up to three times per page in all, not counted as a score of 0 in the median.
 */
async function scoredRun(url, throttling, tally, log) {
  for (;;) {
    const r = await lighthouseOnce(url, throttling);
    if (!r.runtimeError || tally.failed >= 3) return r;
    tally.failed++;
    log?.(`lighthouse ${url}: run failed (${r.runtimeError}), running it again`);
  }
}

/**
 * `throttling` is Lighthouse's `throttlingMethod`: 'simulate' (its default: an unthrottled load, then Lantern's model of
 * a slow phone on slow 4G) or 'devtools' (the same profile applied to the real load: the network really is slow).
 */
async function lighthouseOnce(url, throttling) {
  const { default: lighthouse } = await import('lighthouse');
  const result = await withDebuggableChromium((port) =>
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: throttling,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    }),
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = {};
  for (const [id, cat] of Object.entries(lhr.categories)) {
    const bad = cat.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id] && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue || Math.round(lhr.audits[ref.id].score * 100)})`);
    if (bad.length) failing[id] = bad;
  }
  // Where the non-performance audits failed: the first few elements each names.
  const where = {};
  for (const [id, cat] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue;
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      where[ref.id] = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? item.node?.selector ?? item.url ?? JSON.stringify(item).slice(0, 200));
    }
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    runtimeError: lhr.runtimeError?.code ?? (lhr.categories.performance?.score == null ? 'NO_SCORE' : undefined),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      siMs: metric('speed-index'),
      totalBytes: metric('total-byte-weight'),
    },
    failing,
    where,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/**
 * Runs `fn(port)` against a fresh headless Chromium (its own empty profile) listening for the DevTools protocol on
 * 127.0.0.1:port, as Lighthouse drives it; the browser and its profile are gone afterwards, whatever `fn` did.
 */
export async function withDebuggableChromium(fn) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'infolomba-bench-chrome-'));
  const chrome = startProcess('chromium', CHROMIUM, [
    '--headless=new',
    `--remote-debugging-port=${port}`,
    '--remote-debugging-address=127.0.0.1',
    `--user-data-dir=${profile}`,
    ...CHROMIUM_FLAGS,
    'about:blank',
  ]);
  try {
    const until = Date.now() + 30_000;
    for (;;) {
      const ok = await request(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 2000 }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > until || chrome.exitCode !== null) throw new Error(`Chromium did not start:\n${chrome.tail.join('\n')}`);
      await sleep(250);
    }
    return await fn(port);
  } finally {
    await stopProcess(chrome);
    rmSync(profile, { recursive: true, force: true });
  }
}
