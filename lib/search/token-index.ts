import type { Competition } from '@/lib/competitions/schema';
import { buildPieces, type Pieces } from './pieces';
import { isSeparator } from './text';
import { grow, TokenTable } from './token-table';
import { i32, itemAt, u8 } from '@/lib/checked';

/**
 * New tokens an index may hold beyond its pieces before they are rebuilt: an edit usually brings a few (a new link,
 * a new word), and testing those one by one per query is cheaper than splitting every token again on each write
 * (at 100k competitions, 200,000 tokens and about 0.8 s).
 */
const LOOSE = 4096;

/**
 * Where a token occurs in an item, as bits, for ranking: the title, the tags, the description, anything else (the
 * categories and the dates). searchableText's fields in order are title, description, categories, tags and three
 * dates; FIELD_BIT maps each to its bit.
 */
export const TITLE = 1;
export const TAGS = 2;
export const DESCRIPTION = 4;
export const OTHER_FIELDS = 8;
const FIELD_BIT = [TITLE, DESCRIPTION, OTHER_FIELDS, TAGS, OTHER_FIELDS, OTHER_FIELDS, OTHER_FIELDS];

/** Scratch marks, stamped with a fresh number per query so they never need clearing. */
type Scratch = {
  tokenMark: Uint32Array;
  /** The query words (bits) in each marked token. */
  tokenWords: Uint32Array;
  /** Of those, the words the token holds as a whole word (pieces.ts, isWholeAt), not only inside a longer one. */
  tokenWhole: Uint32Array;
  itemMark: Uint32Array;
  filterMark: Uint32Array;
  /** Ranking: the hit number of each position, made on first use. */
  hitSlot?: Int32Array;
  stamp: number;
};

export type TokenIndex = {
  length: number;
  items: readonly Competition[];
  table: TokenTable;
  /** Tokens this index knows: ids below this (tokens nobody holds any more hold no items, so finding one is harmless). */
  tokenCount: number;
  liveTokens: number;
  /** Position of each id (the first, should an id repeat). */
  positions: Map<string, number>;
  /** Items holding token t: post[postStart[t] .. postStart[t+1]), ascending; postFields: where in the item. */
  postStart: Int32Array;
  post: Int32Array;
  postFields: Uint8Array;
  /** Tokens of item i: fwd[fwdStart[i] .. fwdStart[i+1]); fwdFields: where in the item. */
  fwdStart: Int32Array;
  fwd: Int32Array;
  fwdFields: Uint8Array;
  pieces: Pieces;
  byCategory: Map<string, Int32Array>;
  byTag: Map<string, Int32Array>;
  scratch: Scratch;
};

function growBytes(a: Uint8Array, need: number): Uint8Array {
  if (need <= a.length) return a;
  const b = new Uint8Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Same searchable text: every field searchableText reads is equal. */
export function sameText(a: Competition, b: Competition): boolean {
  return (
    a === b ||
    (a.title === b.title &&
      a.description === b.description &&
      a.registration.start === b.registration.start &&
      a.registration.end === b.registration.end &&
      a.published_date === b.published_date &&
      sameList(a.categories, b.categories) &&
      sameList(a.tags, b.tags))
  );
}

/**
 * Builds the token index of `items` (textOf(i): item i's searchableText, perhaps with more after it). With `previous`
 * (an index built the same way; `same` tells whether an item's text is unchanged)
 * way), an item whose fields are unchanged takes its token list from there instead of being read again, so
 * re-reading unchanged data or rebuilding after a few edits costs a fraction of the first build. Yields every few
 * hundred items (see slices.ts).
 */
export function* tokenIndexSteps(
  list: readonly Competition[],
  textOf: (i: number) => string,
  previous?: TokenIndex,
  same: (a: Competition, b: Competition) => boolean = sameText,
): Generator<void, TokenIndex> {
  // Our own copy: a caller that changes its array afterwards must not change what this index holds.
  const items = list.slice();
  const n = items.length;
  if (
    previous &&
    previous.length === n &&
    items.every((c, i) => c.id === itemAt(previous.items, i).id && same(c, itemAt(previous.items, i)))
  ) {
    // The same data read again: everything but the item objects carries over.
    return { ...previous, items };
  }
  // Tokens nobody holds any more stay in the table; start afresh when they outnumber the live ones.
  const prev = previous && previous.table.tokens.length <= 2 * previous.liveTokens + 4096 ? previous : undefined;
  const table = prev?.table ?? new TokenTable();
  let df: Int32Array = new Int32Array(Math.max(1024, table.tokens.length + (table.tokens.length >> 2)));
  let lastSeen: Int32Array = new Int32Array(df.length).fill(-1);
  let lastSlot: Int32Array = new Int32Array(df.length);
  const fwdStart = new Int32Array(n + 1);
  let fwd: Int32Array = new Int32Array(Math.max(1024, prev ? prev.fwd.length + (prev.fwd.length >> 3) : n * 64));
  let fwdFields: Uint8Array = new Uint8Array(fwd.length);
  let k = 0;
  const positions = new Map<string, number>();
  const byCategory = new Map<string, number[]>();
  const byTag = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  for (let i = 0; i < n; i++) {
    if ((i & 63) === 63) yield;
    const item = itemAt(items, i);
    if (!positions.has(item.id)) positions.set(item.id, i);
    for (const c of item.categories) add(byCategory, c, i);
    for (const t of item.tags) add(byTag, t, i);
    const j = prev?.positions.get(item.id);
    if (prev && j !== undefined && same(itemAt(prev.items, j), item)) {
      const from = i32(prev.fwdStart, j);
      const to = i32(prev.fwdStart, j + 1);
      fwd = grow(fwd, k + to - from);
      fwdFields = growBytes(fwdFields, fwd.length);
      for (let x = from; x < to; x++) {
        const id = i32(prev.fwd, x);
        df[id] = i32(df, id) + 1;
        fwdFields[k] = u8(prev.fwdFields, x);
        fwd[k++] = id;
      }
      fwdStart[i + 1] = k;
      continue;
    }
    const text = textOf(i);
    const len = text.length;
    fwd = grow(fwd, k + (len >> 1) + 1);
    fwdFields = growBytes(fwdFields, fwd.length);
    let field = 0;
    let at = 0;
    while (at < len) {
      let c = text.charCodeAt(at);
      if (isSeparator(c)) {
        if (c === 1) field++;
        at++;
        continue;
      }
      const from = at;
      let hash = 0x811c9dc5;
      do {
        hash = Math.imul(hash ^ c, 0x01000193);
        c = text.charCodeAt(++at);
      } while (at < len && !isSeparator(c));
      const id = table.id(text, from, at, hash >>> 0);
      if (id >= df.length) {
        df = grow(df, id + 1 + (id >> 2));
        const seen = new Int32Array(df.length).fill(-1);
        seen.set(lastSeen);
        lastSeen = seen;
        lastSlot = grow(lastSlot, df.length);
      }
      const bit = FIELD_BIT[field] ?? OTHER_FIELDS;
      if (lastSeen[id] === i) {
        {
          const slot = i32(lastSlot, id);
          fwdFields[slot] = u8(fwdFields, slot) | bit;
        }
        continue;
      }
      lastSeen[id] = i;
      lastSlot[id] = k;
      df[id] = i32(df, id) + 1;
      fwdFields[k] = bit;
      fwd[k++] = id;
    }
    fwdStart[i + 1] = k;
  }
  const t = table.tokens.length;
  const postStart = new Int32Array(t + 1);
  let live = 0;
  for (let j = 0; j < t; j++) {
    postStart[j + 1] = i32(postStart, j) + i32(df, j);
    if (df[j]) live++;
  }
  yield;
  const cursor = postStart.slice(0, t);
  const post = new Int32Array(k);
  const postFields = new Uint8Array(k);
  for (let i = 0; i < n; i++) {
    if ((i & 255) === 255) yield;
    for (let x = i32(fwdStart, i); x < i32(fwdStart, i + 1); x++) {
      const token = i32(fwd, x);
      const at = i32(cursor, token);
      cursor[token] = at + 1;
      post[at] = i;
      postFields[at] = u8(fwdFields, x);
    }
  }
  yield;
  const typed = (m: Map<string, number[]>) => new Map([...m].map(([key, list]) => [key, Int32Array.from(list)]));
  const pieces = prev && prev.table === table && t - prev.pieces.covered <= LOOSE ? prev.pieces : yield* buildPieces(table.tokens, t);
  return {
    length: n,
    items,
    table,
    tokenCount: t,
    liveTokens: live,
    positions,
    postStart,
    post,
    postFields,
    fwdStart,
    fwd: fwd.slice(0, k),
    fwdFields: fwdFields.slice(0, k),
    pieces,
    byCategory: typed(byCategory),
    byTag: typed(byTag),
    scratch: {
      tokenMark: new Uint32Array(t),
      tokenWords: new Uint32Array(t),
      tokenWhole: new Uint32Array(t),
      itemMark: new Uint32Array(n),
      filterMark: new Uint32Array(n),
      stamp: 0,
    },
  };
}
