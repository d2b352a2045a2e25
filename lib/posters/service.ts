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
  /**
   * A source whose poster is served from its kept copy is fetched again at most this often (default 6 hours), in
   * the background and one at a time, so a link that died later is listed for the admin.
   */
  recheckAfterMs?: number;
  /** For spreading the first re-checks after a start (tests pass a fixed one). */
  random?: () => number;
};

type PosterResult =
  | { kind: 'image'; data: Buffer; contentType: string }
  /** In the data, but its source never gave us an image (yet). */
  | { kind: 'unavailable'; reason: string }
  | { kind: 'not-found' };

/** `kept`: the source failed a re-check, and visitors still see the copy kept from an earlier load. */
type PosterFailure = { url: string; reason: string; at: number; kept?: boolean };

const KEPT = 'kept.jpg';
/** Re-check times held in memory at most (one per poster served); the oldest is forgotten first. */
const MAX_CHECK_TIMES = 100_000;

/** The admin's reason for a source that failed: a decoder's message says the file is broken. */
function reasonOf(e: unknown): string {
  const reason = e instanceof Error && e.message ? e.message : POSTER_MESSAGES.fetchFailed;
  return /^Input|unsupported image|VipsJpeg|corrupt/i.test(reason) ? 'File gambar rusak atau tidak dapat dibaca.' : reason;
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
 * loaded once keeps showing when its link dies; the source is still asked now and then (`recheckAfterMs`) so
 * the admin learns that it died. Concurrent requests for the same file share one piece of work.
 */
export function createPosterService(deps: PosterDeps) {
  const now = deps.now ?? Date.now;
  const retryAfterMs = deps.retryAfterMs ?? 10 * 60_000;
  const convert = limiter(deps.conversions ?? 1);
  // Sources in memory at once are bounded too: at most four downloads, each under the safe fetch's size cap.
  const download = limiter(4);
  const inFlight = new Map<string, Promise<Buffer>>();
  const failures = new Map<string, PosterFailure>();
  const recheckAfterMs = deps.recheckAfterMs ?? 6 * 3_600_000;
  const random = deps.random ?? Math.random;
  // Re-checks never hold more than one of the download slots a visitor's never-seen poster may need.
  const recheck = limiter(1);
  const checkedAt = new Map<string, number>();
  const rechecking = new Set<string>();

  function checked(key: string, at: number) {
    checkedAt.delete(key);
    checkedAt.set(key, at);
    if (checkedAt.size > MAX_CHECK_TIMES) checkedAt.delete(checkedAt.keys().next().value!);
  }

  /** Served from the kept copy: when this source was last asked long enough ago, ask it again, off the request. */
  function maybeRecheck(key: string, url: string) {
    const t = now();
    let last = checkedAt.get(key);
    if (last === undefined) {
      // First sight in this process: due at a random point of the next period, so a start never asks every
      // source at once.
      last = t - random() * recheckAfterMs;
      checked(key, last);
    }
    if (t - last < recheckAfterMs || rechecking.has(key)) return;
    checked(key, t);
    rechecking.add(key);
    void recheck(() => download(() => deps.fetchSource(url)))
      .then(
        () => {
          if (failures.get(key)?.url === url) failures.delete(key);
        },
        (e: unknown) => failures.set(key, { url, reason: reasonOf(e), at: now(), kept: true }),
      )
      .finally(() => rechecking.delete(key));
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
        failures.set(key, { url, reason: reasonOf(e), at: now() });
        throw e;
      }
      failures.delete(key);
      checked(key, now());
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
    if (cached) {
      maybeRecheck(key, url);
      return { kind: 'image', data: cached, contentType };
    }
    let kept: Buffer;
    try {
      kept = await keptCopy(key, url);
    } catch {
      return { kind: 'unavailable', reason: failures.get(key)?.reason ?? POSTER_MESSAGES.fetchFailed };
    }
    maybeRecheck(key, url);
    const data = await once(name, async () => {
      const made = await convert(() => deps.makeVariant(kept, width, format));
      await deps.cache.put(name, made, 'variant');
      return made;
    });
    return { kind: 'image', data, contentType };
  }

  return {
    getPoster,
    /** Posters whose source failed the last time it was asked, and why, by key. */
    failures: (): ReadonlyMap<string, PosterFailure> => failures,
  };
}

export type PosterService = ReturnType<typeof createPosterService>;
