// Issue 34's figures: first-party statistics at scale. See bench/README.md, "Statistics (issue 34)".
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  freePort,
  killAllNow,
  onStop,
  request,
  signInAdmin,
  sleep,
  startProcess,
  stopAll,
  stopProcess,
  treeMemory,
  waitForHttp,
} from './lib.mjs';
import { mulberry32 } from '../scripts/prng.mjs';
import { load } from './load.mjs';

// A realistic statistics state for issue 34's figures: N competitions and D days of counts, the same on every run
// (fixed seed). Each day about half the competitions are seen (so over 90 days nearly every one), a fifth of those
// clicked "Daftar", fewer saved, shared, put in a calendar or followed; the day's visits, pages, phones and sources;
// forty other sites; and a few hundred search terms a day from a pool where a few recur and most are typed once.

const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const WORDS = [
  'lomba',
  'esai',
  'robotik',
  'debat',
  'puisi',
  'fotografi',
  'coding',
  'sains',
  'matematika',
  'desain',
  'poster',
  'video',
  'film',
];

/**
 * The three tables ({ d, r, q }: day -> counters) for the `days` days ending `today`, over the competition ids given.
 * `searchTerms`: distinct terms with few results a day.
 */
export function statsState(ids, { today, days = 90, seen = 0.5, searchTerms = 300, seed = 34 } = {}) {
  const rnd = mulberry32(seed);
  const int = (n) => Math.floor(rnd() * n);
  const tables = { d: {}, r: {}, q: {} };
  // A long tail of terms: a small core searched daily, the rest once or twice in the period.
  const pool = Array.from({ length: searchTerms * 20 }, (_, i) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i}`);
  for (let k = days - 1; k >= 0; k--) {
    const day = addDays(today, -k);
    const d = {};
    let visits = 0;
    for (const id of ids) {
      if (rnd() >= seen) continue;
      const views = 1 + int(12);
      visits += views;
      d[`c:${id}:view`] = views;
      if (rnd() < 0.2) d[`c:${id}:daftar`] = 1 + int(Math.ceil(views / 3));
      if (rnd() < 0.05) d[`c:${id}:save`] = 1 + int(2);
      if (rnd() < 0.02) d[`c:${id}:share`] = 1;
      if (rnd() < 0.02) d[`c:${id}:cal`] = 1;
      if (rnd() < 0.01) d[`c:${id}:reminder`] = 1;
    }
    const list = Math.round(visits * 0.4);
    const search = Math.round(visits * 0.2);
    Object.assign(d, {
      v: visits + list + search,
      pd: visits,
      pl: list,
      ps: search,
      ph: Math.round((visits + list + search) * 0.7),
      sz: Math.round(search * 0.1),
      'src:search': Math.round(visits * 0.5),
      'src:instagram': Math.round(visits * 0.2),
      'src:whatsapp': Math.round(visits * 0.15),
      'src:direct': Math.round(visits * 0.1),
      'src:other': Math.round(visits * 0.05),
    });
    tables.d[day] = d;
    tables.r[day] = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`situs-${i}.example.id`, 1 + int(50)]));
    const q = {};
    for (let i = 0; i < searchTerms; i++) {
      // Squared: the first terms of the pool come back day after day, the last almost never.
      const term = pool[Math.floor(rnd() ** 2 * pool.length)];
      q[`n:${term}`] = (q[`n:${term}`] ?? 0) + 1 + int(3);
      q[`r:${term}`] = int(4);
    }
    tables.q[day] = q;
  }
  return tables;
}

/** The file store's format (`<data>.stats.json`). */
export const statsFileText = (tables) => `${JSON.stringify({ tables })}\n`;

/** Writes the tables into Redis as the Redis store keeps them: one hash per table and day under `keyOf`. */
export async function writeStatsToRedis(redis, tables, keyOf) {
  for (const [table, byDay] of Object.entries(tables)) {
    for (const [day, counts] of Object.entries(byDay)) {
      const entries = Object.entries(counts);
      for (let i = 0; i < entries.length; i += 5_000) await redis.hset(keyOf(table, day), Object.fromEntries(entries.slice(i, i + 5_000)));
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Issue 34's figures (`npm run bench` step, or alone: `node bench/stats.mjs [--quick]` on the build in `.next`).

const RATE = 500;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Each visitor's address sends at most this many counts, each about a different thing: all within its limits. */
const PER_VISITOR = 15;
/** One event in twenty comes from one address repeating the same "Daftar" click: all but two are limited. */
const ABUSE_EVERY = 20;
const ABUSER = '198.51.100.250';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The i-th count of the run: who sends it and what it says. */
function plannedEvent(i, ids) {
  if (i % ABUSE_EVERY === ABUSE_EVERY - 1) return { address: ABUSER, hit: { k: 'daftar', id: ids[0] }, abuse: true };
  const v = i - Math.floor(i / ABUSE_EVERY);
  const visitor = Math.floor(v / PER_VISITOR);
  const k = v % PER_VISITOR;
  const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  // Distinct competitions within one address, so its "same count twice in 10 minutes" rule never applies.
  const id = ids[(visitor * PER_VISITOR + k) % ids.length];
  return { address, hit: k % 3 === 2 ? { k: 'daftar', id } : { k: 'detail', id }, abuse: false };
}

/**
 * Sends `rate` counts a second for `seconds` as the beacon does (text/plain JSON, Sec-Fetch-Site: same-origin, the
 * page's Origin), each visitor's address in X-Forwarded-For as one trusted proxy would write it.
 */
async function sendCounts({ base, ids, rate, seconds, maxInFlight = 64 }) {
  // FIFO: every socket is used in turn, so none idles past the server's keep-alive timeout (5 s) and is closed under a
  // request the client just sent on it (LIFO leaves the last sockets idle at a steady rate).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, scheduling: 'fifo' });
  const post = (body, headers) =>
    new Promise((resolve, reject) => {
      const req = http.request(`${base}/api/hitung`, { method: 'POST', agent, headers, timeout: 30_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
      req.on('error', reject);
      req.end(body);
    });
  const out = {
    planned: 0,
    sent: 0,
    skipped: 0,
    statuses: {},
    errors: 0,
    errorKinds: {},
    visitorEvents: 0,
    unansweredVisitorEvents: 0,
    abuseEvents: 0,
    latencies: [],
  };
  const inFlight = new Set();
  // The load generator's own CPU time (this process sends the counts): shows whether it, not the server, is the limit.
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let i = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; i < due; i++) {
      out.planned++;
      // A server that cannot keep up leaves every socket busy: the counts due meanwhile are reported as not sent
      // (a browser's beacon would queue them), not piled into a queue that starves `/`'s requests of sockets.
      if (inFlight.size >= maxInFlight) {
        out.skipped++;
        continue;
      }
      const e = plannedEvent(i, ids);
      const t = performance.now();
      const body = JSON.stringify(e.hit);
      const p = post(body, {
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': Buffer.byteLength(body),
        origin: base,
        'sec-fetch-site': 'same-origin',
        'user-agent': CHROME,
        'x-forwarded-for': e.address,
      })
        .then((status) => {
          out.statuses[status] = (out.statuses[status] ?? 0) + 1;
          out.latencies.push(performance.now() - t);
          if (status === 204) {
            if (e.abuse) out.abuseEvents++;
            else out.visitorEvents++;
          }
        })
        .catch((err) => {
          out.errorKinds[err.code ?? err.message] = (out.errorKinds[err.code ?? err.message] ?? 0) + 1;
          // Sent but not answered in time: the server may still have counted it.
          out.errors++;
          if (!e.abuse) out.unansweredVisitorEvents++;
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
      out.sent++;
    }
    await sleep(5);
  }
  await Promise.all(inFlight);
  const cpu = process.cpuUsage(cpuBefore);
  out.clientCpuShare = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
  agent.destroy();
  const lat = out.latencies.sort((a, b) => a - b);
  const q = (x) => lat[Math.min(lat.length - 1, Math.floor(lat.length * x))] ?? null;
  delete out.latencies;
  return { ...out, seconds, rate, achievedRate: out.sent / seconds, p50Ms: q(0.5), p99Ms: q(0.99) };
}

/** Every competition count of `day` in the stats file (views, clicks, saves...): the sum the run must move. */
function competitionCounts(file, day) {
  const text = readFileSync(file, 'utf8');
  const counts = JSON.parse(text).tables.d[day] ?? {};
  let views = 0;
  let daftar = 0;
  for (const [field, n] of Object.entries(counts)) {
    if (field.endsWith(':view')) views += n;
    else if (field.endsWith(':daftar')) daftar += n;
  }
  return { views, daftar };
}

/** One full render of /admin with "Statistik" for `period` days, signed in: the time until the last byte. */
async function renderStatistik(base, cookie, period) {
  const t = performance.now();
  const res = await request(`${base}/admin?statistik=${period}`, {
    headers: { cookie, 'x-forwarded-for': '10.250.0.1' },
    timeoutMs: 120_000,
  });
  const ms = performance.now() - t;
  const html = res.text();
  if (res.status !== 200 || !html.includes('id="statistik"') || !html.includes('Dicari tapi tidak ada')) {
    throw new Error(`/admin?statistik=${period} answered ${res.status} without the Statistik panel`);
  }
  return ms;
}

/**
 * Issue 34's figures on their own server: N competitions with 90 days of counts; the panel's render; the count
 * endpoint at `rate` a second for `seconds` with `/`'s p99 beside it against without; memory; nothing accepted lost.
 */
export async function statsFigures({ root, distDir = '.next', size = 10_000, quick = false, cpuProf, log = console.error } = {}) {
  const { generateCompetitions, writeCompetitions } = await import('./generate.mjs');
  const { ADMIN, serverEnv } = await import('../e2e/support/env.mjs');
  const seconds = quick ? 15 : 60;
  const quiet = quick ? 5 : 20;
  const settleS = quick ? 15 : 60;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'infolomba-bench-stats-'));
  onStop(() => rmSync(dir, { recursive: true, force: true }));
  const dataFile = path.join(dir, 'data.json');
  const statsFile = path.join(dir, 'data.stats.json');
  const items = generateCompetitions(size);
  writeCompetitions(dataFile, items);
  const ids = items.map((c) => c.id);
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  let t = performance.now();
  const tables = statsState(ids, { today });
  writeFileSync(statsFile, statsFileText(tables));
  const fields = Object.values(tables.d).reduce((n, d) => n + Object.keys(d).length, 0);
  const result = {
    size,
    days: 90,
    quick,
    statsFileMb: statSync(statsFile).size / 1e6,
    dayFields: fields,
    searchTermsPerDay: Math.round(Object.values(tables.q).reduce((n, q) => n + Object.keys(q).length / 2, 0) / 90),
    loadAverageStart: os.loadavg(),
  };
  log(
    `stats: ${size} competitions, 90 days (${fields} counters, ${result.statsFileMb.toFixed(1)} MB) in ${(performance.now() - t).toFixed(0)} ms`,
  );

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = serverEnv({ DATA_FILE: dataFile, NEXTAUTH_URL: base, SITE_URL: base, NEXT_DIST_DIR: distDir, DATA_CACHE_SECONDS: '60' });
  delete env.FETCH_ALLOW_HOSTS;
  const server = startProcess(
    'stats-server',
    process.execPath,
    [
      // `--cpu-prof DIR`: the server (only) writes a V8 CPU profile there when it stops (bench/README.md).
      ...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProf)}`] : []),
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: root,
      env,
    },
  );
  t = performance.now();
  await waitForHttp(`${base}/api/health`, { child: server, timeoutMs: 300_000 });
  result.startS = (performance.now() - t) / 1000;
  const cookie = await signInAdmin(base, ADMIN, '10.250.0.1');

  // The first render after a start (the 90 days maybe not yet prepared), then the panel as the owner meets it.
  result.firstAfterStartMs = await renderStatistik(base, cookie, 90);
  log(`stats: first /admin?statistik=90 after the start ${result.firstAfterStartMs.toFixed(0)} ms`);
  await sleep(quick ? 5_000 : 15_000);
  result.renders = {};
  for (const period of [7, 30, 90]) {
    const runs = [];
    for (let k = 0; k < (quick ? 3 : 5); k++) runs.push(await renderStatistik(base, cookie, period));
    result.renders[period] = { medianMs: median(runs), maxMs: Math.max(...runs), runs };
  }
  log(`stats: /admin?statistik=90 median ${result.renders[90].medianMs.toFixed(0)} ms, max ${result.renders[90].maxMs.toFixed(0)} ms`);

  // `/` alone, then beside the counts, then alone again.
  const home = `${base}/`;
  await load(home, { connections: 8, seconds: 2 });
  const before = await load(home, { connections: 8, seconds: quiet });
  const countsBefore = competitionCounts(statsFile, today);
  result.memoryBeforeMb = treeMemory(server.pid).rssMb;
  log(`stats: ${RATE} counts a second for ${seconds} s beside \`/\` at 8 connections...`);
  const [beside, counts] = await Promise.all([load(home, { connections: 8, seconds }), sendCounts({ base, ids, rate: RATE, seconds })]);
  const endedAt = Date.now();
  result.memoryAfterMb = treeMemory(server.pid).rssMb;
  const after = await load(home, { connections: 8, seconds: quiet });
  result.home = {
    withoutP99: [before.p99, after.p99],
    besideP99: beside.p99,
    ratio: beside.p99 / ((before.p99 + after.p99) / 2),
    besideErrors: beside.non2xx + beside.errors + beside.timeouts,
  };
  result.counts = counts;
  // The panel once today has moved under it.
  result.renderAfterCountsMs = await renderStatistik(base, cookie, 90);
  await sleep(Math.max(0, settleS * 1000 - (Date.now() - endedAt)));
  result.memoryLaterMb = treeMemory(server.pid).rssMb;
  result.memoryLaterS = Math.round((Date.now() - endedAt) / 1000);

  // A stop writes what the last seconds counted; every count answered as accepted is in the file.
  await stopProcess(server, 15_000);
  const countsAfter = competitionCounts(statsFile, today);
  const moved = countsAfter.views - countsBefore.views + (countsAfter.daftar - countsBefore.daftar);
  // Every visitor's count is within its address's limits; of the abuser's identical clicks two count. A count the
  // client gave up waiting for may or may not have been counted: it widens what is allowed, never what is required.
  const expected = counts.visitorEvents + Math.min(2, counts.abuseEvents);
  const unanswered = counts.unansweredVisitorEvents;
  result.accepted = {
    expected,
    unanswered,
    counted: moved,
    limited: counts.sent - counts.errors - expected,
    lost: Math.max(0, expected - moved),
    ok: moved >= expected && moved <= expected + unanswered + 2,
  };
  result.loadAverageEnd = os.loadavg();
  log(
    `stats: \`/\` p99 ${result.home.besideP99} ms beside the counts against ${result.home.withoutP99.join(' / ')} ms without (${result.home.ratio.toFixed(2)}x); ` +
      `counts ${counts.sent} sent (${counts.achievedRate.toFixed(0)}/s), ${moved} counted of ${expected} accepted; ` +
      `memory ${result.memoryBeforeMb.toFixed(0)} -> ${result.memoryAfterMb.toFixed(0)} -> ${result.memoryLaterMb.toFixed(0)} MB`,
  );
  return result;
}

/** The figures as Markdown rows (figure, value, target, met). */
export function statsRows(r) {
  const ms = (x) => `${Math.round(x)} ms`;
  const yes = (ok) => (ok ? 'yes' : '**no**');
  const render90 = r.renders[90];
  const flat = r.memoryLaterMb <= r.memoryBeforeMb * 1.25;
  return [
    [
      `"Statistik" render, 90 days at ${r.size} competitions (/admin, signed in; ${render90.runs.length} renders)`,
      `median ${ms(render90.medianMs)}, max ${ms(render90.maxMs)}; 30 days ${ms(r.renders[30].medianMs)}, 7 days ${ms(r.renders[7].medianMs)}; ` +
        `right after the ${r.counts.seconds} s of counts ${ms(r.renderAfterCountsMs)}; first after a start ${ms(r.firstAfterStartMs)}`,
      '≤ 1 s',
      yes(render90.maxMs <= 1000),
    ],
    [
      `\`/\` p99 beside ${r.counts.rate} counts/s for ${r.counts.seconds} s (8 connections)`,
      `${r.home.besideP99} ms (${r.home.besideErrors} errors or timeouts) against ${r.home.withoutP99.join(' / ')} ms without = ${r.home.ratio.toFixed(2)}x`,
      '≤ 1.2x',
      yes(r.home.besideErrors === 0 && r.home.ratio <= 1.2),
    ],
    [
      'Counts sent / accepted / limited',
      `${r.counts.sent} sent (${r.counts.achievedRate.toFixed(0)}/s, ${r.counts.skipped} not sent, ${r.counts.errors} errors` +
        (r.counts.errors ? ` ${JSON.stringify(r.counts.errorKinds)}` : '') +
        '; ' +
        `p99 ${ms(r.counts.p99Ms ?? NaN)}; the sender used ${Math.round((r.counts.clientCpuShare ?? NaN) * 100)}% of a core), ${r.accepted.expected} accepted, ${r.accepted.limited} limited; answers ${JSON.stringify(r.counts.statuses)}`,
      'all answered',
      yes(r.counts.errors === 0 && r.counts.skipped === 0),
    ],
    [
      "Accepted counts lost (sum after the stop's flush)",
      `${r.accepted.counted} counted: ${r.accepted.expected} answered as accepted` +
        (r.accepted.unanswered ? `, plus up to ${r.accepted.unanswered} the client stopped waiting for` : '') +
        `; ${r.accepted.lost} lost`,
      '0 lost',
      yes(r.accepted.ok),
    ],
    [
      'Server memory (RSS) before / right after / later',
      `${r.memoryBeforeMb.toFixed(0)} / ${r.memoryAfterMb.toFixed(0)} / ${r.memoryLaterMb.toFixed(0)} MB (${r.memoryLaterS} s after)`,
      'flat',
      yes(flat),
    ],
  ];
}

async function cli() {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = arg('--dist', '.next');
  if (!existsSync(path.join(root, distDir, 'BUILD_ID')))
    throw new Error(`no build in ${distDir}: run \`node e2e/support/build.mjs\` first`);
  process.on('exit', killAllNow);
  try {
    const r = await statsFigures({
      root,
      distDir,
      size: Number(arg('--size', '10000')),
      quick: args.includes('--quick'),
      cpuProf: arg('--cpu-prof', undefined),
    });
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(root, 'bench', 'results', 'stats.json'), JSON.stringify(r, null, 2));
    console.log(
      ['| Figure | Value | Target | Met |', '|---|---|---|---|', ...statsRows(r).map((row) => `| ${row.join(' | ')} |`)].join('\n'),
    );
  } finally {
    await stopAll();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await cli();

/** The `npm run bench` step: the figures, their rows printed, and an error kept as the result rather than thrown. */
export async function statsStep({ root, distDir, size, quick, log }) {
  try {
    const r = await statsFigures({ root, distDir, size, quick, log });
    log(
      [
        'Statistics (issue 34):',
        '| Figure | Value | Target | Met |',
        '|---|---|---|---|',
        ...statsRows(r).map((row) => `| ${row.join(' | ')} |`),
      ].join('\n'),
    );
    return r;
  } catch (e) {
    log(`statistics figures failed: ${e instanceof Error ? e.message : e}`);
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
