import type { Competition } from '@/lib/competitions/schema';
import type { SearchFilters } from './params';
import { LETTERS, OTHER, piecesOf } from './pieces';
import { queryWords } from './text';
import type { TokenIndex } from './token-index';

/** Items looked at to estimate the cost of testing every item. */
const SAMPLE = 64;
/** Candidate tokens few enough to confirm one by one without looking for fewer. */
const NARROW = 256;

/** Marks every token containing `word`; returns how many (item, token) pairs the newly marked tokens hold. */
function markTokens(ix: TokenIndex, word: string, stamp: number, marked: number[]): number {
  let pairs = markCoveredTokens(ix, word, stamp, marked);
  // Tokens added since the pieces were built (at most LOOSE), tested one by one.
  const { tokens } = ix.table;
  const { tokenMark } = ix.scratch;
  for (let t = ix.pieces.covered; t < ix.tokenCount; t++) {
    if (tokenMark[t] === stamp || !tokens[t]!.includes(word)) continue;
    tokenMark[t] = stamp;
    marked.push(t);
    pairs += ix.postStart[t + 1]! - ix.postStart[t]!;
  }
  return pairs;
}

/** markTokens over the tokens the pieces cover. */
function markCoveredTokens(ix: TokenIndex, word: string, stamp: number, marked: number[]): number {
  let pairs = 0;
  const { postStart } = ix;
  const { tokenMark } = ix.scratch;
  const { pieceStart, pieceTokens, pieceIds } = ix.pieces;
  const mark = (t: number) => {
    if (tokenMark[t] === stamp) return;
    tokenMark[t] = stamp;
    marked.push(t);
    pairs += postStart[t + 1]! - postStart[t]!;
  };
  const markPiece = (p: number) => {
    for (let x = pieceStart[p]!, end = pieceStart[p + 1]!; x < end; x++) mark(pieceTokens[x]!);
  };
  /** Calls `found` with every piece of `part`'s kind that contains it (or starts or ends with it). */
  const piecesWith = (kind: number, part: string, where: 'in' | 'start' | 'end', found: (p: number) => void) => {
    const list = kind === LETTERS ? ix.pieces.letters : ix.pieces.digits;
    const fits = (piece: string) => (where === 'in' ? true : where === 'start' ? piece.startsWith(part) : piece.endsWith(part));
    if (part.length <= 2) {
      // Short parts are in many pieces: testing each beats jumping from hit to hit.
      for (let x = 0; x < list.texts.length; x++) {
        const piece = list.texts[x]!;
        if (piece.includes(part) && fits(piece)) found(list.ids[x]!);
      }
      return;
    }
    const { joined, starts } = list;
    for (let at = joined.indexOf(part); at !== -1; ) {
      let lo = 0;
      let hi = starts.length - 2;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      if (fits(list.texts[lo]!)) found(list.ids[lo]!);
      at = joined.indexOf(part, starts[lo + 1]!);
    }
  };
  const size = (p: number) => pieceStart[p + 1]! - pieceStart[p]!;

  const pieces = piecesOf(word);
  if (pieces.length === 1) {
    const [kind] = pieces[0]!;
    if (kind !== OTHER) piecesWith(kind, word, 'in', markPiece);
    else {
      const p = pieceIds.get(word);
      if (p !== undefined) markPiece(p);
    }
    return pairs;
  }
  // Several pieces: in any token holding the word, every lone character and every inner run is a whole piece,
  // the first run ends a piece and the last run starts one. The narrowest of these names the candidate tokens,
  // and `includes` confirms each.
  let best: number[] = [];
  let fewest = Infinity;
  const last = pieces.length - 1;
  for (let x = 0; x <= last; x++) {
    const [kind, text] = pieces[x]!;
    if (kind !== OTHER && (x === 0 || x === last)) continue;
    const p = pieceIds.get(text);
    if (p === undefined) return pairs;
    if (size(p) < fewest) {
      fewest = size(p);
      best = [p];
    }
  }
  for (const x of [0, last]) {
    const [kind, text] = pieces[x]!;
    if (kind === OTHER || fewest <= NARROW) continue;
    const found: number[] = [];
    let count = 0;
    piecesWith(kind, text, x === 0 ? 'end' : 'start', (p) => {
      found.push(p);
      count += size(p);
    });
    if (count < fewest) {
      fewest = count;
      best = found;
    }
  }
  const { tokens } = ix.table;
  for (const p of best) {
    for (let x = pieceStart[p]!, end = pieceStart[p + 1]!; x < end; x++) {
      const t = pieceTokens[x]!;
      if (tokenMark[t] !== stamp && tokens[t]!.includes(word)) mark(t);
    }
  }
  return pairs;
}

/** Whether item i holds a marked token. */
function holdsMarked(ix: TokenIndex, i: number, stamp: number): boolean {
  const { fwd } = ix;
  const { tokenMark } = ix.scratch;
  for (let x = ix.fwdStart[i]!, end = ix.fwdStart[i + 1]!; x < end; x++) if (tokenMark[fwd[x]!] === stamp) return true;
  return false;
}

/**
 * The items of a token index that match `f` by spec section 5 (see queryWords): text AND (category OR tag);
 * filters only: category OR tag; nothing: no results. Results keep the index order.
 */
export function findInTokenIndex(ix: TokenIndex, f: SearchFilters): Competition[] {
  const words = queryWords(f.q);
  const hasFilters = f.categories.length > 0 || f.tags.length > 0;
  if (!words.length && !hasFilters) return [];
  const n = ix.length;
  const sc = ix.scratch;
  const { tokenMark, itemMark, filterMark } = sc;
  const stamp = (sc.stamp = (sc.stamp + 1) >>> 0);
  if (stamp === 0) {
    // After 2^32 queries: start the marks afresh rather than confuse an old stamp with a new one.
    for (const marks of [tokenMark, itemMark, filterMark]) marks.fill(0);
    return findInTokenIndex(ix, f);
  }

  let candidates = n;
  if (hasFilters) {
    candidates = 0;
    const lists = [...new Set<string>(f.categories)].map((c) => ix.byCategory.get(c));
    lists.push(...[...new Set(f.tags)].map((t) => ix.byTag.get(t)));
    for (const list of lists) {
      if (!list) continue;
      for (let x = 0; x < list.length; x++) {
        const i = list[x]!;
        if (filterMark[i] !== stamp) {
          filterMark[i] = stamp;
          candidates++;
        }
      }
    }
  }
  const { items } = ix;
  const out: Competition[] = [];
  if (!words.length) {
    for (let i = 0; i < n; i++) if (filterMark[i] === stamp) out.push(items[i]!);
    return out;
  }
  if (!candidates) return out;

  const marked: number[] = [];
  let pairs = 0;
  for (const w of words) pairs += markTokens(ix, w, stamp, marked);
  if (!marked.length) return out;

  // Two ways to find the items: walk the marked tokens' item lists (cost: their total length), or test each
  // candidate's own tokens until one is marked (cost: estimated from a sample). Broad words favour the second.
  const { fwd, fwdStart } = ix;
  let sampled = 0;
  const step = Math.max(1, Math.floor(n / SAMPLE));
  for (let i = 0; i < n; i += step) {
    const end = fwdStart[i + 1]!;
    let x = fwdStart[i]!;
    while (x < end && tokenMark[fwd[x]!] !== stamp) x++;
    sampled += x - fwdStart[i]! + 1;
  }
  const byItems = (sampled / Math.ceil(n / step)) * candidates;

  if (byItems < pairs) {
    for (let i = 0; i < n; i++) {
      if (hasFilters && filterMark[i] !== stamp) continue;
      if (holdsMarked(ix, i, stamp)) out.push(items[i]!);
    }
    return out;
  }
  const { post, postStart } = ix;
  for (const t of marked) for (let x = postStart[t]!, end = postStart[t + 1]!; x < end; x++) itemMark[post[x]!] = stamp;
  for (let i = 0; i < n; i++) {
    if (itemMark[i] === stamp && (!hasFilters || filterMark[i] === stamp)) out.push(items[i]!);
  }
  return out;
}
