import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import path from 'node:path';
import { isbot } from 'isbot';
import { z } from 'zod';
import { clientAddress } from '@/lib/auth/client-address';
import { getSessionUser, isAdmin } from '@/lib/auth/session';
import { todayInJakarta } from '@/lib/competitions/dates';
import { getEnv, readAuthEnv } from '@/lib/env';
import { chooseShared, redisReady, sharedMode } from '@/lib/shared';
import { site } from '@/lib/site';
import { type CompetitionEvent, competitionField, type Hit, headerOf, incrementsFor, isPhone, type RequestHeaders } from './count';
import { createFileStatsStore } from './file-store';
import { type CountLimits, createMemoryCountLimits, createRedisCountLimits } from './limit';
import { createRedisStatsStore, sendOnStop } from './redis-store';
import { addDays } from './days';
import { warmReports } from './report';
import type { StatsStore } from './types';

/** `database/data.json` -> `database/data.stats.json`: beside the data file, never in it. */
export function statsFileFor(dataFile: string): string {
  const { dir, name } = path.parse(dataFile);
  return path.join(dir, `${name}.stats.json`);
}

// One store per process; route bundles may each load this module.
const KEY = Symbol.for('infolomba.stats');
type Holder = { store?: StatsStore; file?: string; limits?: CountLimits };
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
      redis: (redis, key) => {
        const store = createRedisStatsStore(redis, (table, day) => key('stats', table, day));
        // A stop sends the counts of the last window (a second at most) before the process ends.
        sendOnStop(store);
        return store;
      },
    });
    holder.file = file;
  }
  return holder.store;
}

/** Per address: at most 20 counts a minute, and the same count at most twice in 10 minutes (lib/stats/limit.ts). */
function countLimits(): CountLimits {
  return (holder.limits ??= chooseShared<CountLimits>({
    embedded: () => createMemoryCountLimits(),
    redis: (redis, key) => createRedisCountLimits(redis, (rule, k) => key('limit', `stats-${rule}`, k)),
  }));
}

// What a count needs of the sign-in settings, parsed again only when the variables change: parsing the whole group
// (readAuthEnv, zod) twice a count was a tenth of what a count cost.
let authRead: { raw: string; secret: string; hops: number } | undefined;
function countingSettings(): { secret: string; hops: number } {
  const env = process.env;
  const raw = `${env.NEXTAUTH_SECRET ?? ''}\n${env.TRUSTED_PROXY_HOPS ?? ''}`;
  if (authRead?.raw !== raw) {
    const auth = readAuthEnv();
    authRead = { raw, secret: auth.NEXTAUTH_SECRET ?? '', hops: auth.TRUSTED_PROXY_HOPS };
  }
  return authRead;
}

/**
 * The address as a limiter key that is no address: a hash with the server's secret and the day, so the key means
 * nothing outside this server and nothing after the day (the limiter forgets it within minutes anyway).
 */
function addressKey(headers: RequestHeaders, day: string): string {
  const { secret, hops } = countingSettings();
  const address = clientAddress(headers, hops);
  return createHash('sha256').update(`${day}\n${secret}\n${address}`).digest('base64url').slice(0, 22);
}

// isbot's verdict per user agent: one long regular expression per count otherwise, and a site's visitors share a few
// hundred user agents. Bounded: emptied when full, so a flood of made-up ones costs memory for at most this many.
const BOT_VERDICTS = 1_000;
const botVerdicts = new Map<string, boolean>();
function isBot(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (botVerdicts.size >= BOT_VERDICTS) botVerdicts.clear();
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

const hasSessionCookie = (headers: RequestHeaders) =>
  /(^|;\s*)(__Secure-)?next-auth\.session-token(\.\d+)?=/.test(headerOf(headers, 'cookie') ?? '');

type Why = 'counted' | 'bot' | 'admin' | 'limited' | 'unknown';

/**
 * Counts one hit from a page's counting script, unless it comes from a crawler, from the admin's own session or
 * beyond the address's limit, or names nothing the site has. Never throws: counting must not fail a visitor.
 */
export async function recordHit(hit: Hit, headers: RequestHeaders, isCompetition: (id: string) => boolean, now = Date.now()): Promise<Why> {
  if (isBot(headerOf(headers, 'user-agent') ?? '')) return 'bot';
  if (hasSessionCookie(headers) && isAdmin(await getSessionUser().catch(() => null))) return 'admin';
  const requestHost = headerOf(headers, 'x-forwarded-host')?.split(',')[0]?.trim() || headerOf(headers, 'host') || '';
  const ownHosts = [new URL(site.url).hostname, requestHost.replace(/:\d+$/, '')].filter(Boolean);
  const increments = incrementsFor(hit, { phone: isPhone(headers), ownHosts, isCompetition });
  if (!increments) return 'unknown';
  const day = todayInJakarta(now);
  const address = addressKey(headers, day);
  const thing = createHash('sha256')
    .update(`${address}\n${hit.k}\n${hit.id ?? ''}\n${hit.q ?? ''}`)
    .digest('base64url');
  if (!(await countLimits().admit(thing.slice(0, 22), address))) return 'limited';
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

/** The next midnight in Jakarta (UTC+7, no daylight saving) after `now`, in ms. */
function nextJakartaMidnight(now: number): number {
  return Date.parse(`${addDays(todayInJakarta(now), 1)}T00:00:00+07:00`);
}

/**
 * After a start: the periods' sums for "Statistik" read from the store's summaries (or made from the days, and kept
 * there) in the background, and again a minute or two after each midnight in Jakarta, when yesterday joins the
 * finished days and the counts of its last second have reached the store. The delay is random, so of several
 * instances one usually makes the day's summaries and the others find them. Redis still connecting (a start): tried
 * again every tenth of a second for half a minute.
 */
export async function warmStats(attempt = 0): Promise<void> {
  const now = Date.now();
  if (sharedMode() === 'redis' && !redisReady() && attempt < 300) {
    setTimeout(() => void warmStats(attempt + 1), 100).unref();
    return;
  }
  try {
    await warmReports(getStatsStore(), todayInJakarta(now));
  } catch (e) {
    console.error('[statistik] preparing the figures failed:', e);
  }
  setTimeout(() => void warmStats(), nextJakartaMidnight(Date.now()) - Date.now() + randomInt(30_000, 120_000)).unref();
}
