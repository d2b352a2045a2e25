import { formatLongDate } from './dates';
import { normaliseTag } from './normalise';
import { CATEGORIES, type Category, type Competition } from './schema';

export type SearchFilters = { q: string; categories: Category[]; tags: string[] };

/**
 * One searchable entry. `text` is the fields of spec section 5 lower-cased, joined by a separator no query word
 * holds; entries made by buildSearchIndex compute it on demand, since searching uses the token index built with them.
 */
export type IndexedCompetition = { item: Competition; text: string };

const SEP = '\u0001';
/** Items looked at to estimate the cost of testing every item. */
const SAMPLE = 64;
/** Candidate tokens few enough to confirm one by one without looking for fewer. */
const NARROW = 256;
/**
 * New tokens an index may hold beyond its pieces before they are rebuilt: an edit usually brings a few (a new link,
 * a new word), and testing those one by one per query is cheaper than splitting every token again on each write
 * (at 100k competitions, 200,000 tokens and about 0.8 s).
 */
const LOOSE = 4096;

/** A missing date has no text: "N/A" is a placeholder, not something a visitor looks for. */
function searchableDate(value: string): string {
  const formatted = formatLongDate(value);
  return formatted === 'N/A' ? '' : formatted;
}

export function searchableText(c: Competition): string {
  return [
    c.title,
    c.description,
    c.categories.join(' '),
    c.tags.join(' '),
    searchableDate(c.registration.start),
    searchableDate(c.registration.end),
    searchableDate(c.published_date),
  ]
    .join(SEP)
    .toLowerCase();
}

class Entry implements IndexedCompetition {
  constructor(public item: Competition) {}
  get text(): string {
    return searchableText(this.item);
  }
}

/*
 * How a word is found without reading every text. Each text is split into tokens (runs between whitespace and
 * separators); a word appears in a text exactly when it appears inside one of its tokens. Each distinct token is in
 * turn split into pieces: runs of letters (ASCII letters and every non-ASCII code unit), runs of digits, and each
 * other character alone. A word split the same way can only appear in a token if its inner pieces (and every
 * lone character) are whole pieces of that token, and a one-piece word only inside a piece of the same kind. So a
 * word is looked up among the distinct pieces (a few thousand words and numbers, even when every text holds a
 * unique link or phone number), candidate tokens are confirmed with `includes`, and the items holding those tokens
 * are the result.
 */
const LETTERS = 0;
const DIGITS = 1;
const OTHER = 2;

function kindOf(code: number): number {
  if (code >= 48 && code <= 57) return DIGITS;
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code >= 128) return LETTERS;
  return OTHER;
}

/** The pieces of a token or word, each as [kind, text]. */
function piecesOf(s: string): [number, string][] {
  const out: [number, string][] = [];
  let from = 0;
  while (from < s.length) {
    const kind = kindOf(s.charCodeAt(from));
    let to = from + 1;
    if (kind !== OTHER) while (to < s.length && kindOf(s.charCodeAt(to)) === kind) to++;
    out.push([kind, s.slice(from, to)]);
    from = to;
  }
  return out;
}

/** Distinct pieces of one kind, joined by SEP so one `indexOf` scans them all. */
type PieceList = { ids: Int32Array; texts: string[]; joined: string; starts: Int32Array };

type Pieces = {
  /** Tokens 0 .. covered-1 of the table are in here; later ones are looked at one by one (see LOOSE). */
  covered: number;
  pieceIds: Map<string, number>;
  /** Tokens holding piece p: pieceTokens[pieceStart[p] .. pieceStart[p+1]). */
  pieceStart: Int32Array;
  pieceTokens: Int32Array;
  letters: PieceList;
  digits: PieceList;
};

/** Scratch marks, stamped with a fresh number per query so they never need clearing. */
type Scratch = { tokenMark: Uint32Array; itemMark: Uint32Array; filterMark: Uint32Array; stamp: number };

type TokenIndex = {
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

type Shared = { built: WeakMap<readonly IndexedCompetition[], TokenIndex>; latest?: TokenIndex };
// Route bundles may each load this module; the indexes live on globalThis so every copy finds them.
const SHARED = Symbol.for('infolomba.searchIndex.v1');
const shared: Shared = ((globalThis as Record<symbol, Shared>)[SHARED] ??= { built: new WeakMap() });

/** `/[\s\u0001]/` by character code: what splits a query into words, and the field separator. */
function isSeparator(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13) || c === 1;
  if (c < 160) return false;
  return c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * A copy of `s` that stands alone. V8 makes a slice of 13 or more characters a view into the string it was cut
 * from, so a token kept as `text.slice(...)` would keep its item's whole lower-cased text alive (about 175 MB at
 * 100k competitions, where every item holds a unique link); the JSON round trip makes a fresh string.
 */
const detached = (s: string): string => (s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string));

/**
 * Distinct tokens by number, kept from one build to the next (a re-read of unchanged data finds every token
 * known). A hash table over the text's own characters rather than a Map keyed by sliced strings: most tokens are
 * seen before, and this way only new ones become strings.
 */
class TokenTable {
  tokens: string[] = [];
  private hashes: number[] = [];
  private slots = new Int32Array(1 << 16).fill(-1);

  /** The number of text[from, to), added when new. */
  id(text: string, from: number, to: number, hash: number): number {
    const { slots, tokens } = this;
    const mask = slots.length - 1;
    const len = to - from;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = slots[slot]!;
      if (id === -1) {
        const created = tokens.length;
        slots[slot] = created;
        tokens.push(detached(text.slice(from, to)));
        this.hashes.push(hash);
        if (tokens.length * 2 > slots.length) this.rehash();
        return created;
      }
      const token = tokens[id]!;
      if (this.hashes[id] === hash && token.length === len && text.startsWith(token, from)) return id;
    }
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    for (let id = 0; id < this.hashes.length; id++) {
      let slot = this.hashes[id]! & mask;
      while (slots[slot] !== -1) slot = (slot + 1) & mask;
      slots[slot] = id;
    }
    this.slots = slots;
  }
}

function grow(a: Int32Array, need: number): Int32Array {
  if (need <= a.length) return a;
  const b = new Int32Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/** CSR from per-owner lists of ids: starts (length owners+1) and the flat ids. */
function flatten(lists: number[][]): { start: Int32Array; flat: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i]! + lists[i]!.length;
  const flat = new Int32Array(start[lists.length]!);
  for (let i = 0; i < lists.length; i++) flat.set(lists[i]!, start[i]!);
  return { start, flat };
}

function pieceList(ids: number[], texts: string[]): PieceList {
  const starts = new Int32Array(ids.length + 1);
  let offset = 1;
  for (let k = 0; k < ids.length; k++) {
    starts[k] = offset;
    offset += texts[k]!.length + 1;
  }
  starts[ids.length] = offset;
  return { ids: Int32Array.from(ids), texts, joined: SEP + texts.join(SEP) + SEP, starts };
}

/** The pieces of the table's first `count` tokens. */
function buildPieces(tokens: readonly string[], count: number): Pieces {
  const pieceIds = new Map<string, number>();
  const lists: number[][] = [];
  const byKind: [number[], string[]][] = [
    [[], []],
    [[], []],
  ];
  for (let t = 0; t < count; t++) {
    for (const [kind, text] of piecesOf(tokens[t]!)) {
      let id = pieceIds.get(text);
      if (id === undefined) {
        id = lists.length;
        pieceIds.set(text, id);
        lists.push([]);
        if (kind !== OTHER) {
          byKind[kind]![0].push(id);
          byKind[kind]![1].push(text);
        }
      }
      const list = lists[id]!;
      if (list[list.length - 1] !== t) list.push(t);
    }
  }
  const { start, flat } = flatten(lists);
  return {
    covered: count,
    pieceIds,
    pieceStart: start,
    pieceTokens: flat,
    letters: pieceList(...byKind[LETTERS]!),
    digits: pieceList(...byKind[DIGITS]!),
  };
}

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
function buildTokenIndex(index: readonly IndexedCompetition[], textOf: (i: number) => string, previous?: TokenIndex): TokenIndex {
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

/** Built once per IndexedCompetition[]; an array not made by buildSearchIndex is indexed from its entries' text. */
function tokenIndexOf(index: readonly IndexedCompetition[]): TokenIndex {
  const found = shared.built.get(index);
  if (found && found.length === index.length && found.first === index[0] && found.last === index[index.length - 1]) return found;
  const made = buildTokenIndex(index, (i) => index[i]!.text);
  shared.built.set(index, made);
  return made;
}

export function buildSearchIndex(items: readonly Competition[]): IndexedCompetition[] {
  const index: IndexedCompetition[] = items.map((item) => new Entry(item));
  // Dates repeat across items; formatting each distinct one once keeps the build short.
  const dates = new Map<string, string>();
  const date = (v: string) => {
    let s = dates.get(v);
    if (s === undefined) dates.set(v, (s = searchableDate(v)));
    return s;
  };
  const textOf = (i: number) => {
    const c = items[i]!;
    return [c.title, c.description, c.categories.join(' '), c.tags.join(' '), date(c.registration.start), date(c.registration.end), date(c.published_date)]
      .join(SEP)
      .toLowerCase();
  };
  const built = buildTokenIndex(index, textOf, shared.latest);
  shared.built.set(index, built);
  shared.latest = built;
  return index;
}

const listParam = (v: string | string[] | undefined | null): string[] =>
  (Array.isArray(v) ? v : v ? [v] : []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);

/** Reads q, categories and tag from a query string; unknown categories are ignored. */
export function parseSearchFilters(params: Record<string, string | string[] | undefined>): SearchFilters {
  const q = (Array.isArray(params.q) ? params.q[0] : params.q)?.trim().slice(0, 500) ?? '';
  const categories = [
    ...new Set(listParam(params.categories).map((c) => c.toUpperCase()).filter((c): c is Category => (CATEGORIES as readonly string[]).includes(c))),
  ];
  const tags = [...new Set(listParam(params.tag).map(normaliseTag).filter(Boolean))];
  return { q, categories, tags };
}

export function hasSearchCriteria(f: SearchFilters): boolean {
  return Boolean(f.q) || f.categories.length > 0 || f.tags.length > 0;
}

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
 * Spec section 5: the text matches when the whole phrase or any whitespace-separated word appears (a phrase
 * that appears contains each of its words, so "any word" decides). Text and filters: text AND (category OR tag);
 * filters only: category OR tag; nothing: no results. Results keep the index order.
 */
export function searchCompetitions(index: readonly IndexedCompetition[], f: SearchFilters): Competition[] {
  // A word holding the field separator could match across two fields, which no single field would.
  const words = [...new Set(f.q.toLowerCase().split(/\s+/).filter((w) => w && !w.includes(SEP)))];
  const hasFilters = f.categories.length > 0 || f.tags.length > 0;
  if (!words.length && !hasFilters) return [];
  const ix = tokenIndexOf(index);
  const n = ix.length;
  const sc = ix.scratch;
  const { tokenMark, itemMark, filterMark } = sc;
  const stamp = (sc.stamp = (sc.stamp + 1) >>> 0);
  if (stamp === 0) {
    // After 2^32 queries: start the marks afresh rather than confuse an old stamp with a new one.
    for (const marks of [tokenMark, itemMark, filterMark]) marks.fill(0);
    return searchCompetitions(index, f);
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
