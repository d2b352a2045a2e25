import 'server-only';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { requireRedis, type KeyOf } from '@/lib/shared';
import {
  RECENT_REMINDER_RUNS,
  type ReminderRun,
  type SentEntry,
  type Subscription,
  type SubscriptionCounts,
  type SubscriptionStore,
} from './types';

/**
 * Subscriptions shared by every instance through Redis (REDIS_URL): each record a JSON string under `sub:<id>`, the
 * set of ids, a push endpoint's and a confirmed address's id (endpoints hashed: they are long and personal), the
 * sent log as one key per entry with its own expiry, and the recent runs as a list. A claim is one Lua script, so
 * two servers never both take a key. Writes while Redis is down throw SharedUnavailableError (a clear 503).
 */

// KEYS[1] the entry; ARGV: now, keep-ms. Returns the attempts so far, or -1 when the key is not free.
const CLAIM = `
local cur = redis.call('GET', KEYS[1])
local attempts = 0
if cur then
  local e = cjson.decode(cur)
  if e.state ~= 'retry' or tonumber(e.retryAt) > tonumber(ARGV[1]) then return -1 end
  attempts = tonumber(e.attempts) or 0
end
local keep = tonumber(ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl > keep then keep = ttl end
redis.call('SET', KEYS[1], cjson.encode({state = 'sending', at = tonumber(ARGV[1]), attempts = attempts}), 'PX', keep)
return attempts`;

const hash = (s: string) => createHash('sha256').update(s).digest('base64url');

export function createRedisSubscriptionStore(redis: Redis, key: KeyOf): SubscriptionStore {
  const k = {
    sub: (id: string) => key('reminders', 'sub', id),
    all: key('reminders', 'subs'),
    push: (endpoint: string) => key('reminders', 'push', hash(endpoint)),
    email: (email: string) => key('reminders', 'email', hash(email)),
    sent: (entry: string) => key('reminders', 'sent', entry),
    runs: key('reminders', 'runs'),
  };
  const write = <T>(fn: (r: Redis) => Promise<T>) => requireRedis(redis, fn);
  const parse = (raw: string | null): Subscription | null => (raw ? (JSON.parse(raw) as Subscription) : null);
  const byIndex = async (indexKey: string) => {
    const id = await redis.get(indexKey);
    return id ? parse(await redis.get(k.sub(id))) : null;
  };

  async function* scan(): AsyncIterable<Subscription[]> {
    let cursor = '0';
    do {
      const [next, ids] = await redis.sscan(k.all, cursor, 'COUNT', 500);
      cursor = next;
      if (!ids.length) continue;
      const raws = await redis.mget(ids.map(k.sub));
      yield raws.flatMap((r) => {
        const s = parse(r);
        return s ? [s] : [];
      });
    } while (cursor !== '0');
  }

  return {
    get: async (id) => parse(await redis.get(k.sub(id))),
    findPush: (endpoint) => byIndex(k.push(endpoint)),
    findEmail: (email) => byIndex(k.email(email)),
    put: (sub) =>
      write(async (r) => {
        const old = parse(await r.get(k.sub(sub.id)));
        const m = r.multi().set(k.sub(sub.id), JSON.stringify(sub)).sadd(k.all, sub.id);
        if (old?.push && old.push.endpoint !== sub.push?.endpoint) m.del(k.push(old.push.endpoint));
        if (sub.push) m.set(k.push(sub.push.endpoint), sub.id);
        // The address's record, confirmed or waiting (one per address); handles hold no address.
        if (sub.email && !sub.linkedTo) m.set(k.email(sub.email), sub.id);
        await m.exec();
      }),
    delete: (id) =>
      write(async (r) => {
        const old = parse(await r.get(k.sub(id)));
        if (!old) return false;
        const m = r.multi().del(k.sub(id)).srem(k.all, id);
        if (old.push) m.del(k.push(old.push.endpoint));
        await m.exec();
        // The address's index, only while it still names this record.
        if (old.email && (await r.get(k.email(old.email))) === id) await r.del(k.email(old.email));
        return true;
      }),
    scan,
    async counts() {
      const c: SubscriptionCounts = { email: 0, emailPending: 0, push: 0, digests: 0, followed: 0 };
      for await (const page of scan()) {
        for (const s of page) {
          if (s.linkedTo) continue;
          if (s.channel === 'push') c.push++;
          else if (s.confirmedAt) c.email++;
          else c.emailPending++;
          if (s.digest && s.confirmedAt) c.digests++;
          if (s.confirmedAt) c.followed += Object.keys(s.competitions).length;
        }
      }
      return c;
    },
    claim: (entry, now) =>
      write(async (r) => {
        const attempts = Number(await r.eval(CLAIM, 1, k.sent(entry), String(now), String(7 * 86_400_000)));
        return attempts < 0 ? null : attempts;
      }),
    settle: (entry, value: SentEntry, keepMs) =>
      write(async (r) => void (await r.set(k.sent(entry), JSON.stringify(value), 'PX', Math.max(1000, Math.round(keepMs))))),
    entry: async (entry) => {
      const raw = await redis.get(k.sent(entry));
      return raw ? (JSON.parse(raw) as SentEntry) : null;
    },
    recordRun: (run: ReminderRun) =>
      write(async (r) => {
        await r
          .multi()
          .lpush(k.runs, JSON.stringify(run))
          .ltrim(k.runs, 0, RECENT_REMINDER_RUNS - 1)
          .exec();
      }),
    runs: async () => (await redis.lrange(k.runs, 0, RECENT_REMINDER_RUNS - 1)).map((l) => JSON.parse(l) as ReminderRun),
  };
}
