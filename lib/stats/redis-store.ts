import 'server-only';
import type { Redis } from 'ioredis';
import { type DayCounts, KEEP_DAYS, MAX_FIELDS, type StatsStore } from './types';

// KEYS: the day's hash. ARGV: ttl seconds, max fields, number of increments, then field/amount pairs to add,
// then field/value pairs to set. A field not yet there is taken only while the hash holds fewer than max fields.
const ADD = `
local ttl, max, adds = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local len = redis.call('HLEN', KEYS[1])
local function room(field)
  if redis.call('HEXISTS', KEYS[1], field) == 1 then return true end
  if len >= max then return false end
  len = len + 1
  return true
end
local i = 4
for _ = 1, adds do
  if room(ARGV[i]) then redis.call('HINCRBY', KEYS[1], ARGV[i], ARGV[i + 1]) end
  i = i + 2
end
while i < #ARGV do
  if room(ARGV[i]) then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
  i = i + 2
end
redis.call('EXPIRE', KEYS[1], ttl)
return 1`;

/**
 * Counts shared by every instance (REDIS_URL set): one hash per table and day, each call one atomic script
 * (HINCRBY under the field cap), so instances add up; a day's hash expires KEEP_DAYS after its last count.
 */
export function createRedisStatsStore(redis: Redis, keyOf: (table: string, day: string) => string): StatsStore {
  const ttl = KEEP_DAYS * 86_400;
  return {
    async add(table, day, incr, set = {}) {
      const adds = Object.entries(incr);
      const sets = Object.entries(set);
      if (!adds.length && !sets.length) return;
      const args = [ttl, MAX_FIELDS[table], adds.length, ...adds.flat(), ...sets.flat()].map(String);
      await redis.eval(ADD, 1, keyOf(table, day), ...args);
    },
    async read(table, days) {
      const pipeline = redis.pipeline();
      for (const day of days) pipeline.hgetall(keyOf(table, day));
      const answers = (await pipeline.exec()) ?? [];
      const found = new Map<string, DayCounts>();
      answers.forEach(([error, value], i) => {
        if (error) throw error;
        const day = days[i];
        if (!day || !value || typeof value !== 'object') return;
        const counts: DayCounts = {};
        for (const [field, n] of Object.entries(value)) if (typeof n === 'string') counts[field] = Number(n);
        if (Object.keys(counts).length) found.set(day, counts);
      });
      return found;
    },
    async flush() {},
  };
}
