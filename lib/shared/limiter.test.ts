import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '@/lib/auth/throttle';
import { startRedis, type TestRedis } from '@/scripts/redis-server.mjs';
import { createRedisAttemptStore } from './limiter';

let server: TestRedis;
const clients: Redis[] = [];
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await server.close();
});

/** One "instance": its own connection and its own limiter on the same prefix. */
async function instance(prefix: string, limit = 5, windowMs = 60_000) {
  const client = new Redis(server.url);
  clients.push(client);
  await new Promise((resolve) => client.once('ready', resolve));
  return createLoginThrottle({ store: createRedisAttemptStore(client, prefix), limit, windowMs });
}

describe('the shared limiter on Redis', () => {
  it('counts attempts spread over instances together: of 40 concurrent on 4 instances exactly 5 pass', async () => {
    const all = await Promise.all([instance('l1'), instance('l1'), instance('l1'), instance('l1')]);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => all[i % 4]!.admit(['email:a@example.com', `addr:10.0.0.${i}`])));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    const refused = answers.find((a) => !a.ok);
    expect(refused).toMatchObject({ ok: false });
    expect(refused && !refused.ok && refused.retryAfterSeconds).toBeGreaterThan(50);
  });

  it('counts nothing for a refused attempt, under any of its keys', async () => {
    const a = await instance('l2');
    const b = await instance('l2');
    for (let i = 0; i < 5; i++) expect((await a.admit([`email:u${i}@example.com`, 'addr:203.0.113.7'])).ok).toBe(true);
    expect((await b.admit(['email:new@example.com', 'addr:203.0.113.7'])).ok).toBe(false);
    for (let i = 0; i < 5; i++) expect((await b.admit(['email:new@example.com', `addr:203.0.113.${20 + i}`])).ok).toBe(true);
  });

  it('a success on one instance gives the keys their allowance back on all', async () => {
    const a = await instance('l3');
    const b = await instance('l3');
    for (let i = 0; i < 5; i++) await a.admit(['device:x']);
    expect((await b.admit(['device:x'])).ok).toBe(false);
    await a.succeeded(['device:x']);
    expect((await b.admit(['device:x'])).ok).toBe(true);
    await b.reset();
    for (let i = 0; i < 5; i++) expect((await a.admit(['device:x'])).ok).toBe(true);
  });

  it('frees the key when its window has passed', async () => {
    const a = await instance('l4', 2, 1000);
    expect((await a.admit(['k'])).ok).toBe(true);
    expect((await a.admit(['k'])).ok).toBe(true);
    expect(await a.admit(['k'])).toEqual({ ok: false, retryAfterSeconds: 1 });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await a.admit(['k'])).ok).toBe(true);
  });
});
