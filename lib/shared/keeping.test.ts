import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis, type TestRedis } from '@/scripts/redis-server.mjs';
import { keepingWarnings, readRedisKeeping } from './keeping';

vi.mock('server-only', () => ({}));

let server: TestRedis;
let redis: Redis;
beforeAll(async () => {
  // As the default `redis` container runs: no AOF, no RDB saves.
  server = await startRedis({ persist: false });
  redis = new Redis(server.url);
});
afterAll(async () => {
  redis.disconnect();
  await server.close();
});

describe('whether the shared Redis keeps what the site writes', () => {
  it('says so, with what to set, when it keeps nothing across a restart or evicts keys', async () => {
    expect(await readRedisKeeping(redis)).toEqual({ keepsNothing: true, evictionPolicy: null });
    expect(keepingWarnings(await readRedisKeeping(redis))).toEqual([
      expect.stringMatching(/tidak menyimpan apa pun ke disk .* Setel appendonly yes/),
    ]);

    await redis.config('SET', 'maxmemory-policy', 'allkeys-lru');
    const warnings = keepingWarnings(await readRedisKeeping(redis));
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/maxmemory-policy allkeys-lru.*Setel maxmemory-policy noeviction/);
  });

  it('says nothing with AOF or RDB saves on and noeviction', async () => {
    await redis.config('SET', 'maxmemory-policy', 'noeviction');
    await redis.config('SET', 'save', '3600 1');
    expect(keepingWarnings(await readRedisKeeping(redis))).toEqual([]);
    // As production should run it (scripts/redis-server.mjs by default): the append-only file on.
    const kept = await startRedis();
    const client = new Redis(kept.url);
    try {
      expect(await readRedisKeeping(client)).toEqual({ keepsNothing: false, evictionPolicy: null });
    } finally {
      client.disconnect();
      await kept.close();
    }
  });
});
