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
// A render is stamped with the moment it began (and, shared, the generation of changes its data included): it is
// kept as rendered then, not when it ended, so a change whose pages were expired while it rendered (a write here, or
// another instance's change caught up with) leaves it expired, and the next request renders it again from the new
// data, instead of the old page being served as newer than the change.
//
// Plain JavaScript because Next imports it at run time by path (next.config.ts `cacheHandler`), outside its bundles.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { announceChange, checkForChanges, dataGeneration, onExpireLocally } from './shared-changes.mjs';
import { dropPayloadCss } from './payload-css.mjs';
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
/** @typedef {{ at: number; data: ReturnType<typeof dataGeneration> }} Stamp */
/** @type {{ stored?: Map<string, number>; rendering?: Map<string, Stamp>; builds?: Map<string, string | null> }} */
const shared = (globalThis[KEY] ??= {});
// Keys served from this process's memory, with the time of the entry (our render, or the shared page's).
const stored = (shared.stored ??= new Map());
// Keys about to be rendered: when the render was decided on, and the generation of changes the data had then.
const rendering = (shared.rendering ??= new Map());
// A stamp no render followed (Next served what it had after all) is replaced by a later one after this long.
const STAMP_KEPT_MS = 30_000;
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

/** A rendered App Router page with its HTML. @param {unknown} data @returns {data is { kind: 'APP_PAGE'; html: string }} */
const isPage = (data) =>
  typeof data === 'object' &&
  data !== null &&
  /** @type {{ kind?: unknown }} */ (data).kind === 'APP_PAGE' &&
  typeof (/** @type {{ html?: unknown }} */ (data).html) === 'string';

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
    if (dueForRender(data)) {
      // The first get of a render it leads to (a request joining a render under way gets later): a millisecond
      // early, so a change expired in the same millisecond still counts as after it.
      const now = Date.now();
      const kept = rendering.get(key);
      if (!kept || now - kept.at > STAMP_KEPT_MS) rendering.set(key, { at: now - 1, data: dataGeneration() });
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
    // Kept, and served from here on, with the stylesheet once (payload-css.mjs).
    if (isPage(data)) data = { ...data, html: dropPayloadCss(data.html) };
    const stamp = rendering.get(key);
    rendering.delete(key);
    const began = stamp && Date.now() - stamp.at <= STAMP_KEPT_MS ? stamp : undefined;
    remember(key, began?.at ?? Date.now());
    await super.set(key, data, ctx);
    // The entry exactly as memory holds it; none when it is too large for memory.
    const entry = data && FileSystemCache.memoryCache?.get(key);
    if (!entry) return;
    // Rendered from the data as it was when the render began: a tag expired since then expires it.
    if (began) {
      entry.lastModified = Math.min(entry.lastModified, began.at);
      remember(key, entry.lastModified);
    }
    if (this.#build && began?.data) void sharePage(this.#build, key, entry, entryTags(entry, ctx), began.data);
  }

  /** @param {string | string[]} tags @param {unknown} [durations] */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    void announceChange(typeof tags === 'string' ? [tags] : tags, { unlessJustAnnounced: true });
  }
}
