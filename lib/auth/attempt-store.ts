import 'server-only';

/**
 * Where sign-in attempts are counted. One process keeps them in memory; several servers behind one address would
 * share an implementation on a common store (Redis: one script per `take`, so it stays atomic), behind this
 * interface.
 */
export interface AttemptStore {
  /**
   * Counts one attempt under every key, all or nothing: when any key already holds `limit` attempts younger than
   * `windowMs`, nothing is counted and the answer is the milliseconds until that key frees a slot; otherwise 0.
   * Atomic: of any number of concurrent calls on one key, at most `limit` are counted within a window.
   */
  take(keys: readonly string[], limit: number, windowMs: number, now: number): Promise<number>;
  /** Forgets every attempt counted under these keys. */
  forget(keys: readonly string[]): Promise<void>;
  /** Forgets everything (tests and a restart's worth of reset). */
  clear(): Promise<void>;
}

const SWEEP_ABOVE = 10_000;

/**
 * Attempt times per key, in this process's memory; each `take` runs without an await, so it is atomic here. Keys
 * whose attempts have all expired are swept out once the map passes SWEEP_ABOVE keys, and the next sweep waits until
 * it has doubled again: a sweep walks every key, and with tens of thousands of live keys (the statistics' "same count"
 * limiter keeps ten minutes of them) a sweep on every `take` cost milliseconds each.
 */
export function createMemoryAttemptStore(): AttemptStore {
  const attempts = new Map<string, number[]>();
  let sweepAbove = SWEEP_ABOVE;

  const recent = (key: string, now: number, windowMs: number): number[] => {
    const list = attempts.get(key);
    if (!list) return [];
    const kept = list.filter((t) => now - t < windowMs);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };

  return {
    async take(keys, limit, windowMs, now) {
      if (attempts.size > sweepAbove) {
        for (const key of [...attempts.keys()]) recent(key, now, windowMs);
        sweepAbove = Math.max(SWEEP_ABOVE, attempts.size * 2);
      }
      let wait = 0;
      const lists = keys.map((key) => {
        const list = recent(key, now, windowMs);
        if (list.length >= limit) wait = Math.max(wait, (list[list.length - limit] ?? now) + windowMs - now);
        return list;
      });
      if (wait > 0) return wait;
      keys.forEach((key, i) => attempts.set(key, [...(lists[i] ?? []), now].slice(-limit)));
      return 0;
    },
    async forget(keys) {
      for (const key of keys) attempts.delete(key);
    },
    async clear() {
      attempts.clear();
    },
  };
}
