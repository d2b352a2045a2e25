import { itemAt } from '@/lib/checked';
/**
 * Long jobs (a full index build, sorting every item) written as generators that yield now and then, so one body of
 * code runs either at once (tests, scripts) or in slices that give the event loop back every few milliseconds
 * (the server, where a request must not wait behind a rebuild).
 */
export type Steps<T> = Generator<void, T>;

export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Slices of at most about `budgetMs` (plus one step), with a macrotask between them so requests go first. */
export async function runInSlices<T>(steps: Steps<T>, budgetMs = 8): Promise<T> {
  let until = performance.now() + budgetMs;
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (performance.now() >= until) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      until = performance.now() + budgetMs;
    }
  }
}

/**
 * A stable sort in steps: runs of 2,048 sorted at once, then merged pairwise, yielding every few thousand items.
 * With a total order the result is exactly `items.slice().sort(compare)`.
 */
export function* sortSteps<T>(items: readonly T[], compare: (a: T, b: T) => number, run = 2048): Steps<T[]> {
  const n = items.length;
  let a = items.slice();
  for (let lo = 0; lo < n; lo += run) {
    const part = a.slice(lo, lo + run).sort(compare);
    for (let j = 0; j < part.length; j++) a[lo + j] = itemAt(part, j);
    yield;
  }
  let b: T[] = new Array<T>(n);
  for (let width = run; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      for (let k = lo; k < hi; k++) {
        b[k] = j >= hi || (i < mid && compare(itemAt(a, i), itemAt(a, j)) <= 0) ? itemAt(a, i++) : itemAt(a, j++);
        if ((k & 4095) === 4095) yield;
      }
    }
    [a, b] = [b, a];
  }
  return a;
}
