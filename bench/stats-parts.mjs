// What one statistics count costs, part by part, in one process: `node bench/stats-parts.mjs`. Each part of the
// beacon's path (lib/stats/beacon.ts, lib/stats/index.ts) is timed on its own over many calls, on the state the
// count bench reaches (a day with thousands of counters, limiters holding tens of thousands of keys). It times the
// app's own modules (bench/ts-loader.mjs), so it shows what the code costs now; see bench/README.md, "Statistics".
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import './ts-loader.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'infolomba-stats-parts-'));
const { serverEnv } = await import('../e2e/support/env.mjs');
Object.assign(process.env, serverEnv({ DATA_FILE: path.join(dir, 'data.json'), SITE_URL: 'http://127.0.0.1:3000' }));

const { isbot } = await import('isbot');
const { headerOf, hitSchema, incrementsFor, isPhone } = await import('../lib/stats/count.ts');
const { isSameOrigin, isSameOriginBy } = await import('../lib/api/same-origin.ts');
const { readAuthEnv } = await import('../lib/env.ts');
const { clientAddress } = await import('../lib/auth/client-address.ts');
const { createMemoryAttemptStore } = await import('../lib/auth/attempt-store.ts');
const { createFileStatsStore } = await import('../lib/stats/file-store.ts');

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BODY = '{"k":"detail","id":"4711"}';
const rawHeaders = {
  host: '127.0.0.1:3000',
  connection: 'keep-alive',
  'content-type': 'text/plain;charset=UTF-8',
  'content-length': String(BODY.length),
  origin: 'http://127.0.0.1:3000',
  'sec-fetch-site': 'same-origin',
  'user-agent': CHROME,
  'x-forwarded-for': '10.0.1.2',
  'x-infolomba-peer': '127.0.0.1',
};
const toRequest = () => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(rawHeaders)) headers.append(name, value);
  return new Request('http://127.0.0.1:3000/api/hitung', { method: 'POST', headers });
};
const request = toRequest();
const hit = { k: 'detail', id: '4711' };
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Microseconds per call, the median of 5 rounds of `n` calls (after a warm-up round). */
async function time(name, n, fn) {
  const rounds = [];
  for (let r = 0; r < 6; r++) {
    const t = performance.now();
    for (let i = 0; i < n; i++) {
      const x = fn(i);
      if (x instanceof Promise) await x;
    }
    if (r) rounds.push(((performance.now() - t) * 1000) / n);
  }
  rounds.sort((a, b) => a - b);
  return { part: name, us: rounds[2] };
}

// The state a minute of counts at 500 a second leaves: today's `d` with ~10,000 counters, the "same count" limiter
// with 30,000 keys (10-minute window), the per-address one with 2,000.
const statsFile = path.join(dir, 'data.stats.json');
const day = {};
for (let i = 0; i < 10_000; i++) day[`c:${i}:view`] = 1 + (i % 7);
writeFileSync(statsFile, JSON.stringify({ tables: { d: { [today]: day }, r: {}, q: {} } }));
const store = createFileStatsStore(statsFile, { flushMs: 3_600_000 });
const sameStore = createMemoryAttemptStore();
const addressStore = createMemoryAttemptStore();
const now = Date.now();
for (let i = 0; i < 30_000; i++) await sameStore.take([`same-${i}`], 2, 600_000, now);
for (let i = 0; i < 2_000; i++) await addressStore.take([`addr-${i}`], 20, 60_000, now);

const rows = [];
rows.push(await time('Headers + Request from the node request (until 2026-11-27: each count)', 20_000, toRequest));
rows.push(await time('same-origin check on a Request (isSameOrigin)', 50_000, () => isSameOrigin(request)));
rows.push(
  await time("same-origin check on Node's headers (isSameOriginBy, now)", 50_000, () =>
    isSameOriginBy((name) => headerOf(rawHeaders, name), 'http://127.0.0.1:3000/api/hitung'),
  ),
);
rows.push(await time('JSON.parse + zod (hitSchema)', 50_000, () => hitSchema.safeParse(JSON.parse(BODY))));
rows.push(await time('isbot(user agent) (now once per user agent)', 50_000, () => isbot(CHROME)));
rows.push(await time('readAuthEnv() (until 2026-11-27: twice a count; now when the variables change)', 20_000, () => readAuthEnv()));
rows.push(await time('clientAddress', 50_000, () => clientAddress(request.headers, 1)));
rows.push(
  await time('one SHA-256 (read twice a count)', 50_000, (i) =>
    createHash('sha256').update(`2026-11-27\nsecret\n10.0.${i}`).digest('base64url'),
  ),
);
rows.push(
  await time('isPhone + incrementsFor', 50_000, () =>
    incrementsFor(hit, { phone: isPhone(request.headers), ownHosts: ['127.0.0.1'], isCompetition: () => true }),
  ),
);
rows.push(
  await time('"same count" limiter step, 30,000 keys (9 ms before the sweep fix)', 2_000, (i) =>
    sameStore.take([`same-new-${i}`], 2, 600_000, now),
  ),
);
rows.push(await time('per-address limiter step, 2,000 keys', 20_000, (i) => addressStore.take([`addr-${i % 2_000}`], 20, 60_000, now)));
rows.push(
  await time("file store add, today's d with 10,000 counters (1 ms before)", 2_000, (i) =>
    store.add('d', today, { v: 1, pd: 1, [`c:${i % 10_000}:view`]: 1 }),
  ),
);
rows.push(await time('file store add, a fresh day', 20_000, (i) => store.add('d', '2020-01-01', { v: 1, pd: 1, [`c:${i % 50}:view`]: 1 })));
store.stop();

console.log('| Part of one count | µs per call |\n|---|---|');
for (const r of rows) console.log(`| ${r.part} | ${r.us.toFixed(1)} |`);
console.error(
  `(load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')})`,
);
