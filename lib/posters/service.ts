import type { PosterCache } from './cache';
import { POSTER_MIME, type PosterFormat, type PosterWidth } from './sizes';
import { POSTER_MESSAGES } from '@/lib/words/admin';

export type PosterDeps = {
  cache: PosterCache;
  /** The source address of a key, only when that poster is in the data. */
  sourceOf: (key: string) => Promise<string | undefined>;
  /** The safe fetch: resolves with the bytes or throws an error whose message says why (for the admin). */
  fetchSource: (url: string) => Promise<Buffer>;
  makeKeptCopy: (source: Buffer) => Promise<Buffer>;
  makeVariant: (kept: Buffer, width: PosterWidth, format: PosterFormat) => Promise<Buffer>;
  now?: () => number;
  /** After a failed fetch, the source is not asked again for this long (the placeholder is sent meanwhile). */
  retryAfterMs?: number;
  /** Conversions at once; the rest wait their turn, so a page of new posters never takes every core. */
  conversions?: number;
  /** Told of every failure recorded and every one cleared (null), so instances can share the admin's list. */
  onFailure?: (key: string, failure: PosterFailure | null) => void;
};

type PosterResult =
  | { kind: 'image'; data: Buffer; contentType: string }
  /** In the data, but its source never gave us an image (yet). */
  | { kind: 'unavailable'; reason: string }
  | { kind: 'not-found' };

/** `kept`: the source failed a re-check, and visitors still see the copy kept from an earlier load. */
export type PosterFailure = { url: string; reason: string; at: number; kept?: boolean };

const KEPT = 'kept.jpg';

/** The admin's reason for a source that failed: a decoder's message says the file is broken. */
function reasonOf(e: unknown): string {
  const reason = e instanceof Error && e.message ? e.message : POSTER_MESSAGES.fetchFailed;
  return /^Input|unsupported image|VipsJpeg|corrupt/i.test(reason) ? POSTER_MESSAGES.unreadable : reason;
}

/** Runs at most `limit` tasks at a time, in the order they came. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((r) => waiting.push(r));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/**
 * Posters from outside hosts, sized and converted once: a size is made from the kept copy of its source, and
 * the kept copy from one fetch of the source. Once kept, the source is never needed again, so a poster that
 * loaded once keeps showing when its link dies; the source is still asked now and then (`recheck`, a scheduled
 * job) so the admin learns that it died. Concurrent requests for the same file share one piece of work.
 */
export function createPosterService(deps: PosterDeps) {
  const now = deps.now ?? Date.now;
  const retryAfterMs = deps.retryAfterMs ?? 10 * 60_000;
  const convert = limiter(deps.conversions ?? 1);
  // Sources in memory at once are bounded too: at most four downloads, each under the safe fetch's size cap.
  const download = limiter(4);
  const inFlight = new Map<string, Promise<Buffer>>();
  const failures = new Map<string, PosterFailure>();
  const fail = (key: string, failure: PosterFailure) => {
    failures.set(key, failure);
    deps.onFailure?.(key, failure);
  };
  const clear = (key: string) => {
    if (failures.delete(key)) deps.onFailure?.(key, null);
  };
  // Re-checks never hold more than one of the download slots a visitor's never-seen poster may need.
  const recheckOne = limiter(1);

  /**
   * The scheduled re-check (lib/posters/recheck-job.ts): asks every source again, one at a time, and lists the ones
   * that fail for the admin (with `kept` when this instance still shows a copy kept from an earlier load); a source
   * that answers again leaves the list. Stops early when `signal` aborts. Answers how many were asked and failed.
   */
  async function recheck(sources: Iterable<readonly [string, string]>, signal?: AbortSignal): Promise<{ checked: number; failed: number }> {
    let checked = 0;
    let failed = 0;
    for (const [key, url] of sources) {
      if (signal?.aborted) break;
      checked++;
      try {
        await recheckOne(() => download(() => deps.fetchSource(url)));
        if (failures.get(key)?.url === url) clear(key);
      } catch (e) {
        failed++;
        const kept = (await deps.cache.get(`${key}/${KEPT}`)) !== undefined;
        fail(key, { url, reason: reasonOf(e), at: now(), ...(kept ? { kept: true } : {}) });
      }
    }
    return { checked, failed };
  }

  function once(name: string, work: () => Promise<Buffer>): Promise<Buffer> {
    const running = inFlight.get(name);
    if (running) return running;
    const p = work().finally(() => inFlight.delete(name));
    inFlight.set(name, p);
    return p;
  }

  async function keptCopy(key: string, url: string): Promise<Buffer> {
    const cached = await deps.cache.get(`${key}/${KEPT}`);
    if (cached) return cached;
    const failed = failures.get(key);
    if (failed && failed.url === url && now() - failed.at < retryAfterMs) throw new Error(failed.reason);
    return once(`${key}/${KEPT}`, async () => {
      let kept: Buffer;
      try {
        const source = await download(() => deps.fetchSource(url));
        kept = await convert(() => deps.makeKeptCopy(source));
      } catch (e) {
        fail(key, { url, reason: reasonOf(e), at: now() });
        throw e;
      }
      clear(key);
      await deps.cache.put(`${key}/${KEPT}`, kept, 'kept');
      return kept;
    });
  }

  async function getPoster(key: string, width: PosterWidth, format: PosterFormat): Promise<PosterResult> {
    const url = await deps.sourceOf(key);
    if (!url) return { kind: 'not-found' };
    const name = `${key}/${width}.${format}`;
    const contentType = POSTER_MIME[format];
    const cached = await deps.cache.get(name);
    if (cached) return { kind: 'image', data: cached, contentType };
    let kept: Buffer;
    try {
      kept = await keptCopy(key, url);
    } catch {
      return { kind: 'unavailable', reason: failures.get(key)?.reason ?? POSTER_MESSAGES.fetchFailed };
    }
    const data = await once(name, async () => {
      const made = await convert(() => deps.makeVariant(kept, width, format));
      await deps.cache.put(name, made, 'variant');
      return made;
    });
    return { kind: 'image', data, contentType };
  }

  /** A size already made, or nothing: never fetches or converts (for a page that must not wait for a poster). */
  async function madeVariant(key: string, width: PosterWidth, format: PosterFormat): Promise<Buffer | undefined> {
    if (!(await deps.sourceOf(key))) return undefined;
    return deps.cache.get(`${key}/${width}.${format}`);
  }

  return {
    getPoster,
    madeVariant,
    recheck,
    /** Posters whose source failed the last time it was asked, and why, by key. */
    failures: (): ReadonlyMap<string, PosterFailure> => failures,
  };
}

export type PosterService = ReturnType<typeof createPosterService>;
