import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { isbot } from 'isbot';
import { z } from 'zod';
import { clientAddress } from '@/lib/auth/client-address';
import { getSessionUser, isAdmin } from '@/lib/auth/session';
import { todayInJakarta } from '@/lib/competitions/dates';
import { getEnv, readAuthEnv } from '@/lib/env';
import { chooseShared } from '@/lib/shared';
import { getLimiter } from '@/lib/shared/limiter';
import { site } from '@/lib/site';
import { type CompetitionEvent, competitionField, type Hit, incrementsFor, isPhone } from './count';
import { createFileStatsStore } from './file-store';
import { createRedisStatsStore } from './redis-store';
import { warmReports } from './report';
import type { StatsStore } from './types';

/** `database/data.json` -> `database/data.stats.json`: beside the data file, never in it. */
export function statsFileFor(dataFile: string): string {
  const { dir, name } = path.parse(dataFile);
  return path.join(dir, `${name}.stats.json`);
}

// One store per process; route bundles may each load this module.
const KEY = Symbol.for('infolomba.stats');
type Holder = { store?: StatsStore; file?: string };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

export function getStatsStore(): StatsStore {
  const file = statsFileFor(getEnv().DATA_FILE);
  if (!holder.store || holder.file !== file) {
    holder.store = chooseShared<StatsStore>({
      embedded: () => {
        const store = createFileStatsStore(file);
        // A stop (SIGTERM through Next's own handler, or any exit) writes what the last seconds counted.
        process.once('exit', () => store.flushSync());
        return store;
      },
      redis: (redis, key) => createRedisStatsStore(redis, (table, day) => key('stats', table, day)),
    });
    holder.file = file;
  }
  return holder.store;
}

/** Per address: at most 20 counts a minute, and the same count at most twice in 10 minutes. */
const perAddress = () => getLimiter('stats-address', { limit: 20, windowMs: 60_000 });
const perThing = () => getLimiter('stats-same', { limit: 2, windowMs: 10 * 60_000 });

/**
 * The address as a limiter key that is no address: a hash with the server's secret and the day, so the key means
 * nothing outside this server and nothing after the day (the limiter forgets it within minutes anyway).
 */
function addressKey(headers: Headers): string {
  const secret = readAuthEnv().NEXTAUTH_SECRET ?? '';
  const address = clientAddress(headers, readAuthEnv().TRUSTED_PROXY_HOPS);
  return createHash('sha256').update(`${todayInJakarta()}\n${secret}\n${address}`).digest('base64url').slice(0, 22);
}

const hasSessionCookie = (headers: Headers) => /(^|;\s*)(__Secure-)?next-auth\.session-token(\.\d+)?=/.test(headers.get('cookie') ?? '');

type Why = 'counted' | 'bot' | 'admin' | 'limited' | 'unknown';

/**
 * Counts one hit from a page's counting script, unless it comes from a crawler, from the admin's own session or
 * beyond the address's limit, or names nothing the site has. Never throws: counting must not fail a visitor.
 */
export async function recordHit(hit: Hit, headers: Headers, isCompetition: (id: string) => boolean, now = Date.now()): Promise<Why> {
  if (isbot(headers.get('user-agent') ?? '')) return 'bot';
  if (hasSessionCookie(headers) && isAdmin(await getSessionUser().catch(() => null))) return 'admin';
  const requestHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || '';
  const ownHosts = [new URL(site.url).hostname, requestHost.replace(/:\d+$/, '')].filter(Boolean);
  const increments = incrementsFor(hit, { phone: isPhone(headers), ownHosts, isCompetition });
  if (!increments) return 'unknown';
  const address = addressKey(headers);
  const thing = createHash('sha256')
    .update(`${address}\n${hit.k}\n${hit.id ?? ''}\n${hit.q ?? ''}`)
    .digest('base64url');
  const same = await perThing().admit([thing.slice(0, 22)]);
  if (!same.ok) return 'limited';
  const any = await perAddress().admit([address]);
  if (!any.ok) return 'limited';
  const day = todayInJakarta(now);
  const store = getStatsStore();
  await Promise.all([
    store.add('d', day, increments.d),
    increments.r && store.add('r', day, increments.r),
    increments.q && store.add('q', day, increments.q.incr, increments.q.set),
  ]);
  return 'counted';
}

/** An event the server itself sees succeed (a reminder sign-up); never throws. */
export async function countEvent(id: string, event: CompetitionEvent, now = Date.now()): Promise<void> {
  try {
    await getStatsStore().add('d', todayInJakarta(now), { [competitionField(id, event)]: 1 });
  } catch (e) {
    console.error('[statistik] counting failed:', e);
  }
}

const askedSchema = z.object({ competitions: z.array(z.string()) });

/** A reminder sign-up the server accepted: one count for each competition asked for that it now follows. */
export async function countSignUps(body: unknown, followed: Record<string, unknown>): Promise<void> {
  const asked = askedSchema.safeParse(body);
  if (!asked.success) return;
  const ids = new Set(asked.data.competitions.filter((id) => Object.hasOwn(followed, id)));
  await Promise.all([...ids].map((id) => countEvent(id, 'reminder')));
}

/** After a start: the last 90 days made ready for "Statistik" in the background (lib/stats/report.ts). */
export async function warmStats(): Promise<void> {
  try {
    await warmReports(getStatsStore(), todayInJakarta());
  } catch (e) {
    console.error('[statistik] preparing the figures failed:', e);
  }
}
