// `npm run bench -- --instances N`: the figures of issue 24, several instances of one build sharing Redis and the
// GitHub store (the fake of e2e/fakes/github.ts on 127.0.0.1), beside one instance in the embedded mode.
//
// 1. Cached-page throughput of `/` on one embedded instance and on each of the N Redis instances, one at a time (the
//    others idle, so the figure compares the cost of a request, not how two instances split two cores), the embedded
//    one measured before and after each shared one so a change in the machine's load shows in both.
// 2. Store reads per hour with 1, 2 and 4 instances on Redis under light traffic (every instance gets requests),
//    counted at the fake GitHub over 30 s and scaled to an hour; beside them the embedded instance, which reads only
//    when a page is rendered again and asks for the data.
// 3. A write on A visible on B (issue 31): 20 edits of one competition's description through A's API, about 1.1 s
//    apart, while B's page of that competition is read every 100 ms; for each, the time from A's answer to the
//    first read on B that shows it (so within 100 ms of when it was there). p50 / p95 / max, and how many reads showed
//    data older than a write saved a second before they began (must be 0).
// 4. Redis back empty (issue 31): Redis stopped and started again without its files (a restart without persistence,
//    a failover to a fresh replica); 5 s later a write on A, timed until B shows it. The same after a FLUSHALL.
// 5. Redis slow, not down (issue 31): p99 of `/` on A (16 connections) for 10 s, then for 30 s while a client keeps
//    Redis busy with DEBUG SLEEP 0.3 (every command answered up to 300 ms late), while a light loop asks B for
//    pages it may not hold; every answer that is not 200 counts.
// 6. Redis stopped for 30 s under load: every instance takes requests from 8 concurrent clients for 40 s; Redis is
//    stopped at 5 s and started again at 35 s. Every answer that is not 200 (or a failed connection) counts.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, ADMIN_PASSWORD_HASH } from '../e2e/support/env.mjs';
import { startRedis } from '../scripts/redis-server.mjs';
import { ensureRedisServer } from '../scripts/lib.mjs';
import { generateCompetitions } from './generate.mjs';
import {
  freePort,
  machine,
  onStop,
  round,
  runCommand,
  signInAdmin,
  sleep,
  startProcess,
  stopAll,
  stopProcess,
  waitForHttp,
} from './lib.mjs';
import { load } from './load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export async function instancesBench({ instances = 2, size = 2000, seconds = 10 } = {}) {
  ensureRedisServer();
  const { startFakeGithub } = await import('../e2e/fakes/github.ts');
  const { competitionVersion } = await import('@/lib/competitions/version');
  const result = { instances, size, machine: machine(), startedAt: new Date().toISOString() };
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    log('no build in .next: building it (node e2e/support/build.mjs)...');
    await runCommand(process.execPath, ['e2e/support/build.mjs'], { cwd: ROOT, timeoutMs: 20 * 60_000 });
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'infolomba-bench-instances-'));
  onStop(() => rmSync(dir, { recursive: true, force: true }));
  const items = generateCompetitions(size);
  const github = await startFakeGithub({ owner: 'o', repo: 'r', initial: `${JSON.stringify(items, null, 2)}\n`, token: 't' });
  onStop(() => github.close());
  const redis = await startRedis({ dir: path.join(dir, 'redis') });
  onStop(() => redis.close());
  const storeReads = () => github.requests.filter((r) => r.method === 'GET' && r.path.includes('/contents/')).length;

  let copies = 0;
  /** One instance on its own copy of the build (its own page cache), as a load balancer's upstream. */
  async function start(name, extra) {
    const port = await freePort();
    const distDir = `.next-bench-${name}-${process.pid}-${copies++}`;
    cpSync(path.join(ROOT, '.next'), path.join(ROOT, distDir), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}cache${path.sep}`) && !src.endsWith(`${path.sep}standalone`),
    });
    onStop(() => rmSync(path.join(ROOT, distDir), { recursive: true, force: true }));
    const env = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      NEXTAUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD_HASH,
      TRUSTED_PROXY_HOPS: '1',
      DATA_SOURCE: 'github',
      GITHUB_TOKEN: 't',
      GITHUB_OWNER: 'o',
      GITHUB_REPO: 'r',
      GITHUB_API_URL: github.url,
      DATA_CACHE_SECONDS: '5',
      POSTER_CACHE_DIR: path.join(dir, `posters-${name}`),
      ...extra,
    };
    const child = startProcess(name, process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { env, cwd: ROOT });
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/api/health`, { child });
    // The first read of the data, and the first render of `/`.
    for (
      let i = 0;
      i < 60 &&
      !(await fetch(`${url}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await sleep(500);
    await fetch(`${url}/`).then((r) => r.arrayBuffer());
    return { name, url, child, stop: () => stopProcess(child) };
  }
  const shared = (prefix) => ({ REDIS_URL: redis.url, REDIS_PREFIX: `${prefix}:` });

  // 1. Throughput of a cached page: the embedded instance and each shared one, measured in turn (the embedded one
  // before and after each), so a change in the machine's load meanwhile shows in both.
  log(`one embedded instance and ${instances} sharing Redis...`);
  const single = await start('single', {});
  const group = [];
  for (let i = 0; i < instances; i++) group.push(await start(`shared-${i}`, shared('bench')));
  for (const inst of [single, ...group]) await load(`${inst.url}/`, { seconds: 3 });
  const singleRuns = [];
  const perInstance = [];
  const measureSingle = async () => {
    const r = await load(`${single.url}/`, { seconds });
    singleRuns.push(r.rps);
    log(`embedded: ${r.rps.toFixed(0)} rps, p99 ${r.p99} ms`);
    return r.rps;
  };
  let previous = await measureSingle();
  for (const inst of group) {
    const r = await load(`${inst.url}/`, { seconds });
    const next = await measureSingle();
    const beside = (previous + next) / 2;
    previous = next;
    log(`${inst.name}: ${r.rps.toFixed(0)} rps, p99 ${r.p99} ms (${(r.rps / beside).toFixed(2)} of the embedded runs beside it)`);
    perInstance.push({ name: inst.name, rps: r.rps, p99: r.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, embeddedBeside: beside });
  }
  const singleLoad = { rps: singleRuns.reduce((x, y) => x + y, 0) / singleRuns.length };

  // 2a. Store reads of the embedded instance under light traffic (it reads only when a render asks for the data).
  const lightTraffic = async (urls, ms) => {
    const until = Date.now() + ms;
    let sent = 0;
    while (Date.now() < until) {
      await Promise.all(
        urls.map((u) =>
          fetch(`${u}/halaman/${1 + (sent % 5)}`).then(
            (r) => r.arrayBuffer(),
            () => null,
          ),
        ),
      );
      sent++;
      await sleep(250);
    }
  };
  const WINDOW_MS = 30_000;
  const readsPerHour = {};
  {
    const before = storeReads();
    await lightTraffic([single.url], WINDOW_MS);
    readsPerHour['1 (embedded)'] = Math.round(((storeReads() - before) * 3_600_000) / WINDOW_MS);
  }
  await single.stop();

  // 3. A write on A, seen on B while B's page of it is read every 100 ms.
  log('20 writes on A while B reads the page every 100 ms...');
  const [A, B] = group;
  let cookie = await signInAdmin(A.url, ADMIN, '10.88.0.1');
  const { competitionPath } = await import('@/lib/competitions/slug');
  const stamp = Date.now();
  const revision = new RegExp(`Revisi ${stamp} ke-(\\d+)`, 'g');
  const target = JSON.parse(github.state.content)[7];
  const targetPath = competitionPath(target);
  /** Saves a new description through A; resolves with the time A answered. */
  const describeOnA = async (text) => {
    const current = JSON.parse(github.state.content).find((c) => c.id === target.id);
    const res = await fetch(`${A.url}/api/competitions/${encodeURIComponent(target.id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin: A.url },
      body: JSON.stringify({
        competition: { ...current, description: `${target.description}\n\n${text}` },
        baseVersion: competitionVersion(current),
      }),
    });
    if (res.status !== 200) throw new Error(`write failed: ${res.status} ${await res.text()}`);
    return Date.now();
  };
  /** Milliseconds until B's page of the competition shows `text` (polled every 20 ms, 10 s at most). */
  const seenOnB = async (text, from) => {
    while (Date.now() - from < 10_000) {
      const html = await fetch(`${B.url}${targetPath}`).then(
        (r) => r.text(),
        () => '',
      );
      if (html.includes(text)) return Date.now() - from;
      await sleep(20);
    }
    return null;
  };
  const reads = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const at = Date.now();
      const html = await fetch(`${B.url}${targetPath}`).then(
        (r) => r.text(),
        () => '',
      );
      reads.push({ at, shown: Math.max(0, ...[...html.matchAll(revision)].map((m) => Number(m[1]))) });
      await sleep(Math.max(0, 100 - (Date.now() - at)));
    }
  })();
  const savedAt = [];
  for (let n = 1; n <= 20; n++) {
    savedAt[n] = await describeOnA(`Revisi ${stamp} ke-${n}`);
    await sleep(1100);
  }
  await sleep(1000);
  reading = false;
  await reader;
  const delays = savedAt.flatMap((t, n) => (t === undefined ? [] : [(reads.find((r) => r.at >= t && r.shown >= n)?.at ?? Infinity) - t]));
  const olderThanASecond = reads.filter(({ at, shown }) => savedAt.findLastIndex((t) => t !== undefined && t <= at - 1000) > shown).length;
  log(
    `write on A visible on B: p50 ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms, max ${Math.max(...delays)} ms; ` +
      `${reads.length} reads, ${olderThanASecond} showed data older than a second`,
  );

  // 4. Redis back empty: restarted without its files, then a FLUSHALL.
  const afterEmpty = {};
  for (const how of ['restart', 'flushall']) {
    log(`Redis back empty (${how})...`);
    if (how === 'restart') {
      await redis.stop();
      await sleep(2000);
      await redis.restart({ empty: true });
    } else {
      const { Redis } = await import('ioredis');
      const keys = new Redis(redis.url);
      await keys.flushall();
      keys.disconnect();
    }
    await sleep(5000);
    // The sessions went with the data.
    cookie = await signInAdmin(A.url, ADMIN, '10.88.0.1');
    const text = `Setelah Redis kosong ${how} ${Date.now()}`;
    afterEmpty[how] = await seenOnB(text, await describeOnA(text));
    log(`  a write on A 5 s after it is on B after ${afterEmpty[how] ?? 'never (10 s)'} ms`);
  }

  // 5. Redis slow, not down.
  log('Redis slow (DEBUG SLEEP 0.3 in a loop) for 30 s under load...');
  const slowRedis = {};
  {
    const { Redis } = await import('ioredis');
    await load(`${A.url}/`, { connections: 16, seconds: 3 });
    const before = await load(`${A.url}/`, { connections: 16, seconds: 10 });
    const sleeper = new Redis(redis.url);
    let slow = true;
    const sleeping = (async () => {
      while (slow) await sleeper.call('DEBUG', 'SLEEP', '0.3').catch(() => sleep(300));
    })();
    const lightPaths = ['/halaman/2', '/halaman/3', '/halaman/4', '/feed.xml', targetPath, '/'];
    let lightOk = 0;
    const lightFailed = {};
    const light = (async () => {
      for (let i = 0; slow; i++) {
        const res = await fetch(`${B.url}${lightPaths[i % lightPaths.length]}`, { signal: AbortSignal.timeout(8000) }).catch((e) => e);
        if (res instanceof Response && res.status === 200) lightOk++;
        else {
          const why = res instanceof Response ? String(res.status) : String(res?.name ?? 'error');
          lightFailed[why] = (lightFailed[why] ?? 0) + 1;
        }
        if (res instanceof Response) await res.arrayBuffer().catch(() => undefined);
        await sleep(50);
      }
    })();
    const during = await load(`${A.url}/`, { connections: 16, seconds: 30 });
    slow = false;
    await Promise.all([sleeping, light]);
    sleeper.disconnect();
    Object.assign(slowRedis, {
      before: { p99: before.p99, rps: round(before.rps), non2xx: before.non2xx, errors: before.errors + before.timeouts },
      during: { p99: during.p99, rps: round(during.rps), non2xx: during.non2xx, errors: during.errors + during.timeouts },
      p99Ratio: round(during.p99 / Math.max(1, before.p99), 2),
      otherPagesOnB: { ok: lightOk, failed: lightFailed },
    });
    log(
      `/ on A: p99 ${before.p99} ms before, ${during.p99} ms while Redis is slow (${slowRedis.p99Ratio}x), ` +
        `${during.non2xx + during.errors + during.timeouts} failed; other pages on B: ${lightOk} answered, failed ${JSON.stringify(lightFailed)}`,
    );
  }

  // 6. Redis stopped for 30 s under load.
  log('Redis stopped for 30 s under load...');
  const paths = ['/', '/halaman/2', '/halaman/3', '/feed.xml'];
  let ok = 0;
  const failures = {};
  let stop = false;
  const client = async (base, k) => {
    for (let i = k; !stop; i++) {
      const res = await fetch(`${base}${paths[i % paths.length]}`, { signal: AbortSignal.timeout(8000) }).catch((e) => e);
      if (res instanceof Response && res.status === 200) ok++;
      else {
        const why = res instanceof Response ? String(res.status) : String(res?.name ?? 'error');
        failures[why] = (failures[why] ?? 0) + 1;
      }
      if (res instanceof Response) await res.arrayBuffer().catch(() => undefined);
    }
  };
  const clients = group.flatMap((g) => Array.from({ length: 8 }, (_, k) => client(g.url, k)));
  await sleep(5000);
  await redis.stop();
  const downAt = Date.now();
  await sleep(30_000);
  await redis.restart();
  const upAfter = Date.now() - downAt;
  await sleep(5000);
  stop = true;
  await Promise.all(clients);
  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  log(`outage of ${Math.round(upAfter / 1000)} s: ${ok} answered 200, ${failed} failed ${JSON.stringify(failures)}`);
  // Converged: a competition created on A after Redis is back has its page on B.
  const converge = { ok: false, ms: null };
  {
    await sleep(2000);
    const cookie2 = await signInAdmin(A.url, ADMIN, '10.88.0.1');
    const [one] = generateCompetitions(1, Date.now());
    const res = await fetch(`${A.url}/api/competitions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie2, origin: A.url },
      body: JSON.stringify({ ...one, id: undefined, title: `Setelah Redis kembali ${Date.now()}` }),
    });
    const t0 = Date.now();
    if (res.status === 201) {
      const { item } = await res.json();
      while (Date.now() - t0 < 10_000) {
        if ((await fetch(`${B.url}${competitionPath(item)}`)).status === 200) {
          converge.ok = true;
          converge.ms = Date.now() - t0;
          break;
        }
        await sleep(50);
      }
    } else converge.status = res.status;
  }
  log(`after the outage, a create on A has its page on B: ${converge.ok ? `${converge.ms} ms` : `no (${JSON.stringify(converge)})`}`);
  if (!converge.ok) for (const i of [A, B]) log(`${i.name}'s last lines:\n${i.child.tail.join('\n')}`);

  // 2. Store reads per hour with 1, 2 and 4 instances sharing Redis, every one of them taking light traffic.
  const readsWith = async (list) => {
    const before = storeReads();
    await lightTraffic(
      list.map((g) => g.url),
      WINDOW_MS,
    );
    return Math.round(((storeReads() - before) * 3_600_000) / WINDOW_MS);
  };
  while (group.length < 4) group.push(await start(`shared-${group.length}`, shared('bench')));
  readsPerHour['4 (Redis)'] = await readsWith(group);
  while (group.length > 2) await group.pop().stop();
  readsPerHour['2 (Redis)'] = await readsWith(group);
  await group.pop().stop();
  readsPerHour['1 (Redis)'] = await readsWith(group);
  await group.pop().stop();

  Object.assign(result, {
    throughput: {
      embeddedRps: round(singleLoad.rps),
      embeddedRuns: singleRuns.map((x) => round(x)),
      perInstance: perInstance.map((p) => ({
        ...p,
        rps: round(p.rps),
        embeddedBeside: round(p.embeddedBeside),
        ratio: round(p.rps / p.embeddedBeside, 2),
      })),
    },
    loadAverage: os.loadavg().map((x) => round(x, 1)),
    writeVisibleOnB: {
      n: delays.length,
      p50: percentile(delays, 50),
      p95: percentile(delays, 95),
      max: Math.max(...delays),
      delays,
      reads: reads.length,
      readsOlderThanASecond: olderThanASecond,
    },
    afterRedisBackEmptyMs: afterEmpty,
    slowRedis,
    storeReadsPerHour: readsPerHour,
    outage: { seconds: Math.round(upAfter / 1000), answered: ok, failed, failures, convergedAfterMs: converge.ms, converged: converge.ok },
  });
  const out = path.join(ROOT, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `instances-${result.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`results: ${file}`);
  console.log(JSON.stringify(result, null, 2));
  await stopAll();
  return result;
}
