import type { Competition } from '@/lib/competitions/schema';
import { comparator, keyedComparator, sortKey } from '@/lib/competitions/sort';
import { MAX_SCORE } from './rank';
import { sortSteps, type Steps } from './slices';
import { i32, itemAt, u8 } from '@/lib/checked';

/*
 * "Paling relevan" breaks ties newest first (the order /search shows without text). Sorting the hits of a broad
 * query by date and title on every request would cost a sort with collation; instead each full build ranks its items
 * newest first once (in slices, with the rest of the build), and a query sorts its hits' ranks as plain numbers.
 */

/** rankOf[position]: the item's place newest first; posAt[rank]: the position holding that place. */
export type Ties = { rankOf: Int32Array; posAt: Int32Array };

const NEWEST = 'published_date_desc';
const newestFirst = comparator<Competition>(NEWEST);

export function* tieSteps(items: readonly Competition[]): Steps<Ties> {
  const keyed: { item: Competition; key: number; at: number }[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    if ((i & 8191) === 8191) yield;
    keyed[i] = { item: itemAt(items, i), key: sortKey(itemAt(items, i), NEWEST), at: i };
  }
  const sorted = yield* sortSteps(keyed, keyedComparator<Competition>(NEWEST));
  const rankOf = new Int32Array(items.length);
  const posAt = new Int32Array(items.length);
  sorted.forEach((k, rank) => {
    rankOf[k.at] = rank;
    posAt[rank] = k.at;
  });
  return { rankOf, posAt };
}

/**
 * Hits in relevance order: lower score first, ties newest first. `positions`/`scores`: the hits of the full build
 * (`items`, ranked by `ties`); `extras`/`extraScores`: the hits among items edited since.
 */
export function relevanceOrder(
  items: readonly Competition[],
  ties: Ties,
  positions: readonly number[],
  scores: Uint8Array,
  extras: readonly Competition[],
  extraScores: Uint8Array,
): Competition[] {
  // Counting sort by score, then each score's ranks sorted as numbers.
  const start = new Int32Array(MAX_SCORE + 2);
  for (let h = 0; h < positions.length; h++) {
    const s = u8(scores, h) + 1;
    start[s] = i32(start, s) + 1;
  }
  for (let s = 1; s < start.length; s++) start[s] = i32(start, s) + i32(start, s - 1);
  const ranks = new Int32Array(positions.length);
  const fill = start.slice();
  for (let h = 0; h < positions.length; h++) {
    const s = u8(scores, h);
    const slot = i32(fill, s);
    fill[s] = slot + 1;
    ranks[slot] = i32(ties.rankOf, itemAt(positions, h));
  }
  const out: Competition[] = [];
  for (let s = 0; s <= MAX_SCORE; s++) {
    const bucket = ranks.subarray(i32(start, s), i32(start, s + 1)).sort();
    const mine = extras.filter((_, x) => extraScores[x] === s).sort(newestFirst);
    let m = 0;
    for (let k = 0; k < bucket.length; k++) {
      const c = itemAt(items, i32(ties.posAt, i32(bucket, k)));
      while (m < mine.length && newestFirst(itemAt(mine, m), c) <= 0) out.push(itemAt(mine, m++));
      out.push(c);
    }
    while (m < mine.length) out.push(itemAt(mine, m++));
  }
  return out;
}
