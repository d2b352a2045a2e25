import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisSessionStore } from '@/lib/auth/session-store';
import { createRedisJournal } from '@/lib/history/local-journal';
import type { HistoryEntry } from '@/lib/history/types';
import { createRedisReportStore } from '@/lib/reports/store';
import { type Report, REPORT_REASONS } from '@/lib/reports/schema';
import { startRedis, type TestRedis } from '@/scripts/redis-server.mjs';
import { SharedUnavailableError } from './index';

let server: TestRedis;
const clients: Redis[] = [];
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await server.close();
});

async function client(): Promise<Redis> {
  const c = new Redis(server.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  clients.push(c);
  await new Promise((resolve) => c.once('ready', resolve));
  return c;
}
const keyOf =
  (prefix: string) =>
  (...parts: string[]) =>
    [prefix, ...parts].join(':');

describe('stores shared through Redis', () => {
  it('sessions: ended on one instance, ended on all; activity reaches the others', async () => {
    const a = createRedisSessionStore(await client(), keyOf('s1'));
    const b = createRedisSessionStore(await client(), keyOf('s1'));
    const now = Date.now();
    await a.start('sid-1', { email: 'admin@example.com', started: now, lastSeen: now, expires: now + 60_000 });
    expect(await b.get('sid-1', now)).toMatchObject({ email: 'admin@example.com' });
    await b.touch('sid-1', now + 120_000);
    expect((await a.get('sid-1', now + 1))?.lastSeen).toBe(now + 120_000);
    await a.end('sid-1');
    expect(await b.get('sid-1', now)).toBeNull();
    expect(await b.get('never', now)).toBeNull();
  });

  it('reports: added on one instance, listed and removed on another, bounded', async () => {
    const a = createRedisReportStore(await client(), 'r1');
    const b = createRedisReportStore(await client(), 'r1');
    const report = (id: string): Report => ({
      id,
      competitionId: 'c1',
      competitionTitle: 'Lomba',
      reason: REPORT_REASONS[0],
      createdAt: new Date().toISOString(),
    });
    const added = await Promise.all(['1', '2', '3', '4'].map((id) => a.add(report(id), 3)));
    expect(added.filter(Boolean)).toHaveLength(3);
    expect((await b.list()).map((r) => r.id).sort()).toHaveLength(3);
    const first = (await b.list())[0]!.id;
    expect(await b.remove(first)).toBe(true);
    expect(await a.remove(first)).toBe(false);
    expect(await a.list()).toHaveLength(2);
  });

  it('history: appended by two instances, read newest first, bounded with deletions kept', async () => {
    const a = createRedisJournal(await client(), 'h1', { maxEntries: 10 });
    const b = createRedisJournal(await client(), 'h1', { maxEntries: 10 });
    const entry = (i: number, action: HistoryEntry['action'] = 'update'): HistoryEntry => ({
      id: `e${i}`,
      competitionId: i === 0 ? 'gone' : 'c1',
      action,
      at: new Date(Date.now() + i).toISOString(),
      by: 'admin@example.com',
      title: 'Lomba',
      changed: ['title'],
      before: null,
      after: null,
    });
    await a.record(entry(0, 'delete'));
    for (let i = 1; i <= 30; i++) await (i % 2 ? a : b).record(entry(i));
    const all = await b.since(0);
    expect(all.length).toBeLessThanOrEqual(21);
    expect(all[0]?.id).toBe('e30');
    expect(await a.get('e0')).toMatchObject({ action: 'delete' });
    expect((await a.forCompetition('c1', 3)).map((e) => e.id)).toEqual(['e30', 'e29', 'e28']);
  });

  it('Redis unreachable: a clear error, not a hang', async () => {
    const c = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    clients.push(c);
    const store = createRedisReportStore(c, 'r2');
    await expect(store.list()).rejects.toBeInstanceOf(SharedUnavailableError);
  });
});
