import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '@/scripts/redis-server.mjs';
import { createRedisStatsStore } from './redis-store';
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

async function instance() {
  const c = new Redis(server.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  clients.push(c);
  await new Promise((resolve) => c.once('ready', resolve));
  return createRedisStatsStore(c, (table, day) => `t:stats:${table}:${day}`);
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
    expect((await readReport(b, today, 7)).topViews.map((x) => [x.id, x.views])).toEqual([
      ['c1', 2],
      ['c2', 1],
    ]);
    expect(await readFigures(b, today, ['c1', 'c2'], 7)).toEqual({ c1: { views: 2, daftar: 0 }, c2: { views: 1, daftar: 0 } });
    // A late count on a finished day (an instance whose clock is behind) moves the other's report and rows.
    await a.add('d', past, { 'c:c1:view': 5, 'c:c1:daftar': 1 });
    expect((await readReport(b, today, 7)).topViews[0]).toEqual({ id: 'c1', views: 7, daftar: 1, rate: 1 / 7 });
    expect((await readFigures(b, today, ['c1'], 7)).c1).toEqual({ views: 7, daftar: 1 });
    // One competition's weeks read its two fields a day, nothing else.
    expect(await readWeeklyReach(b, 'c1', past, today)).toEqual([{ week: '2026-09-28', views: 7, daftar: 1 }]);
    expect((await b.read('d', [past], ['c:c1:view', 'c:c9:view'])).get(past)).toEqual({ 'c:c1:view': 7 });
  });

  it('a Redis emptied and counted again is never read as the day the reader kept', async () => {
    const [a, b] = [await instance(), await instance()];
    const [past, today] = ['2026-09-01', '2026-09-02'];
    await a.add('d', past, { 'c:c1:view': 3 });
    expect((await readReport(b, today, 2)).topViews[0]?.views).toBe(3);
    await clients[0]!.flushdb();
    await a.add('d', past, { 'c:c2:view': 1 });
    expect((await readReport(b, today, 2)).topViews).toEqual([{ id: 'c2', views: 1, daftar: 0, rate: 0 }]);
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
