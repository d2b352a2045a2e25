import 'server-only';
import { ServerResponse } from 'node:http';
import { checkStartupEnv, ConfigError } from '@/lib/env';
import { warmCatalog } from '@/lib/data/warm';
import { startJobTimer } from '@/lib/jobs';
import { startSharedData } from '@/lib/data/shared-version';
import { watchRedisKeeping } from '@/lib/shared/keeping';
import { installRequestHook } from '@/lib/server/request-hook';
import { keepSingleLocation } from '@/lib/server/single-location';
import { installShutdown } from '@/lib/shutdown';
import { refreshGoneIds } from '@/lib/links/gone';
import { warmStats } from '@/lib/stats';

/**
 * What a Node server does once when it starts (instrumentation.ts). The whole configuration is checked first, so a
 * bad or missing setting stops the server at once with the message naming the variable, never at a visitor's
 * request. Then the graceful shutdown is installed and the first catalog load is started, not awaited: readiness is
 * not delayed, and a request arriving meanwhile joins that read instead of starting another.
 */
export function startNodeServer(): void {
  try {
    checkStartupEnv();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(`[config] ${e.message}`);
    process.exit(1);
  }
  // Before the first request is handled: the socket's address for the login throttle, and a 400 for a path Next's
  // router cannot decode.
  installRequestHook();
  // Next's cached redirects would send Location twice (vercel/next.js#82117).
  keepSingleLocation(ServerResponse.prototype);
  installShutdown();
  // Several instances (REDIS_URL): follow the changes the others announce, and poll the store as one.
  startSharedData();
  // ... and say at once when that Redis keeps nothing across a restart or evicts keys.
  watchRedisKeeping();
  void warmCatalog();
  // Deleted competitions answer 410 (lib/links/gone.ts) from the first request on.
  void refreshGoneIds();
  // "Statistik" sums 90 days of counts: its summaries read (or made) at once, again after each midnight.
  void warmStats();
  // Scheduled work (lib/jobs): each instance looks for due jobs; one of them runs each job per period.
  startJobTimer();
}
