import 'server-only';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { createMemoryAttemptStore } from '@/lib/auth/attempt-store';

/**
 * How often one address may count: the same count at most twice in 10 minutes, any count at most 20 a minute. The
 * keys are hashes that name no address (lib/stats/index.ts).
 */
export const COUNT_RULES = {
  same: { limit: 2, windowMs: 10 * 60_000 },
  address: { limit: 20, windowMs: 60_000 },
} as const;

export type CountLimits = {
  /** Counts one attempt under both keys and says whether the count may go in (all or nothing). */
  admit(same: string, address: string): Promise<boolean>;
};

type Clock = { now?: () => number };

/** One process's limits, in its memory: a sliding window per key (lib/auth/attempt-store.ts). */
export function createMemoryCountLimits({ now = Date.now }: Clock = {}): CountLimits {
  const same = createMemoryAttemptStore();
  const address = createMemoryAttemptStore();
  return {
    async admit(sameKey, addressKey) {
      const t = now();
      if ((await same.take([sameKey], COUNT_RULES.same.limit, COUNT_RULES.same.windowMs, t)) > 0) return false;
      return (await address.take([addressKey], COUNT_RULES.address.limit, COUNT_RULES.address.windowMs, t)) === 0;
    },
  };
}

// KEYS: the "same count" key, the address key. ARGV: their limits and windows (ms). Each key is a fixed window that
// starts with its first attempt. Both are looked at before either is counted, so a refused attempt counts nowhere.
// Answers each key's milliseconds until it frees a slot (0: it had room).
const ADMIT = `
local function wait(key, limit, ms)
  redis.call('SET', key, 0, 'PX', ms, 'NX')
  if tonumber(redis.call('GET', key)) < limit then return 0 end
  return math.max(redis.call('PTTL', key), 1)
end
local a = wait(KEYS[1], tonumber(ARGV[1]), ARGV[2])
local b = wait(KEYS[2], tonumber(ARGV[3]), ARGV[4])
if a == 0 and b == 0 then
  redis.call('INCR', KEYS[1])
  redis.call('INCR', KEYS[2])
end
return {a, b}`;
const answerSchema = z.tuple([z.number(), z.number()]);

/** Keys this process saw refused, kept until Redis said they free a slot; emptied when it holds this many. */
const REMEMBERED = 10_000;

type RedisOptions = Clock & { fallback?: CountLimits; log?: (msg: string, e?: unknown) => void };

/**
 * The limits shared by every instance (REDIS_URL): both keys taken in one script call, so an accepted count costs
 * the limiter one round trip. Local first: a key Redis refused is refused here, without asking, until the moment
 * Redis named, so a flood from one address costs Redis nothing after its first refusal. Redis unreachable: this
 * process's memory decides (each instance counts alone until it returns).
 */
export function createRedisCountLimits(
  redis: Redis,
  keyOf: (rule: 'same' | 'address', key: string) => string,
  { now = Date.now, fallback = createMemoryCountLimits({ now }), log = console.error }: RedisOptions = {},
): CountLimits {
  const refusedUntil = new Map<string, number>();
  const refused = (key: string, t: number) => {
    const until = refusedUntil.get(key);
    if (until === undefined) return false;
    if (until > t) return true;
    refusedUntil.delete(key);
    return false;
  };
  const remember = (key: string, until: number) => {
    if (refusedUntil.size >= REMEMBERED) refusedUntil.clear();
    refusedUntil.set(key, until);
  };
  return {
    async admit(sameKey, addressKey) {
      const keys = [keyOf('same', sameKey), keyOf('address', addressKey)] as const;
      const t = now();
      if (refused(keys[0], t) || refused(keys[1], t)) return false;
      if (redis.status !== 'ready') return fallback.admit(sameKey, addressKey);
      let waits: [number, number];
      try {
        const { same, address } = COUNT_RULES;
        const answer = await redis.eval(ADMIT, 2, ...keys, same.limit, same.windowMs, address.limit, address.windowMs);
        waits = answerSchema.parse(answer);
      } catch (e) {
        log('[statistik] the count limiter could not ask Redis; this process decides alone:', e);
        return fallback.admit(sameKey, addressKey);
      }
      if (waits[0] > 0) remember(keys[0], t + waits[0]);
      if (waits[1] > 0) remember(keys[1], t + waits[1]);
      return waits[0] === 0 && waits[1] === 0;
    },
  };
}
