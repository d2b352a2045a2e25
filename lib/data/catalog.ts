import 'server-only';
import { sortCompetitions, type SortOrder } from '@/lib/competitions/sort';
import type { Competition } from '@/lib/competitions/schema';
import { getEnv, isBuildPhase } from '@/lib/env';
import type { SearchFilters } from '@/lib/search/params';
import type { IndexEdit } from '@/lib/search/search-index';
import { runAtOnce, runInSlices } from '@/lib/search/slices';
import type { SearchSort } from '@/lib/search/sort';
import { checkForChanges } from '@/lib/cache/shared-changes.mjs';
import { redisReady } from '@/lib/shared';
import { getStore, type StoreSnapshot } from '@/lib/store';
import type { StoreFailure } from '@/lib/store/types';
import type { DataFile } from '@/lib/store/raw-file';
import { applyEdit, catalogSteps, type Derived, overlay } from './catalog-derive';
import { DATA_MESSAGES } from '@/lib/words/errors';

/** What the admin panel and readiness need to know about the file beyond the items (lib/data/data-health.ts). */
export type CatalogHealth = Pick<DataFile, 'records' | 'dropped'> & { absent: boolean };
const healthOf = (s: Partial<CatalogHealth>): CatalogHealth => ({
  records: s.records ?? [],
  dropped: s.dropped ?? [],
  absent: s.absent ?? false,
});

/** Everything the pages need from the data file, derived once per read rather than once per request. */
export type Catalog = Derived & {
  version: string;
  /** The last read's error; items then hold the last good copy, or nothing. Never shown to visitors as it is. */
  error: string | null;
  /** The store's reads are failing and this is its last good copy (also when `error` is null: GitHub's copy). */
  storeFailure: StoreFailure | null;
  loadedAt: number;
  /** The records the site cannot show (they stay in the file) and whether the file exists. */
  health: CatalogHealth;
};

type State = { catalog?: Catalog; pending?: Promise<Catalog>; compacting?: boolean };
// One state per process: route bundles may each load this module, so it lives on globalThis.
const KEY = Symbol.for('infolomba.catalog');
const state: State = ((globalThis as Record<symbol, State>)[KEY] ??= {});

/** Everything derived from a snapshot, at once (tests, scripts); the server builds in slices (see load). */
type CatalogSource = Pick<StoreSnapshot, 'items' | 'version' | 'stale'> & Partial<CatalogHealth>;

export function buildCatalog(snapshot: CatalogSource, error: string | null = null): Catalog {
  const { version, stale } = snapshot;
  return {
    ...runAtOnce(catalogSteps(snapshot.items)),
    version,
    error,
    storeFailure: stale ?? null,
    loadedAt: Date.now(),
    health: healthOf(snapshot),
  };
}

async function buildCatalogInSlices(snapshot: CatalogSource): Promise<Catalog> {
  const derived = await runInSlices(catalogSteps(snapshot.items));
  return {
    ...derived,
    version: snapshot.version,
    error: null,
    storeFailure: snapshot.stale ?? null,
    loadedAt: Date.now(),
    health: healthOf(snapshot),
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

/**
 * A search over the catalog in the order asked for: the spec's rule picks the results (SearchIndex.search), and
 * "relevance" orders them by rank.ts with ties newest first. What /search shows, before paging.
 */
export function searchCatalog(catalog: Catalog, filters: SearchFilters, sort: SearchSort, today: string): Competition[] {
  if (sort !== 'relevance') return orderResults(catalog, catalog.index.search(filters, today), sort, today);
  return catalog.index.searchByRelevance(filters, today);
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
      last.storeFailure = snap.stale ?? null;
      last.health = healthOf(snap);
      return last;
    }
    if (snap.dropped.length)
      console.warn(`[data] ${snap.dropped.length} record(s) cannot be shown (kept in the file):`, snap.dropped.slice(0, 5));
    // Built in slices, so requests meanwhile are served from the copy we hold.
    const built = await buildCatalogInSlices(snap);
    if (state.catalog !== last) return state.catalog!;
    state.catalog = built;
  } catch (e) {
    const last = state.catalog;
    if (last && last !== before) return last;
    const message = e instanceof Error ? e.message : DATA_MESSAGES.loadFailed;
    console.error('[data] read failed:', message);
    const now = Date.now();
    // A copy from a good read is served as the store's last good copy; a catalog that only ever held an error is not one.
    if (last && (last.storeFailure || !last.error)) {
      const storeFailure = {
        error: message,
        since: last.storeFailure?.since ?? now,
        lastGoodAt: last.storeFailure?.lastGoodAt ?? last.loadedAt,
      };
      state.catalog = { ...last, error: message, storeFailure, loadedAt: now };
    } else state.catalog = last ? { ...last, error: message, loadedAt: now } : buildCatalog({ items: [], version: '' }, message);
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
 *
 * With instances sharing Redis, no instance reads the store on its own every DATA_CACHE_SECONDS: one poller per
 * deployment does (lib/data/shared-version.ts), and an instance reads again when a change is announced. While
 * Redis is unreachable each instance falls back to its own timed reads.
 */
export async function getCatalog(): Promise<Catalog> {
  // `next build` reads no data (one build runs on any data); what it prerenders is never served (see next.config.ts).
  if (isBuildPhase()) return (state.catalog ??= buildCatalog({ items: [], version: '' }));
  // Shared mode: a change announced by another instance (or a lost notice of one) is found here.
  void checkForChanges();
  const current = state.catalog;
  if (!current) return refresh();
  if (!redisReady() && Date.now() - current.loadedAt > getEnv().DATA_CACHE_SECONDS * 1000) void refresh();
  return current;
}

/** What a write changed: the one edit, and the version of the data it was applied to. */
export type WrittenChange = { edit: IndexEdit; before: string };

/** Edits the search index takes before they are folded into a new full build (off the request path). */
const COMPACT_AFTER = 64;

/**
 * After a write: serve exactly what was written, without another read. When the catalog holds the data the write
 * was applied to, only the edited item is placed (catalog-derive.ts); when another writer changed the data meanwhile,
 * the edit is shown at once and the whole catalog rebuilt from `items` in slices. Without a change (scripts, tests),
 * or before the first read, everything is built at once.
 */
export function primeCatalog(items: Competition[], version: string, change?: WrittenChange, file?: Partial<CatalogHealth>): Catalog {
  const current = state.catalog;
  const health = healthOf({ ...file, absent: false });
  if (!current || !change) return (state.catalog = buildCatalog({ items, version, ...health }));
  state.catalog = overlay(current, applyEdit(current, change.edit), {
    version,
    error: null,
    storeFailure: null,
    loadedAt: Date.now(),
    health,
  });
  if (current.version !== change.before) void rebuild(items, version, health);
  else if (state.catalog.index.edits.length >= COMPACT_AFTER) void compact();
  return state.catalog;
}

/** Folds the index's edits into a new full build in slices, then replays any edit made meanwhile. */
async function compact(): Promise<void> {
  if (state.compacting) return;
  state.compacting = true;
  try {
    const from = state.catalog!.index;
    const fresh = await from.compacted();
    const latest = state.catalog!;
    const index = latest.index.replayOnto(fresh, from);
    if (index) state.catalog = overlay(latest, { index });
  } catch (e) {
    console.error('[data] index compaction failed:', e instanceof Error ? e.message : e);
  } finally {
    state.compacting = false;
  }
}

async function rebuild(items: Competition[], version: string, health: CatalogHealth): Promise<void> {
  const before = state.catalog;
  try {
    const built = await buildCatalogInSlices({ items, version, ...health });
    // A later write or read replaced the catalog meanwhile: it is at least as new.
    if (state.catalog === before || state.catalog?.version === version) state.catalog = built;
  } catch (e) {
    console.error('[data] catalog rebuild failed:', e instanceof Error ? e.message : e);
  }
}

/** The catalog held now, without reading or refreshing anything (undefined before the first read). */
export function currentCatalog(): Catalog | undefined {
  return state.catalog;
}

/** Forces the next getCatalog() to wait for a fresh read. */
export async function reloadCatalog(): Promise<Catalog> {
  return refresh();
}

/** A read that starts after this call (a read already under way may predate a change just announced). */
export async function readCatalogAgain(): Promise<Catalog> {
  await state.pending?.catch(() => undefined);
  return refresh();
}
