// Changes shared by every instance (REDIS_URL set; nothing happens in the embedded mode). A change is a number, the
// generation (`pages:gen` in Redis, one INCR per change), and the page-cache tags it expired (`pages:tags`, a hash
// of tag -> the generation that last expired it). An instance that learns of a newer generation reads the data
// again (the reload registered by lib/data/shared-version.ts) and only then expires those tags in its own page
// cache, so no page is rendered again from the data it held before the change.
//
// A write also leaves what it changed (`data:edits`, the last 50 writes' one-record edits, and `data:head`, the
// version the data is at as far as writes and the poller know), in the same atomic step as the generation: an
// instance whose data is one or a few writes behind applies them to its catalog instead of reading the whole file
// from the store again (lib/data/shared-version.ts). Anything else (a change on GitHub, a gap) reads the store.
//
// It learns of a change two ways: a notice on the `changes` channel (at once), and a GET of the generation at the
// start of every request that reaches the page cache or the data (so a lost notice delays nothing past the next
// request). Concurrent requests share one GET. While Redis is unreachable nothing is checked and the instance
// serves what it holds; a change it made meanwhile is announced when Redis returns.
//
// Plain JavaScript: the page cache handler (start-cache-handler.mjs) is loaded by path, outside the bundles, and the
// app's bundles load their own copies; all of them share one state on globalThis.
import { getRedis, getRedisSubscriber, isRedisReady, redisPrefix } from '../shared/redis-connection.mjs';

const KEY = Symbol.for('infolomba.shared-changes');
/**
 * @type {{
 *   applied?: number | null; checking?: Promise<void>; syncing?: Promise<void>; reload?: () => Promise<void>;
 *   expire?: (tags: readonly string[]) => void; pending?: Set<string>; subscribed?: boolean; recent?: Map<string, number>;
 *   pendingEdits?: string[]; pendingHead?: string;
 * }}
 */
const shared = (globalThis[KEY] ??= {});
shared.applied ??= null;
shared.pending ??= new Set();
shared.pendingEdits ??= [];
const state = /** @type {Required<Pick<typeof shared, 'pending' | 'pendingEdits'>> & typeof shared} */ (shared);

const keys = () => {
  const p = redisPrefix();
  return { gen: `${p}pages:gen`, tags: `${p}pages:tags`, channel: `${p}channel:changes`, edits: `${p}data:edits`, head: `${p}data:head` };
};

/** Writes whose edits are kept for instances that are behind, and for how long. */
const EDITS_KEPT = 50;
const EDITS_KEPT_MS = 10 * 60_000;

// KEYS: gen, tags, edits, head. ARGV: channel, head ('' for none), n, n edits (JSON), tag... Returns the new generation.
const ANNOUNCE = `
local n = tonumber(ARGV[3])
for i = 4, 3 + n do redis.call('LPUSH', KEYS[3], ARGV[i]) end
if n > 0 then
  redis.call('LTRIM', KEYS[3], 0, ${EDITS_KEPT - 1})
  redis.call('PEXPIRE', KEYS[3], ${EDITS_KEPT_MS})
end
if ARGV[2] ~= '' then redis.call('SET', KEYS[4], ARGV[2], 'PX', ${EDITS_KEPT_MS}) end
local g = redis.call('INCR', KEYS[1])
for i = 4 + n, #ARGV do redis.call('HSET', KEYS[2], ARGV[i], g) end
redis.call('PUBLISH', ARGV[1], g)
return g`;

/** The generation and the tags hash, for the shared page tier (shared-pages.mjs), which checks pages against them. */
export function changeKeys() {
  const { gen, tags } = keys();
  return { gen, tags };
}

/**
 * The generation of changes this process's data includes, as far as it can vouch for one: null in the embedded
 * mode, while Redis is unreachable, before the first look at the generation, and while a change made here waits to
 * be announced (a page shared meanwhile by another instance may be older than this one's data).
 */
export function dataGeneration() {
  const redis = getRedis();
  if (!redis || !isRedisReady(redis) || state.pending.size || state.applied === null || state.applied === undefined) return null;
  return state.applied;
}

/** How this process reads the data again after another instance changed it (set once at start). */
export function onSharedChange(/** @type {() => Promise<void>} */ reload) {
  state.reload = reload;
  listen();
}

/** How tags are expired in this process's page cache (set by the page cache handler when Next loads it). */
export function onExpireLocally(/** @type {(tags: readonly string[]) => void} */ expire) {
  state.expire = expire;
}

/** Expires tags in this process's page cache now, as revalidateTag does; nothing before the handler is loaded. */
export function expireLocally(/** @type {readonly string[]} */ tags) {
  if (tags.length) state.expire?.(tags);
}

/**
 * This instance changed the data and expired `tags` in its own page cache: tell every other instance. Never throws;
 * while Redis is unreachable the tags wait and are announced when it returns. `head` is the data's version now;
 * `edit` (a write's `{ before, version, edit }`) lets an instance one write behind apply it instead of reading.
 *
 * @param {readonly string[]} tags
 * @param {{ unlessJustAnnounced?: boolean; head?: string; edit?: { before: string; version: string; edit: unknown } }} [options]
 */
export function announceChange(tags, { unlessJustAnnounced = false, head, edit } = {}) {
  const redis = getRedis();
  if (!redis) return Promise.resolve();
  if (head !== undefined) state.pendingHead = head;
  if (edit) state.pendingEdits.push(JSON.stringify(edit));
  const now = Date.now();
  const recent = (state.recent ??= new Map());
  for (const tag of tags) {
    // The page cache handler repeats, at the end of a write's request, what the write announced when it was saved.
    if (unlessJustAnnounced && now - (recent.get(tag) ?? 0) < 5000) continue;
    recent.set(tag, now);
    state.pending.add(tag);
  }
  if (recent.size > 1000) recent.clear();
  return flush();
}

function flush() {
  const redis = getRedis();
  if (!redis || !(state.pending.size || state.pendingEdits.length || state.pendingHead) || !isRedisReady(redis)) return Promise.resolve();
  const tags = [...state.pending];
  const edits = state.pendingEdits;
  const head = state.pendingHead;
  state.pending.clear();
  state.pendingEdits = [];
  state.pendingHead = undefined;
  const k = keys();
  const known = state.applied;
  const args = [k.channel, head ?? '', String(edits.length), ...edits, ...tags];
  return /** @type {Promise<number>} */ (redis.eval(ANNOUNCE, 4, k.gen, k.tags, k.edits, k.head, ...args)).then(
    (g) => {
      // Nobody else changed anything since we last looked: our own change needs no reload here.
      if (known !== null && known !== undefined && g === known + 1 && state.applied === known) state.applied = g;
    },
    (e) => {
      for (const tag of tags) state.pending.add(tag);
      // Edits announced late are harmless (an instance applies only a chain that ends at the head); a newer head wins.
      state.pendingEdits.unshift(...edits);
      state.pendingHead ??= head;
      console.error('[changes] announce failed, retried when Redis answers:', e instanceof Error ? e.message : e);
    },
  );
}

/**
 * What writes left for instances that are behind: the data's version as far as writes and the poller know (null
 * when none is kept) and the recent writes' edits, newest first.
 *
 * @returns {Promise<{ head: string | null; edits: { before: string; version: string; edit: unknown }[] }>}
 */
export async function readSharedEdits() {
  const redis = getRedis();
  if (!redis) return { head: null, edits: [] };
  const k = keys();
  const [head, list] = await Promise.all([redis.get(k.head), redis.lrange(k.edits, 0, EDITS_KEPT - 1)]);
  const edits = list.flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
  return { head, edits };
}

/** Compares the shared generation with ours; on a newer one, reloads the data and expires the tags it names. */
export function checkForChanges() {
  const redis = getRedis();
  if (!redis || !isRedisReady(redis)) return Promise.resolve();
  listen();
  if (state.pending.size) void flush();
  return (state.checking ??= redis
    .get(keys().gen)
    .then((g) => catchUp(Number(g ?? 0)))
    .catch((e) => console.error('[changes] check failed:', e instanceof Error ? e.message : e))
    .finally(() => (state.checking = undefined)));
}

/** @param {number} gen */
function catchUp(gen) {
  if (state.applied === null || state.applied === undefined) {
    // The first look after a start: the data this process loaded is at least as new as this generation.
    state.applied = gen;
    return;
  }
  if (gen <= state.applied || state.syncing) return;
  const from = state.applied;
  state.syncing = (async () => {
    const started = Date.now();
    const redis = /** @type {NonNullable<ReturnType<typeof getRedis>>} */ (getRedis());
    const all = await redis.hgetall(keys().tags);
    const tags = Object.entries(all)
      .filter(([, g]) => Number(g) > from)
      .map(([tag]) => tag);
    await state.reload?.();
    expireLocally(tags);
    state.applied = Math.max(state.applied ?? 0, gen);
    console.info(`[changes] caught up with change ${gen} in ${Date.now() - started} ms`);
  })()
    .catch((e) => console.error('[changes] catching up failed:', e instanceof Error ? e.message : e))
    .finally(() => {
      state.syncing = undefined;
    });
  return state.syncing;
}

function listen() {
  if (state.subscribed) return;
  const sub = getRedisSubscriber();
  const redis = getRedis();
  if (!sub || !redis) return;
  state.subscribed = true;
  const { channel } = keys();
  sub.on('message', (ch) => {
    if (ch === channel) void checkForChanges();
  });
  sub.subscribe(channel).catch((e) => console.error('[changes] subscribe failed:', e instanceof Error ? e.message : e));
  // Back from an outage: announce what changed here meanwhile, and catch up with what changed elsewhere.
  redis.on('ready', () => {
    void flush().then(() => checkForChanges());
  });
}
