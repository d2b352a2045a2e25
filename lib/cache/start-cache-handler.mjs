// Next's page cache, minus what the build rendered. `next build` prerenders pages with no data and no site
// settings (both are read when the server starts), so a page rendered by the build must never reach a visitor:
// this handler answers only with entries rendered at run time, by this process or another instance of the same
// build. The first request for a page after a start renders it (as a miss would) and every later one is served
// from Next's own in-memory cache, exactly as before.
//
// With REDIS_URL set (several instances), the tags it expires are shared: a revalidation here is announced to every
// instance, and each request first compares the shared generation of changes (shared-changes.mjs). Rendered pages
// are shared too, as a second tier (shared-pages.mjs): a page this instance has in memory is served from memory
// with no Redis round trip; one it has not is looked up in Redis, which answers only with a page none of whose tags
// was expired since it was rendered; only then is it rendered, and the render is written to Redis without waiting.
// While Redis is down, each instance answers from its memory and renders the rest, as with no Redis.
//
// Plain JavaScript because Next imports it at run time by path (next.config.ts `cacheHandler`), outside its bundles.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { announceChange, checkForChanges, dataGeneration, onExpireLocally } from './shared-changes.mjs';
import { entryTags, pageBudgetBytes, readSharedPage, sharePage } from './shared-pages.mjs';
import { getRedis } from '../shared/redis-connection.mjs';

const require = createRequire(import.meta.url);
/** @type {{ tagsManifest: Map<string, { expired?: number; stale?: number }> }} */
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
// A change announced by another instance expires tags here exactly as revalidateTag (no durations) does.
onExpireLocally((tags) => {
  const now = Date.now();
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now });
});

/** @typedef {import('./shared-pages.mjs').Entry} Entry */
/** @typedef {{ kind?: string; tags?: string[]; softTags?: string[] }} Ctx */
/**
 * @type {{
 *   new (ctx: { dev?: boolean; serverDistDir?: string }): { get(key: string, ctx: Ctx): Promise<Entry | null>; set(key: string, data: unknown, ctx: Ctx): Promise<void>; revalidateTag(tags: string | string[], durations?: unknown): Promise<void> };
 *   memoryCache?: { get(key: string): Entry | undefined; set(key: string, entry: Entry): void };
 * }}
 */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

// Next makes a handler per request, so what follows is shared by every handler of this process.
const KEY = Symbol.for('infolomba.start-cache');
/** @type {{ stored?: Map<string, number>; rendering?: Map<string, number | null>; builds?: Map<string, string | null> }} */
const shared = (globalThis[KEY] ??= {});
// Keys served from this process's memory, with the time of the entry (our render, or the shared page's).
const stored = (shared.stored ??= new Map());
// Keys about to be rendered, with the generation of changes the data had when the render was decided on.
const rendering = (shared.rendering ??= new Map());
// The build id of each dist folder (Next's ctx names the server folder, not the build).
const builds = (shared.builds ??= new Map());
// Far more pages than the 50 MB in-memory cache holds; forgetting a key only costs that page one more render.
const MAX_KEYS = 200_000;

/** @param {string} key @param {number} since */
function remember(key, since) {
  stored.delete(key);
  stored.set(key, since);
  if (stored.size > MAX_KEYS) stored.delete(/** @type {string} */ (stored.keys().next().value));
}

/** Pages are shared by the servers of one build only, never by `next build` (its prerenders) or `next dev`. */
function buildOf(/** @type {{ dev?: boolean; serverDistDir?: string }} */ ctx) {
  if (ctx.dev || !ctx.serverDistDir || process.env.NEXT_PHASE === 'phase-production-build') return null;
  let build = builds.get(ctx.serverDistDir);
  if (build === undefined) {
    try {
      build = readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || null;
    } catch {
      build = null;
    }
    builds.set(ctx.serverDistDir, build);
  }
  return build;
}

/** Next renders after this get: nothing was found, or what was found is past its revalidate time. @param {Entry | null} data */
function dueForRender(data) {
  if (!data) return true;
  const value = /** @type {{ revalidate?: unknown }} */ (data.value);
  const revalidate =
    data.value.kind === 'FETCH' ? value.revalidate : /** @type {{ revalidate?: unknown } | undefined} */ (data.cacheControl)?.revalidate;
  return typeof revalidate === 'number' && data.lastModified + revalidate * 1000 <= Date.now();
}

export default class StartCacheHandler extends FileSystemCache {
  /** @type {string | null} */
  #build;

  /** @param {{ dev?: boolean; serverDistDir?: string }} ctx */
  constructor(ctx) {
    super(ctx);
    this.#build = getRedis() && pageBudgetBytes() ? buildOf(ctx) : null;
  }

  /** @param {string} key @param {Ctx} ctx */
  async get(key, ctx) {
    // Not awaited: a change found here is applied once this instance has read the data again (well within a second).
    void checkForChanges();
    const data = (await this.#fromMemory(key, ctx)) ?? (await this.#fromRedis(key, ctx));
    if (this.#build && dueForRender(data)) {
      // A render that began before this instance caught up with a change must not be shared as newer than it is.
      rendering.set(key, dataGeneration());
      if (rendering.size > 10_000) rendering.clear();
    }
    return data;
  }

  /** @param {string} key @param {Ctx} ctx */
  async #fromMemory(key, ctx) {
    const since = stored.get(key);
    if (since === undefined) return null;
    const data = await super.get(key, ctx);
    // Older than our own entry means it came from the build's files (our copy was evicted from memory).
    if (!data || (data.lastModified ?? 0) < since) {
      stored.delete(key);
      return null;
    }
    return data;
  }

  /** A page another instance shared, put in memory and read from there through Next's own checks. @param {string} key @param {Ctx} ctx */
  async #fromRedis(key, ctx) {
    const memory = FileSystemCache.memoryCache;
    if (!this.#build || !memory || dataGeneration() === null) return null;
    const entry = await readSharedPage(this.#build, key, ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : []);
    if (!entry) return null;
    memory.set(key, entry);
    remember(key, entry.lastModified);
    return this.#fromMemory(key, ctx);
  }

  /** @param {string} key @param {unknown} data @param {Ctx} ctx */
  async set(key, data, ctx) {
    remember(key, Date.now());
    await super.set(key, data, ctx);
    if (!this.#build) return;
    const generation = rendering.get(key);
    rendering.delete(key);
    // The entry exactly as memory holds it (with its time); none when it is too large for memory.
    const entry = data && FileSystemCache.memoryCache?.get(key);
    if (entry && typeof generation === 'number') void sharePage(this.#build, key, entry, entryTags(entry, ctx), generation);
  }

  /** @param {string | string[]} tags @param {unknown} [durations] */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    void announceChange(typeof tags === 'string' ? [tags] : tags, { unlessJustAnnounced: true });
  }
}
