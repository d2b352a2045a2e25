import { todayInJakarta } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import { findPositions, wordsByField } from './lookup';
import type { SearchFilters } from './params';
import { extraWordsByField, relevanceScores } from './rank';
import { passesAll } from './refinements';
import { runAtOnce, runInSlices, type Steps } from './slices';
import { nearestWord } from './suggest';
import { queryWords, SEP, searchableDate, searchableText } from './text';
import { relevanceOrder, type Ties, tieSteps } from './ties';
import { sameText, tokenIndexSteps, type TokenIndex } from './token-index';
import { i32, itemAt, u8 } from '@/lib/checked';

/** One change to the indexed list: an item added or replaced (by id), or an id removed. */
export type IndexEdit = { upsert: Competition } | { remove: string };

type SearchIndexOptions = {
  /**
   * The order of the items (a total order: ties broken by id). The items given to build must be in it; an item
   * added or replaced later takes its place by it. Without it, such an item goes last.
   */
  compare?: (a: Competition, b: Competition) => number;
  /**
   * More text to search beyond the spec's fields (e.g. the admin table's "every field": id, links, facts). It is
   * matched by the same rule; for ranking it counts with the categories and dates.
   */
  extraText?: (c: Competition) => string;
};

/** Items edited since the last full build, matched by their text; the token index covers the rest. */
type Extra = { item: Competition; text: string };

/** Ranked hits: the items in index order and, for each, its relevance score (lower is better; see rank.ts). */
type RankedHits = { items: Competition[]; scores: Uint8Array };

type Shared = { latest?: TokenIndex };
// Route bundles may each load this module; the last full build lives on globalThis so every copy can reuse it.
const SHARED = Symbol.for('infolomba.searchIndex.v2');
const shared: Shared = ((globalThis as Record<symbol, Shared>)[SHARED] ??= {});

function textsOf(items: readonly Competition[], extraText?: (c: Competition) => string): (i: number) => string {
  // Dates repeat across items; formatting each distinct one once keeps the build short.
  const dates = new Map<string, string>();
  const date = (v: string) => {
    let s = dates.get(v);
    if (s === undefined) dates.set(v, (s = searchableDate(v)));
    return s;
  };
  return (i) => {
    const c = itemAt(items, i);
    const text = searchableText(c, date);
    return extraText ? text + SEP + extraText(c).toLowerCase() : text;
  };
}

/** An item's whole text as the index reads it. */
const fullText = (c: Competition, extraText?: (c: Competition) => string) =>
  extraText ? searchableText(c) + SEP + extraText(c).toLowerCase() : searchableText(c);

function* baseSteps(items: readonly Competition[], options: SearchIndexOptions, previous?: TokenIndex): Steps<[TokenIndex, Ties]> {
  const base = yield* buildSteps(items, options, previous);
  return [base, yield* tieSteps(base.items)];
}

function* buildSteps(items: readonly Competition[], options: SearchIndexOptions, previous?: TokenIndex): Generator<void, TokenIndex> {
  const { extraText } = options;
  if (extraText) {
    // Not shared: another index's tokens cover other text. An item is unchanged when its extra text is too.
    const same = (a: Competition, b: Competition) => sameText(a, b) && extraText(a) === extraText(b);
    return yield* tokenIndexSteps(items, textsOf(items, extraText), previous, same);
  }
  const built = yield* tokenIndexSteps(items, textsOf(items), previous ?? shared.latest);
  shared.latest = built;
  return built;
}

/**
 * The search index of a list of competitions, as an immutable snapshot that updates itself: `with(edit)` gives the
 * snapshot after one change at the cost of that change (the token index of the last full build stays; the edited
 * items are matched by their text and the replaced ones left out), and `compacted()` folds the edits into a new
 * full build in small slices off the request path. Every snapshot answers exactly as a full build of its items.
 */
export class SearchIndex {
  private listed?: readonly Competition[];

  private constructor(
    private readonly base: TokenIndex,
    private readonly ties: Ties,
    /** Base positions no longer in the list (removed or replaced); null when none. */
    private readonly removed: Uint8Array | null,
    private readonly extras: readonly Extra[],
    /** Every edit since the base was built, oldest first (to replay onto a compacted base). */
    readonly edits: readonly IndexEdit[],
    private readonly options: SearchIndexOptions,
  ) {}

  static build(items: readonly Competition[], options: SearchIndexOptions = {}): SearchIndex {
    return runAtOnce(SearchIndex.steps(items, options));
  }

  /** build() as steps, for runInSlices (slices.ts), which leaves the event loop free for requests between them. */
  static *steps(items: readonly Competition[], options: SearchIndexOptions = {}): Steps<SearchIndex> {
    return new SearchIndex(...(yield* baseSteps(items, options)), null, [], [], options);
  }

  /** The items, in index order. */
  get items(): readonly Competition[] {
    return (this.listed ??= this.merge(
      [...this.base.items.keys()].filter((i) => !this.removed?.[i]),
      this.extras,
    ));
  }

  get size(): number {
    return this.items.length;
  }

  /**
   * Spec section 5 (see queryWords): text AND (category OR tag); filters only: category OR tag; nothing: none. Each
   * refinement in `f.refine` must hold as well (refinements.ts), judged on `today` (a Jakarta date).
   */
  search(f: SearchFilters, today?: string): Competition[] {
    return this.searchRanked(f, today, false).items;
  }

  /**
   * search() in "Paling relevan" order (rank.ts), ties newest first (ties.ts); `openFirst` false leaves open and closed
   * listings mixed (the admin's table).
   */
  searchByRelevance(f: SearchFilters, today: string = todayInJakarta(), openFirst = true): Competition[] {
    const hits = this.hits(f, today, true, openFirst);
    if (!hits) return this.search(f, today);
    return relevanceOrder(
      this.base.items,
      this.ties,
      hits.positions,
      hits.baseScores,
      hits.extras.map((e) => e.item),
      hits.extraScores,
    );
  }

  /** search() with each hit's relevance for the query's text (see rank.ts); every score is 0 without text or `rank`. */
  searchRanked(f: SearchFilters, today: string = todayInJakarta(), rank = true): RankedHits {
    const hits = this.hits(f, today, rank);
    if (!hits) {
      // Refinements alone: every item that passes them.
      const items = this.items.filter((c) => passesAll(c, f.refine ?? [], today));
      return { items, scores: new Uint8Array(items.length) };
    }
    const { positions, extras, baseScores, extraScores } = hits;
    if (!rank) return { items: this.merge(positions, extras), scores: new Uint8Array(0) };
    const score = new Map<Competition, number>();
    extras.forEach((e, x) => score.set(e.item, u8(extraScores, x)));
    const items = this.merge(positions, extras);
    const scores = new Uint8Array(items.length);
    // Base hits keep their order in the merge, so their scores are read in turn.
    let b = 0;
    items.forEach((c, x) => (scores[x] = score.get(c) ?? u8(baseScores, b++)));
    return { items, scores };
  }

  /** The hits of the full build and of the edited items, with scores when `rank`; null for refinements alone. */
  private hits(f: SearchFilters, today: string, rank: boolean, openFirst = true) {
    const words = queryWords(f.q);
    const refine = f.refine ?? [];
    if (refine.length && !words.length && !f.categories.length && !f.tags.length) return null;
    const hits = findPositions(this.base, words, f, this.removed ?? undefined);
    if (refine.length) hits.positions = hits.positions.filter((i) => passesAll(itemAt(this.base.items, i), refine, today));
    const extras = this.extras.filter((e) => extraMatches(e, words, f) && passesAll(e.item, refine, today));
    const none = new Uint8Array(0);
    const ranked = rank && words.length > 0;
    const closedAfter = openFirst ? today : undefined;
    return {
      positions: hits.positions,
      extras,
      baseScores: ranked
        ? relevanceScores(
            f.q,
            words,
            hits.positions.map((i) => itemAt(this.base.items, i)),
            wordsByField(this.base, hits),
            closedAfter,
          )
        : new Uint8Array(hits.positions.length),
      extraScores: ranked
        ? relevanceScores(
            f.q,
            words,
            extras.map((e) => e.item),
            extraWordsByField(
              extras.map((e) => e.text),
              words,
            ),
            closedAfter,
          )
        : rank
          ? new Uint8Array(extras.length)
          : none,
    };
  }

  /**
   * The query with each word that is in no text replaced by the nearest indexed word ("esay" -> "esai"), or null
   * when no word has a near one. Meant for a search that found nothing.
   */
  suggest(q: string): string | null {
    const { pieces, postStart } = this.base;
    // How many (item, token) pairs hold a piece: roughly, in how many texts it is.
    const use = (p: number) => {
      let n = 0;
      for (let x = i32(pieces.pieceStart, p), end = i32(pieces.pieceStart, p + 1); x < end; x++) {
        const t = i32(pieces.pieceTokens, x);
        n += i32(postStart, t + 1) - i32(postStart, t);
      }
      return n;
    };
    const words = queryWords(q);
    let changed = false;
    const out = words.map((w) => {
      const near = nearestWord(pieces, w, use);
      if (near === null) return w;
      changed = true;
      return near;
    });
    return changed ? out.join(' ') : null;
  }

  /** The snapshot after one edit; this one is unchanged. */
  with(edit: IndexEdit): SearchIndex {
    const id = 'upsert' in edit ? edit.upsert.id : edit.remove;
    let removed = this.removed;
    const at = this.base.positions.get(id);
    if (at !== undefined && !removed?.[at]) {
      removed = removed ? removed.slice() : new Uint8Array(this.base.length);
      removed[at] = 1;
    }
    const extras = this.extras.filter((e) => e.item.id !== id);
    if ('upsert' in edit) {
      const extra = { item: edit.upsert, text: fullText(edit.upsert, this.options.extraText) };
      const { compare } = this.options;
      let x = extras.length;
      if (compare) {
        // First position whose item comes after the new one.
        let lo = 0;
        while (lo < x) {
          const mid = (lo + x) >> 1;
          if (compare(itemAt(extras, mid).item, edit.upsert) <= 0) lo = mid + 1;
          else x = mid;
        }
      }
      extras.splice(x, 0, extra);
    }
    return new SearchIndex(this.base, this.ties, removed, extras, [...this.edits, edit], this.options);
  }

  /** The same items in a new full build (in slices), with no edits pending. */
  async compacted(): Promise<SearchIndex> {
    if (!this.edits.length) return this;
    const items = this.items;
    return new SearchIndex(...(await runInSlices(baseSteps(items, this.options, this.base))), null, [], [], this.options);
  }

  /**
   * `fresh` (made by `from.compacted()`) with the edits this snapshot has over `from`; null when this snapshot does
   * not descend from `from` (a full build replaced it meanwhile).
   */
  replayOnto(fresh: SearchIndex, from: SearchIndex): SearchIndex | null {
    if (
      this.base !== from.base ||
      this.edits.length < from.edits.length ||
      this.edits[from.edits.length - 1] !== from.edits[from.edits.length - 1]
    )
      return null;
    return this.edits.slice(from.edits.length).reduce<SearchIndex>((ix, edit) => ix.with(edit), fresh);
  }

  /** Base positions (ascending) and extras (in order) as one list in index order. */
  private merge(positions: readonly number[], extras: readonly Extra[]): Competition[] {
    const base = this.base.items;
    const out: Competition[] = new Array(positions.length + extras.length);
    const { compare } = this.options;
    let p = 0;
    let x = 0;
    let k = 0;
    while (p < positions.length && x < extras.length) {
      const a = itemAt(base, itemAt(positions, p));
      const b = itemAt(extras, x).item;
      if (compare && compare(a, b) <= 0) {
        out[k++] = a;
        p++;
      } else if (compare) {
        out[k++] = b;
        x++;
      } else break;
    }
    while (p < positions.length) out[k++] = itemAt(base, itemAt(positions, p++));
    while (x < extras.length) out[k++] = itemAt(extras, x++).item;
    return out;
  }
}

function extraMatches(e: Extra, words: readonly string[], f: SearchFilters): boolean {
  const hasFilters = f.categories.length > 0 || f.tags.length > 0;
  if (!words.length && !hasFilters) return false;
  if (hasFilters && !e.item.categories.some((c) => f.categories.includes(c)) && !e.item.tags.some((t) => f.tags.includes(t))) return false;
  return !words.length || words.some((w) => e.text.includes(w));
}
