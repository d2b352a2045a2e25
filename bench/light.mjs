// Issue 32's figures: the public pages beside the bare Next.js page. One list of pages (`lightPages`) feeds the
// page loads, the HTML byte counts and Lighthouse; `htmlFigures` counts a page's HTML compressed and its inline RSC
// payload; `tapInp` times a tap at 4x CPU with the Event Timing API; `lightRows` checks the issue's targets.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';
import { onStop, requestOnNewConnection } from './lib.mjs';

/** Labels of the pages, by key, as the table names them. */
export const PAGE_LABEL = {
  home: '`/`',
  detail: 'detail page (open competition)',
  detailClosed: 'detail page (closed competition)',
  search: '`/search?q=matematika`',
  tags: '`/tags`',
  saved: '`/tersimpan`',
  submit: '`/kirim-lomba`',
};

/**
 * Issue 32 item 1's pages as { key: path }: `/`, the detail page of an open competition (where the cookie banner's
 * text can be the largest element) and of a closed one (where the poster is), a search, `/tags`, `/tersimpan` and
 * `/kirim-lomba`. Both competitions are taken from the middle of the data set, as a visitor from a search engine lands.
 */
export function lightPages(items, competitionPath, today = new Date().toISOString().slice(0, 10)) {
  const isOpen = (c) => c.registration.end >= today && (!c.registration.start || c.registration.start <= today);
  const isClosed = (c) => c.registration.end && c.registration.end < today;
  const fromMiddle = [...items.slice(Math.floor(items.length / 2)), ...items];
  return {
    home: '/',
    detail: competitionPath(fromMiddle.find(isOpen) ?? items[0]),
    detailClosed: competitionPath(fromMiddle.find(isClosed) ?? items[0]),
    search: '/search?q=matematika',
    tags: '/tags',
    saved: '/tersimpan',
    submit: '/kirim-lomba',
  };
}

const PAYLOAD_SCRIPT = /<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g;

/** The body as sent for one `Accept-Encoding`, or null when the server answers that encoding with another. */
async function encoded(url, encoding) {
  const res = await requestOnNewConnection(url, { headers: { 'accept-encoding': encoding }, timeoutMs: 120_000 });
  const sent = res.headers.get('content-encoding') ?? 'identity';
  return sent === encoding ? res.bytes.length : null;
}

/**
 * A page's HTML as the server sends it: decoded bytes, gzip (and br, when the server offers it), and the inline RSC
 * payload (the `self.__next_f.push(...)` scripts, decoded bytes) with its share of the whole document.
 */
export async function htmlFigures(url) {
  const plain = await requestOnNewConnection(url, { headers: { 'accept-encoding': 'identity' }, timeoutMs: 120_000 });
  const html = plain.text();
  const payload = [...html.matchAll(PAYLOAD_SCRIPT)].reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0);
  return {
    status: plain.status,
    decoded: plain.bytes.length,
    gzip: await encoded(url, 'gzip'),
    br: await encoded(url, 'br'),
    payload,
    payloadShare: plain.bytes.length ? payload / plain.bytes.length : 0,
  };
}

/** What a tap is aimed at: the first card's "Simpan" on `/`, "Filter" (the filter sheet's button) on a search. */
const TAPS = {
  save: {
    key: 'home',
    label: 'a card\'s "Simpan" on `/`',
    find: (page) => page.locator('main article').first().getByRole('button', { name: 'Simpan' }),
  },
  filter: { key: 'search', label: '"Filter" on `/search?q=matematika`', find: (page) => page.getByRole('button', { name: 'Filter' }) },
};

// Every event of an interaction (pointerdown, pointerup, click) at or above 16 ms, buffered; `first-input` is
// reported whatever its duration, so a tap under the threshold still gives a figure.
const OBSERVE_EVENTS = () => {
  window.__benchEvents = [];
  const keep = (list) => {
    for (const e of list.getEntries())
      if (e.interactionId || e.entryType === 'first-input')
        window.__benchEvents.push({ type: e.entryType, name: e.name, id: e.interactionId, duration: e.duration });
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
};

/** The tap's duration: the longest event entry of its interaction (Event Timing rounds to 8 ms). */
async function interactionMs(page) {
  const until = Date.now() + 3000;
  for (;;) {
    const entries = await page.evaluate(() => window.__benchEvents);
    // Entries arrive after the next paint; give the pointerup/click entries a moment to follow the first one.
    if (entries.length || Date.now() > until) {
      await page.waitForTimeout(300);
      const all = await page.evaluate(() => window.__benchEvents);
      return all.length ? Math.max(...all.map((e) => e.duration)) : null;
    }
    await page.waitForTimeout(100);
  }
}

/**
 * INP of one tap: `runs` fresh loads (390 px, touch, consent stored so the banner covers nothing) at 4x CPU
 * (`Emulation.setCPUThrottlingRate`), the tap right after `load` and, in other fresh loads, after 3 s of idle.
 */
export async function tapInp(app, paths, { runs = 3, log } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  onStop(() => browser.close().catch(() => undefined));
  const out = {};
  try {
    for (const [name, tap] of Object.entries(TAPS)) {
      out[name] = { path: paths[tap.key], afterLoad: [], afterIdle: [] };
      for (let i = 0; i < runs; i++)
        for (const when of ['afterLoad', 'afterIdle']) out[name][when].push(await tapOnce(browser, app + paths[tap.key], tap, when));
      out[name].medianMs = median(out[name].afterLoad);
      out[name].idleMedianMs = median(out[name].afterIdle);
      log?.(`INP of ${tap.label}: after load ${out[name].afterLoad.join(', ')} ms; after idle ${out[name].afterIdle.join(', ')} ms`);
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
  return out;
}

async function tapOnce(browser, url, tap, when) {
  const context = await browser.newContext({
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(() =>
      localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false })),
    );
    await context.addInitScript(OBSERVE_EVENTS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (when === 'afterIdle') await page.waitForTimeout(3000);
    await tap.find(page).tap({ timeout: 30_000 });
    return await interactionMs(page);
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

const n0 = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '–');
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–');
const ms = (x) => (x === null ? 'no entry' : n0(x));
const runsOf = (l, pick) => (l.runs?.length > 1 ? ` (runs ${l.runs.map(pick).join(', ')})` : '');

/** Issue 32's targets for one page, against the bare page of the same run, in one profile. */
function againstBare(page, bare, applied) {
  const perf = page.performance >= bare.performance - 3;
  const tbt = page.metrics.tbtMs <= bare.metrics.tbtMs + 100;
  const lcp = !applied || page.metrics.lcpMs <= bare.metrics.lcpMs + 500;
  const cls = page.metrics.cls === 0;
  return perf && tbt && lcp && cls;
}

/** One Lighthouse profile's rows: every page against the bare page's figures of the same profile. */
function profileRows(first, add, size, profile) {
  const applied = profile === 'lighthouseApplied';
  const bare = first.bareNext?.[profile];
  const how = applied ? 'applied (devtools throttling)' : 'simulated';
  if (!bare) return;
  add(
    `Issue 32, ${how}: bare Next.js page Perf / TBT / LCP / CLS`,
    size,
    `${bare.performance} / ${n0(bare.metrics.tbtMs)} ms / ${n0(bare.metrics.lcpMs)} ms / ${bare.metrics.cls.toFixed(3)}` +
      runsOf(bare, (r) => `${r.performance} ${n0(r.metrics.tbtMs)} ms ${n0(r.metrics.lcpMs)} ms`),
    'baseline',
  );
  for (const [key, url] of Object.entries(first.pages ?? {})) {
    const l = first[profile]?.[url];
    if (!l) continue;
    add(
      `Issue 32, ${how}: ${PAGE_LABEL[key]} Perf / TBT / LCP / CLS`,
      size,
      `${l.performance} / ${n0(l.metrics.tbtMs)} ms / ${n0(l.metrics.lcpMs)} ms / ${l.metrics.cls.toFixed(3)}` +
        runsOf(l, (r) => `${r.performance} ${n0(r.metrics.tbtMs)} ms ${n0(r.metrics.lcpMs)} ms`),
      `Perf ≥ ${bare.performance - 3}, TBT ≤ ${n0(bare.metrics.tbtMs + 100)} ms${applied ? `, LCP ≤ ${n0(bare.metrics.lcpMs + 500)} ms` : ''}, CLS 0`,
      againstBare(l, bare, applied),
    );
  }
}

/** Each page's HTML (compressed, inline payload share) beside its JavaScript on top of the bare page. */
function byteRows(first, add, size) {
  const bareJs = first.bareNext?.jsCompressed;
  for (const [key, url] of Object.entries(first.pages ?? {})) {
    const h = first.html?.[url];
    const b = first.bytes?.[url];
    if (!h) continue;
    add(
      `Issue 32: ${PAGE_LABEL[key]} HTML and JavaScript`,
      size,
      `HTML ${kb(h.gzip)} gzip${h.br !== null ? `, ${kb(h.br)} br` : ' (no br sent)'}, ${kb(h.decoded)} decoded, inline payload ${kb(h.payload)} = ${(h.payloadShare * 100).toFixed(0)} %` +
        (b
          ? `; JavaScript ${kb(b.jsCompressed)} compressed${Number.isFinite(bareJs) ? `, ${kb(b.jsCompressed - bareJs)} on top of the bare page` : ''}`
          : ''),
    );
  }
  const bare = first.bareNext?.html;
  if (bare)
    add(
      'Issue 32: bare Next.js page HTML and JavaScript',
      size,
      `HTML ${kb(bare.gzip)} gzip, ${kb(bare.decoded)} decoded, inline payload ${kb(bare.payload)} = ${(bare.payloadShare * 100).toFixed(0)} %; JavaScript ${kb(bareJs)} compressed`,
      'baseline',
    );
}

/** With `--before`: each page's figures beside the same page of the build before, same rounds, same profile. */
function beforeRows(first, add, size) {
  const theirs = first.before?.pages;
  if (!theirs) return;
  const brief = (l) =>
    l ? `${l.performance} / ${n0(l.metrics.tbtMs)} ms / ${n0(l.metrics.lcpMs)} ms` + runsOf(l, (r) => r.performance) : '–';
  for (const profile of ['lighthouse', 'lighthouseApplied'])
    for (const [key, url] of Object.entries(first.pages ?? {})) {
      if (!first[profile]?.[url]) continue;
      add(
        `Issue 32, ${profile === 'lighthouse' ? 'simulated' : 'applied'}: ${PAGE_LABEL[key]} against the build before (${first.before.commit}), Perf / TBT / LCP`,
        size,
        `ours ${brief(first[profile][url])}; before ${brief(first[profile][theirs[key]])}`,
      );
    }
}

function inpRows(first, add, size) {
  for (const [name, t] of Object.entries(first.inp ?? {})) {
    add(
      `Issue 32: INP of a tap on ${TAPS[name].label} at 4x CPU, right after load`,
      size,
      `median ${ms(t.medianMs)} ms (${t.afterLoad.map(ms).join(', ')} ms); after 3 s idle: median ${ms(t.idleMedianMs)} ms (${t.afterIdle.map(ms).join(', ')} ms)`,
      '≤ 200 ms',
      t.medianMs !== null && t.medianMs <= 200,
    );
  }
}

/** Issue 32's rows: both Lighthouse profiles against the bare page (and the build before), bytes per page, INP. */
export function lightRows(first, add, size) {
  if (!first) return;
  profileRows(first, add, size, 'lighthouse');
  profileRows(first, add, size, 'lighthouseApplied');
  beforeRows(first, add, size);
  byteRows(first, add, size);
  inpRows(first, add, size);
}
