import 'server-only';
import { getCatalog, reloadCatalog, type Catalog } from '@/lib/data/catalog';
import { getEnv } from '@/lib/env';
import { isDraining } from '@/lib/shutdown';
import { getStore } from '@/lib/store';

/** How long readiness waits for the store when its last answer is too old. */
const STORE_WAIT_MS = 5_000;
// A background refresh takes a moment after the window ends; readiness does not flap during it.
const SLACK_MS = 5_000;

type Readiness = {
  ready: boolean;
  /** Why not ready, in the words an operator acts on. */
  reason?: string;
  store: 'local' | 'github';
  items: number;
  /** The data file's version ('' when the file does not exist yet). */
  version: string;
  /** The store holds no data file yet: the site is up and empty until an admin adds a competition. */
  dataFileMissing: boolean;
  /** Seconds since the store last answered. */
  storeAnsweredSecondsAgo: number;
};

const timeout = (ms: number) => new Promise<null>((r) => setTimeout(() => r(null), ms));

/**
 * Ready when the data is loaded and the store answered within the cache window (DATA_CACHE_SECONDS). When its last
 * answer is older, the store is asked now (at most once per window, however often the probe comes: it joins the
 * catalog's own refresh). Not ready while shutting down, so a load balancer stops sending traffic first.
 */
export async function readiness(now: () => number = Date.now): Promise<Readiness> {
  const windowMs = getEnv().DATA_CACHE_SECONDS * 1000 + SLACK_MS;
  let catalog: Catalog | null = await getCatalog();
  if (now() - catalog.loadedAt > windowMs) catalog = await Promise.race([reloadCatalog(), timeout(STORE_WAIT_MS)]);
  const base = { store: getStore().kind, items: catalog?.items.length ?? 0, version: catalog?.version ?? '' };
  const report: Readiness = {
    ready: true,
    ...base,
    dataFileMissing: Boolean(catalog && !catalog.error && catalog.version === ''),
    storeAnsweredSecondsAgo: catalog ? Math.round((now() - catalog.loadedAt) / 1000) : -1,
  };
  if (isDraining()) return { ...report, ready: false, reason: 'Server sedang berhenti (SIGTERM).' };
  if (!catalog) return { ...report, ready: false, reason: `Penyimpanan data tidak menjawab dalam ${STORE_WAIT_MS / 1000} detik.` };
  if (catalog.error) return { ...report, ready: false, reason: catalog.error };
  return report;
}
