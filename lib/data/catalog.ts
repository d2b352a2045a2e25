import 'server-only';
import { sortByRegistrationEnd, sortCompetitions, type SortOrder } from '@/lib/competitions/sort';
import { buildSearchIndex, type IndexedCompetition } from '@/lib/search/search-index';
import type { Competition } from '@/lib/competitions/schema';
import { getEnv } from '@/lib/env';
import { getStore, type StoreSnapshot } from '@/lib/store';

/** Everything the pages need from the data file, derived once per read rather than once per request. */
export type Catalog = {
  /** Home order: registration end, latest first. */
  items: Competition[];
  byId: Map<string, Competition>;
  index: IndexedCompetition[];
  /** Distinct tags in home order (the sidebar shows the first 100). */
  tags: string[];
  /** The same tags, alphabetical (the /tags page). */
  tagsSorted: string[];
  version: string;
  /** The last read's error; items then hold the last good copy, or nothing. */
  error: string | null;
  loadedAt: number;
  /** Every item in each sort order, made on first use and kept for this copy of the data. */
  sorted: Partial<Record<SortOrder, Competition[]>>;
};

type State = { catalog?: Catalog; pending?: Promise<Catalog> };
// One state per process: route bundles may each load this module, so it lives on globalThis.
const KEY = Symbol.for('infolomba.catalog');
const state: State = ((globalThis as Record<symbol, State>)[KEY] ??= {});

const tagCollator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

export function buildCatalog(snapshot: Pick<StoreSnapshot, 'items' | 'version'>, error: string | null = null): Catalog {
  const items = sortByRegistrationEnd(snapshot.items);
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const c of items) {
    for (const t of c.tags) {
      if (seen.has(t)) continue;
      seen.add(t);
      tags.push(t);
    }
  }
  return {
    items,
    byId: new Map(items.map((c) => [c.id, c])),
    index: buildSearchIndex(items),
    tags,
    tagsSorted: [...tags].sort(tagCollator.compare),
    version: snapshot.version,
    error,
    loadedAt: Date.now(),
    sorted: {},
  };
}

// Before any real date: the closing-soon order of every item with an end date, filtered by today per request.
const BEFORE_ALL_DATES = '0000-00-00';

/**
 * Search results in a sort order without sorting them: the catalog's items are sorted once per order and the
 * results are picked out of that list, so a query that matches thousands of items costs one pass, not a sort.
 */
export function orderResults(catalog: Catalog, results: readonly Competition[], order: SortOrder, today: string): Competition[] {
  if (results.length <= 32) return sortCompetitions(results, order, today);
  const all = (catalog.sorted[order] ??= sortCompetitions(catalog.items, order, BEFORE_ALL_DATES));
  const wanted = new Set(results);
  const out: Competition[] = [];
  for (const c of all) {
    if (!wanted.has(c)) continue;
    if (order === 'closing_soon' && c.registration.end < today) continue;
    out.push(c);
  }
  return out;
}

async function load(): Promise<Catalog> {
  const before = state.catalog;
  try {
    const snap = await getStore().read();
    const last = state.catalog;
    // A write primed the catalog while this read was under way: what it wrote is at least as new as what we read.
    if (last && last !== before) return last;
    if (last && last.version === snap.version) {
      // Same data as the copy we hold: keep its index and sorted lists rather than rebuilding them.
      last.loadedAt = Date.now();
      last.error = null;
      return last;
    }
    if (snap.dropped.length) console.warn(`[data] ${snap.dropped.length} record(s) dropped:`, snap.dropped.slice(0, 5));
    state.catalog = buildCatalog(snap);
  } catch (e) {
    const last = state.catalog;
    if (last && last !== before) return last;
    const message = e instanceof Error ? e.message : 'Gagal memuat data lomba.';
    console.error('[data] read failed:', message);
    state.catalog = last ? { ...last, error: message, loadedAt: Date.now() } : { ...buildCatalog({ items: [], version: '' }, message) };
  }
  return state.catalog;
}

function refresh(): Promise<Catalog> {
  state.pending ??= load().finally(() => (state.pending = undefined));
  return state.pending;
}

/**
 * The data, read through an in-process cache: a fresh copy is reused, a stale one is served while one
 * background read replaces it, and only the very first call waits for the store.
 */
export async function getCatalog(): Promise<Catalog> {
  const current = state.catalog;
  if (!current) return refresh();
  if (Date.now() - current.loadedAt > getEnv().DATA_CACHE_SECONDS * 1000) void refresh();
  return current;
}

/** After a write: serve exactly what was written, without another read. */
export function primeCatalog(items: Competition[], version: string): Catalog {
  state.catalog = buildCatalog({ items, version });
  return state.catalog;
}

/** Forces the next getCatalog() to wait for a fresh read. */
export async function reloadCatalog(): Promise<Catalog> {
  return refresh();
}
