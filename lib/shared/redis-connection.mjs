// The process's Redis connections, or none: REDIS_URL unset means the embedded mode (files and memory beside the
// data, one server), set means every instance shares its state through that Redis. lib/shared/index.ts is the one
// place the app chooses between the two; this file holds only the connections, in plain JavaScript, because Next's
// page cache handler (lib/cache/start-cache-handler.mjs) is loaded by path outside the bundles and shares them.
//
// One command connection and one subscriber connection per process (kept on globalThis: every route bundle and the
// cache handler load their own copy of this module). Commands never queue while Redis is unreachable: they fail at
// once, so a reader falls back to memory instead of waiting (see `isRedisReady`).
import { Redis } from 'ioredis';

const KEY = Symbol.for('infolomba.redis');
/** @type {{ client?: Redis; subscriber?: Redis; url?: string }} */
const holder = (globalThis[KEY] ??= {});

/** REDIS_URL, trimmed; undefined when unset or blank (the embedded mode). */
function redisUrl(source = process.env) {
  const url = source.REDIS_URL?.trim();
  return url ? url : undefined;
}

/** Every key this site writes starts with this (REDIS_PREFIX, default `infolomba:`), so one Redis can hold several sites. */
export function redisPrefix(source = process.env) {
  return source.REDIS_PREFIX?.trim() || 'infolomba:';
}

/** @param {string} url @param {string} name */
function connect(url, name) {
  const client = new Redis(url, {
    connectionName: `infolomba-${name}-${process.pid}`,
    // A command while disconnected fails at once (readers fall back to memory), and a command that hangs is given
    // up after a second rather than holding a visitor's request.
    enableOfflineQueue: name === 'subscriber',
    maxRetriesPerRequest: 1,
    commandTimeout: name === 'subscriber' ? undefined : 1000,
    connectTimeout: 2000,
    // Reconnect forever, at most every second, so an instance converges soon after Redis returns.
    retryStrategy: (times) => Math.min(times * 100, 1000),
    lazyConnect: false,
  });
  let down = false;
  client.on('error', (e) => {
    if (down) return;
    down = true;
    console.error(`[redis] ${name}: ${e instanceof Error ? e.message : e}`);
  });
  client.on('ready', () => {
    if (down) console.error(`[redis] ${name}: connected again`);
    down = false;
  });
  return client;
}

/** The shared command connection, or null in the embedded mode. */
export function getRedis(source = process.env) {
  const url = redisUrl(source);
  if (!url) return null;
  if (!holder.client || holder.url !== url) {
    holder.client?.disconnect();
    holder.subscriber?.disconnect();
    holder.subscriber = undefined;
    holder.client = connect(url, 'client');
    holder.url = url;
  }
  return holder.client;
}

/** A second connection for SUBSCRIBE (a subscribed connection can run no other command), or null when embedded. */
export function getRedisSubscriber(source = process.env) {
  const client = getRedis(source);
  if (!client) return null;
  return (holder.subscriber ??= connect(/** @type {string} */ (holder.url), 'subscriber'));
}

/** True when the connection can take a command now; false while it (re)connects, so callers skip it at once. */
export function isRedisReady(client = holder.client) {
  return client?.status === 'ready';
}
