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
// It learns of a change two ways: a notice on the `changes` channel (at once), and a look at the generation at the
// start of every request that reaches the page cache or the data (one MGET, so a lost notice delays nothing past the
// next request). Concurrent requests share one look, and an instance with no requests looks once a second, so it
// has healed (below) before the next write arrives. While Redis is unreachable nothing is checked and the instance
// serves what it holds; a change it made meanwhile is announced when Redis returns.
//
// Redis can come back with less than it had: restarted without persistence, a failover to a fresh replica, a
// FLUSHALL, a restored older snapshot. Beside the generation lives an epoch (`pages:epoch`, a random id created once
// with SET NX) that every instance remembers. An epoch that is missing or not the one remembered, or a generation
// lower than the one applied (a snapshot restored with its old epoch: the instance that sees it draws a new epoch,
// so every other one sees the change too), means the shared record of changes was lost: the instance treats
// everything as changed. It reads the store again, expires every page in its memory, and from then on follows the
// new epoch; pages shared in Redis carry the epoch they were rendered under and are served only under the current
// one (shared-pages.mjs).
//
// Plain JavaScript: the page cache handler (start-cache-handler.mjs) is loaded by path, outside the bundles, and the
// app's bundles load their own copies; all of them share one state on globalThis.
import { getRedis, getRedisSubscriber, isRedisReady, redisPrefix } from '../shared/redis-connection.mjs';

const KEY = Symbol.for('infolomba.shared-changes');
/**
 * @typedef {(how?: { everything?: boolean }) => Promise<void>} Reload
 * How the data is read again: `everything` when the shared record of changes was lost (read the store, trust no edit).
 */
/**
 * @type {{
 *   applied?: number | null; epoch?: string | null; checking?: Promise<void>; checkAfter?: Promise<void>;
 *   syncing?: Promise<void>; again?: boolean;
 *   reload?: Reload; expire?: (tags: readonly string[]) => void; pending?: Set<string>; subscribed?: boolean;
 *   recent?: Map<string, number>; pendingEdits?: string[]; pendingHead?: string;
 * }}
 */
const shared = (globalThis[KEY] ??= {});
shared.applied ??= null;
shared.pending ??= new Set();
shared.pendingEdits ??= [];
const state = /** @type {Required<Pick<typeof shared, 'pending' | 'pendingEdits'>> & typeof shared} */ (shared);

const keys = () => {
  const p = redisPrefix();
  return {
    gen: `${p}pages:gen`,
    tags: `${p}pages:tags`,
    epoch: `${p}pages:epoch`,
    channel: `${p}channel:changes`,
    edits: `${p}data:edits`,
    head: `${p}data:head`,
  };
};

/** The tag of every page under the root layout (what revalidatePath('/', 'layout') expires): everything Next caches. */
export const EVERY_PAGE_TAG = '_N_T_/layout';

/** How often an instance looks at the generation and epoch when no request or notice made it look. */
const LOOK_EVERY_MS = 1000;

/** Writes whose edits are kept for instances that are behind, and for how long. */
const EDITS_KEPT = 50;
const EDITS_KEPT_MS = 10 * 60_000;

// KEYS: gen, tags, edits, head, epoch. ARGV: channel, head ('' for none), n, n edits (JSON), tag... Returns the new
// generation and the epoch it belongs to (false when there is none: Redis lost it, and the next look heals).
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
return {g, redis.call('GET', KEYS[5])}`;

// KEYS: epoch, tags. ARGV: the epoch seen ('' for none), a new one. Puts the new epoch in place unless another
// instance already replaced the one seen; returns the epoch in place. An epoch that replaces another (a rewound
// record) starts with no tag expired in it; a first one keeps what was announced before it (into an emptied Redis,
// or by a version of the site that had no epoch).
const NEW_EPOCH = `
local now = redis.call('GET', KEYS[1])
if (now or '') == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2])
  if ARGV[1] ~= '' then redis.call('DEL', KEYS[2]) end
  return ARGV[2]
end
return now`;

/** The generation, the tags hash and the epoch, for the shared page tier (shared-pages.mjs), which checks pages against them. */
export function changeKeys() {
  const { gen, tags, epoch } = keys();
  return { gen, tags, epoch };
}

/**
 * The generation of changes this process's data includes and the epoch it counts in, as far as it can vouch for
 * them: null in the embedded mode, while Redis is unreachable, before the first look at the generation, while the
 * instance heals from a lost record of changes, and while a change made here waits to be announced (a page shared
 * meanwhile by another instance may be older than this one's data).
 *
 * @returns {{ generation: number; epoch: string } | null}
 */
export function dataGeneration() {
  const redis = getRedis();
  const { applied, epoch } = state;
  if (!redis || !isRedisReady(redis) || state.pending.size || applied === null || applied === undefined || !epoch) return null;
  return { generation: applied, epoch };
}

/** How this process reads the data again after another instance changed it (set once at start). */
export function onSharedChange(/** @type {Reload} */ reload) {
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
  const epoch = state.epoch;
  const args = [k.channel, head ?? '', String(edits.length), ...edits, ...tags];
  return /** @type {Promise<[number, string | null]>} */ (redis.eval(ANNOUNCE, 5, k.gen, k.tags, k.edits, k.head, k.epoch, ...args)).then(
    ([g, e]) => {
      // Nobody else changed anything since we last looked: our own change needs no reload here.
      if (known !== null && known !== undefined && g === known + 1 && state.applied === known && e === epoch && !state.syncing)
        state.applied = g;
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

/**
 * Compares the shared generation and epoch with ours: on a newer generation, reads the data again and expires the
 * tags it names; on a lost or rewound record of changes, reads the store and expires every page.
 */
export function checkForChanges() {
  const redis = getRedis();
  if (!redis || !isRedisReady(redis)) return Promise.resolve();
  listen();
  if (state.pending.size) void flush();
  // A notice while this instance catches up: looked at again once it is done, not lost.
  if (state.syncing) state.again = true;
  // A look already under way may have read Redis before what this caller knows of: one more look follows it, shared
  // by every caller meanwhile, so the answer a caller awaits always comes from a read made after its call.
  if (state.checking)
    return (state.checkAfter ??= state.checking.then(() => {
      state.checkAfter = undefined;
      return checkForChanges();
    }));
  return (state.checking = look(redis)
    .catch((e) => console.error('[changes] check failed:', e instanceof Error ? e.message : e))
    .finally(() => (state.checking = undefined)));
}

/** @param {NonNullable<ReturnType<typeof getRedis>>} redis */
async function look(redis) {
  const k = keys();
  const [seen, g] = await redis.mget(k.epoch, k.gen);
  const gen = Number(g ?? 0);
  const known = state.epoch;
  if (state.syncing) {
    // Looked at again once the catching up under way is done.
    state.again = true;
    return;
  }
  if (state.applied === null || state.applied === undefined || !known) {
    // The first look after a start: the data this process loaded is at least as new as this generation.
    state.epoch = seen ?? (await newEpoch(redis, ''));
    state.applied = gen;
    return;
  }
  if (seen !== known || gen < state.applied) {
    // Lost (no epoch), replaced (another instance healed first), or rewound under the same epoch (an older snapshot):
    // a new epoch, unless one is already in place, so every instance heals once.
    const epoch = seen && seen !== known ? seen : await newEpoch(redis, seen ?? '');
    return heal(epoch, gen, seen ? (seen === known ? 'rewound' : 'replaced') : 'lost');
  }
  if (gen > state.applied) return catchUp(gen);
}

/** @param {NonNullable<ReturnType<typeof getRedis>>} redis @param {string} seen */
async function newEpoch(redis, seen) {
  const epoch = crypto.randomUUID();
  const k = keys();
  return /** @type {string} */ (await redis.eval(NEW_EPOCH, 2, k.epoch, k.tags, seen, epoch));
}

/** Runs one catching up at a time; a look that came meanwhile is taken again after it. @param {() => Promise<void>} work */
function sync(work) {
  state.syncing = work()
    .catch((e) => console.error('[changes] catching up failed:', e instanceof Error ? e.message : e))
    .finally(() => {
      state.syncing = undefined;
      if (state.again) {
        state.again = false;
        // Once the look that led here has ended (a look under way is joined, not repeated).
        setTimeout(() => void checkForChanges(), 0);
      }
    });
  return state.syncing;
}

/** @param {number} gen */
function catchUp(gen) {
  const from = /** @type {number} */ (state.applied);
  return sync(async () => {
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
  });
}

/**
 * The record of changes this instance followed is gone: everything counts as changed. Until it is done the instance
 * vouches for no generation (nothing it renders is shared), then it follows `epoch` from `gen`, the generation seen
 * with it (a change announced since is caught up with at the next look). Should the store read fail, the next look
 * heals again.
 * @param {string} epoch @param {number} gen @param {'lost' | 'replaced' | 'rewound'} why
 */
function heal(epoch, gen, why) {
  const before = { applied: state.applied, epoch: state.epoch };
  return sync(async () => {
    const started = Date.now();
    state.applied = null;
    try {
      await state.reload?.({ everything: true });
      expireLocally([EVERY_PAGE_TAG]);
    } catch (e) {
      Object.assign(state, before);
      throw e;
    }
    state.epoch = epoch;
    state.applied = gen;
    console.warn(
      `[changes] the shared record of changes in Redis was ${why}: read the data again and expired every page in ${Date.now() - started} ms`,
    );
  });
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
  // A FLUSHALL sends no notice: a quiet instance notices it within a second all the same.
  setInterval(() => {
    if (!state.checking) void checkForChanges();
  }, LOOK_EVERY_MS).unref();
}
