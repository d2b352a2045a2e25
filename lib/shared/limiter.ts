import 'server-only';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { type AttemptStore, createMemoryAttemptStore } from '@/lib/auth/attempt-store';
import { chooseShared } from './index';

/**
 * Rate limits shared by every instance.
 *
 *     const limiter = getLimiter('submissions-by-address', { limit: 5, windowMs: 60 * 60_000 });
 *     const answer = await limiter.admit([`addr:${address}`, `email:${email}`]);
 *     if (!answer.ok) return tooMany(answer.retryAfterSeconds);
 *     // ... and, when a success should not use up the allowance: await limiter.succeeded(keys);
 *
 * `admit` counts one attempt under every key, all or nothing: refused when any key is at its limit (and then nothing
 * is counted). One limiter per name and process; the same name on every instance shares its counts.
 *
 * Embedded (REDIS_URL unset): a sliding window in this process's memory, exactly as before. With Redis:
 * rate-limiter-flexible's RateLimiterRedis (a fixed window that starts with a key's first attempt, counted by one
 * atomic Redis command, so failures spread over instances count together and a restart forgets nothing), with a
 * RateLimiterMemory insurance limiter that counts per instance while Redis is unreachable.
 */
type Admission = { ok: true } | { ok: false; retryAfterSeconds: number };

export type Limiter = {
  /**
   * Counts an attempt before the work it guards (a password check, a send), so a burst of any size costs at most
   * `limit` of that work per key and window: the attempts beyond it are refused without it.
   */
  admit(keys: readonly string[]): Promise<Admission>;
  /** A success that should not use up its keys' allowance (a correct password). */
  succeeded(keys: readonly string[]): Promise<void>;
  reset(): Promise<void>;
  readonly windowMs: number;
};

type LimitRule = { limit: number; windowMs: number };

type LimiterOptions = Partial<LimitRule> & { store?: AttemptStore; now?: () => number };

/** A limiter on one attempt store (memory when none is given); `getLimiter` is the shared one to use. */
export function createLimiter({
  store = createMemoryAttemptStore(),
  limit = 5,
  windowMs = 15 * 60_000,
  now = Date.now,
}: LimiterOptions = {}): Limiter {
  return {
    windowMs,
    async admit(keys) {
      const wait = await store.take(keys, limit, windowMs, now());
      return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
    },
    succeeded: (keys) => store.forget(keys),
    reset: () => store.clear(),
  };
}

const KEY = Symbol.for('infolomba.shared.limiters');
const limiters: Map<string, Limiter> = ((globalThis as Record<symbol, Map<string, Limiter>>)[KEY] ??= new Map());

export function getLimiter(name: string, rule: LimitRule): Limiter {
  const id = `${name}/${rule.limit}/${rule.windowMs}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const store = chooseShared<AttemptStore>({
      embedded: () => createMemoryAttemptStore(),
      redis: (redis, key) => createRedisAttemptStore(redis, key('limit', name)),
    });
    limiters.set(id, (limiter = createLimiter({ store, ...rule })));
  }
  return limiter;
}

/** Attempts counted in Redis by rate-limiter-flexible under `prefix`, one counter per key. */
export function createRedisAttemptStore(redis: Redis, prefix: string): AttemptStore {
  const byRule = new Map<string, RateLimiterRedis>();
  const limiterFor = (limit: number, windowMs: number) => {
    const id = `${limit}/${windowMs}`;
    let limiter = byRule.get(id);
    if (!limiter) {
      const duration = Math.max(1, Math.ceil(windowMs / 1000));
      limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: prefix,
        points: limit,
        duration,
        // Redis unreachable: answer from memory at once rather than wait for a reconnect.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: prefix, points: limit, duration }),
      });
      byRule.set(id, limiter);
    }
    return limiter;
  };
  const anyLimiter = () => byRule.values().next().value ?? limiterFor(1, 1000);

  return {
    async take(keys, limit, windowMs) {
      const limiter = limiterFor(limit, windowMs);
      const answers = await Promise.all(
        keys.map((key) =>
          limiter.consume(key, 1).then(
            (res) => ({ key, res, ok: true }),
            (res: unknown) => {
              if (res instanceof RateLimiterRes) return { key, res, ok: false };
              throw res;
            },
          ),
        ),
      );
      if (answers.every((a) => a.ok)) return 0;
      // All or nothing: a refused attempt gives back what it counted under every key.
      await Promise.all(answers.map((a) => limiter.reward(a.key, 1).catch(() => undefined)));
      return Math.max(1, ...answers.filter((a) => !a.ok).map((a) => a.res.msBeforeNext));
    },
    async forget(keys) {
      const limiter = anyLimiter();
      await Promise.all(keys.map((key) => limiter.delete(key)));
    },
    async clear() {
      const stream = redis.scanStream({ match: `${prefix}:*`, count: 200 });
      for await (const batch of stream as AsyncIterable<string[]>) if (batch.length) await redis.del(...batch);
    },
  };
}
