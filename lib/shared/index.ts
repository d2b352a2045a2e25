import 'server-only';
import type { Redis } from 'ioredis';
import { SHARED_MESSAGES } from '@/lib/words/operations';
import { getRedis, isRedisReady, redisPrefix } from './redis-connection.mjs';
import { isNamedError } from '@/lib/named-error';

/**
 * State beyond one process: the one place that chooses where it lives.
 *
 * - `REDIS_URL` unset: the embedded mode, exactly the one-server site of before (files and memory beside the data).
 * - `REDIS_URL` set: every instance shares through that Redis.
 *
 * A feature with state puts it behind a small interface with two implementations and picks one here:
 *
 *     const store = chooseShared({
 *       embedded: () => createFileThingStore(fileBesideTheData),
 *       redis: (redis, key) => createRedisThingStore(redis, key('things')),
 *     });
 *
 * `redis` is an ioredis client (https://github.com/redis/ioredis); `key(...parts)` prefixes a key with REDIS_PREFIX
 * (`infolomba:` by default), so every key the site writes is namespaced. Keep one instance per process (a
 * `globalThis` holder, as lib/reports/index.ts does), since every route bundle loads its own copy of a module.
 *
 * While Redis is unreachable a command fails at once (no offline queue): reads should fall back to what the
 * process holds, and writes that cannot be shared should throw `SharedUnavailableError` (`requireRedis` does), whose
 * message is the Indonesian sentence a person sees; lib/api/errors.ts answers it with a 503.
 */
type SharedMode = 'embedded' | 'redis';

export function sharedMode(): SharedMode {
  return getRedis() ? 'redis' : 'embedded';
}

export type KeyOf = (...parts: string[]) => string;

export function sharedKey(...parts: string[]): string {
  return redisPrefix() + parts.join(':');
}

export function chooseShared<T>(make: { embedded: () => T; redis: (redis: Redis, key: KeyOf) => T }): T {
  const redis = getRedis();
  return redis ? make.redis(redis, sharedKey) : make.embedded();
}

/** A write that must be shared could not reach Redis; nothing was changed. */
export class SharedUnavailableError extends Error {
  // Thrown by the shared stores kept once per process, which another route's copy of this module may have made.
  static [Symbol.hasInstance](value: unknown): boolean {
    return isNamedError(value, 'SharedUnavailableError');
  }
  readonly status = 503;
  constructor(message: string = SHARED_MESSAGES.writeUnavailable, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SharedUnavailableError';
  }
}

/** True when Redis can take a command now (always false when embedded). */
export function redisReady(): boolean {
  return isRedisReady(getRedis());
}

/**
 * Runs `fn` on Redis, or throws SharedUnavailableError (with `message`) when Redis is down or the command fails for
 * want of a connection. Errors from the command itself (a script's error, a wrong type) pass through unchanged.
 */
export async function requireRedis<T>(redis: Redis, fn: (redis: Redis) => Promise<T>, message?: string): Promise<T> {
  if (!isRedisReady(redis)) throw new SharedUnavailableError(message);
  try {
    return await fn(redis);
  } catch (e) {
    if (isConnectionError(e)) throw new SharedUnavailableError(message, { cause: e });
    throw e;
  }
}

/** ioredis's errors for a lost, closed or timed-out connection, as opposed to an error Redis answered. */
function isConnectionError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  if (e.name === 'ReplyError') return false;
  return /Connection is closed|Stream isn't writeable|Command timed out|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|MaxRetriesPerRequest|enableOfflineQueue/i.test(
    e.message,
  );
}
