import { todayInJakarta } from '@/lib/competitions/dates';
import { isOpenUntil } from '@/lib/competitions/deadline';
import type { SearchFilters } from '@/lib/search/params';
import { CATEGORIES, type Competition } from '@/lib/competitions/schema';
import { DEFAULT_LIST_SORT, type ListPage, type ListQuery, type ListSort } from './list-query';

/** What listing needs of the catalog: its items in home order, the search index over them, and their version. */
type Listable = {
  items: readonly Competition[];
  byId: ReadonlyMap<string, Competition>;
  index: {
    search(f: SearchFilters, today?: string): Competition[];
    searchByRelevance(f: SearchFilters, today?: string, openFirst?: boolean): Competition[];
  };
  version: string;
};

const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
const categoryRank = (c: Competition) => c.categories.map((x) => String(CATEGORIES.indexOf(x)).padStart(2, '0')).join(',');

/** Each order sorted once per version of the data; `end_desc` is the catalog's own order. */
const sortedCache = new WeakMap<Listable, { version: string; lists: Map<ListSort, readonly Competition[]> }>();

function sortedBy(data: Listable, sort: ListSort): readonly Competition[] {
  if (sort === 'end_desc') return data.items;
  let cached = sortedCache.get(data);
  if (!cached || cached.version !== data.version) sortedCache.set(data, (cached = { version: data.version, lists: new Map() }));
  let list = cached.lists.get(sort);
  if (list) return list;
  // Array.prototype.sort is stable: ties keep home order.
  const items = data.items.slice();
  switch (sort) {
    case 'end_asc': {
      // Missing end dates stay last, as in home order.
      const withEnd = items.filter((c) => c.registration.end);
      withEnd.sort((a, b) => a.registration.end.localeCompare(b.registration.end) || collator.compare(a.title, b.title));
      list = [...withEnd, ...items.filter((c) => !c.registration.end)];
      break;
    }
    case 'title_asc':
      list = items.sort((a, b) => collator.compare(a.title, b.title));
      break;
    case 'title_desc':
      list = items.sort((a, b) => collator.compare(b.title, a.title));
      break;
    case 'category_asc':
    case 'category_desc': {
      const keys = new Map(items.map((c) => [c, categoryRank(c)]));
      const dir = sort === 'category_asc' ? 1 : -1;
      list = items.sort((a, b) => dir * keys.get(a)!.localeCompare(keys.get(b)!));
      break;
    }
  }
  cached.lists.set(sort, list);
  return list;
}

function statusTest(status: ListQuery['status'], today: string): ((c: Competition) => boolean) | null {
  switch (status) {
    case 'open':
      return (c) => isOpenUntil(c.registration.end, today);
    case 'closed':
      return (c) => Boolean(c.registration.end) && !isOpenUntil(c.registration.end, today);
    case 'no_end':
      return (c) => !c.registration.end;
    default:
      return null;
  }
}

/**
 * One page of the list: the text is matched by the public search (same index, the public match rule, over every
 * field), categories narrow it (any of them), then the registration status; in the chosen order. A text search in the
 * table's default order is ranked instead, so an exact or near-exact title comes first (rank.ts, open and closed
 * mixed).
 */
export function listCompetitions(data: Listable, query: ListQuery, today: string = todayInJakarta()): ListPage<Competition> {
  const { q, categories, ids } = query;
  const rankByText = Boolean(q) && !ids.length && query.sort === DEFAULT_LIST_SORT;
  let matched: readonly Competition[] | null = null;
  if (ids.length) {
    matched = ids.map((id) => data.byId.get(id)).filter((c): c is Competition => Boolean(c));
  } else if ((q || categories.length) && !rankByText) {
    matched = data.index.search({ q, categories, tags: [] }, today);
  }
  const test = statusTest(query.status, today);
  const ordered = sortedBy(data, query.sort);
  let results: Competition[];
  if (rankByText) {
    const ranked = data.index.searchByRelevance({ q, categories, tags: [] }, today, false);
    results = test ? ranked.filter(test) : ranked;
  } else if (matched === null) {
    results = test ? ordered.filter(test) : (ordered as Competition[]);
  } else {
    const wanted = new Set(matched);
    results = [];
    for (const c of ordered) if (wanted.has(c) && (!test || test(c))) results.push(c);
  }
  const total = results.length;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const page = Math.min(query.page, pages);
  const start = (page - 1) * query.pageSize;
  return {
    items: results.slice(start, start + query.pageSize),
    total,
    page,
    pageSize: query.pageSize,
    pages,
    all: data.items.length,
    version: data.version,
  };
}
