import 'server-only';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { readTextIfPresent, serialQueue, writeFileAtomic } from '@/lib/fs/small-files';
import { type KeyOf, requireRedis } from '@/lib/shared';
import { SHARED_MESSAGES } from '@/lib/words/operations';

/** One signed-in session, kept on the server so that signing out (or idling) ends it for every copy of its cookie. */
type SessionRecord = { email: string; started: number; lastSeen: number; expires: number };

/**
 * The sessions the server still honours. A cookie is only a claim; its session id must be here too. One process
 * keeps them in memory and in a small file beside the data (so a restart keeps everyone signed in); several servers
 * share them in Redis (createRedisSessionStore).
 */
export interface SessionStore {
  start(sid: string, record: SessionRecord): Promise<void>;
  /** The live record, or null when the session was ended, expired or never started here. */
  get(sid: string, now: number): Promise<SessionRecord | null>;
  /** Notes activity; saved lazily (at most once a minute), since it only moves an idle deadline. */
  touch(sid: string, now: number): Promise<void>;
  end(sid: string): Promise<void>;
}

const TOUCH_SAVE_MS = 60_000;
const recordSchema = z.object({ email: z.string(), started: z.number(), lastSeen: z.number(), expires: z.number() });
const fileSchema = z.object({ sessions: z.record(z.string(), recordSchema) });

/** The store in `file`: read once, written whole (temporary file, then rename) on every start and end. */
export function createFileSessionStore(file: string): SessionStore {
  let sessions: Map<string, SessionRecord> | undefined;
  let loading: Promise<Map<string, SessionRecord>> | undefined;
  const inTurn = serialQueue();
  let timer: NodeJS.Timeout | undefined;

  const load = () =>
    (loading ??= (async () => {
      sessions = new Map();
      try {
        const text = await readTextIfPresent(file);
        if (text === null) return sessions;
        const parsed = fileSchema.safeParse(JSON.parse(text));
        if (parsed.success) sessions = new Map(Object.entries(parsed.data.sessions));
        else console.error(`[auth] ${file} is not a session file; starting with no sessions.`);
      } catch (e) {
        console.error(`[auth] cannot read ${file}:`, e instanceof Error ? e.message : e);
      }
      return sessions;
    })());

  // Writes are chained, so the file always ends with the latest state.
  const save = (): Promise<void> =>
    inTurn(async () => {
      const now = Date.now();
      const all = await load();
      for (const [sid, r] of all) if (r.expires <= now) all.delete(sid);
      try {
        await writeFileAtomic(file, `${JSON.stringify({ sessions: Object.fromEntries(all) })}\n`, { mode: 0o600 });
      } catch (e) {
        // Memory still holds the truth for this process; the next save tries again.
        console.error(`[auth] cannot save ${file}:`, e instanceof Error ? e.message : e);
      }
    });

  return {
    async start(sid, record) {
      (await load()).set(sid, record);
      await save();
    },
    async get(sid, now) {
      const record = (await load()).get(sid);
      return record && record.expires > now ? record : null;
    },
    async touch(sid, now) {
      const record = (await load()).get(sid);
      if (!record || now <= record.lastSeen) return;
      record.lastSeen = now;
      if (!timer) {
        timer = setTimeout(() => {
          timer = undefined;
          void save();
        }, TOUCH_SAVE_MS);
        timer.unref();
      }
    },
    async end(sid) {
      if ((await load()).delete(sid)) await save();
    },
  };
}

/**
 * Sessions shared by every instance (REDIS_URL set): one key per session, expiring with it, so a sign-out or an
 * idle end on one instance ends it on all. Activity moves `lastSeen` at most once a minute per session. Redis
 * unreachable: every call throws SharedUnavailableError (a session that cannot be checked is not honoured, and
 * none can start); lib/auth turns that into a clear message.
 */
export function createRedisSessionStore(redis: Redis, key: KeyOf): SessionStore {
  const k = (sid: string) => key('session', sid);
  const seen = new Map<string, number>();
  const remember = (sid: string, lastSeen: number) => {
    seen.delete(sid);
    seen.set(sid, lastSeen);
    if (seen.size > 10_000) seen.delete(seen.keys().next().value!);
  };
  return {
    start: (sid, record) =>
      requireRedis(
        redis,
        async (r) => {
          await r.set(k(sid), JSON.stringify(record), 'PX', Math.max(1, record.expires - Date.now()));
          remember(sid, record.lastSeen);
        },
        SHARED_MESSAGES.signInUnavailable,
      ),
    get: (sid, now) =>
      requireRedis(
        redis,
        async (r) => {
          const text = await r.get(k(sid));
          if (!text) return null;
          const parsed = recordSchema.safeParse(JSON.parse(text));
          if (!parsed.success || parsed.data.expires <= now) return null;
          remember(sid, parsed.data.lastSeen);
          return parsed.data;
        },
        SHARED_MESSAGES.signInUnavailable,
      ),
    async touch(sid, now) {
      const last = seen.get(sid);
      if (last !== undefined && now - last < TOUCH_SAVE_MS) return;
      remember(sid, now);
      await requireRedis(redis, (r) => r.eval(TOUCH, 1, k(sid), String(now)), SHARED_MESSAGES.signInUnavailable).catch((e: unknown) =>
        console.error('[auth] session activity not saved:', e instanceof Error ? e.message : e),
      );
    },
    end: (sid) =>
      requireRedis(
        redis,
        async (r) => {
          seen.delete(sid);
          await r.del(k(sid));
        },
        SHARED_MESSAGES.signInUnavailable,
      ),
  };
}

// KEYS: the session. ARGV: now. Moves lastSeen forward, keeping the key's expiry.
const TOUCH = `
local text = redis.call('GET', KEYS[1])
if not text then return 0 end
local record = cjson.decode(text)
if tonumber(ARGV[1]) <= record.lastSeen then return 0 end
record.lastSeen = tonumber(ARGV[1])
redis.call('SET', KEYS[1], cjson.encode(record), 'KEEPTTL')
return 1`;
