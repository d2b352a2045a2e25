import { z } from 'zod';
import { CATEGORIES, type Category } from '@/lib/competitions/schema';
import { LIST_STATUS_WORDS } from '@/lib/words/admin';
import { COMMON_WORDS } from '@/lib/words/common';
import { LIST_QUERY_MESSAGES } from '@/lib/words/errors';

/** Rows per page of the admin table, and the default page size of `GET /api/competitions`. */
const ADMIN_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;
export const MAX_QUERY_LENGTH = 500;
/** At most this many ids in one `ids=` list (a browser's saved competitions, for instance). */
const MAX_IDS = 500;

export const LIST_STATUS_VALUES = ['open', 'closed', 'no_end'] as const;
export const LIST_STATUSES = [
  { value: 'open', label: COMMON_WORDS.stillOpen },
  { value: 'closed', label: LIST_STATUS_WORDS.closed },
  { value: 'no_end', label: LIST_STATUS_WORDS.noEnd },
] as const satisfies readonly { value: (typeof LIST_STATUS_VALUES)[number]; label: string }[];

/** The table's sortable columns, each both ways. `end_desc` is home order, the spec's order for the table. */
const LIST_SORTS = ['end_desc', 'end_asc', 'title_asc', 'title_desc', 'category_asc', 'category_desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const DEFAULT_LIST_SORT: ListSort = 'end_desc';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const list = (v: unknown): string[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? [v] : [])
    .flatMap((s: unknown) => (typeof s === 'string' ? s.split(',') : []))
    .map((s) => s.trim())
    .filter(Boolean);
const intParam = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z.optional(z.number(message).int(message).min(min, message).max(max, message)),
  );

/**
 * The list's query string (`GET /api/competitions` and the admin table's URL): page, pageSize, q, categories,
 * status, sort and ids. Every key is optional; a bad value is refused with a message naming the parameter.
 */
export const listQuerySchema = z.object({
  page: z.preprocess(first, intParam(LIST_QUERY_MESSAGES.page, 1, 1_000_000)).transform((v) => v ?? 1),
  pageSize: z
    .preprocess(first, intParam(LIST_QUERY_MESSAGES.pageSize(MAX_PAGE_SIZE), 1, MAX_PAGE_SIZE))
    .transform((v) => v ?? ADMIN_PAGE_SIZE),
  q: z.preprocess(
    (v) => (typeof first(v) === 'string' ? String(first(v)).trim() : ''),
    z.string().max(MAX_QUERY_LENGTH, LIST_QUERY_MESSAGES.q(MAX_QUERY_LENGTH)),
  ),
  categories: z.preprocess(
    (v) => [...new Set(list(v).map((c) => c.toUpperCase()))],
    z.array(z.enum(CATEGORIES, LIST_QUERY_MESSAGES.categories(CATEGORIES.join(', ')))),
  ),
  status: z.preprocess((v) => first(v) || undefined, z.optional(z.enum(LIST_STATUS_VALUES, LIST_QUERY_MESSAGES.status))),
  sort: z.preprocess(
    (v) => first(v) || undefined,
    z.enum(LIST_SORTS, LIST_QUERY_MESSAGES.sort(LIST_SORTS.join(', '))).default(DEFAULT_LIST_SORT),
  ),
  ids: z.preprocess((v) => [...new Set(list(v))], z.array(z.string().max(64)).max(MAX_IDS, LIST_QUERY_MESSAGES.ids(MAX_IDS))),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

type QueryRecord = Record<string, string | string[] | undefined>;

export function queryRecord(params: URLSearchParams): QueryRecord {
  const out: QueryRecord = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

/** The admin table's URL is typed by hand: a bad value falls back to its default instead of an error page. */
export function parseListQueryLoosely(params: QueryRecord): ListQuery {
  const strict = listQuerySchema.safeParse(params);
  if (strict.success) return strict.data;
  const out: QueryRecord = {};
  const bad = new Set(strict.error.issues.map((i) => String(i.path[0])));
  for (const [k, v] of Object.entries(params)) if (!bad.has(k)) out[k] = v;
  if (bad.has('q')) out.q = String(first(params.q) ?? '').slice(0, MAX_QUERY_LENGTH);
  if (bad.has('categories'))
    out.categories = list(params.categories).filter((c) => (CATEGORIES as readonly string[]).includes(c.toUpperCase()));
  return listQuerySchema.parse(out);
}

/** The query string of a list query, leaving out defaults, so `/admin` stays `/admin`. */
export function listSearch(query: Partial<ListQuery>): string {
  const p = new URLSearchParams();
  if (query.q) p.set('q', query.q);
  if (query.categories?.length) p.set('categories', query.categories.join(','));
  if (query.status) p.set('status', query.status);
  if (query.sort && query.sort !== DEFAULT_LIST_SORT) p.set('sort', query.sort);
  if (query.pageSize && query.pageSize !== ADMIN_PAGE_SIZE) p.set('pageSize', String(query.pageSize));
  if (query.ids?.length) p.set('ids', query.ids.join(','));
  if (query.page && query.page > 1) p.set('page', String(query.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** What the table shows for a column's sort: the next sort when its header is pressed, and aria-sort now. */
export function columnSort(
  current: ListSort,
  column: 'end' | 'title' | 'category',
): { next: ListSort; aria: 'ascending' | 'descending' | 'none' } {
  const asc = `${column}_asc` as ListSort;
  const desc = `${column}_desc` as ListSort;
  if (current === asc) return { next: desc, aria: 'ascending' };
  if (current === desc) return { next: asc, aria: 'descending' };
  // Dates start newest first, as the table opens; text starts A-Z.
  return { next: column === 'end' ? desc : asc, aria: 'none' };
}

export type ListPage<T> = {
  items: T[];
  /** Competitions matching the query. */
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  /** Competitions in the data, whatever the query. */
  all: number;
  /** The data file's version the page was read from. */
  version: string;
};

export const isCategory = (v: string): v is Category => (CATEGORIES as readonly string[]).includes(v);
