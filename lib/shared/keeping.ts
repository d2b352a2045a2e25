import 'server-only';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { REDIS_KEEPING_WORDS } from '@/lib/words/operations';
import { getRedis, isRedisReady } from './redis-connection.mjs';

/**
 * Whether the Redis given in REDIS_URL keeps what the site writes there: sessions, reports, history, subscriptions
 * and submissions live only there. Two ways it may not, both of which the site says plainly (at start in the log,
 * and in the admin's data-health panel) without changing readiness:
 *
 * - it keeps nothing across a restart: `INFO persistence` says `aof_enabled:0` and `CONFIG GET save` is empty (the
 *   default `redis` container; a hosted Redis that refuses CONFIG is given the benefit of the doubt);
 * - it evicts keys when full: `maxmemory_policy` (INFO memory) other than `noeviction`.
 */
type RedisKeeping = { keepsNothing: boolean; evictionPolicy: string | null };

/** INFO's `field:value` lines. */
function infoFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0 && !line.startsWith('#')) fields.set(line.slice(0, at), line.slice(at + 1).trim());
  }
  return fields;
}

const SaveConfig = z.tuple([z.literal('save'), z.string()]);

/** What INFO (and CONFIG GET save, when allowed) say about keeping data. Exported for the tests. */
export async function readRedisKeeping(redis: Redis): Promise<RedisKeeping> {
  const [persistence, memory, save] = await Promise.all([
    redis.info('persistence'),
    redis.info('memory'),
    redis.config('GET', 'save').then(
      (answer) => SaveConfig.safeParse(answer).data?.[1] ?? null,
      () => null,
    ),
  ]);
  const aof = infoFields(persistence).get('aof_enabled') === '1';
  const policy = infoFields(memory).get('maxmemory_policy') ?? 'noeviction';
  return { keepsNothing: !aof && save !== null && save.trim() === '', evictionPolicy: policy === 'noeviction' ? null : policy };
}

/** The sentences a person reads about it: none when Redis keeps everything. */
export function keepingWarnings(keeping: RedisKeeping): string[] {
  return [
    ...(keeping.keepsNothing ? [REDIS_KEEPING_WORDS.keepsNothing] : []),
    ...(keeping.evictionPolicy ? [REDIS_KEEPING_WORDS.evicts(keeping.evictionPolicy)] : []),
  ];
}

const ASK_TIMEOUT_MS = 1000;

/** For the admin panel: the warnings now, or none (embedded, Redis down or not answering within a second). */
export async function redisKeepingWarnings(): Promise<string[]> {
  const redis = getRedis();
  if (!redis || !isRedisReady(redis)) return [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ASK_TIMEOUT_MS, null)));
  const keeping = await Promise.race([readRedisKeeping(redis).catch(() => null), late]).finally(() => clearTimeout(timer));
  return keeping ? keepingWarnings(keeping) : [];
}

const KEY = Symbol.for('infolomba.redis-keeping');
type Holder = { watching?: boolean };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

/** At start (lib/startup.ts), and each time Redis is reached again (it may have come back configured otherwise). */
export function watchRedisKeeping(): void {
  const redis = getRedis();
  if (!redis || holder.watching) return;
  holder.watching = true;
  const check = () =>
    readRedisKeeping(redis).then(
      (keeping) => {
        for (const warning of keepingWarnings(keeping)) console.warn(`[redis] ${warning}`);
      },
      (e: unknown) => console.error('[redis] persistence not checked:', e instanceof Error ? e.message : e),
    );
  redis.on('ready', () => void check());
  if (isRedisReady(redis)) void check();
}
