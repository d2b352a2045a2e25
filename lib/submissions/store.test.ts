import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '@/scripts/redis-server.mjs';
import { createRedisSubmissionStore } from './redis-store';
import type { Submission } from './schema';
import { createFileSubmissionStore, type SubmissionStore } from './store';

const dir = mkdtempSync(path.join(tmpdir(), 'submission-store-'));
let server: TestRedis;
const clients: Redis[] = [];
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function redisStore(prefix: string): Promise<SubmissionStore> {
  const client = new Redis(server.url);
  clients.push(client);
  await new Promise((resolve) => client.once('ready', resolve));
  return createRedisSubmissionStore(client, (...parts) => `${prefix}:${parts.join(':')}`);
}

const sample = (id: string, at: string): Submission => ({
  id,
  state: 'received',
  statusHash: `s-${id}`,
  confirmHash: `c-${id}`,
  emailConfirmed: false,
  organiser: { name: 'Rina', email: 'rina@panitia.test', organisation: 'OSIS' },
  competition: {
    title: `Lomba ${id}`,
    description: 'Deskripsi.',
    thumbnails: [],
    tags: [],
    categories: ['SMA'],
    registration: { start: '2026-08-01', end: '2026-08-30' },
    published_date: '2026-08-01',
  },
  uploads: [],
  createdAt: at,
  updatedAt: at,
  events: [],
});

for (const kind of ['file', 'redis'] as const) {
  describe(`the ${kind} submission store`, () => {
    const make = () => (kind === 'file' ? Promise.resolve(createFileSubmissionStore(path.join(dir, 'a.json'))) : redisStore('t1'));

    it('adds up to a limit, finds by token hash, updates atomically and removes', async () => {
      const store = await make();
      expect(await store.list()).toEqual([]);
      expect(await store.add(sample('a', '2026-07-01T00:00:00.000Z'), 2)).toBe(true);
      expect(await store.add(sample('b', '2026-07-02T00:00:00.000Z'), 2)).toBe(true);
      expect(await store.add(sample('c', '2026-07-03T00:00:00.000Z'), 2)).toBe(false);
      expect((await store.list()).map((s) => s.id)).toEqual(['a', 'b']);
      expect((await store.findByHash('confirm', 'c-b'))?.id).toBe('b');
      const confirmed = await store.update('b', ({ confirmHash: _c, ...rest }) => ({ ...rest, emailConfirmed: true, state: 'confirmed' }));
      expect(confirmed).toMatchObject({ id: 'b', state: 'confirmed', emailConfirmed: true });
      expect(await store.findByHash('confirm', 'c-b')).toBeNull();
      expect((await store.findByHash('status', 's-b'))?.state).toBe('confirmed');
      await expect(
        store.update('a', () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect((await store.get('a'))?.state).toBe('received');
      expect(await store.update('zzz', (s) => s)).toBeNull();
      await store.remove('a');
      expect(await store.get('a')).toBeNull();
      expect(await store.findByHash('status', 's-a')).toBeNull();
    });

    it('concurrent updates of one submission all land, one after another', async () => {
      const store = await make();
      await store.add(sample('n', '2026-07-04T00:00:00.000Z'), 100);
      const other = kind === 'redis' ? await redisStore('t1') : store;
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? other : store).update('n', (s) => ({ ...s, events: [...s.events, { at: String(i), state: 'review', by: 'admin' }] })),
        ),
      );
      expect((await store.get('n'))?.events).toHaveLength(10);
    });
  });
}
