import 'server-only';
import type { Competition } from '@/lib/competitions/schema';
import { getCatalog } from '@/lib/data/catalog';
import { getEnv, getFetchAllowHosts } from '@/lib/env';
import { redisReady, sharedKey } from '@/lib/shared';
import { getRedis } from '@/lib/shared/redis-connection.mjs';
import { fetchImage } from '@/lib/net/safe-fetch';
import { DiskPosterCache } from './cache';
import { posterKey } from './key';
import { createPosterService, type PosterFailure, type PosterService } from './service';
import { getUploadStore } from '@/lib/uploads';
import { uploadName } from '@/lib/uploads/path';
import { UPLOAD_MESSAGES } from '@/lib/words/organiser';
import { isPipelinePoster } from './sizes';

/** A source larger than this is refused; real posters are well under it (a 1080x1350 PNG is about 2 MB). */
const MAX_SOURCE_BYTES = 15 * 1024 * 1024;
const SOURCE_TIMEOUT_MS = 10_000;

const keysByItems = new WeakMap<readonly Competition[], Map<string, string>>();

/** Key -> source address of every outside poster in this copy of the data, built once per copy. */
export function posterSources(items: readonly Competition[]): Map<string, string> {
  let map = keysByItems.get(items);
  if (!map) {
    map = new Map();
    for (const c of items) {
      for (const url of c.thumbnails) if (isPipelinePoster(url) && !map.has(posterKey(url))) map.set(posterKey(url), url);
    }
    keysByItems.set(items, map);
  }
  return map;
}

type State = { service?: PosterService };
// One service per process (route bundles may each load this module), so its in-flight work is shared.
const STATE = Symbol.for('infolomba.posters');
const state: State = ((globalThis as Record<symbol, State>)[STATE] ??= {});

export function getPosterService(): PosterService {
  if (state.service) return state.service;
  const env = getEnv();
  const allowHosts = getFetchAllowHosts();
  state.service = createPosterService({
    cache: new DiskPosterCache({
      dir: env.POSTER_CACHE_DIR,
      maxBytes: env.POSTER_CACHE_MAX_BYTES,
      memoryMaxBytes: env.POSTER_MEMORY_MAX_BYTES,
    }),
    sourceOf: async (key) => posterSources((await getCatalog()).items).get(key),
    fetchSource: async (url) => {
      // An uploaded poster is read from the site's own store; only a published competition names one here.
      const upload = uploadName(url);
      if (upload) {
        const bytes = await getUploadStore().get(upload);
        if (!bytes) throw new Error(UPLOAD_MESSAGES.missing);
        return bytes;
      }
      return (await fetchImage(url, { allowHosts, maxBytes: MAX_SOURCE_BYTES, timeoutMs: SOURCE_TIMEOUT_MS })).data;
    },
    // sharp (libvips, a native library) loads with the first conversion, not with every page that lists failures.
    makeKeptCopy: async (source) => (await import('./convert')).makeKeptCopy(source),
    makeVariant: async (kept, width, format) => (await import('./convert')).makeVariant(kept, width, format),
    onFailure: shareFailure,
  });
  return state.service;
}

// With instances sharing Redis, the admin's list of failing sources is one hash (key -> failure) for all of them.
const failuresKey = () => sharedKey('posters', 'failures');

function shareFailure(key: string, failure: PosterFailure | null): void {
  const redis = getRedis();
  if (!redis || !redisReady()) return;
  const done = failure ? redis.hset(failuresKey(), key, JSON.stringify(failure)) : redis.hdel(failuresKey(), key);
  done.catch((e: unknown) => console.error('[posters] failure not shared:', e instanceof Error ? e.message : e));
}

/** Sources that failed the last time any instance asked them (this instance's own list while Redis is down). */
export async function listPosterFailures(): Promise<ReadonlyMap<string, PosterFailure>> {
  const local = getPosterService().failures();
  const redis = getRedis();
  if (!redis || !redisReady()) return local;
  try {
    const all = await redis.hgetall(failuresKey());
    const shared = new Map<string, PosterFailure>();
    for (const [key, text] of Object.entries(all)) {
      try {
        shared.set(key, JSON.parse(text) as PosterFailure);
      } catch {
        /* not ours */
      }
    }
    return shared;
  } catch {
    return local;
  }
}
