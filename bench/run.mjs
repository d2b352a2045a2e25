// `npm run bench`: the whole benchmark of issue 6. See bench/README.md for what each figure means.
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, ADMIN_PASSWORD_HASH } from '../e2e/support/env.mjs';
import { acquireE2eLock } from '../e2e/support/lock.mjs';
import { ensureChromium } from '../scripts/lib.mjs';
import { adminFigures } from './admin.mjs';
import { startBareNext } from './bare.mjs';
import { startBefore } from './before.mjs';
import { startPosterHost } from '../scripts/poster-host.mjs';
import { lighthouseScores, pageBytes } from './browser.mjs';
import { htmlFigures, lightPages, tapInp } from './light.mjs';
import { posterFigures } from './posters.mjs';
import { statsStep } from './stats.mjs';
import { submissionFigures } from './submissions.mjs';
import { reminderFigures, startReminderSinks } from './reminders.mjs';
import { commonTag, generateCompetitions, writeCompetitions } from './generate.mjs';
import {
  freePort,
  killAllNow,
  machine,
  onStop,
  request,
  requestOnNewConnection,
  runCommand,
  signInAdmin,
  sleep,
  startProcess,
  stopAll,
  stopProcess,
  treeMemory,
  waitForHttp,
} from './lib.mjs';
import { loadRoute } from './load.mjs';
import { ensureNginx, startNginx } from './nginx.mjs';
import { evaluate, markdownReport } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = '.next-bench';
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const RESULTS = path.join(ROOT, 'bench', 'results');

const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

function parseArgs(argv) {
  const opts = {
    sizes: [10_000],
    seconds: 10,
    warmup: 3,
    lowSeconds: 10,
    workers: 2,
    lighthouse: true,
    lighthouseRuns: 3,
    lighthouseApplied: true,
    search: true,
    http: true,
    lock: true,
    keep: false,
    bare: true,
    admin: true,
    stats: true,
    reminders: true,
    onlyReminders: false,
    posterFigures: true,
    inp: true,
    inpRuns: 3,
    listing: true,
    searchSizes: [10_000, 100_000],
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--size' || a === '--sizes')
      opts.sizes = next()
        .split(',')
        .map((s) => Number(s.replace(/k$/i, '000')));
    else if (a === '--seconds') opts.seconds = Number(next());
    else if (a === '--workers') opts.workers = Number(next());
    else if (a === '--quick') Object.assign(opts, { seconds: 3, warmup: 1, lowSeconds: 3, searchSizes: [10_000], lighthouseRuns: 1 });
    else if (a === '--search-sizes')
      opts.searchSizes = next()
        .split(',')
        .map((s) => Number(s.replace(/k$/i, '000')));
    else if (a === '--no-lighthouse') opts.lighthouse = false;
    else if (a === '--no-lighthouse-applied') opts.lighthouseApplied = false;
    // Issue 13's figures alone (build, page bytes, Lighthouse, posters, and the bare Next.js page as the floor they
    // are read against): no load, no nginx, no search.
    else if (a === '--posters') Object.assign(opts, { search: false, http: false, admin: false, listing: false, stats: false });
    // Issue 32's figures alone: the build, its pages and the bare page in Lighthouse (both profiles), their bytes and
    // the INP of two taps; no load, nginx, search, admin, reminders, posters or listing figures.
    else if (a === '--light')
      Object.assign(opts, {
        search: false,
        http: false,
        admin: false,
        reminders: false,
        posterFigures: false,
        listing: false,
        stats: false,
      });
    else if (a === '--lighthouse-runs') opts.lighthouseRuns = Number(next());
    else if (a === '--inp-runs') opts.inpRuns = Number(next());
    else if (a === '--no-inp') opts.inp = false;
    else if (a === '--no-listing') opts.listing = false;
    else if (a === '--before') opts.before = next();
    else if (a === '--no-search') opts.search = false;
    else if (a === '--no-http') opts.http = false;
    else if (a === '--no-admin') opts.admin = false;
    else if (a === '--no-stats') opts.stats = false;
    else if (a === '--no-reminders') opts.reminders = false;
    // Issue 25's figure alone: the build, the first requests, then one reminder run under load on `/`.
    else if (a === '--reminders')
      Object.assign(opts, {
        search: false,
        http: false,
        bare: false,
        admin: false,
        stats: false,
        lighthouse: false,
        reminders: true,
        onlyReminders: true,
        listing: false,
      });
    else if (a === '--no-lock') opts.lock = false;
    else if (a === '--keep') opts.keep = true;
    // Issue 24's figures alone: N instances sharing Redis beside one embedded instance (bench/instances.mjs).
    else if (a === '--instances') opts.instances = Number(next());
    else if (a === '--help' || a === '-h') opts.help = true;
    else throw new Error(`unknown option ${a} (see bench/README.md)`);
  }
  if (!Number.isInteger(opts.lighthouseRuns) || opts.lighthouseRuns < 1) throw new Error(`bad --lighthouse-runs ${opts.lighthouseRuns}`);
  if (!Number.isInteger(opts.inpRuns) || opts.inpRuns < 1) throw new Error(`bad --inp-runs ${opts.inpRuns}`);
  for (const n of [...opts.sizes, ...opts.searchSizes]) if (!Number.isInteger(n) || n < 100) throw new Error(`bad size ${n}`);
  return opts;
}

/** `next build` writes next-env.d.ts and may add the build folder to tsconfig.json: put both back. */
function protectFiles(files) {
  const saved = files.map((f) => [f, existsSync(f) ? readFileSync(f) : null]);
  return () => {
    for (const [f, bytes] of saved) {
      if (bytes === null) continue;
      if (!existsSync(f) || !readFileSync(f).equals(bytes)) writeFileSync(f, bytes);
    }
  };
}

function serverEnv(dataFile, port) {
  return {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST,
    DATA_SOURCE: 'local',
    DATA_FILE: dataFile,
    NEXTAUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD_HASH,
  };
}

async function runSearch(opts) {
  log(`in-process search over ${opts.searchSizes.join(' and ')} items (naive reference included; this takes a while)...`);
  const out = path.join(os.tmpdir(), `infolomba-bench-search-${process.pid}.json`);
  onStop(() => rmSync(out, { force: true }));
  await runCommand(
    process.execPath,
    [
      '--expose-gc',
      '--max-old-space-size=8192',
      '--import',
      './bench/ts-loader.mjs',
      'bench/search.mjs',
      '--sizes',
      opts.searchSizes.join(','),
      '--out',
      out,
    ],
    { cwd: ROOT, timeoutMs: 20 * 60_000, log: (l) => log(l.trim()) },
  );
  return JSON.parse(readFileSync(out, 'utf8'));
}

/** Issue 33's listing figures (bench/listing.mjs) in a process of their own, as JSON. */
async function runListing(size) {
  log(`listing figures at ${size}: "Lomba serupa" per closed page, one link-check run against local hosts...`);
  const out = path.join(os.tmpdir(), `infolomba-bench-listing-${process.pid}.json`);
  onStop(() => rmSync(out, { force: true }));
  await runCommand(process.execPath, ['--import', './bench/ts-loader.mjs', 'bench/listing.mjs', '--size', String(size), '--out', out], {
    cwd: ROOT,
    timeoutMs: 30 * 60_000,
    log: (l) => log(l.trim()),
  });
  return JSON.parse(readFileSync(out, 'utf8'));
}

/**
 * An admin edits the first competition on `/` through the API; how long until `/` through the caching proxy
 * shows the new title (and how long directly from the app)?
 */
async function adminChangeThroughCache({ app, cache, items, maxWaitS }) {
  const { idFromSlug } = await import('@/lib/competitions/slug');
  const { competitionVersion } = await import('@/lib/competitions/version');
  const slow = { timeoutMs: 300_000 };
  const before = (await request(`${cache}/`, slow)).text();
  const href = /href="(\/berita\/[^"]+)"/.exec(before)?.[1];
  if (!href) throw new Error('no competition link on /');
  const id = idFromSlug(href.slice('/berita/'.length));
  const item = items.find((c) => c.id === id);
  if (!item) throw new Error(`competition ${id} from / is not in the data set`);
  if (!item.registration.start || !item.registration.end) throw new Error(`competition ${id} has no registration dates to resend`);
  const cookie = await signInAdmin(app, ADMIN, '10.77.0.1');
  const sessionCacheControl = {};
  for (const p of ['/admin', '/api/auth/session']) {
    sessionCacheControl[`\`${p}\``] = (await request(app + p, { headers: { cookie }, ...slow })).headers.get('cache-control') ?? '';
  }
  const stamp = `Diperbarui ${Date.now()}`;
  const { id: _id, ...rest } = item;
  const sent = Date.now();
  const res = await requestOnNewConnection(`${app}/api/competitions/${encodeURIComponent(id)}`, {
    timeoutMs: 300_000,
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: app },
    body: JSON.stringify({ competition: { ...rest, title: `${item.title} ${stamp}` }, baseVersion: competitionVersion(item) }),
  });
  if (res.status !== 200) throw new Error(`admin update failed: ${res.status} ${res.text().slice(0, 500)}`);
  const writeS = (Date.now() - sent) / 1000;
  const t0 = Date.now();
  let viaApp = null;
  let viaCache = null;
  let polls = 0;
  while (Date.now() - t0 < maxWaitS * 1000 && viaCache === null) {
    polls++;
    const [a, c] = await Promise.all([viaApp === null ? request(`${app}/`, slow) : null, request(`${cache}/`, slow)]);
    if (a && a.text().includes(stamp)) viaApp = (Date.now() - t0) / 1000;
    if (c.text().includes(stamp)) viaCache = (Date.now() - t0) / 1000;
    if (viaCache === null) await sleep(500);
  }
  return { id, writeS, visibleViaAppS: viaApp, visibleViaCacheS: viaCache, polls, waitedS: (Date.now() - t0) / 1000, sessionCacheControl };
}

/**
 * Resident memory once the load is over: V8 keeps the garbage of the load until its memory reducer runs a full
 * collection, once it sees the allocation rate low (at 100k, in a --trace-gc run, 60 s after the last request) and
 * at the latest after its 100 s watchdog. Sampled every 5 s for up to 120 s, until it has fallen and holds steady.
 */
async function settledMemory(pid) {
  const samples = [];
  const t0 = Date.now();
  for (;;) {
    await sleep(5000);
    const m = treeMemory(pid);
    samples.push(Math.round(m.rssMb));
    const n = samples.length;
    const fell = n > 1 && samples.slice(0, -1).some((x) => x > samples[n - 1] * 1.05);
    const steady = n > 1 && Math.abs(samples[n - 1] - samples[n - 2]) <= samples[n - 1] * 0.02;
    if ((fell && steady) || Date.now() - t0 >= 120_000) return { ...m, afterS: Math.round((Date.now() - t0) / 1000), samples };
  }
}

/**
 * Issue 32's pages (bench/light.mjs) beside the bare Next.js page and, with `--before`, the same pages of the build
 * before, in one list: first loads, HTML bytes, Lighthouse in both profiles (its rounds alternate ours and theirs),
 * then the INP of two taps on ours. Every page is rendered and cached before anything measures it, as the load
 * step does for its own routes. Lighthouse starts every run with empty storage: no consent is stored.
 */
async function measurePages({ app, items, competitionPath, opts, result, beforeEnv, log }) {
  const paths = lightPages(items, competitionPath);
  const urlsOf = (origin) => Object.fromEntries(Object.entries(paths).map(([key, p]) => [key, origin + p]));
  const bare = opts.bare ? await startBareNext({ root: ROOT, nextBin: NEXT_BIN, log }) : null;
  const before = opts.before ? await startBefore({ root: ROOT, commit: opts.before, envFor: beforeEnv, log }) : null;
  try {
    result.pages = urlsOf(app);
    const theirs = before ? urlsOf(before.app) : {};
    const pages = [...Object.keys(paths).flatMap((k) => [result.pages[k], theirs[k]]), bare?.url].filter(Boolean);
    for (const p of pages) for (let k = 0; k < 2; k++) await request(p, { timeoutMs: 300_000 });
    log('page loads in Chromium, HTML bytes...');
    result.bytes = await pageBytes(pages);
    result.html = {};
    for (const p of pages) result.html[p] = await htmlFigures(p);
    if (opts.lighthouse) {
      log('Lighthouse (mobile)...');
      result.lighthouse = await lighthouseScores(pages, { runs: opts.lighthouseRuns, log });
      // The same mobile profile applied to the real load (see bench/RESULTS.md, "Why LCP differs between the two").
      if (opts.lighthouseApplied) {
        log('Lighthouse (mobile, applied throttling)...');
        result.lighthouseApplied = await lighthouseScores(pages, { runs: opts.lighthouseRuns, throttling: 'devtools', log });
      }
    }
    if (bare) result.bareNext = figuresOf(result, bare.url);
    if (before) result.before = { commit: opts.before, pages: theirs };
  } finally {
    await before?.stop();
    await bare?.stop();
  }
  if (opts.inp) {
    log(`INP of a tap at 4x CPU (${opts.inpRuns} fresh loads per tap and moment)...`);
    result.inp = await tapInp(app, paths, { runs: opts.inpRuns, log });
  }
}

/** One URL's bytes, HTML and Lighthouse figures out of the lists measured together. */
function figuresOf(result, url) {
  return {
    ...result.bytes[url],
    html: result.html[url],
    lighthouse: result.lighthouse?.[url],
    lighthouseApplied: result.lighthouseApplied?.[url],
  };
}

async function runSize(size, opts, result) {
  result.size = size;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'infolomba-bench-'));
  // nginx workers (nobody) read the static files below it.
  chmodSync(dir, 0o755);
  if (!opts.keep) onStop(() => rmSync(dir, { recursive: true, force: true }));
  const dataFile = path.join(dir, 'data.json');
  // Realistic posters (1080x1350 JPEG and PNG, 0.4-2 MB) on a poster host of their own, outside the app.
  const posterHost = await startPosterHost({ dir: path.join(ROOT, '.posters') });
  onStop(() => posterHost.close());
  log(`[${size}] generating ${size} competitions into ${dataFile} (posters on ${posterHost.origin})...`);
  const items = generateCompetitions(size, undefined, { posterBase: posterHost.origin });
  writeCompetitions(dataFile, items);
  const tag = commonTag(items);
  result.dataBytes = readFileSync(dataFile).length;
  result.commonTag = tag;

  const [appPort, staticPort, cachePort] = [await freePort(), await freePort(), await freePort()];
  // Reminders (issue 25): a local push service and SMTP server, the server's VAPID keys and SMTP pointing at them.
  const sinks = opts.reminders ? await startReminderSinks() : null;
  if (sinks) onStop(() => sinks.close());
  const { FETCH_ALLOW_HOSTS_EXTRA, ...reminderEnv } = sinks?.env ?? {};
  const env = {
    ...serverEnv(dataFile, appPort),
    ...reminderEnv,
    POSTER_CACHE_DIR: path.join(dir, 'posters'),
    FETCH_ALLOW_HOSTS: [new URL(posterHost.origin).host, FETCH_ALLOW_HOSTS_EXTRA].filter(Boolean).join(','),
  };

  log(`[${size}] next build (${DIST})...`);
  const restore = protectFiles([path.join(ROOT, 'tsconfig.json'), path.join(ROOT, 'next-env.d.ts')]);
  onStop(restore);
  if (!opts.keep) onStop(() => rmSync(path.join(ROOT, DIST), { recursive: true, force: true }));
  rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
  let t = Date.now();
  try {
    await runCommand(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, env, timeoutMs: 30 * 60_000 });
  } finally {
    restore();
  }
  result.buildS = (Date.now() - t) / 1000;
  log(`[${size}] built in ${result.buildS.toFixed(0)} s`);

  t = Date.now();
  // Everything the server prints (a 500's stack trace among it) is kept in bench/results/server-<size>.log.
  mkdirSync(RESULTS, { recursive: true });
  const serverLog = createWriteStream(path.join(RESULTS, `server-${size}.log`));
  onStop(() => serverLog.end());
  const server = startProcess('next', process.execPath, [NEXT_BIN, 'start', '-p', String(appPort), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env,
    log: (line) => serverLog.write(`${new Date().toISOString().slice(11, 23)} ${line}\n`),
  });
  const app = `http://127.0.0.1:${appPort}`;
  await waitForHttp(`${app}/robots.txt`, { child: server, timeoutMs: 300_000 });
  result.startS = (Date.now() - t) / 1000;
  result.memoryIdle = treeMemory(server.pid);

  const { competitionPath } = await import('@/lib/competitions/slug');
  const detailPath = competitionPath(items[Math.floor(size / 2)]);
  const routes = [
    { key: 'home', path: '/', kind: 'cached', file: 'home.html' },
    { key: 'page50', path: '/?page=50', kind: 'cached', file: 'page50.html' },
    { key: 'detail', path: detailPath, kind: 'cached', file: 'detail.html' },
    { key: 'searchWord', path: '/search?q=matematika', kind: 'search' },
    { key: 'searchPhrase', path: '/search?q=lomba%20esai%20nasional', kind: 'search' },
    { key: 'searchFilters', path: `/search?categories=SMA&tag=${encodeURIComponent(tag)}`, kind: 'search' },
    { key: 'tags', path: '/tags', kind: 'cached', file: 'tags.html' },
    { key: 'sitemap', path: '/sitemap.xml', kind: 'cached', file: 'sitemap.xml' },
  ];
  result.routes = {};
  const files = {};
  log(`[${size}] first requests (renders what is not cached yet)...`);
  for (const r of routes) {
    const first = await request(app + r.path, { timeoutMs: 300_000 });
    const again = await request(app + r.path, { timeoutMs: 300_000 });
    result.routes[r.key] = {
      path: r.path,
      kind: r.kind,
      status: again.status,
      firstStatus: first.status,
      cacheControl: again.headers.get('cache-control') ?? '',
      nextCache: again.headers.get('x-nextjs-cache') ?? '',
      contentType: again.headers.get('content-type') ?? '',
      bytes: again.bytes.length,
    };
    if (r.file) files[r.file] = again.bytes;
  }

  if (sinks) {
    log(`[${size}] one reminder run over 10,000 subscriptions, \`/\` under load meanwhile...`);
    try {
      result.reminders = await reminderFigures({
        base: app,
        pid: server.pid,
        dataFile,
        items,
        sinks,
        seconds: opts.seconds,
        workers: opts.workers,
        log: (l) => log(`[${size}] ${l}`),
      });
    } catch (e) {
      result.reminders = { error: e instanceof Error ? e.message : String(e) };
      log(`[${size}] reminder figures failed: ${result.reminders.error}`);
    }
    if (opts.onlyReminders) {
      await stopProcess(server);
      await posterHost.close();
      if (!opts.keep) rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
      return;
    }
  }

  // What one re-read of the store costs the server (the catalog re-reads it every DATA_CACHE_SECONDS).
  const reads = [];
  for (let k = 0; k < 3; k++) {
    const t1 = Date.now();
    await request(`${app}/api/health/ready`, { timeoutMs: 300_000 });
    reads.push((Date.now() - t1) / 1000);
  }
  result.storeReadS = reads.sort((a, b) => a - b)[1];

  if (opts.http) {
    log(`[${size}] load: ${opts.warmup} s warm-up, ${opts.seconds} s at 64 connections, ${opts.lowSeconds} s at 8, per route...`);
    for (const r of routes) {
      result.routes[r.key].load = await loadRoute(app + r.path, {
        warmupSeconds: opts.warmup,
        seconds: opts.seconds,
        lowSeconds: opts.lowSeconds,
        workers: opts.workers,
        log: (l) => log(`[${size}] ${l}`),
      });
    }
    result.memoryAfterLoad = treeMemory(server.pid);
    result.memorySettled = await settledMemory(server.pid);
    log(
      `[${size}] server memory right after the load: ${result.memoryAfterLoad.rssMb.toFixed(0)} MB resident (peak ${result.memoryAfterLoad.peakMb.toFixed(0)} MB); ` +
        `${result.memorySettled.rssMb.toFixed(0)} MB after ${result.memorySettled.afterS} s without requests`,
    );

    await ensureNginx(log);
    const nginxDir = path.join(dir, 'nginx');
    const nginx = await startNginx({ dir: nginxDir, appPort, staticPort, cachePort, files, log: () => undefined });
    result.static = {};
    result.proxyCache = {};
    const cache = `http://127.0.0.1:${cachePort}`;
    // Static and cached runs of one page alternate (static, cache, static again) and the two static runs are
    // averaged: on a shared machine that cancels most of the drift between runs taken minutes apart.
    for (const r of routes.filter((x) => x.file)) {
      const staticUrl = `http://127.0.0.1:${staticPort}/${r.file}`;
      const first = await loadRoute(staticUrl, {
        warmupSeconds: 2,
        seconds: opts.seconds,
        lowSeconds: 0,
        workers: opts.workers,
        log: (l) => log(`[${size}] static ${l}`),
      });
      if (r.kind === 'cached') {
        await request(cache + r.path, { timeoutMs: 300_000 });
        const probe = await request(cache + r.path, { timeoutMs: 300_000 });
        const c = await loadRoute(cache + r.path, {
          warmupSeconds: 2,
          seconds: opts.seconds,
          lowSeconds: 0,
          workers: opts.workers,
          log: (l) => log(`[${size}] proxy_cache ${l}`),
        });
        const after = await request(cache + r.path, { timeoutMs: 300_000 });
        result.proxyCache[r.key] = {
          cacheStatus: probe.headers.get('x-cache-status') ?? '',
          cacheStatusAfter: after.headers.get('x-cache-status') ?? '',
          cacheControl: probe.headers.get('cache-control') ?? '',
          load: c,
        };
      }
      const second = await loadRoute(staticUrl, {
        warmupSeconds: 0,
        seconds: opts.seconds,
        lowSeconds: 0,
        workers: opts.workers,
        log: (l) => log(`[${size}] static again ${l}`),
      });
      const high = { ...first.high, rps: (first.high.rps + second.high.rps) / 2, runs: [first.high, second.high] };
      result.static[r.key] = { file: r.file, bytes: files[r.file].length, load: { high, low: null } };
    }

    const sMaxAge = Number(/s-maxage=(\d+)/.exec(result.routes.home.cacheControl)?.[1] ?? NaN);
    result.sMaxAge = sMaxAge;
    if (Number.isFinite(sMaxAge)) {
      log(`[${size}] admin change through the cache (s-maxage ${sMaxAge} s): waiting up to ${sMaxAge + 30} s...`);
      try {
        result.adminChange = await adminChangeThroughCache({ app, cache, items, maxWaitS: sMaxAge + 30 });
        log(
          `[${size}] change visible from the app after ${result.adminChange.visibleViaAppS} s, through the cache after ${result.adminChange.visibleViaCacheS} s`,
        );
      } catch (e) {
        // undici says only "fetch failed"; the cause (refused, reset, timeout) is what tells what happened.
        const cause = e instanceof Error && e.cause instanceof Error ? ` (${e.cause.message})` : '';
        result.adminChange = { error: e instanceof Error ? `${e.message}${cause}` : String(e) };
        log(`[${size}] admin change check failed: ${result.adminChange.error}`);
      }
    } else {
      result.adminChange = { error: `no s-maxage on / (Cache-Control: ${result.routes.home.cacheControl || 'none'})` };
    }
    await stopProcess(nginx);
  }

  if (opts.browser) {
    await measurePages({
      app,
      items,
      competitionPath,
      opts,
      result,
      beforeEnv: (port) => ({ ...env, ...serverEnv(dataFile, port), POSTER_CACHE_DIR: path.join(dir, 'posters-before') }),
      log: (l) => log(`[${size}] ${l}`),
    });
  }
  if (opts.browser && opts.posterFigures) {
    // List pages nothing has loaded in a browser yet: their HTML rendered and cached, their posters never asked for.
    const freshPages = Array.from({ length: 12 }, (_, i) => `/?page=${20 + i}`);
    for (const p of freshPages) for (let k = 0; k < 2; k++) await request(app + p, { timeoutMs: 300_000 });
    log(`[${size}] posters: bytes per card on a phone, HTML with never-seen posters...`);
    result.posters = await posterFigures({ app, freshPages, log: (l) => log(`[${size}] ${l}`) });
    // Issue 26: a submission of 3 posters of ~2 MB (time and memory).
    log(`[${size}] Kirim Lomba: a submission of 3 posters of 2 MB...`);
    result.submissions = await submissionFigures({
      app,
      pid: server.pid,
      runs: opts.lighthouseRuns,
      // `/kirim-lomba` is among issue 32's pages above, scored there in both profiles.
      lighthouse: false,
      log: (l) => log(`[${size}] ${l}`),
    });
  }
  await posterHost.close();
  // Last, as it edits competitions: issue 14's admin figures and public `/` during a loop of saves.
  if (opts.admin) {
    log(`[${size}] admin panel in Chromium, then \`/\` during a loop of saves...`);
    try {
      result.admin = await adminFigures({ base: app, size, items, admin: ADMIN, workers: opts.workers, log: (l) => log(`[${size}] ${l}`) });
    } catch (e) {
      result.admin = { error: e instanceof Error ? e.message : String(e) };
      log(`[${size}] admin figures failed: ${result.admin.error}`);
    }
  }

  await stopProcess(server);
  // Issue 34 (bench/stats.mjs): a server of its own on this build, with 90 days of counts; the first size only.
  if (opts.stats && opts.browser)
    result.stats = await statsStep({ root: ROOT, distDir: DIST, size, quick: opts.seconds < 10, log: (l) => log(`[${size}] ${l}`) });
  if (!opts.keep) rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
}

export async function main(argv) {
  let opts;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    console.error(`npm run bench: ${e instanceof Error ? e.message : e}`);
    process.exitCode = 2;
    return;
  }
  if (opts.help) {
    console.log(readFileSync(path.join(ROOT, 'bench', 'README.md'), 'utf8'));
    return;
  }
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  if (opts.instances) {
    if (!Number.isInteger(opts.instances) || opts.instances < 2) throw new Error(`--instances needs 2 or more, not ${opts.instances}`);
    process.on('exit', killAllNow);
    if (opts.lock) acquireE2eLock('bench');
    const { instancesBench } = await import('./instances.mjs');
    try {
      await instancesBench({ instances: opts.instances, seconds: opts.seconds });
    } catch (e) {
      log(`FAILED: ${e instanceof Error ? e.stack || e.message : e}`);
      process.exitCode = 1;
    } finally {
      await stopAll();
    }
    // A failed start can leave a socket or a timer open; the bench is over either way.
    process.exit();
  }
  let interrupted = false;
  const onSignal = (sig) => {
    if (interrupted) return;
    interrupted = true;
    log(`${sig}: stopping everything...`);
    stopAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', killAllNow);

  const started = Date.now();
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    options: { ...opts },
    loadAverage: { start: os.loadavg() },
    sizes: {},
  };
  try {
    ensureChromium();
    if (opts.http) await ensureNginx(log);
    if (opts.lock) {
      if (existsSync(path.join(os.tmpdir(), 'infolomba-e2e.lock')))
        log('waiting for the end-to-end lock (an e2e build or run is going on)...');
      acquireE2eLock('bench');
    }
    if (opts.search) results.search = await runSearch(opts);
    if (opts.listing) results.listing = await runListing(opts.sizes[0]);
    for (const size of opts.sizes) await runSize(size, { ...opts, browser: size === opts.sizes[0] }, (results.sizes[size] = {}));
  } catch (e) {
    results.error = e instanceof Error ? e.stack || e.message : String(e);
    log(`FAILED: ${results.error}`);
  } finally {
    await stopAll();
  }
  results.totalS = (Date.now() - started) / 1000;
  results.loadAverage.end = os.loadavg();
  results.checks = evaluate(results);
  const md = markdownReport(results);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, 'latest.json'), JSON.stringify(results, null, 2));
  writeFileSync(path.join(RESULTS, 'latest.md'), md);
  console.log(`\n${md}`);
  log(`done in ${(results.totalS / 60).toFixed(1)} min; wrote bench/results/latest.json and bench/results/latest.md`);
  if (results.error) process.exitCode = 1;
}
