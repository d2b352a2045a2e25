import 'server-only';
import { getCatalog, reloadCatalog, type Catalog } from '@/lib/data/catalog';
import { getEnv } from '@/lib/env';
import { isDraining } from '@/lib/shutdown';
import { getStore } from '@/lib/store';
import { READINESS } from '@/lib/words/status';

/** How long readiness waits for the store when its last answer is too old. */
const STORE_WAIT_MS = 5_000;
// A background refresh takes a moment after the window ends; readiness does not flap during it.
const SLACK_MS = 5_000;

type Readiness = {
  /** False only when this server cannot serve the data at all, or is stopping: a load balancer then skips it. */
  ready: boolean;
  /** Serving the last good copy while the store's reads fail (ready stays true: see docs/deploy.md). */
  degraded?: true;
  /** Why not ready, or why degraded, in the words an operator acts on. */
  reason?: string;
  store: 'local' | 'github';
  items: number;
  /** The data file's version ('' when the file does not exist yet): while degraded, the copy's version. */
  version: string;
  /** The store holds no data file yet: the site is up and empty until an admin adds a competition. */
  dataFileMissing: boolean;
  /** Seconds since the store last answered with the data (while degraded: since the copy served was read). */
  storeAnsweredSecondsAgo: number;
  /** While degraded: the store's error as it gave it, since when (ISO time), and until when GitHub asked us to wait. */
  storeError?: string;
  failingSince?: string;
  retryAt?: string;
};

const timeout = (ms: number) => new Promise<null>((r) => setTimeout(() => r(null), ms));
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replace(`{${k}}`, String(v)), text);

/**
 * Ready when the data is loaded; the store is asked when its last answer is older than the cache window
 * (DATA_CACHE_SECONDS; at most once per window, however often the probe comes: it joins the catalog's own refresh).
 * While the store's reads fail and its last good copy is served, every answer says so (`degraded`, `reason`, the
 * store's error and since when) and stays 200: the copy is still served, and when GitHub limits one token it limits
 * every server sharing it, so taking them all out would take the site down. Not ready (503) when there is no data
 * to serve (the store failed before its first good read) and while shutting down.
 */
export async function readiness(now: () => number = Date.now): Promise<Readiness> {
  const windowMs = getEnv().DATA_CACHE_SECONDS * 1000 + SLACK_MS;
  let catalog: Catalog | null = await getCatalog();
  if (now() - catalog.loadedAt > windowMs) catalog = await Promise.race([reloadCatalog(), timeout(STORE_WAIT_MS)]);
  const failure = catalog?.storeFailure ?? null;
  const answeredAt = failure ? failure.lastGoodAt : (catalog?.loadedAt ?? 0);
  const report: Readiness = {
    ready: true,
    store: getStore().kind,
    items: catalog?.items.length ?? 0,
    version: catalog?.version ?? '',
    dataFileMissing: Boolean(catalog && !catalog.error && !failure && catalog.version === ''),
    storeAnsweredSecondsAgo: catalog ? Math.round((now() - answeredAt) / 1000) : -1,
  };
  if (isDraining()) return { ...report, ready: false, reason: READINESS.draining };
  if (!catalog) return { ...report, ready: false, reason: fill(READINESS.noAnswer, { seconds: STORE_WAIT_MS / 1000 }) };
  if (failure) {
    const since = new Date(failure.since).toISOString();
    return {
      ...report,
      degraded: true,
      reason: fill(READINESS.degraded, { since, version: catalog.version || '-', age: report.storeAnsweredSecondsAgo }),
      storeError: failure.error,
      failingSince: since,
      ...(failure.retryAt && { retryAt: new Date(failure.retryAt).toISOString() }),
    };
  }
  if (catalog.error) return { ...report, ready: false, reason: catalog.error };
  return report;
}
