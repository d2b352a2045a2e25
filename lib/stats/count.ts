import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { queryWords } from '@/lib/search/text';
import type { DayCounts } from './types';

/** What the page's counting script sends: a page seen, or a control used on it. */
export const hitSchema = z.object({
  k: z.enum(['list', 'search', 'detail', 'daftar', 'save', 'cal', 'share']),
  id: z.string().max(120).optional(),
  q: z.string().max(200).optional(),
  n: z.number().int().min(0).max(10_000_000).optional(),
  r: z.string().max(2_000).optional(),
});
export type Hit = z.infer<typeof hitSchema>;

/** Each competition's events, counted per day (`reminder` by the server when a sign-up succeeds). */
export type CompetitionEvent = 'view' | 'daftar' | 'save' | 'reminder' | 'cal' | 'share';

export const SOURCES = ['search', 'instagram', 'whatsapp', 'direct', 'other'] as const;
export type Source = (typeof SOURCES)[number];

/** A search with at most this many results is kept with its term ("Dicari tapi tidak ada"); others only counted. */
const FEW_RESULTS = 3;

/** The `d` table's own fields. */
export const DAY_FIELDS = {
  visits: 'v',
  list: 'pl',
  search: 'ps',
  detail: 'pd',
  phone: 'ph',
  noResult: 'sz',
} as const;

export const competitionField = (id: string, event: CompetitionEvent) => `c:${id}:${event}`;
export const sourceField = (source: Source) => `src:${source}`;

const SEARCH_ENGINES = /(^|\.)(google|bing|yahoo|duckduckgo|yandex|ecosia|baidu|naver|brave|startpage|qwant)\.[a-z.]+$/;

/**
 * Where a visit came from, by its referrer: nothing (typed, a bookmark, most apps), a search engine, Instagram,
 * WhatsApp, another site (by its domain), or this site itself (null: a step inside the site, not an arrival).
 */
export function sourceOf(referrer: string | undefined, ownHosts: readonly string[]): { source: Source; domain?: string } | null {
  if (!referrer) return { source: 'direct' };
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return { source: 'direct' };
  }
  // Android apps name themselves: android-app://com.whatsapp/
  const host = (url.protocol === 'android-app:' ? url.hostname || url.pathname.replace(/^\/+/, '').split('/')[0] || '' : url.hostname)
    .toLowerCase()
    .replace(/^(www|m|l|lm|mobile)\./, '');
  if (!host) return { source: 'direct' };
  if (ownHosts.some((own) => host === own.toLowerCase().replace(/^www\./, ''))) return null;
  if (SEARCH_ENGINES.test(host) || host === 'com.google.android.googlequicksearchbox') return { source: 'search' };
  if (/(^|\.)instagram\.com$/.test(host) || host === 'com.instagram.android') return { source: 'instagram' };
  if (/(^|\.)(whatsapp\.com|wa\.me)$/.test(host) || host === 'com.whatsapp') return { source: 'whatsapp' };
  return { source: 'other', domain: host.slice(0, 100) };
}

/**
 * A request's headers: the Fetch API's (the route), or Node's own as the server's request hook gets them (names in
 * lower case), read where they are rather than copied into a `Headers` object for each beacon.
 */
export type RequestHeaders = Headers | IncomingHttpHeaders;

/** One header's value (several joined by ", "), or undefined. */
export function headerOf(headers: RequestHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A phone, by the user agent (read here and dropped). */
export function isPhone(headers: RequestHeaders): boolean {
  if (headerOf(headers, 'sec-ch-ua-mobile') === '?1') return true;
  return /Mobi|Android|iPhone|iPod/i.test(headerOf(headers, 'user-agent') ?? '');
}

/** A search term as matching reads it: lower case, words distinct and in order (any word decides, so order does not). */
export function normaliseTerm(q: string): string {
  return queryWords(q).sort().join(' ').slice(0, 100);
}

type Increments = { d: DayCounts; r?: DayCounts; q?: { incr: DayCounts; set: DayCounts } };

type Context = { phone: boolean; ownHosts: readonly string[]; isCompetition: (id: string) => boolean };

/** The counters one hit moves; null when it names nothing this site has (an unknown competition). */
export function incrementsFor(hit: Hit, { phone, ownHosts, isCompetition }: Context): Increments | null {
  if (hit.k === 'list' || hit.k === 'search' || hit.k === 'detail') {
    const d: DayCounts = { [DAY_FIELDS.visits]: 1, [DAY_FIELDS[hit.k]]: 1 };
    const out: Increments = { d };
    if (hit.k === 'detail') {
      if (!hit.id || !isCompetition(hit.id)) return null;
      d[competitionField(hit.id, 'view')] = 1;
    }
    if (phone) d[DAY_FIELDS.phone] = 1;
    const from = sourceOf(hit.r, ownHosts);
    if (from) {
      d[sourceField(from.source)] = 1;
      if (from.domain) out.r = { [from.domain]: 1 };
    }
    if (hit.k === 'search' && hit.q && hit.n !== undefined) {
      const term = normaliseTerm(hit.q);
      if (hit.n === 0) d[DAY_FIELDS.noResult] = 1;
      if (term && hit.n <= FEW_RESULTS) out.q = { incr: { [`n:${term}`]: 1 }, set: { [`r:${term}`]: hit.n } };
    }
    return out;
  }
  if (!hit.id || !isCompetition(hit.id)) return null;
  return { d: { [competitionField(hit.id, hit.k)]: 1 } };
}
