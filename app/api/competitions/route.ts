import 'server-only';
import { listCompetitions } from '@/lib/admin/list-competitions';
import { LIST_QUERY_MESSAGES, listQuerySchema, queryRecord } from '@/lib/admin/list-query';
import { competitionInputSchema } from '@/lib/competitions/schema';
import { getCatalog, reloadCatalog } from '@/lib/data/catalog';
import { MUTATION_MESSAGES } from '@/lib/data/mutations';
import { createWithHistory } from '@/lib/history/writes';
import { fieldErrors, noStore, parseFields, readJsonBody, withAdmin, writeErrorResponse } from '@/lib/api/with-admin';

async function listAnswer(req: Request, fresh: boolean): Promise<Response> {
  const query = listQuerySchema.safeParse(queryRecord(new URL(req.url).searchParams));
  if (!query.success) {
    return Response.json(
      { error: LIST_QUERY_MESSAGES.invalid, fields: fieldErrors(query.error.issues) },
      { status: 400, headers: noStore },
    );
  }
  const catalog = fresh ? await reloadCatalog() : await getCatalog();
  if (catalog.error && catalog.items.length === 0) {
    return Response.json({ error: catalog.error }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  const cacheControl = fresh ? 'private, no-store' : 'public, s-maxage=30, stale-while-revalidate=300';
  return Response.json(listCompetitions(catalog, query.data), {
    headers: { 'Cache-Control': cacheControl, 'X-Data-Version': catalog.version },
  });
}

const freshList = withAdmin(async (req) => listAnswer(req, true));

/**
 * One page of the normalised list (README, "The list endpoint"): `{ items, total, page, pageSize, pages, all,
 * version }`. `?fresh=1` (admins only) reads the store now instead of the cached copy.
 */
export async function GET(req: Request) {
  if (new URL(req.url).searchParams.has('fresh')) return freshList(req, undefined);
  return listAnswer(req, false);
}

export const POST = withAdmin(async (req, _ctx, user) => {
  try {
    const body = await readJsonBody(req);
    const parsed = parseFields(competitionInputSchema, body);
    if (!parsed.success) {
      return Response.json({ error: MUTATION_MESSAGES.invalid, fields: parsed.fields }, { status: 422, headers: noStore });
    }
    const result = await createWithHistory(parsed.data, user.email);
    return Response.json(result, { status: 201, headers: noStore });
  } catch (e) {
    return writeErrorResponse(e);
  }
});
