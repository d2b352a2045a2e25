import type { Competition } from '@/lib/competitions/schema';
import { buildPieces, type Pieces } from './pieces';
import { isSeparator } from './text';
import { grow, TokenTable } from './token-table';

/**
 * One searchable entry. `text` is the fields of spec section 5 lower-cased, joined by a separator no query word
 * holds (see searchableText).
 */
export type IndexedCompetition = { item: Competition; text: string };

/**
 * New tokens an index may hold beyond its pieces before they are rebuilt: an edit usually brings a few (a new link,
 * a new word), and testing those one by one per query is cheaper than splitting every token again on each write
 * (at 100k competitions, 200,000 tokens and about 0.8 s).
 */
const LOOSE = 4096;

/** Scratch marks, stamped with a fresh number per query so they never need clearing. */
export type Scratch = { tokenMark: Uint32Array; itemMark: Uint32Array; filterMark: Uint32Array; stamp: number };

export type TokenIndex = {
  length: number;
  items: Competition[];
  first: IndexedCompetition | undefined;
  last: IndexedCompetition | undefined;
  table: TokenTable;
  /** Tokens this index knows: ids below this (tokens nobody holds any more hold no items, so finding one is harmless). */
  tokenCount: number;
  liveTokens: number;
  positions: Map<string, number>;
  /** Items holding token t: post[postStart[t] .. postStart[t+1]), ascending. */
  postStart: Int32Array;
  post: Int32Array;
  /** Tokens of item i: fwd[fwdStart[i] .. fwdStart[i+1]). */
  fwdStart: Int32Array;
  fwd: Int32Array;
  pieces: Pieces;
  byCategory: Map<string, Int32Array>;
  byTag: Map<string, Int32Array>;
  scratch: Scratch;
};

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Same searchable text: every field searchableText reads is equal. */
function sameText(a: Competition, b: Competition): boolean {
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
 * Builds the token index. With `previous` (the last index built from searchableText), an item whose fields are
 * unchanged takes its token list from there instead of being read again, so re-reading unchanged data or
 * editing one competition costs a fraction of the first build.
 */
export function buildTokenIndex(index: readonly IndexedCompetition[], textOf: (i: number) => string, previous?: TokenIndex): TokenIndex {
  const n = index.length;
  const items = index.map((e) => e.item);
  if (previous && previous.length === n && items.every((c, i) => c.id === previous.items[i]!.id && sameText(c, previous.items[i]!))) {
    // The same data read again: everything but the item objects carries over.
    return { ...previous, items, first: index[0], last: index[n - 1] };
  }
  // Tokens nobody holds any more stay in the table; start afresh when they outnumber the live ones.
  const prev = previous && previous.table.tokens.length <= 2 * previous.liveTokens + 4096 ? previous : undefined;
  const table = prev?.table ?? new TokenTable();
  let df: Int32Array = new Int32Array(Math.max(1024, table.tokens.length + (table.tokens.length >> 2)));
  let lastSeen: Int32Array = new Int32Array(df.length).fill(-1);
  const fwdStart = new Int32Array(n + 1);
  let fwd: Int32Array = new Int32Array(Math.max(1024, prev ? prev.fwd.length + (prev.fwd.length >> 3) : n * 64));
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
    const item = items[i]!;
    if (!positions.has(item.id)) positions.set(item.id, i);
    for (const c of item.categories) add(byCategory, c, i);
    for (const t of item.tags) add(byTag, t, i);
    const j = prev?.positions.get(item.id);
    if (prev && j !== undefined && sameText(prev.items[j]!, item)) {
      const from = prev.fwdStart[j]!;
      const to = prev.fwdStart[j + 1]!;
      fwd = grow(fwd, k + to - from);
      for (let x = from; x < to; x++) {
        const id = prev.fwd[x]!;
        df[id]!++;
        fwd[k++] = id;
      }
      fwdStart[i + 1] = k;
      continue;
    }
    const text = textOf(i);
    const len = text.length;
    fwd = grow(fwd, k + (len >> 1) + 1);
    let at = 0;
    while (at < len) {
      let c = text.charCodeAt(at);
      if (isSeparator(c)) {
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
      }
      if (lastSeen[id] === i) continue;
      lastSeen[id] = i;
      df[id]!++;
      fwd[k++] = id;
    }
    fwdStart[i + 1] = k;
  }
  const t = table.tokens.length;
  const postStart = new Int32Array(t + 1);
  let live = 0;
  for (let j = 0; j < t; j++) {
    postStart[j + 1] = postStart[j]! + df[j]!;
    if (df[j]) live++;
  }
  const cursor = postStart.slice(0, t);
  const post = new Int32Array(k);
  for (let i = 0; i < n; i++) {
    for (let x = fwdStart[i]!; x < fwdStart[i + 1]!; x++) post[cursor[fwd[x]!]!++] = i;
  }
  const typed = (m: Map<string, number[]>) => new Map([...m].map(([key, list]) => [key, Int32Array.from(list)]));
  return {
    length: n,
    items,
    first: index[0],
    last: index[n - 1],
    table,
    tokenCount: t,
    liveTokens: live,
    positions,
    postStart,
    post,
    fwdStart,
    fwd: fwd.slice(0, k),
    pieces: prev && prev.table === table && t - prev.pieces.covered <= LOOSE ? prev.pieces : buildPieces(table.tokens, t),
    byCategory: typed(byCategory),
    byTag: typed(byTag),
    scratch: { tokenMark: new Uint32Array(t), itemMark: new Uint32Array(n), filterMark: new Uint32Array(n), stamp: 0 },
  };
}
