import 'server-only';
import { competitionInputSchema } from '@/lib/competitions/schema';
import { getCatalog, reloadCatalog } from '@/lib/data/catalog';
import { createCompetition, MUTATION_MESSAGES } from '@/lib/data/mutations';
import { fieldErrors, noStore, readJsonBody, withAdmin, writeErrorResponse } from '@/lib/api/with-admin';

const listAnswer = (catalog: Awaited<ReturnType<typeof getCatalog>>, cacheControl: string) => {
  if (catalog.error && catalog.items.length === 0) {
    return Response.json({ error: catalog.error }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(catalog.items, { headers: { 'Cache-Control': cacheControl, 'X-Data-Version': catalog.version } });
};

const freshList = withAdmin(async () => listAnswer(await reloadCatalog(), 'private, no-store'));

/**
 * The normalised list as a JSON array, home order; the data file's version is in the X-Data-Version header. `?fresh=1` (admins only) reads the store now instead of the cached copy, so an
 * editor starts from the latest versions.
 */
export async function GET(req: Request) {
  if (new URL(req.url).searchParams.has('fresh')) return freshList(req, undefined);
  return listAnswer(await getCatalog(), 'public, s-maxage=30, stale-while-revalidate=300');
}

export const POST = withAdmin(async (req) => {
  try {
    const body = await readJsonBody(req);
    const parsed = competitionInputSchema.safeParse(body);
    if (!parsed.success) {
      return Response.json({ error: MUTATION_MESSAGES.invalid, fields: fieldErrors(parsed.error.issues) }, { status: 422, headers: noStore });
    }
    const result = await createCompetition(parsed.data);
    return Response.json(result, { status: 201, headers: noStore });
  } catch (e) {
    return writeErrorResponse(e);
  }
});
