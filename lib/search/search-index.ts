import type { Competition } from '@/lib/competitions/schema';
import { findInTokenIndex } from './lookup';
import type { SearchFilters } from './params';
import { SEP, searchableDate, searchableText } from './text';
import { buildTokenIndex, type IndexedCompetition, type TokenIndex } from './token-index';

export type { IndexedCompetition } from './token-index';

/** Entries made by buildSearchIndex compute their text on demand: searching uses the token index built with them. */
class Entry implements IndexedCompetition {
  constructor(public item: Competition) {}
  get text(): string {
    return searchableText(this.item);
  }
}

type Shared = { built: WeakMap<readonly IndexedCompetition[], TokenIndex>; latest?: TokenIndex };
// Route bundles may each load this module; the indexes live on globalThis so every copy finds them.
const SHARED = Symbol.for('infolomba.searchIndex.v1');
const shared: Shared = ((globalThis as Record<symbol, Shared>)[SHARED] ??= { built: new WeakMap() });

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

/** Spec section 5 over an index made by buildSearchIndex (or any array of entries): see findInTokenIndex. */
export function searchCompetitions(index: readonly IndexedCompetition[], f: SearchFilters): Competition[] {
  return findInTokenIndex(tokenIndexOf(index), f);
}
