import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '@/scripts/redis-server.mjs';

// The module reads REDIS_URL when it first connects; one real redis-server for this file.
let server: TestRedis;
let changes: typeof import('./shared-changes.mjs');
beforeAll(async () => {
  server = await startRedis();
  process.env.REDIS_URL = server.url;
  process.env.REDIS_PREFIX = `wijzigingen${Date.now()}:`;
  changes = await import('./shared-changes.mjs');
  const { getRedis } = await import('@/lib/shared/redis-connection.mjs');
  const redis = getRedis()!;
  if (redis.status !== 'ready') await new Promise((r) => redis.once('ready', r));
});
afterAll(async () => {
  const { getRedis, getRedisSubscriber } = await import('@/lib/shared/redis-connection.mjs');
  getRedis()?.disconnect();
  getRedisSubscriber()?.disconnect();
  delete process.env.REDIS_URL;
  delete process.env.REDIS_PREFIX;
  await server.close();
});

describe('what a write leaves for instances that are behind', () => {
  it('keeps the head and the edits, newest first; a change without an edit moves only the head', async () => {
    expect(await changes.readSharedEdits()).toEqual({ head: null, edits: [] });
    await changes.announceChange(['_N_T_/layout'], { head: 'v1', edit: { before: 'v0', version: 'v1', edit: { remove: 'a' } } });
    await changes.announceChange(['_N_T_/layout'], { head: 'v2', edit: { before: 'v1', version: 'v2', edit: { remove: 'b' } } });
    expect(await changes.readSharedEdits()).toEqual({
      head: 'v2',
      edits: [
        { before: 'v1', version: 'v2', edit: { remove: 'b' } },
        { before: 'v0', version: 'v1', edit: { remove: 'a' } },
      ],
    });
    // The poller found a commit made on GitHub: no edit, so nobody can reach the head by edits alone.
    await changes.announceChange(['_N_T_/layout'], { head: 'v9' });
    const after = await changes.readSharedEdits();
    expect(after.head).toBe('v9');
    expect(after.edits).toHaveLength(2);
  });
});

// Another instance's change, as one step (an instance also looks once a second by itself).
const ANOTHER_CHANGE = "local g = redis.call('INCR', KEYS[1]); redis.call('HSET', KEYS[2], ARGV[1], g); return g";

describe('a Redis that lost its record of changes', () => {
  const reloads: { everything?: boolean }[] = [];
  const expired: string[][] = [];
  let redis: import('ioredis').Redis;
  const key = (k: string) => `${process.env.REDIS_PREFIX}${k}`;
  beforeAll(async () => {
    const { getRedis } = await import('@/lib/shared/redis-connection.mjs');
    redis = getRedis()!;
    changes.onSharedChange(async (how) => void reloads.push(how ?? {}));
    changes.onExpireLocally((tags) => void expired.push([...tags]));
    await changes.checkForChanges();
  });
  const reset = () => {
    reloads.length = 0;
    expired.length = 0;
  };

  it('follows an epoch created once; a change by another instance is caught up with, its tags only', async () => {
    const first = changes.dataGeneration();
    expect(first?.epoch).toBe(await redis.get(key('pages:epoch')));
    reset();
    // Another instance's change: one more generation, one tag.
    const g = Number(await redis.eval(ANOTHER_CHANGE, 2, key('pages:gen'), key('pages:tags'), '_N_T_/(site)/berita/layout'));
    await changes.checkForChanges();
    expect(reloads).toEqual([{}]);
    expect(expired).toEqual([['_N_T_/(site)/berita/layout']]);
    expect(changes.dataGeneration()).toEqual({ generation: g, epoch: first?.epoch });
  });

  it('emptied (FLUSHALL, a restart without persistence): reads the store and expires every page, once, under a new epoch', async () => {
    const before = changes.dataGeneration()!;
    reset();
    await redis.flushall();
    await changes.checkForChanges();
    expect(reloads).toEqual([{ everything: true }]);
    expect(expired).toEqual([[changes.EVERY_PAGE_TAG]]);
    const after = changes.dataGeneration()!;
    expect(after.epoch).not.toBe(before.epoch);
    expect(after.epoch).toBe(await redis.get(key('pages:epoch')));
    // Healed: the next look finds nothing new.
    await changes.checkForChanges();
    expect(reloads).toHaveLength(1);
    // A write after it is caught up with as usual, although the generation restarted far below the old one.
    await changes.announceChange(['_N_T_/(site)/halaman/layout']);
    await redis.incr(key('pages:gen'));
    await changes.checkForChanges();
    expect(reloads).toEqual([{ everything: true }, {}]);
  });

  it('rewound under the same epoch (an older snapshot restored): draws a new epoch, so every instance heals', async () => {
    for (let i = 0; i < 3; i++) await changes.announceChange(['_N_T_/(site)/tags/layout']);
    const before = changes.dataGeneration()!;
    reset();
    await redis.set(key('pages:gen'), String(before.generation - 2));
    await changes.checkForChanges();
    expect(reloads).toEqual([{ everything: true }]);
    const after = changes.dataGeneration()!;
    expect(after.epoch).not.toBe(before.epoch);
    expect(after).toEqual({ generation: before.generation - 2, epoch: await redis.get(key('pages:epoch')) });
  });

  it('healed by another instance first (a new epoch in place): heals under that epoch', async () => {
    reset();
    await redis.set(key('pages:epoch'), 'epoch-lain');
    await changes.checkForChanges();
    expect(reloads).toEqual([{ everything: true }]);
    expect(changes.dataGeneration()?.epoch).toBe('epoch-lain');
    expect(await redis.get(key('pages:epoch'))).toBe('epoch-lain');
  });
});
