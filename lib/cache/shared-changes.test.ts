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
