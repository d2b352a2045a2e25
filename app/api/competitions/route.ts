import 'server-only';
import { listCompetitions } from '@/lib/data/list-competitions';
import { type ListQuery, listQuerySchema } from '@/lib/data/list-query';
import { DATA_MESSAGES, LIST_QUERY_MESSAGES } from '@/lib/words/errors';
import { noStore } from '@/lib/api/errors';
import { adminRoute, publicRoute } from '@/lib/api/route';
import { competitionInputSchema } from '@/lib/competitions/schema';
import { getCatalog, reloadCatalog } from '@/lib/data/catalog';
import { createWithHistory } from '@/lib/history/writes';

const list = { query: listQuerySchema, queryInvalid: LIST_QUERY_MESSAGES.invalid };

async function listAnswer(query: ListQuery, fresh: boolean): Promise<Response> {
  const catalog = fresh ? await reloadCatalog() : await getCatalog();
  if (catalog.error && catalog.items.length === 0) {
    // The store's own text (GitHub's status and JSON) is for the log and the admin, never for a visitor.
    const error = fresh ? catalog.error : DATA_MESSAGES.loadFailed;
    return Response.json({ error }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  const cacheControl = fresh ? noStore['Cache-Control'] : 'public, s-maxage=30, stale-while-revalidate=300';
  return Response.json(listCompetitions(catalog, query), {
    headers: { 'Cache-Control': cacheControl, 'X-Data-Version': catalog.version },
  });
}

const freshList = adminRoute(list, ({ query }) => listAnswer(query, true));
const cachedList = publicRoute(list, ({ query }) => listAnswer(query, false));

/**
 * One page of the normalised list (docs/api.md, "The list"): `{ items, total, page, pageSize, pages, all,
 * version }`. `?fresh=1` (admins only) reads the store now instead of the cached copy.
 */
export async function GET(req: Request) {
  return new URL(req.url).searchParams.has('fresh') ? freshList(req, undefined) : cachedList(req, undefined);
}

export const POST = adminRoute({ body: competitionInputSchema }, async ({ body, user }) =>
  Response.json(await createWithHistory(body, user.email), { status: 201, headers: noStore }),
);
