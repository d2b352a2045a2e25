// Next's page cache, minus what the build rendered. `next build` prerenders pages with no data and no site
// settings (both are read when the server starts), so a page rendered by the build must never reach a visitor:
// this handler answers only with entries this process rendered itself. The first request for a page after a start
// renders it (as a miss would) and every later one is served from Next's own in-memory cache, exactly as before.
//
// With REDIS_URL set (several instances), the tags it expires are shared: a revalidation here is announced to every
// instance, and each request first compares the shared generation of changes (shared-changes.mjs). The rendered
// pages themselves stay in each instance's memory: no page is a Redis round trip, and each instance keeps
// answering from memory while Redis is down.
//
// Plain JavaScript because Next imports it at run time by path (next.config.ts `cacheHandler`), outside its bundles.
import { createRequire } from 'node:module';
import { announceChange, checkForChanges, onExpireLocally } from './shared-changes.mjs';

const require = createRequire(import.meta.url);
/** @type {{ tagsManifest: Map<string, { expired?: number; stale?: number }> }} */
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
// A change announced by another instance expires tags here exactly as revalidateTag (no durations) does.
onExpireLocally((tags) => {
  const now = Date.now();
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now });
});

/** @type {new (ctx: unknown) => { get(key: string, ctx: unknown): Promise<{ lastModified?: number } | null>; set(key: string, data: unknown, ctx: unknown): Promise<void>; revalidateTag(tags: string | string[], durations?: unknown): Promise<void> }} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

// Keys this process stored, with the time it stored them. Next makes a handler per request, so this is shared.
const KEY = Symbol.for('infolomba.start-cache.keys');
/** @type {Map<string, number>} */
const stored = (globalThis[KEY] ??= new Map());
// Far more pages than the 50 MB in-memory cache holds; forgetting a key only costs that page one more render.
const MAX_KEYS = 200_000;

export default class StartCacheHandler extends FileSystemCache {
  /** @param {string} key @param {unknown} ctx */
  async get(key, ctx) {
    // Not awaited: a change found here is applied once this instance has read the data again (well within a second).
    void checkForChanges();
    const since = stored.get(key);
    if (since === undefined) return null;
    const data = await super.get(key, ctx);
    // Older than our own write means it came from the build's files (our copy was evicted from memory).
    if (!data || (data.lastModified ?? 0) < since) {
      stored.delete(key);
      return null;
    }
    return data;
  }

  /** @param {string} key @param {unknown} data @param {unknown} ctx */
  async set(key, data, ctx) {
    stored.delete(key);
    stored.set(key, Date.now());
    if (stored.size > MAX_KEYS) stored.delete(stored.keys().next().value);
    return super.set(key, data, ctx);
  }

  /** @param {string | string[]} tags @param {unknown} [durations] */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    void announceChange(typeof tags === 'string' ? [tags] : tags, { unlessJustAnnounced: true });
  }
}
