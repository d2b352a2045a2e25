import 'server-only';
import { randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type DayCounts, KEEP_DAYS, MAX_FIELDS, type StatsStore } from './types';

// KEYS: the day's hash, the day's revision. ARGV: ttl seconds, max fields, number of increments, a random first
// revision, then field/amount pairs to add, then field/value pairs to set. A field not yet there is taken only while
// the hash holds fewer than max fields. The revision starts at a random number, so a Redis emptied and counted
// again never hands a reader an old revision for new counts.
const ADD = `
local ttl, max, adds = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local len = redis.call('HLEN', KEYS[1])
local function room(field)
  if redis.call('HEXISTS', KEYS[1], field) == 1 then return true end
  if len >= max then return false end
  len = len + 1
  return true
end
local i = 5
for _ = 1, adds do
  if room(ARGV[i]) then redis.call('HINCRBY', KEYS[1], ARGV[i], ARGV[i + 1]) end
  i = i + 2
end
while i < #ARGV do
  if room(ARGV[i]) then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
  i = i + 2
end
redis.call('EXPIRE', KEYS[1], ttl)
if redis.call('SET', KEYS[2], ARGV[4], 'NX') then redis.call('EXPIRE', KEYS[2], ttl) end
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ttl)
return 1`;

/**
 * Counts shared by every instance (REDIS_URL set): one hash per table and day, each call one atomic script
 * (HINCRBY under the field cap), so instances add up; a day's hash expires KEEP_DAYS after its last count. Beside
 * each hash a revision (`<key>:rev`) the script moves with every count: a reader asks for every day's revision in
 * one MGET and fetches only the days that changed since it last looked.
 */
export function createRedisStatsStore(redis: Redis, keyOf: (table: string, day: string) => string): StatsStore {
  const ttl = KEEP_DAYS * 86_400;
  return {
    async add(table, day, incr, set = {}) {
      const adds = Object.entries(incr);
      const sets = Object.entries(set);
      if (!adds.length && !sets.length) return;
      const first = randomInt(1, 2 ** 40);
      const args = [ttl, MAX_FIELDS[table], adds.length, first, ...adds.flat(), ...sets.flat()].map(String);
      const key = keyOf(table, day);
      await redis.eval(ADD, 2, key, `${key}:rev`, ...args);
    },
    async read(table, days, fields) {
      if (!days.length) return new Map();
      const pipeline = redis.pipeline();
      for (const day of days) {
        if (fields) pipeline.hmget(keyOf(table, day), ...fields);
        else pipeline.hgetall(keyOf(table, day));
      }
      const answers = (await pipeline.exec()) ?? [];
      const found = new Map<string, DayCounts>();
      answers.forEach(([error, value], i) => {
        if (error) throw error;
        const day = days[i];
        if (!day || !value || typeof value !== 'object') return;
        const counts: DayCounts = {};
        if (Array.isArray(value)) {
          value.forEach((n, k) => {
            const field = fields?.[k];
            if (field !== undefined && typeof n === 'string') counts[field] = Number(n);
          });
        } else for (const [field, n] of Object.entries(value)) if (typeof n === 'string') counts[field] = Number(n);
        if (Object.keys(counts).length) found.set(day, counts);
      });
      return found;
    },
    async versions(table, days) {
      if (!days.length) return new Map();
      const revs = await redis.mget(days.map((day) => `${keyOf(table, day)}:rev`));
      return new Map(days.map((day, i) => [day, Number(revs[i] ?? 0)]));
    },
    async flush() {},
  };
}
