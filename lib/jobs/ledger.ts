import 'server-only';
import type { Redis } from 'ioredis';
import type { KeyOf } from '@/lib/shared';
import { type JobLedger, type JobRun, RECENT_RUNS } from './types';

/** One process: leases and results in memory (the embedded mode; a restart forgets the results). */
export function createMemoryLedger(now: () => number = Date.now): JobLedger {
  const jobs = new Map<string, { done: number | null; recent: JobRun[]; holder: string | null; until: number }>();
  const entry = (id: string) => {
    let e = jobs.get(id);
    if (!e) jobs.set(id, (e = { done: null, recent: [], holder: null, until: 0 }));
    return e;
  };
  return {
    async claim(id, period, owner, leaseMs, startNew = false) {
      const e = entry(id);
      // A job never seen before starts with the next period, not at once (a start is not a schedule).
      if (e.done === null && !startNew) e.done = period;
      if (e.done !== null && e.done >= period) return false;
      if (e.holder && e.until > now()) return false;
      e.holder = owner;
      e.until = now() + leaseMs;
      return true;
    },
    async renew(id, owner, leaseMs) {
      const e = entry(id);
      if (e.holder !== owner || e.until <= now()) return false;
      e.until = now() + leaseMs;
      return true;
    },
    async finish(id, run, owner) {
      const e = entry(id);
      e.done = Math.max(e.done ?? run.period, run.period);
      e.recent = [run, ...e.recent].slice(0, RECENT_RUNS);
      if (e.holder === owner) e.holder = null;
    },
    async state(id) {
      const e = entry(id);
      return { donePeriod: e.done, recent: [...e.recent], holder: e.holder && e.until > now() ? e.holder : null };
    },
  };
}

// KEYS: done, lease. ARGV: period, owner, leaseMs, startNew ('1' or '0').
const CLAIM = `
local done = tonumber(redis.call('GET', KEYS[1]))
if not done and ARGV[4] ~= '1' then
  redis.call('SET', KEYS[1], ARGV[1])
  return 0
end
if done and done >= tonumber(ARGV[1]) then return 0 end
if redis.call('SET', KEYS[2], ARGV[2], 'NX', 'PX', ARGV[3]) then return 1 end
return 0`;
// KEYS: lease. ARGV: owner, leaseMs.
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
// KEYS: done, runs, lease. ARGV: period, run json, owner, keep.
const FINISH = `
local done = tonumber(redis.call('GET', KEYS[1]))
if not done or done < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1]) end
redis.call('LPUSH', KEYS[2], ARGV[2])
redis.call('LTRIM', KEYS[2], 0, tonumber(ARGV[4]) - 1)
if redis.call('GET', KEYS[3]) == ARGV[3] then redis.call('DEL', KEYS[3]) end
return 1`;

/** Shared by every instance: a lease key per job (SET NX PX), the last done period and the recent runs. */
export function createRedisLedger(redis: Redis, key: KeyOf): JobLedger {
  const k = (id: string) => ({ done: key('job', id, 'done'), lease: key('job', id, 'lease'), runs: key('job', id, 'runs') });
  return {
    async claim(id, period, owner, leaseMs, startNew = false) {
      const { done, lease } = k(id);
      return (await redis.eval(CLAIM, 2, done, lease, String(period), owner, String(leaseMs), startNew ? '1' : '0')) === 1;
    },
    async renew(id, owner, leaseMs) {
      return (await redis.eval(RENEW, 1, k(id).lease, owner, String(leaseMs))) === 1;
    },
    async finish(id, run, owner) {
      const { done, runs, lease } = k(id);
      await redis.eval(FINISH, 3, done, runs, lease, String(run.period), JSON.stringify(run), owner, String(RECENT_RUNS));
    },
    async state(id) {
      const { done, lease, runs } = k(id);
      const [d, holder, list] = await Promise.all([redis.get(done), redis.get(lease), redis.lrange(runs, 0, RECENT_RUNS - 1)]);
      const recent = list.flatMap((line) => {
        try {
          return [JSON.parse(line) as JobRun];
        } catch {
          return [];
        }
      });
      return { donePeriod: d === null ? null : Number(d), recent, holder };
    },
  };
}
