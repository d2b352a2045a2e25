// Rendered pages shared by every instance (REDIS_URL set): the page cache's second tier, read by
// start-cache-handler.mjs when a page is not in the instance's own memory, and written when the instance renders one.
//
// Entries are namespaced by the build (`page:<build id>:<cache key>`), so a new deployment never serves an old one's
// pages. Each is a hash of the page as Next stores it in memory (`value`, JSON with Buffers in base64), the page's
// cache tags and the generation of changes (shared-changes.mjs) the data it was rendered from includes, with the
// epoch that generation counts in. Reading it is one Lua script that answers only when the page's epoch is the one
// in place and no tag of the page was expired by a later generation (`pages:tags`, which every announced change
// writes), so a page rendered before a change is never served after it, on any instance, including one started
// after the change, nor one shared before Redis lost its record of changes (an older snapshot restored keeps its old
// pages: their epoch is no longer the one in place). Generations, not times: an instance that renders in the moment
// between a change and its catching up with it renders old data after the change's time, but never under a newer
// generation. A page rendered under an epoch no longer in place is not written at all.
//
// Page bytes are bounded in Redis itself, which runs with `maxmemory-policy noeviction` (sessions must never be
// evicted): each build's pages are listed by the time they were written, and a write drops the oldest pages while
// the build's total passes REDIS_PAGE_CACHE_MB, and those older than a day (every page also expires after a day).
//
// Redis never slows a request: nothing is read or written while it is unreachable, a read that takes longer than
// READ_TIMEOUT_MS is rendered instead, and writes are not awaited. A Redis that is up but slow (a read given up) is
// left alone for SLOW_PAUSE_MS, reads and writes alike, so pages not in memory are rendered at once meanwhile
// instead of each waiting READ_TIMEOUT_MS, and page writes do not queue behind a slow connection.
import { getRedis, isRedisReady, redisPrefix } from '../shared/redis-connection.mjs';
import { changeKeys } from './shared-changes.mjs';

const DAY_MS = 86_400_000;
const READ_TIMEOUT_MS = 100;
const SLOW_PAUSE_MS = 5000;
/** A larger page (serialised) stays in its instance's memory only. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** REDIS_PAGE_CACHE_MB in bytes (default 128 MiB); 0 turns the shared tier off. lib/env.ts checks the value. */
export function pageBudgetBytes(source = process.env) {
  const mb = Number(source.REDIS_PAGE_CACHE_MB?.trim() || 128);
  return Number.isFinite(mb) && mb > 0 ? Math.floor(mb * 1024 * 1024) : 0;
}

/** @param {string} build */
const keys = (build) => {
  const p = `${redisPrefix()}`;
  return {
    entry: `${p}page:${build}:`,
    order: `${p}pages:${build}:order`,
    sizes: `${p}pages:${build}:sizes`,
    total: `${p}pages:${build}:bytes`,
  };
};

// KEYS: entry, tags hash, epoch. ARGV: tags to check besides the page's own. Returns the value, or nil when the
// page belongs to another epoch or a tag is newer.
const READ = `
local e = redis.call('HMGET', KEYS[1], 'gen', 'tags', 'value', 'epoch')
if not e[3] or e[4] ~= redis.call('GET', KEYS[3]) then return false end
local tags = {}
for tag in string.gmatch(e[2], '[^,]+') do tags[#tags + 1] = tag end
for i = 1, #ARGV do tags[#tags + 1] = ARGV[i] end
if #tags > 0 then
  local gens = redis.call('HMGET', KEYS[2], unpack(tags))
  for i = 1, #gens do
    if gens[i] and tonumber(gens[i]) > tonumber(e[1]) then return false end
  end
end
return e[3]`;

// KEYS: entry, order (zset key -> ms written), sizes (hash key -> bytes), total, generation, epoch.
// ARGV: cache key, generation, tags, value, ttl ms, budget bytes, entry key prefix, epoch. Returns the build's total
// bytes, or -1 when the page was rendered under an epoch no longer in place.
const WRITE = `
if redis.call('GET', KEYS[6]) ~= ARGV[8] then return -1 end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local gen = tonumber(ARGV[2])
local shared = tonumber(redis.call('GET', KEYS[5]) or '0')
if gen > shared then gen = shared end
local size = #ARGV[1] + #ARGV[3] + #ARGV[4]
local old = tonumber(redis.call('HGET', KEYS[3], ARGV[1]) or '0')
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'gen', gen, 'tags', ARGV[3], 'value', ARGV[4], 'epoch', ARGV[8])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('ZADD', KEYS[2], now, ARGV[1])
redis.call('HSET', KEYS[3], ARGV[1], size)
local total = redis.call('INCRBY', KEYS[4], size - old)
while true do
  local first = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  if #first == 0 or (total <= tonumber(ARGV[6]) and tonumber(first[2]) > now - ${DAY_MS}) then break end
  redis.call('ZREM', KEYS[2], first[1])
  total = redis.call('INCRBY', KEYS[4], -tonumber(redis.call('HGET', KEYS[3], first[1]) or '0'))
  redis.call('HDEL', KEYS[3], first[1])
  redis.call('DEL', ARGV[7] .. first[1])
end
for i = 2, 4 do redis.call('PEXPIRE', KEYS[i], ${DAY_MS}) end
return total`;

/**
 * @typedef {{ value: { kind: string; [field: string]: unknown }; lastModified: number; cacheControl?: unknown }} Entry
 * An entry as Next's in-memory page cache holds it (FileSystemCache.set): the value, when it was rendered (ms) and
 * its revalidate/expire times.
 */

/** @param {Entry['value']} value */
function encodeValue(value) {
  switch (value.kind) {
    case 'APP_PAGE': {
      const { rscData, segmentData } = /** @type {{ rscData?: Buffer; segmentData?: Map<string, Buffer> }} */ (value);
      return {
        ...value,
        rscData: rscData?.toString('base64'),
        segmentData: segmentData && [...segmentData].map(([path, data]) => [path, data.toString('base64')]),
      };
    }
    case 'APP_ROUTE':
      return { ...value, body: /** @type {Buffer} */ (value.body).toString('base64') };
    case 'PAGES':
    case 'FETCH':
    case 'REDIRECT':
      return value;
    default:
      return null;
  }
}

/** @param {any} value */
function decodeValue(value) {
  switch (value.kind) {
    case 'APP_PAGE':
      return {
        ...value,
        rscData: value.rscData === undefined ? undefined : Buffer.from(value.rscData, 'base64'),
        segmentData:
          value.segmentData === undefined
            ? undefined
            : new Map(value.segmentData.map((/** @type {[string, string]} */ [path, data]) => [path, Buffer.from(data, 'base64')])),
      };
    case 'APP_ROUTE':
      return { ...value, body: Buffer.from(value.body, 'base64') };
    default:
      return value;
  }
}

/** The entry as text, or null for a kind that is not shared. @param {Entry} entry */
export function serializeEntry({ value, lastModified, cacheControl }) {
  const encoded = encodeValue(value);
  return encoded && JSON.stringify({ value: encoded, lastModified, cacheControl });
}

/** @param {string} text @returns {Entry} */
export function deserializeEntry(text) {
  const { value, lastModified, cacheControl } = JSON.parse(text);
  return { value: decodeValue(value), lastModified, cacheControl };
}

/** The tags an entry was rendered with: a page's own header, or a fetch's tags. @param {Entry} entry @param {{ tags?: string[] }} ctx */
export function entryTags(entry, ctx) {
  if (entry.value.kind === 'FETCH') return ctx.tags ?? [];
  const header = /** @type {{ headers?: Record<string, unknown> }} */ (entry.value).headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

const LATE = Symbol('late');
const SLOW = Symbol.for('infolomba.shared-pages.slow');
/** @type {{ until?: number }} */
const slow = /** @type {Record<symbol, { until?: number }>} */ (globalThis[SLOW] ??= {});

/** Redis was too slow for a read a moment ago: the shared tier is left alone until SLOW_PAUSE_MS have passed. */
function slowNow() {
  return (slow.until ?? 0) > Date.now();
}

function markSlow() {
  if (!slowNow())
    console.warn(`[pages] Redis answered a page read in over ${READ_TIMEOUT_MS} ms: pages are rendered here for ${SLOW_PAUSE_MS / 1000} s`);
  slow.until = Date.now() + SLOW_PAUSE_MS;
}

/**
 * A page another instance (or this one) rendered for this build, or null: none, one with a tag expired since or
 * from another epoch, Redis unreachable, or slower than READ_TIMEOUT_MS (now or a moment ago). `tags` are checked besides the page's own (a fetch's soft tags).
 *
 * @param {string} build @param {string} key @param {readonly string[]} [tags]
 * @returns {Promise<Entry | null>}
 */
export async function readSharedPage(build, key, tags = []) {
  const redis = getRedis();
  if (!redis || !isRedisReady(redis) || !pageBudgetBytes() || slowNow()) return null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, READ_TIMEOUT_MS, LATE)));
  const { tags: tagsKey, epoch } = changeKeys();
  const read = /** @type {Promise<string | null>} */ (redis.eval(READ, 3, keys(build).entry + key, tagsKey, epoch, ...tags)).catch((e) => {
    console.error('[pages] shared read failed:', e instanceof Error ? e.message : e);
    return null;
  });
  const text = await Promise.race([read, late]).finally(() => clearTimeout(timer));
  if (text === LATE) markSlow();
  if (typeof text !== 'string') return null;
  try {
    return deserializeEntry(text);
  } catch {
    return null;
  }
}

/**
 * Shares a page this process rendered from data that includes `generation` of `epoch`, for a day at most (less when
 * Next's `expire` says so). Never throws and is not awaited by the request; larger pages than MAX_ENTRY_BYTES stay
 * local, and so does every page while Redis is slow.
 *
 * @param {string} build @param {string} key @param {Entry} entry @param {readonly string[]} tags
 * @param {{ generation: number; epoch: string }} rendered
 * @returns {Promise<void>}
 */
export async function sharePage(build, key, entry, tags, { generation, epoch }) {
  const redis = getRedis();
  const budget = pageBudgetBytes();
  if (!redis || !isRedisReady(redis) || !budget || slowNow()) return;
  const text = serializeEntry(entry);
  if (!text || text.length > Math.min(MAX_ENTRY_BYTES, budget)) return;
  const expire = /** @type {{ expire?: unknown } | undefined} */ (entry.cacheControl)?.expire;
  const ttl = typeof expire === 'number' && expire > 0 ? Math.min(expire * 1000, DAY_MS) : DAY_MS;
  const k = keys(build);
  const args = [key, String(generation), tags.join(','), text, String(ttl), String(budget), k.entry, epoch];
  const shared = changeKeys();
  await redis
    .eval(WRITE, 6, k.entry + key, k.order, k.sizes, k.total, shared.gen, shared.epoch, ...args)
    .catch((e) => console.error('[pages] share failed:', e instanceof Error ? e.message : e));
}
