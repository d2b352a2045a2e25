// What a public page costs a phone while it starts (issue 32): long tasks, HTML and inline payload bytes, first
// paint and LCP, for one or more production builds side by side in the same run (so a shared, loaded machine moves
// them alike). Each build is served by its own `next start` on the end-to-end sample data, with the poster host.
//
//   node scripts/start-cost.mjs [--dist .next-before,.next] [--runs 5] [--net] [--profile] [--pages /,detail]
//
// --dist     build folders to compare (copied aside first, like e2e/support/serve.mjs); default `.next`
// --runs     loads per page and build, alternating builds within each round (default 5)
// --net      also apply Lighthouse's mobile network (150 ms RTT, 1.6 Mbps down, 750 kbps up), not only 4x CPU
// --profile  a CPU profile of one load per page and build: self time per script file and the top functions
// --pages    `/`, `detail` (the first card's competition: open in the sample data) or any path, comma-separated
//
// Blocking time is the sum over long tasks (PerformanceObserver 'longtask') of their time beyond 50 ms, from
// navigation until 4 s after `load` (so work put off to idle is counted when it runs); beside it, the main thread's
// CPU time in that window from a Chromium trace (thread time, which other work on a shared machine moves much less).
// Needs `node e2e/support/build.mjs` first (the build and .e2e's sample data); ports E2E_PORT_BASE+20 onwards.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { MAIN_DATA, POSTER_PORT, serverEnv } from '../e2e/support/env.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const flag = (name) => process.argv.includes(`--${name}`);
const dists = arg('dist', '.next').split(',');
const runs = Number(arg('runs', '5'));
const pages = arg('pages', '/,detail').split(',');
const base = Number(process.env.E2E_PORT_BASE || 3100) + 20;

const children = [];
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('SIGINT', () => (stopAll(), process.exit(130)));

async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

function start(cmd, args, env) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

// Records long tasks, paints, LCP and layout shifts from the first byte on.
const OBSERVE = () => {
  const m = (window.__startCost = { long: [], lcp: 0, cls: 0, fcp: 0 });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => m.long.push([e.startTime, e.duration]))).observe({
    type: 'longtask',
    buffered: true,
  });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (m.lcp = e.startTime))).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => !e.hadRecentInput && (m.cls += e.value))).observe({
    type: 'layout-shift',
    buffered: true,
  });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (m.fcp = e.startTime))).observe({
    type: 'paint',
    buffered: true,
  });
};

async function htmlBytes(url) {
  const html = await (await fetch(url)).text();
  let payload = 0;
  for (const m of html.matchAll(/<script>(self\.__next_f\.push[\s\S]*?)<\/script>/g)) payload += Buffer.byteLength(m[1]);
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]), 0);
  return { html: Buffer.byteLength(html), gzip: gzipSync(html).length, payload, inlineCss: css };
}

async function load(browser, url, { net, profile }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (net) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  await page.addInitScript(OBSERVE);
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(4000);
  const m = await page.evaluate(() => window.__startCost);
  const prof = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  const { onMain, tops } = mainThread(events);
  if (prof) prof.trace = { onMain, tops };
  // The main thread's own CPU time (thread time, not wall time: what the page asked of the processor, much less
  // moved by other work on a shared machine than wall-clock blocking time), in all its tasks and in those over 50 ms.
  const cpu = tops.reduce((n, e) => n + (e.tdur ?? 0), 0) / 1000;
  const cpuLong = tops.filter((e) => e.dur > 50_000).reduce((n, e) => n + (e.tdur ?? 0), 0) / 1000;
  const blocking = m.long.reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
  return {
    blocking,
    tasks: m.long.length,
    longest: Math.max(0, ...m.long.map(([, d]) => d)),
    long: m.long,
    fcp: m.fcp,
    lcp: m.lcp,
    cls: m.cls,
    cpu,
    cpuLong,
    prof,
  };
}

// Self time per script file and per function (name, file:line), in ms of throttled CPU.
function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const files = new Map();
  const fns = new Map();
  for (const [id, ms] of self) {
    const { callFrame: f } = byId.get(id);
    const file = f.url ? f.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '') : `(${f.functionName || 'native'})`;
    if (file === '(idle)' || file === '(program)') continue;
    files.set(file, (files.get(file) ?? 0) + ms);
    const key = `${f.functionName || '(anonymous)'} ${path.basename(file)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + ms);
  }
  // The trace: what the main thread's tasks over 50 ms were made of (their direct children, by kind and script).
  const tasks = new Map();
  const { onMain, tops } = profile.trace;
  const runs = tops.filter((e) => e.dur > 50_000);
  for (const run of runs) {
    const inside = onMain.filter((e) => e !== run && !/RunTask$/.test(e.name) && e.ts >= run.ts && e.ts + e.dur <= run.ts + run.dur);
    const direct = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
    for (const e of direct) {
      const where = e.args?.data?.url ?? e.args?.data?.type ?? e.args?.data?.functionName ?? '';
      const key = `${e.name} ${String(where).replace(/^https?:\/\/[^/]+/, '')}`;
      tasks.set(key, (tasks.get(key) ?? 0) + e.dur / 1000);
    }
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`);
  return { files: top(files, 12), fns: top(fns, 20), tasks: top(tasks, 20) };
}

/** The page's main thread (the one that parsed the most HTML: about:blank is parsed by another renderer first). */
function mainThread(trace) {
  const parsed = new Map();
  for (const e of trace) if (e.name === 'ParseHTML') parsed.set(`${e.pid}/${e.tid}`, (parsed.get(`${e.pid}/${e.tid}`) ?? 0) + (e.dur ?? 0));
  const mainKey = [...parsed].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = trace.filter((e) => `${e.pid}/${e.tid}` === mainKey && e.ph === 'X' && e.dur && !e.name.startsWith('V8.'));
  // Top-level tasks: RunTask events not inside another (sorted by start, a task inside ends before the outer one).
  const tops = [];
  for (const e of onMain.filter((x) => /(^|::)RunTask$/.test(x.name)).sort((x, y) => x.ts - y.ts || y.dur - x.dur)) {
    const last = tops[tops.length - 1];
    if (!last || e.ts >= last.ts + last.dur) tops.push(e);
  }
  return { onMain, tops };
}

async function main() {
  start(process.execPath, ['scripts/poster-host.mjs', '--port', String(POSTER_PORT), '--dir', '.posters']);
  const servers = dists.map((dist, i) => {
    const port = base + i;
    const copy = `.next-startcost-${i}`;
    rmSync(copy, { recursive: true, force: true });
    cpSync(dist, copy, { recursive: true, filter: (src) => !src.includes(`${path.sep}cache${path.sep}`) });
    start(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
      serverEnv({
        DATA_FILE: MAIN_DATA,
        NEXT_DIST_DIR: copy,
        POSTER_CACHE_DIR: `${copy}/poster-cache`,
        NEXTAUTH_URL: `http://127.0.0.1:${port}`,
        SITE_URL: `http://127.0.0.1:${port}`,
      }),
    );
    return { dist, origin: `http://127.0.0.1:${port}`, copy };
  });
  try {
    await Promise.all(servers.map((s) => waitFor(`${s.origin}/api/health`)));
    const home = await (await fetch(`${servers[0].origin}/`)).text();
    const detail = home.match(/href="(\/berita\/[^"#?]+)"/)?.[1];
    const paths = pages.map((p) => (p === 'detail' ? detail : p));
    // Rendered and cached, posters made, before anything is measured.
    const warm = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    for (const s of servers)
      for (const p of paths) {
        const page = await warm.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
        await page.goto(s.origin + p, { waitUntil: 'networkidle' });
        await page.close();
      }
    await warm.close();

    const results = {};
    for (const s of servers) for (const p of paths) results[`${s.dist} ${p}`] = { bytes: await htmlBytes(s.origin + p), loads: [] };
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    for (let r = 0; r < runs; r++)
      for (const p of paths)
        for (const s of r % 2 ? [...servers].reverse() : servers) {
          const res = await load(browser, s.origin + p, { net: flag('net'), profile: flag('profile') && r === 0 });
          results[`${s.dist} ${p}`].loads.push(res);
          if (res.prof) results[`${s.dist} ${p}`].profile = summarise(res.prof);
          console.error(
            `run ${r + 1} ${s.dist} ${p}: blocking ${res.blocking.toFixed(0)} ms, CPU ${res.cpu.toFixed(0)} ms, ${res.tasks} long tasks, LCP ${res.lcp.toFixed(0)} ms`,
          );
        }
    await browser.close();

    console.log(
      `\nLoad average ${(await import('node:os'))
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}; 4x CPU${flag('net') ? ', 150 ms RTT, 1.6 Mbps' : ''}; ${runs} runs\n`,
    );
    console.log(
      '| build | page | HTML | gzip | inline payload | inline CSS | blocking ms (median; runs) | main-thread CPU ms (median; runs) | CPU in long tasks | long tasks | longest | FCP | LCP | CLS |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [key, { bytes, loads }] of Object.entries(results)) {
      const [dist, p] = key.split(' ');
      const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `| ${dist} | ${p} | ${kb(bytes.html)} | ${kb(bytes.gzip)} | ${kb(bytes.payload)} | ${kb(bytes.inlineCss)} | ${median(loads.map((l) => l.blocking)).toFixed(0)} (${loads.map((l) => l.blocking.toFixed(0)).join(', ')}) | ${median(loads.map((l) => l.cpu)).toFixed(0)} (${loads.map((l) => l.cpu.toFixed(0)).join(', ')}) | ${median(loads.map((l) => l.cpuLong)).toFixed(0)} | ${median(loads.map((l) => l.tasks))} | ${median(loads.map((l) => l.longest)).toFixed(0)} | ${median(loads.map((l) => l.fcp)).toFixed(0)} | ${median(loads.map((l) => l.lcp)).toFixed(0)} | ${Math.max(...loads.map((l) => l.cls)).toFixed(3)} |`,
      );
    }
    for (const [key, { profile, loads }] of Object.entries(results)) {
      if (!profile) continue;
      console.log(
        `\n${key}: long tasks of the profiled load ${loads[0].long.map(([t, d]) => `${d.toFixed(0)}@${t.toFixed(0)}`).join(' ')}`,
      );
      console.log(
        `inside tasks over 50 ms (trace):\n${profile.tasks.join('\n')}\nself time by file:\n${profile.files.join('\n')}\ntop functions:\n${profile.fns.join('\n')}`,
      );
    }
  } finally {
    stopAll();
    await new Promise((r) => setTimeout(r, 1000));
    for (const s of servers) rmSync(s.copy, { recursive: true, force: true });
  }
}

await main();
