import type { Pieces } from './pieces';
import { i32, itemAt } from '@/lib/checked';

/** Edit distance of a and b (insert, delete, replace, swap two neighbours), or max + 1 once it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(itemAt(prev, j) + 1, itemAt(row, j - 1) + 1, itemAt(prev, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, itemAt(prev2, j - 2) + 1);
      row.push(d);
      if (d < low) low = d;
    }
    if (low > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return itemAt(prev, b.length);
}

const WORD = /^\p{L}{3,}$/u;

/**
 * The indexed word nearest to `word` when `word` itself is in no text: one edit away (two for words of six letters or
 * more), the one in the most texts among equals (`usage`). Only words of letters are looked at, against the index's distinct runs of
 * letters (a few thousand even at 100k competitions), never the texts themselves. Null when none is near.
 */
export function nearestWord(pieces: Pieces, word: string, usage: (piece: number) => number): string | null {
  if (!WORD.test(word)) return null;
  const { texts, ids, joined } = pieces.letters;
  // Inside a run of letters somewhere: the word finds something already.
  if (joined.includes(word)) return null;
  const max = word.length >= 6 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestUse = -1;
  for (let x = 0; x < texts.length; x++) {
    const text = itemAt(texts, x);
    if (text.length < 3 || Math.abs(text.length - word.length) > max) continue;
    const d = editDistance(word, text, Math.min(max, bestDistance));
    if (d > max || d > bestDistance) continue;
    const used = usage(i32(ids, x));
    if (d < bestDistance || used > bestUse || (used === bestUse && best !== null && text < best)) {
      best = text;
      bestDistance = d;
      bestUse = used;
    }
  }
  return best;
}
