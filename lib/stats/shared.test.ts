import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '@/scripts/redis-server.mjs';
import { COUNT_RULES, createRedisCountLimits } from './limit';
import { createRedisStatsStore, sendOnStop } from './redis-store';
import { readFigures, readReport, readWeeklyReach } from './report';

process.env.DATA_FILE = path.join(mkdtempSync(path.join(os.tmpdir(), 'stats-hit-')), 'data.json');
const { getStatsStore, recordHit } = await import('./index');

let server: TestRedis;
const clients: Redis[] = [];
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await server.close();
});

async function client() {
  const c = new Redis(server.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  clients.push(c);
  await new Promise((resolve) => c.once('ready', resolve));
  return c;
}

async function instance(windowMs?: number) {
  return createRedisStatsStore(await client(), (table, day) => `t:stats:${table}:${day}`, { windowMs });
}

/**
 * Every command Redis runs while `fn` does, as MONITOR shows it: by the client that sent it (its address), or by a
 * script (`lua`).
 */
async function commandsDuring(fn: () => Promise<unknown>): Promise<{ source: string; name: string }[]> {
  const marker = await client();
  const monitor = await new Redis(server.url).monitor();
  const seen: { source: string; name: string }[] = [];
  monitor.on('monitor', (_time: string, args: string[], source: string) => seen.push({ source, name: String(args[0]).toLowerCase() }));
  // MONITOR shows commands from the moment it answers; a ECHO marks where this test's commands end.
  try {
    await fn();
    await marker.echo('done');
    while (!seen.some((c) => c.name === 'echo')) await new Promise((r) => setTimeout(r, 5));
  } finally {
    monitor.disconnect();
  }
  return seen.filter((c) => c.name !== 'echo');
}

describe('counts shared through Redis', () => {
  it('two instances counting at once add up, and each reads the sum', async () => {
    const [a, b] = [await instance(), await instance()];
    const day = '2026-11-27';
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? a : b).add('d', day, { v: 1, 'c:c1:view': 1, ...(i % 4 ? {} : { 'c:c1:daftar': 1 }) }),
      ),
    );
    await a.add('q', day, { 'n:lomba robotik': 1 }, { 'r:lomba robotik': 0 });
    // Each instance sends its window by itself; here at once, so the other reads the sum.
    await Promise.all([a.flush(), b.flush()]);
    const report = await readReport(b, day, 1);
    expect(report.total.visits).toBe(200);
    expect(report.topViews).toEqual([{ id: 'c1', views: 200, daftar: 50, rate: 0.25 }]);
    expect((await a.read('q', [day])).get(day)).toEqual({ 'n:lomba robotik': 1, 'r:lomba robotik': 0 });
    const ttl = await clients[0]!.ttl(`t:stats:d:${day}`);
    expect(ttl).toBeGreaterThan(390 * 86_400);
  });

  it('a reader keeps its days until another instance counts on one of them, then reads that day again', async () => {
    const [a, b] = [await instance(), await instance()];
    const [past, today] = ['2026-10-01', '2026-10-03'];
    await a.add('d', past, { v: 2, 'c:c1:view': 2 });
    await a.add('d', today, { v: 1, 'c:c2:view': 1 });
    await a.flush();
    expect((await readReport(b, today, 7)).topViews.map((x) => [x.id, x.views])).toEqual([
      ['c1', 2],
      ['c2', 1],
    ]);
    expect(await readFigures(b, today, ['c1', 'c2'], 7)).toEqual({ c1: { views: 2, daftar: 0 }, c2: { views: 1, daftar: 0 } });
    // A late count on a finished day (an instance whose clock is behind) moves the other's report and rows.
    await a.add('d', past, { 'c:c1:view': 5, 'c:c1:daftar': 1 });
    await a.flush();
    expect((await readReport(b, today, 7)).topViews[0]).toEqual({ id: 'c1', views: 7, daftar: 1, rate: 1 / 7 });
    expect((await readFigures(b, today, ['c1'], 7)).c1).toEqual({ views: 7, daftar: 1 });
    // One competition's weeks read its two fields a day, nothing else.
    expect(await readWeeklyReach(b, 'c1', past, today)).toEqual([{ week: '2026-09-28', views: 7, daftar: 1 }]);
    expect((await b.read('d', [past], ['c:c1:view', 'c:c9:view'])).get(past)).toEqual({ 'c:c1:view': 7 });
  });

  it("one instance's summary of the finished days serves the others' first reports, until a late count moves a day", async () => {
    const [a, b, c] = [await instance(), await instance(), await instance()];
    const today = '2026-08-31';
    const yesterday = '2026-08-30';
    for (const day of ['2026-06-10', '2026-07-15', yesterday]) await a.add('d', day, { v: 1, 'c:c1:view': 1 });
    await a.add('d', yesterday, { 'c:c2:view': 4, 'c:c2:daftar': 2 });
    await a.add('d', today, { v: 1, 'c:c1:view': 1 });
    await a.flush();
    const report = await readReport(a, today, 90);
    expect(report.topViews.map((x) => [x.id, x.views])).toEqual([
      ['c1', 4],
      ['c2', 4],
    ]);
    // Kept in Redis for a few days, not 13 months: it sums up to yesterday.
    const key = `t:stats:sum:2026-06-03..${yesterday}`;
    expect(await clients[0]!.ttl(key)).toBeGreaterThan(2 * 86_400);
    expect(await clients[0]!.ttl(key)).toBeLessThanOrEqual(3 * 86_400);

    // Another instance's first report: the revisions, the summary and today's three tables; no finished day's hash.
    const commands = await commandsDuring(async () => expect(await readReport(b, today, 90)).toEqual(report));
    const names = commands.map((x) => x.name);
    expect(names.filter((n) => n === 'hgetall')).toHaveLength(3);
    expect(names).toContain('get');

    // A late count on yesterday (another instance's window sent after midnight): the next report reads the days
    // again and keeps a new summary, which the third instance then reads.
    await a.add('d', yesterday, { 'c:c2:view': 1 });
    await a.flush();
    expect((await readReport(b, today, 90)).topViews[0]).toEqual({ id: 'c2', views: 5, daftar: 2, rate: 0.4 });
    const third = await commandsDuring(async () => expect((await readReport(c, today, 90)).topViews[0]?.views).toBe(5));
    expect(third.filter((x) => x.name === 'hgetall')).toHaveLength(3);
  });

  it('a Redis emptied and counted again is never read as the day the reader kept', async () => {
    const [a, b] = [await instance(), await instance()];
    const [past, today] = ['2026-09-01', '2026-09-02'];
    await a.add('d', past, { 'c:c1:view': 3 });
    await a.flush();
    expect((await readReport(b, today, 2)).topViews[0]?.views).toBe(3);
    await clients[0]!.flushdb();
    await a.add('d', past, { 'c:c2:view': 1 });
    await a.flush();
    expect((await readReport(b, today, 2)).topViews).toEqual([{ id: 'c2', views: 1, daftar: 0, rate: 0 }]);
  });
});

describe('counts sent to Redis a window at a time', () => {
  it('a window of counts on three tables is one call, and the sums, caps, sets and revisions keep their meaning', async () => {
    const db = await client();
    const a = await instance(60_000);
    const day = '2026-08-01';
    await db.hset(`t:stats:r:${day}`, 'old.example', 5);
    const before = await a.versions('d', [day]);
    const sent = await commandsDuring(async () => {
      for (let i = 0; i < 300; i++) {
        await a.add('d', day, { v: 1, [`c:c${i % 3}:view`]: 1 });
        await a.add('r', day, { [`site${i}.example`]: 1, 'old.example': 1 });
        await a.add('q', day, { 'n:lomba': 1 }, { 'r:lomba': i % 2 ? 3 : 1 });
      }
      expect(a.pending()).toBe(900);
      await a.flush();
    });
    const own = sent.filter((c) => c.source !== 'lua');
    expect(own.map((c) => c.name)).toEqual(['eval']);
    // Merged per field: one HINCRBY per field that has room (4 in 'd', 200 in 'r', 1 in 'q'), not one per count.
    expect(sent.filter((c) => c.name === 'hincrby')).toHaveLength(205);
    expect(a.pending()).toBe(0);
    expect(await db.hgetall(`t:stats:d:${day}`)).toEqual({ v: '300', 'c:c0:view': '100', 'c:c1:view': '100', 'c:c2:view': '100' });
    // 'r' takes at most 200 domains a day: the one already there still counts, 199 new ones got in.
    expect(await db.hlen(`t:stats:r:${day}`)).toBe(200);
    expect(await db.hget(`t:stats:r:${day}`, 'old.example')).toBe('305');
    // 'q': the searches add up, the number of results is the last one set.
    expect(await db.hgetall(`t:stats:q:${day}`)).toEqual({ 'n:lomba': '300', 'r:lomba': '3' });
    const after = await a.versions('d', [day]);
    expect(after.get(day)).not.toBe(before.get(day));
    // Nothing held: a flush sends nothing.
    expect(await commandsDuring(() => a.flush())).toEqual([]);
  });

  it('the window goes by itself, and two instances counting at once add up', async () => {
    const [a, b] = [await instance(50), await instance(50)];
    const day = '2026-08-02';
    for (let round = 0; round < 5; round++) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).add('d', day, { v: 1, [`c:c${i % 4}:daftar`]: 2 })));
      await new Promise((r) => setTimeout(r, 20));
    }
    const db = await client();
    await expect.poll(async () => Number(await db.hget(`t:stats:d:${day}`, 'v')), { timeout: 2_000 }).toBe(500);
    expect(a.pending() + b.pending()).toBe(0);
    expect(await db.hmget(`t:stats:d:${day}`, 'c:c0:daftar', 'c:c1:daftar', 'c:c2:daftar', 'c:c3:daftar')).toEqual([
      '250',
      '250',
      '250',
      '250',
    ]);
  });

  it('a stop sends the window at once, and each count after it as it comes', async () => {
    const db = await client();
    const a = await instance(60_000);
    const signals = new EventEmitter();
    const ended: string[] = [];
    sendOnStop(a, signals, (signal) => ended.push(signal));
    const day = '2026-08-03';
    await a.add('d', day, { v: 7 });
    expect(await db.hget(`t:stats:d:${day}`, 'v')).toBeNull();
    signals.emit('SIGTERM');
    // Alone on the signal, it ends the process the signal's way once the counts are in.
    await expect.poll(() => ended, { timeout: 2_000 }).toEqual(['SIGTERM']);
    expect(await db.hget(`t:stats:d:${day}`, 'v')).toBe('7');
    await a.add('d', day, { v: 1 });
    await expect.poll(async () => db.hget(`t:stats:d:${day}`, 'v'), { timeout: 2_000 }).toBe('8');
    // With another handler on the signal (Next's, which exits by itself), it leaves the ending to that one.
    const b = await instance(60_000);
    const others = new EventEmitter();
    const endedB: string[] = [];
    sendOnStop(b, others, (signal) => endedB.push(signal));
    others.on('SIGINT', () => undefined);
    await b.add('d', day, { v: 2 });
    others.emit('SIGINT');
    await expect.poll(async () => db.hget(`t:stats:d:${day}`, 'v'), { timeout: 2_000 }).toBe('10');
    expect(endedB).toEqual([]);
  });
});

describe('the count limiter with Redis', () => {
  it('one call per count, shared by instances, and a refused key asks Redis nothing more until its window ends', async () => {
    let now = 1_000_000;
    const keyOf = (rule: string, key: string) => `t:limit:stats-${rule}:${key}`;
    const [a, b] = [
      createRedisCountLimits(await client(), keyOf, { now: () => now }),
      createRedisCountLimits(await client(), keyOf, { now: () => now }),
    ];
    let answers: boolean[] = [];
    const sent = await commandsDuring(async () => {
      for (let i = 0; i < 10; i++) answers.push(await (i % 2 ? a : b).admit(`thing${i}`, 'addr1'));
    });
    expect(answers).toEqual(Array(10).fill(true));
    expect(sent.filter((c) => c.source !== 'lua').map((c) => c.name)).toEqual(Array(10).fill('eval'));
    // The same count twice is the most, whichever instance it reaches.
    answers = [await a.admit('same', 'addr2'), await b.admit('same', 'addr2'), await a.admit('same', 'addr2')];
    expect(answers).toEqual([true, true, false]);
    // 20 counts a minute per address across both; the refused keys are then refused here without a call.
    answers = [];
    for (let i = 10; i < 25; i++) answers.push(await (i % 2 ? a : b).admit(`thing${i}`, 'addr1'));
    expect(answers.filter(Boolean)).toHaveLength(COUNT_RULES.address.limit - 10);
    const flood = await commandsDuring(async () => {
      for (let i = 0; i < 50; i++) expect(await a.admit(`more${i}`, 'addr1')).toBe(false);
      expect(await a.admit('same', 'addr2')).toBe(false);
    });
    expect(flood).toEqual([]);
    // Past the moment Redis named (its key gone, as its expiry does), this process asks Redis again.
    now += COUNT_RULES.address.windowMs + 1;
    await clients[0]!.del(keyOf('address', 'addr1'));
    expect(await a.admit('fresh', 'addr1')).toBe(true);
  });
});

describe('what the count endpoint lets in', () => {
  const visitor = (ua: string, address = '203.0.113.9') =>
    new Headers({ 'user-agent': ua, host: 'infolomba.test', 'x-infolomba-peer': address });
  const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const known = (id: string) => id === 'c1';
  const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

  it('a crawler moves nothing; a burst of 1,000 from one address adds at most a few', async () => {
    expect(await recordHit({ k: 'detail', id: 'c1' }, visitor('Mozilla/5.0 (compatible; Googlebot/2.1)'), known)).toBe('bot');
    expect(await recordHit({ k: 'detail', id: 'c1' }, visitor('Mozilla/5.0 HeadlessChrome/131.0'), known)).toBe('bot');
    expect(await recordHit({ k: 'detail', id: 'nope' }, visitor(CHROME), known)).toBe('unknown');
    const answers = await Promise.all(Array.from({ length: 1000 }, () => recordHit({ k: 'daftar', id: 'c1' }, visitor(CHROME), known)));
    expect(answers.filter((a) => a === 'counted')).toHaveLength(2);
    const varied = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => recordHit({ k: 'search', q: `kata ${i}`, n: 0 }, visitor(CHROME), known)),
    );
    expect(varied.filter((a) => a === 'counted').length).toBeLessThanOrEqual(20);
    expect(await recordHit({ k: 'detail', id: 'c1' }, visitor(CHROME, '198.51.100.7'), known)).toBe('counted');
    const report = await readReport(getStatsStore(), today(), 1);
    expect(report.total.daftar).toBe(2);
    expect(report.total.detail).toBe(1);
    expect(report.total.phone).toBe(1 + varied.filter((a) => a === 'counted').length);
  });
  it("reads Node's own headers as the route's, remembers a crawler, and follows a change of trusted hops", async () => {
    const crawler = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
    // The same crawler again is answered from the remembered verdict, and still moves nothing.
    for (let i = 0; i < 3; i++) expect(await recordHit({ k: 'detail', id: 'c1' }, { 'user-agent': crawler }, known)).toBe('bot');
    const raw = (address: string, forwarded: string) => ({
      'user-agent': CHROME,
      host: 'infolomba.test',
      'x-infolomba-peer': address,
      'x-forwarded-for': forwarded,
    });
    const before = (await readReport(getStatsStore(), today(), 1)).total;
    // No trusted proxy: the socket's address is the one limited; each socket address gets its own two clicks.
    expect(await recordHit({ k: 'cal', id: 'c1' }, raw('192.0.2.1', '10.9.9.9'), known)).toBe('counted');
    expect(await recordHit({ k: 'cal', id: 'c1' }, raw('192.0.2.1', '10.9.9.9'), known)).toBe('counted');
    expect(await recordHit({ k: 'cal', id: 'c1' }, raw('192.0.2.1', '10.9.9.9'), known)).toBe('limited');
    expect(await recordHit({ k: 'cal', id: 'c1' }, raw('192.0.2.2', '10.9.9.9'), known)).toBe('counted');
    // One trusted proxy: now X-Forwarded-For names the visitor, and 10.9.9.9 has used up nothing yet.
    process.env.TRUSTED_PROXY_HOPS = '1';
    try {
      expect(await recordHit({ k: 'cal', id: 'c1' }, raw('192.0.2.1', '10.9.9.9'), known)).toBe('counted');
      expect(await recordHit({ k: 'cal', id: 'c1' }, raw('192.0.2.3', '10.9.9.9'), known)).toBe('counted');
      expect(await recordHit({ k: 'cal', id: 'c1' }, raw('192.0.2.4', '10.9.9.9'), known)).toBe('limited');
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS;
    }
    const after = (await readReport(getStatsStore(), today(), 1)).total;
    expect(after.detail).toBe(before.detail);
  });
});
