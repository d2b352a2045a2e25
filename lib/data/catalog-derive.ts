import { comparator, keyedComparator, SORT_OPTIONS, sortKey, type SortOrder } from '@/lib/competitions/sort';
import type { Competition } from '@/lib/competitions/schema';
import { type IndexEdit, SearchIndex } from '@/lib/search/search-index';
import { sortSteps, type Steps } from '@/lib/search/slices';
import { itemAt } from '@/lib/checked';

/*
 * What the catalog derives from the data, in two ways that give the same result: all of it from a list of items
 * (catalogSteps, a generator so the server runs it in slices between requests), or from the previous catalog and
 * one edit (applyEdit: the edited item is placed in each list and the search index, nothing else is redone).
 */

export type Derived = {
  /** Home order: registration end, latest first. */
  items: Competition[];
  byId: Map<string, Competition>;
  index: SearchIndex;
  /** Distinct tags in home order (the sidebar finds its first 100 itself, without this pass: sidebar-picks.ts). */
  tags: string[];
  /** The same tags, alphabetical (the /tags page). */
  tagsSorted: string[];
  /** Every item in each sort order; closing_soon holds every item with an end date (filtered by today per request). */
  sorted: Partial<Record<SortOrder, Competition[]>>;
};

const tagCollator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
const homeOrder = comparator<Competition>('home');

function tagsOf(items: readonly Competition[]): Pick<Derived, 'tags' | 'tagsSorted'> {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const c of items) {
    for (const t of c.tags) {
      if (seen.has(t)) continue;
      seen.add(t);
      tags.push(t);
    }
  }
  return { tags, tagsSorted: [...tags].sort(tagCollator.compare) };
}

/**
 * `tags` and `tagsSorted` as getters made on first use: a pass over every item's tags (tens of ms at 100k) that a
 * write should not pay; the first request for /tags after a write does, once.
 */
function lazyTags(items: readonly Competition[]): Pick<Derived, 'tags' | 'tagsSorted'> {
  let made: Pick<Derived, 'tags' | 'tagsSorted'> | undefined;
  return {
    get tags() {
      return (made ??= tagsOf(items)).tags;
    },
    get tagsSorted() {
      return (made ??= tagsOf(items)).tagsSorted;
    },
  };
}

/**
 * `base` with `changes` laid over it, copying property descriptors rather than values, so lazy getters (lazyTags)
 * stay lazy where a spread would run them.
 */
export function overlay<T extends object>(base: T, ...changes: Partial<T>[]): T {
  const descriptors = Object.assign({}, Object.getOwnPropertyDescriptors(base), ...changes.map((c) => Object.getOwnPropertyDescriptors(c)));
  return Object.defineProperties({}, descriptors) as T;
}

/** The items of sort order `order` that its list holds. */
const listed = (order: SortOrder, c: Competition) => order !== 'closing_soon' || Boolean(c.registration.end);

function* sortedSteps<T extends Competition>(items: readonly T[], order: SortOrder | 'home'): Steps<T[]> {
  const keyed: { item: T; key: number }[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    if ((i & 8191) === 8191) yield;
    keyed[i] = { item: itemAt(items, i), key: sortKey(itemAt(items, i), order) };
  }
  return (yield* sortSteps(keyed, keyedComparator<T>(order))).map((x) => x.item);
}

/** Everything derived from `items` (any order), yielding between slices of work. */
export function* catalogSteps(items: readonly Competition[]): Steps<Derived> {
  const home = yield* sortedSteps(items, 'home');
  const byId = new Map<string, Competition>();
  for (let i = 0; i < home.length; i++) {
    if ((i & 8191) === 8191) yield;
    byId.set(itemAt(home, i).id, itemAt(home, i));
  }
  const index = yield* SearchIndex.steps(home, { compare: homeOrder });
  const sorted: Derived['sorted'] = {};
  for (const { value } of SORT_OPTIONS)
    sorted[value] = yield* sortedSteps(
      home.filter((c) => listed(value, c)),
      value,
    );
  return { items: home, byId, index, ...tagsOf(home), sorted };
}

/** `list` (sorted by `compare`) without `old` and with `item` in its place; a new array. */
function placed<T>(list: readonly T[], old: T | undefined, item: T | undefined, compare: (a: T, b: T) => number): T[] {
  const out = list.slice();
  if (old !== undefined) {
    const at = out.indexOf(old);
    if (at >= 0) out.splice(at, 1);
  }
  if (item !== undefined) {
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(itemAt(out, mid), item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    out.splice(lo, 0, item);
  }
  return out;
}

const orderComparators = new Map(SORT_OPTIONS.map(({ value }) => [value, comparator<Competition>(value)]));

/**
 * `derived` after one edit, at the cost of that edit: a copy of each list with the item moved, and the index's
 * next snapshot. `byId` is updated in place (a lookup by id always means the newest data).
 */
export function applyEdit(derived: Derived, edit: IndexEdit): Derived {
  const id = 'upsert' in edit ? edit.upsert.id : edit.remove;
  const item = 'upsert' in edit ? edit.upsert : undefined;
  const old = derived.byId.get(id);
  const oldAt = old ? derived.items.indexOf(old) : -1;
  const items = placed(derived.items, old, item, homeOrder);
  if (item) derived.byId.set(id, item);
  else derived.byId.delete(id);
  const sorted: Derived['sorted'] = {};
  for (const [order, list] of Object.entries(derived.sorted) as [SortOrder, Competition[]][]) {
    const keep = (c: Competition | undefined) => (c && listed(order, c) ? c : undefined);
    sorted[order] = placed(list, keep(old), keep(item), orderComparators.get(order)!);
  }
  // The tags in home order are the items' tags in order of first appearance: unchanged when the item keeps its tags
  // and its place in that order (a title or description fix that does not reorder it), so the previous list, made
  // or still lazy, serves as it is rather than a pass over every item after each save.
  const sameTags = old && item && old.tags.length === item.tags.length && old.tags.every((t, i) => t === item.tags[i]);
  const tags = sameTags && oldAt >= 0 && items[oldAt] === item ? overlay(derived, {}) : lazyTags(items);
  return overlay(tags as Derived, { items, byId: derived.byId, index: derived.index.with(edit), sorted });
}
