import { parseSearchFilters, searchHref } from './params';
import { parseSearchSort } from './sort';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** Longest query text whose result page is kept in the page cache; longer ones are rendered per request. */
const MAX_CACHED_QUERY = 100;
const MAX_CACHED_PAGE = 9999;

/** URLSearchParams as the record pages receive: one value, or an array when a name repeats. */
export function paramsRecord(params: URLSearchParams): SearchParamsRecord {
  const out: SearchParamsRecord = {};
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    out[name] = all.length === 1 ? all[0] : all;
  }
  return out;
}

const toBase64Url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(s: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) return null;
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The cache key of a /search URL: its canonical query (what searchHref writes for the filters, sort and page it
 * means) in base64url, so `?q=Esai` and `?q=Esai&x=1` share one cached page. `null` when the page should not be
 * cached (a very long query or page number), which leaves it to the per-request /search route.
 */
export function searchCacheKey(params: URLSearchParams): string | null {
  const record = paramsRecord(params);
  const filters = parseSearchFilters(record);
  if (filters.q.length > MAX_CACHED_QUERY) return null;
  const rawPage = (Array.isArray(record.page) ? record.page[0] : record.page)?.trim();
  // As clampPage reads it; a page past the last one shows the last, so only the number of digits is bounded.
  const page = rawPage && /^\d{1,9}$/.test(rawPage) ? Number(rawPage) : 1;
  if (page > MAX_CACHED_PAGE) return null;
  const sort = parseSearchSort(Array.isArray(record.sort) ? record.sort[0] : record.sort, Boolean(filters.q));
  const query = searchHref({ ...filters, sort, page }).slice('/search'.length + 1);
  return query ? toBase64Url(query) : '-';
}

/** The search parameters a cache key stands for; `null` for a key searchCacheKey could not have made. */
export function paramsFromCacheKey(key: string): SearchParamsRecord | null {
  if (key === '-') return {};
  const query = fromBase64Url(key);
  return query === null ? null : paramsRecord(new URLSearchParams(query));
}
