import 'server-only';
import { randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';
import { trackWrite } from '@/lib/shutdown';
import { type DayCounts, KEEP_DAYS, MAX_FIELDS, type StatsStore, type StatsTable, SUMMARY_DAYS } from './types';

// One call adds a whole window's counts, for any number of days and tables. KEYS: per group (a table's day) its hash
// and its revision. ARGV: ttl seconds, then per group: max fields, number of increments, number of sets, a random
// first revision, the field/amount pairs to add, the field/value pairs to set. A field not yet there is taken only
// while the hash holds fewer than max fields. The revision starts at a random number, so a Redis emptied and counted
// again never hands a reader an old revision for new counts.
const ADD = `
local ttl = tonumber(ARGV[1])
local i = 2
for g = 1, #KEYS, 2 do
  local hash, rev = KEYS[g], KEYS[g + 1]
  local max, adds, sets, first = tonumber(ARGV[i]), tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2]), ARGV[i + 3]
  i = i + 4
  local len = redis.call('HLEN', hash)
  local function room(field)
    if redis.call('HEXISTS', hash, field) == 1 then return true end
    if len >= max then return false end
    len = len + 1
    return true
  end
  for _ = 1, adds do
    if room(ARGV[i]) then redis.call('HINCRBY', hash, ARGV[i], ARGV[i + 1]) end
    i = i + 2
  end
  for _ = 1, sets do
    if room(ARGV[i]) then redis.call('HSET', hash, ARGV[i], ARGV[i + 1]) end
    i = i + 2
  end
  redis.call('EXPIRE', hash, ttl)
  if redis.call('SET', rev, first, 'NX') then redis.call('EXPIRE', rev, ttl) end
  redis.call('INCR', rev)
  redis.call('EXPIRE', rev, ttl)
end
return 1`;

/** Days of a table read in one round trip (`read`): each trip well inside the client's command timeout. */
const READ_DAYS_PER_TRIP = 7;
/** Above this many field arguments a window's counts go as several calls (in one pipeline): no call holds Redis long. */
const ARGS_PER_CALL = 20_000;

type Pending = { table: StatsTable; day: string; incr: DayCounts; set: DayCounts };

type Options = {
  /** The window: counts added within it go to Redis together, this long after the first of them. */
  windowMs?: number;
  log?: (msg: string, e?: unknown) => void;
};

type RedisStatsStore = StatsStore & {
  /** Counts added and not yet sent (tests, the bench). */
  pending(): number;
  /** The process is stopping: sends the window now, and from now on each count as it comes (no window). */
  stop(): Promise<void>;
};

/**
 * Counts shared by every instance (REDIS_URL set): one hash per table and day, counted with HINCRBY under the field
 * cap, so instances add up; a day's hash expires KEEP_DAYS after its last count. Beside each hash a revision
 * (`<key>:rev`) that moves with every call that counted on the day: a reader asks for every day's revision in one MGET
 * and fetches only the days that changed since it last looked. Beside them the reports' summaries of finished days
 * (`<prefix>:sum:<first>..<last>`, lib/stats/report.ts), one string each, shared by the instances.
 *
 * An `add` is kept in this process for a short window (`windowMs`), merged per table, day and field, and the whole
 * window goes to Redis as one atomic script call: at 500 counts a second that is one round trip a second instead of
 * one or more per count. A crash loses at most that window; a stop sends it (`flush`, called on SIGTERM/SIGINT by
 * lib/stats/index.ts). This process reads its own counts at once (`read` and `versions` send the window first);
 * other instances see them within the window. Redis unreachable: the window is kept and sent once it is back; a call
 * that reached Redis and failed is not sent again (it may have counted), so a count is lost rather than doubled.
 */
export function createRedisStatsStore(
  redis: Redis,
  keyOf: (table: string, day: string) => string,
  { windowMs = 1_000, log = console.error }: Options = {},
): RedisStatsStore {
  const ttl = KEEP_DAYS * 86_400;
  let pending = new Map<string, Pending>();
  let count = 0;
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<void> | null = null;
  let stopping = false;

  const keep = (group: Pending) => {
    const key = `${group.table}\n${group.day}`;
    const held = pending.get(key);
    if (!held) pending.set(key, group);
    else {
      for (const field in group.incr) held.incr[field] = (held.incr[field] ?? 0) + (group.incr[field] ?? 0);
      Object.assign(held.set, group.set);
    }
  };

  async function send(groups: Pending[]): Promise<void> {
    // One call per ARGS_PER_CALL arguments or so, all in one pipeline: one round trip.
    const calls: { keys: string[]; args: (string | number)[] }[] = [];
    let call = { keys: [] as string[], args: [ttl] as (string | number)[] };
    for (const { table, day, incr, set } of groups) {
      const adds = Object.entries(incr);
      const sets = Object.entries(set);
      if (call.keys.length && call.args.length + 2 * (adds.length + sets.length) > ARGS_PER_CALL) {
        calls.push(call);
        call = { keys: [], args: [ttl] };
      }
      const key = keyOf(table, day);
      call.keys.push(key, `${key}:rev`);
      call.args.push(MAX_FIELDS[table], adds.length, sets.length, randomInt(1, 2 ** 40), ...adds.flat(), ...sets.flat());
    }
    if (call.keys.length) calls.push(call);
    const [only, ...more] = calls;
    if (!only) return;
    if (!more.length) {
      await redis.eval(ADD, only.keys.length, ...only.keys, ...only.args.map(String));
      return;
    }
    const pipeline = redis.pipeline();
    for (const { keys, args } of calls) pipeline.eval(ADD, keys.length, ...keys, ...args.map(String));
    for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error;
  }

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (sending) await sending;
    if (!pending.size) return;
    if (redis.status !== 'ready') {
      // Nothing was sent: keep the window for the next try (the counts of a long outage merge into it).
      schedule();
      return;
    }
    const groups = [...pending.values()];
    pending = new Map();
    count = 0;
    sending = send(groups)
      .catch((e: unknown) => log('[statistik] sending the counts to Redis failed; these are lost:', e))
      .finally(() => (sending = null));
    await sending;
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => void flush(), windowMs);
    timer.unref();
  }

  return {
    async add(table, day, incr, set = {}) {
      if (!Object.keys(incr).length && !Object.keys(set).length) return;
      // Copies: the caller may reuse its objects, and merging writes into what is kept.
      keep({ table, day, incr: { ...incr }, set: { ...set } });
      count++;
      if (stopping) void trackWrite(flush());
      else schedule();
    },
    async read(table, days, fields) {
      if (!days.length) return new Map();
      await flush();
      // A week of days a round trip, one after the other: 90 whole days in one pipeline (about 600,000 counters at
      // 10,000 competitions) took longer than the client's 1 s command timeout on a cold start, and the first
      // "Statistik" after a start came back without figures.
      const answers: [Error | null, unknown][] = [];
      for (let i = 0; i < days.length; i += READ_DAYS_PER_TRIP) {
        const pipeline = redis.pipeline();
        for (const day of days.slice(i, i + READ_DAYS_PER_TRIP)) {
          if (fields) pipeline.hmget(keyOf(table, day), ...fields);
          else pipeline.hgetall(keyOf(table, day));
        }
        answers.push(...((await pipeline.exec()) ?? []));
      }
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
      await flush();
      const revs = await redis.mget(days.map((day) => `${keyOf(table, day)}:rev`));
      return new Map(days.map((day, i) => [day, Number(revs[i] ?? 0)]));
    },
    async summary(name) {
      return redis.get(keyOf('sum', name));
    },
    async keepSummary(name, _lastDay, text) {
      // Made from finished days up to yesterday: of use today, then replaced by tomorrow's.
      await redis.set(keyOf('sum', name), text, 'EX', SUMMARY_DAYS * 86_400);
    },
    flush,
    pending: () => count,
    stop() {
      stopping = true;
      return flush();
    },
  };
}

type Signals = Pick<NodeJS.EventEmitter, 'once' | 'listenerCount'>;

/**
 * On SIGTERM or SIGINT the store sends its window at once (the call is written to Redis's socket before the signal's
 * other handlers run; Next's own closes the server and then exits) and each later count as it comes, and the
 * shutdown (lib/shutdown.ts) waits for it. Alone on the signal (no Next, no shutdown handler), it ends the process
 * the way the signal would have, once the counts are sent.
 */
export function sendOnStop(
  store: Pick<RedisStatsStore, 'stop'>,
  signals: Signals = process,
  end: (signal: NodeJS.Signals) => void = (signal) => process.kill(process.pid, signal),
): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    signals.once(signal, () => {
      const sent = trackWrite(store.stop());
      if (!signals.listenerCount(signal)) void sent.finally(() => end(signal));
    });
  }
}
