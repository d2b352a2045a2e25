import type { SearchFilters } from './params';
import { holdsWhole, LETTERS, OTHER, piecesOf } from './pieces';
import { DESCRIPTION, OTHER_FIELDS, TAGS, TITLE, type TokenIndex } from './token-index';
import { i32, itemAt, u32, u8 } from '@/lib/checked';

/** Items looked at to estimate the cost of testing every item. */
const SAMPLE = 64;
/** Candidate tokens few enough to confirm one by one without looking for fewer. */
const NARROW = 256;

/**
 * Marks every token containing `word` with `stamp`, and records the word's `bit` in tokenWords (for ranking), and in
 * tokenWhole where the token holds it as a whole word; returns how many (item, token) pairs the newly marked tokens hold.
 */
function markTokens(ix: TokenIndex, word: string, bit: number, stamp: number, marked: number[]): number {
  let pairs = markCoveredTokens(ix, word, bit, stamp, marked);
  // Tokens added since the pieces were built (at most LOOSE), tested one by one.
  const { tokens } = ix.table;
  const { tokenMark, tokenWords, tokenWhole } = ix.scratch;
  for (let t = ix.pieces.covered; t < ix.tokenCount; t++) {
    if (tokenMark[t] === stamp && u32(tokenWords, t) & bit) continue;
    const token = itemAt(tokens, t);
    if (!token.includes(word)) continue;
    const whole = holdsWhole(token, word) ? bit : 0;
    if (tokenMark[t] === stamp) {
      tokenWords[t] = u32(tokenWords, t) | bit;
      tokenWhole[t] = u32(tokenWhole, t) | whole;
      continue;
    }
    tokenMark[t] = stamp;
    tokenWords[t] = bit;
    tokenWhole[t] = whole;
    marked.push(t);
    pairs += i32(ix.postStart, t + 1) - i32(ix.postStart, t);
  }
  return pairs;
}

/** markTokens over the tokens the pieces cover. */
function markCoveredTokens(ix: TokenIndex, word: string, bit: number, stamp: number, marked: number[]): number {
  let pairs = 0;
  const { postStart } = ix;
  const { tokenMark, tokenWords, tokenWhole } = ix.scratch;
  const { pieceStart, pieceTokens, pieceIds } = ix.pieces;
  const mark = (t: number, whole: boolean) => {
    const w = whole ? bit : 0;
    if (tokenMark[t] === stamp) {
      tokenWords[t] = u32(tokenWords, t) | bit;
      tokenWhole[t] = u32(tokenWhole, t) | w;
      return;
    }
    tokenMark[t] = stamp;
    tokenWords[t] = bit;
    tokenWhole[t] = w;
    marked.push(t);
    pairs += i32(postStart, t + 1) - i32(postStart, t);
  };
  /** Marks the tokens holding piece p; `whole`: the word is that whole piece, so a whole word in each of them. */
  const markPiece = (p: number, whole: boolean) => {
    for (let x = i32(pieceStart, p), end = i32(pieceStart, p + 1); x < end; x++) mark(i32(pieceTokens, x), whole);
  };
  /** Calls `found` with every piece of `part`'s kind that contains it (or starts or ends with it), and its text. */
  const piecesWith = (kind: number, part: string, where: 'in' | 'start' | 'end', found: (p: number, text: string) => void) => {
    const list = kind === LETTERS ? ix.pieces.letters : ix.pieces.digits;
    const fits = (piece: string) => (where === 'in' ? true : where === 'start' ? piece.startsWith(part) : piece.endsWith(part));
    if (part.length <= 2) {
      // Short parts are in many pieces: testing each beats jumping from hit to hit.
      for (let x = 0; x < list.texts.length; x++) {
        const piece = itemAt(list.texts, x);
        if (piece.includes(part) && fits(piece)) found(i32(list.ids, x), piece);
      }
      return;
    }
    const { joined, starts } = list;
    for (let at = joined.indexOf(part); at !== -1;) {
      let lo = 0;
      let hi = starts.length - 2;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (i32(starts, mid) <= at) lo = mid;
        else hi = mid - 1;
      }
      const piece = itemAt(list.texts, lo);
      if (fits(piece)) found(i32(list.ids, lo), piece);
      at = joined.indexOf(part, i32(starts, lo + 1));
    }
  };
  const size = (p: number) => i32(pieceStart, p + 1) - i32(pieceStart, p);

  const pieces = piecesOf(word);
  if (pieces.length === 1) {
    const [kind] = itemAt(pieces, 0);
    // Whole in a piece is whole in its tokens (pieces.ts, wordKind); a lone other character always is.
    if (kind !== OTHER) piecesWith(kind, word, 'in', (p, text) => markPiece(p, holdsWhole(text, word)));
    else {
      const p = pieceIds.get(word);
      if (p !== undefined) markPiece(p, true);
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
    const [kind, text] = itemAt(pieces, x);
    if (kind !== OTHER && (x === 0 || x === last)) continue;
    const p = pieceIds.get(text);
    if (p === undefined) return pairs;
    if (size(p) < fewest) {
      fewest = size(p);
      best = [p];
    }
  }
  for (const x of [0, last]) {
    const [kind, text] = itemAt(pieces, x);
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
    for (let x = i32(pieceStart, p), end = i32(pieceStart, p + 1); x < end; x++) {
      const t = i32(pieceTokens, x);
      const token = itemAt(tokens, t);
      if ((tokenMark[t] !== stamp || !(u32(tokenWords, t) & bit)) && token.includes(word)) mark(t, holdsWhole(token, word));
    }
  }
  return pairs;
}

/** Whether item i holds a marked token. */
function holdsMarked(ix: TokenIndex, i: number, stamp: number): boolean {
  const { fwd } = ix;
  const { tokenMark } = ix.scratch;
  for (let x = i32(ix.fwdStart, i), end = i32(ix.fwdStart, i + 1); x < end; x++) if (tokenMark[i32(fwd, x)] === stamp) return true;
  return false;
}

/** A query's hits in one token index: positions ascending; the marks stay valid until the index's next query. */
type Hits = { positions: number[]; marked: number[]; stamp: number };

/** Numbers per hit in wordsByField: the words held in each of the four fields, then those held there whole. */
export const WORD_MASKS = 8;
const FIELD_ORDER = [TITLE, TAGS, DESCRIPTION, OTHER_FIELDS];

/** The bit of the i-th query word in tokenWords; words past the 30th share the last bit (ranking only). */
export const wordBit = (i: number) => 1 << Math.min(i, 30);

/**
 * The positions in a token index that match `f` by the public match rule (`words` from queryWords(f.q)): text AND
 * (category OR tag); filters only: category OR tag; nothing: no results. Positions set in `skip` are left out.
 */
export function findPositions(ix: TokenIndex, words: readonly string[], f: SearchFilters, skip?: Uint8Array): Hits {
  const hasFilters = f.categories.length > 0 || f.tags.length > 0;
  const n = ix.length;
  const sc = ix.scratch;
  const { tokenMark, itemMark, filterMark } = sc;
  const stamp = (sc.stamp = (sc.stamp + 1) >>> 0);
  const out: number[] = [];
  const hits: Hits = { positions: out, marked: [], stamp };
  if (!words.length && !hasFilters) return hits;
  if (stamp === 0) {
    // After 2^32 queries: start the marks afresh rather than confuse an old stamp with a new one.
    for (const marks of [tokenMark, itemMark, filterMark]) marks.fill(0);
    return findPositions(ix, words, f, skip);
  }
  const keep = (i: number) => !skip || !skip[i];

  let candidates = n;
  if (hasFilters) {
    candidates = 0;
    const lists = [...new Set<string>(f.categories)].map((c) => ix.byCategory.get(c));
    lists.push(...[...new Set(f.tags)].map((t) => ix.byTag.get(t)));
    for (const list of lists) {
      if (!list) continue;
      for (let x = 0; x < list.length; x++) {
        const i = i32(list, x);
        if (filterMark[i] !== stamp) {
          filterMark[i] = stamp;
          candidates++;
        }
      }
    }
  }
  if (!words.length) {
    for (let i = 0; i < n; i++) if (filterMark[i] === stamp && keep(i)) out.push(i);
    return hits;
  }
  if (!candidates) return hits;

  const { marked } = hits;
  let pairs = 0;
  words.forEach((w, x) => (pairs += markTokens(ix, w, wordBit(x), stamp, marked)));
  if (!marked.length) return hits;

  // Two ways to find the items: walk the marked tokens' item lists (cost: their total length), or test each
  // candidate's own tokens until one is marked (cost: estimated from a sample). Broad words favour the second.
  const { fwd, fwdStart } = ix;
  let sampled = 0;
  const step = Math.max(1, Math.floor(n / SAMPLE));
  for (let i = 0; i < n; i += step) {
    const end = i32(fwdStart, i + 1);
    let x = i32(fwdStart, i);
    while (x < end && tokenMark[i32(fwd, x)] !== stamp) x++;
    sampled += x - i32(fwdStart, i) + 1;
  }
  const byItems = (sampled / Math.ceil(n / step)) * candidates;

  if (byItems < pairs) {
    for (let i = 0; i < n; i++) {
      if (hasFilters && filterMark[i] !== stamp) continue;
      if (holdsMarked(ix, i, stamp) && keep(i)) out.push(i);
    }
    return hits;
  }
  const { post, postStart } = ix;
  for (const t of marked) for (let x = i32(postStart, t), end = i32(postStart, t + 1); x < end; x++) itemMark[i32(post, x)] = stamp;
  for (let i = 0; i < n; i++) {
    if (itemMark[i] === stamp && (!hasFilters || filterMark[i] === stamp) && keep(i)) out.push(i);
  }
  return hits;
}

/**
 * Which query words each hit holds in each field (TITLE, TAGS, DESCRIPTION, OTHER_FIELDS of token-index.ts), as
 * WORD_MASKS numbers per hit: out[h * 8 + f] is the OR of the word bits found in field f (0 title, 1 tags,
 * 2 description, 3 other), out[h * 8 + 4 + f] those found there as a whole word. Call right after findPositions,
 * before the next query on the same index.
 */
export function wordsByField(ix: TokenIndex, hits: Hits): Uint32Array {
  const { positions, marked, stamp } = hits;
  const out = new Uint32Array(positions.length * WORD_MASKS);
  if (!marked.length) return out;
  const sc = ix.scratch;
  const slot = (sc.hitSlot ??= new Int32Array(ix.length));
  const { itemMark, tokenWords, tokenWhole } = sc;
  // itemMark is free to reuse now: the hits are known.
  const seen = (sc.stamp = (sc.stamp + 1) >>> 0) || (sc.stamp = 1);
  positions.forEach((i, h) => {
    itemMark[i] = seen;
    slot[i] = h;
  });
  const { post, postStart, postFields, fwd, fwdStart, fwdFields } = ix;
  let pairs = 0;
  for (const t of marked) pairs += i32(postStart, t + 1) - i32(postStart, t);
  let own = 0;
  for (const i of positions) own += i32(fwdStart, i + 1) - i32(fwdStart, i);
  const record = (h: number, fields: number, t: number) => {
    const bits = u32(tokenWords, t);
    const whole = u32(tokenWhole, t);
    for (let f = 0; f < 4; f++) {
      if (!(fields & itemAt(FIELD_ORDER, f))) continue;
      const at = h * WORD_MASKS + f;
      out[at] = u32(out, at) | bits;
      out[at + 4] = u32(out, at + 4) | whole;
    }
  };
  if (pairs <= own) {
    // The marked tokens' item lists are the shorter walk.
    for (const t of marked) {
      for (let x = i32(postStart, t), end = i32(postStart, t + 1); x < end; x++) {
        const i = i32(post, x);
        if (itemMark[i] === seen) record(i32(slot, i), u8(postFields, x), t);
      }
    }
  } else {
    const { tokenMark } = sc;
    positions.forEach((i, h) => {
      for (let x = i32(fwdStart, i), end = i32(fwdStart, i + 1); x < end; x++) {
        const t = i32(fwd, x);
        if (tokenMark[t] === stamp) record(h, u8(fwdFields, x), t);
      }
    });
  }
  return out;
}
