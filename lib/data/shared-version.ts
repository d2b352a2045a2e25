import 'server-only';
import {
  announceChange,
  checkForChanges,
  EVERY_PAGE_TAG,
  expireLocally,
  onSharedChange,
  readSharedEdits,
  type SharedEdit,
} from '@/lib/cache/shared-changes.mjs';
import { getRedis } from '@/lib/shared/redis-connection.mjs';
import { DATA_POLL_WORDS } from '@/lib/words/operations';
import type { IndexEdit } from '@/lib/search/search-index';
import { currentCatalog, primeCatalog, readCatalogAgain } from './catalog';

/**
 * The data's version across instances (REDIS_URL set). A write on one instance expires its pages and announces
 * the change (lib/cache/shared-changes.mjs); every other instance reads the data again and then expires the same
 * pages. Changes made outside the site (a commit on GitHub) are found by one poller per deployment: every
 * DATA_CACHE_SECONDS, the one instance that takes that period's lease reads the store, and announces a change when
 * the version moved. So store reads do not grow with the number of instances.
 */

const KEY = Symbol.for('infolomba.shared-version');
type Holder = { started?: boolean };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

/** At start (lib/startup.ts): catch up with announced changes. The store is polled by the `data-poll` job. */
export function startSharedData(): void {
  const redis = getRedis();
  if (!redis || holder.started) return;
  holder.started = true;
  onSharedChange(catchUpWithData);
  void checkForChanges();
}

/**
 * Brings this instance's data up to the shared head: by applying the writes it missed when the edits the writers
 * left form a chain from its version to the head (no store read: a write reaches every instance in the time of an
 * index edit), else by reading the store again. `everything`: Redis lost its record of changes, so what it holds
 * (or held in an older snapshot) is not trusted and the store is read. Exported for the tests.
 */
export async function catchUpWithData({ everything = false }: { everything?: boolean } = {}): Promise<void> {
  if (everything) {
    await readCatalogAgain();
    return;
  }
  const shared = currentCatalog() ? await readSharedEdits().catch(() => null) : null;
  const start = currentCatalog();
  const chain = start && shared?.head ? editChain(start.version, shared.head, shared.edits) : null;
  if (!chain) {
    await readCatalogAgain();
    return;
  }
  for (const e of chain) {
    const current = currentCatalog();
    // Only ever onto the exact data the edit was made on; anything else is read from the store.
    if (current?.version !== e.before) {
      await readCatalogAgain();
      return;
    }
    primeCatalog(current.items, e.version, { before: e.before, edit: e.edit as IndexEdit }, current.health);
  }
  if (chain.length) console.info(`[changes] applied ${chain.length} write(s) of other instances, no store read`);
}

/** The edits leading from `from` to `head`, oldest first: [] when already there, null when they do not reach it. */
export function editChain(from: string, head: string, edits: readonly SharedEdit[]): SharedEdit[] | null {
  const chain: SharedEdit[] = [];
  let at = from;
  while (at !== head) {
    const next = edits.find((e) => e.before === at);
    if (!next || chain.length >= edits.length) return null;
    chain.push(next);
    at = next.version;
  }
  return chain;
}

/**
 * The poll of the store for changes made outside the site (a commit on GitHub): the `data-poll` job, once per
 * DATA_CACHE_SECONDS across every instance (lib/jobs), so it also runs on a serverless host through the cron route.
 * Reads the store; when the version moved, expires every page here and tells every instance.
 */
export async function pollStoreForChanges(): Promise<string> {
  const before = currentCatalog()?.version;
  const catalog = await readCatalogAgain();
  if (catalog.error) throw new Error(catalog.error);
  if (before === undefined || catalog.version === before) return DATA_POLL_WORDS.unchanged;
  expireLocally([EVERY_PAGE_TAG]);
  // A change made outside the site has no edit: the head moves, so every instance reads the store again.
  await announceChange([EVERY_PAGE_TAG], { head: catalog.version });
  return DATA_POLL_WORDS.changed;
}
