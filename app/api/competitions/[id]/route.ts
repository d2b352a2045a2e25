import 'server-only';
import { z } from 'zod';
import { competitionInputSchema } from '@/lib/competitions/schema';
import { competitionVersion } from '@/lib/competitions/version';
import { reloadCatalog } from '@/lib/data/catalog';
import { MUTATION_MESSAGES } from '@/lib/data/mutations';
import { deleteWithHistory, updateWithHistory } from '@/lib/history/writes';
import { noStore, parseFields, readJsonBody, withAdmin, writeErrorResponse } from '@/lib/api/with-admin';
import { DATA_MESSAGES } from '@/lib/messages';

type Ctx = { params: Promise<{ id: string }> };

const idSchema = z.string().min(1).max(64);
const versionSchema = z.string(DATA_MESSAGES.versionMissing).min(1, DATA_MESSAGES.versionMissing).max(64, 'Versi lomba tidak valid.');
const putSchema = z.object({ competition: z.unknown(), baseVersion: versionSchema });
const deleteBodySchema = z.object({ baseVersion: versionSchema });

const invalid = (fields: Record<string, string>) =>
  Response.json({ error: MUTATION_MESSAGES.invalid, fields }, { status: 422, headers: noStore });
const notFound = () => Response.json({ error: MUTATION_MESSAGES.notFound }, { status: 404, headers: noStore });

/** `{ item, version }` from a fresh read of the store: what the editor opens and must send back when saving. */
export const GET = withAdmin<Ctx>(async (_req, ctx) => {
  const id = idSchema.safeParse((await ctx.params).id);
  if (!id.success) return notFound();
  const catalog = await reloadCatalog();
  const item = catalog.byId.get(id.data);
  if (!item) {
    if (catalog.error) return Response.json({ error: catalog.error }, { status: 502, headers: noStore });
    return notFound();
  }
  return Response.json({ item, version: competitionVersion(item) }, { headers: noStore });
});

/** Body: `{ competition, baseVersion }`, where baseVersion is the competitionVersion of the copy the editor loaded. */
export const PUT = withAdmin<Ctx>(async (req, ctx, user) => {
  const id = idSchema.safeParse((await ctx.params).id);
  if (!id.success) return notFound();
  try {
    const body = parseFields(putSchema, await readJsonBody(req));
    if (!body.success) return invalid(body.fields);
    const competition = parseFields(competitionInputSchema, body.data.competition);
    if (!competition.success) return invalid(competition.fields);
    const result = await updateWithHistory(id.data, competition.data, body.data.baseVersion, user.email);
    return Response.json(result, { headers: noStore });
  } catch (e) {
    return writeErrorResponse(e);
  }
});

/** The loaded version comes as `?version=` or as a JSON body `{ baseVersion }`. */
export const DELETE = withAdmin<Ctx>(async (req, ctx, user) => {
  const id = idSchema.safeParse((await ctx.params).id);
  if (!id.success) return notFound();
  try {
    let version: unknown = new URL(req.url).searchParams.get('version');
    if (!version) {
      // No version in the address and no body at all: the version is what is missing, not valid JSON.
      const sent = await readJsonBody(req, undefined, { allowEmpty: true });
      if (sent === undefined) return invalid({ version: DATA_MESSAGES.versionMissing });
      const body = parseFields(deleteBodySchema, sent);
      if (!body.success) return invalid(body.fields);
      version = body.data.baseVersion;
    }
    const parsed = parseFields(versionSchema, version, 'version');
    if (!parsed.success) return invalid(parsed.fields);
    const result = await deleteWithHistory(id.data, parsed.data, user.email);
    return Response.json(result, { headers: noStore });
  } catch (e) {
    return writeErrorResponse(e);
  }
});
