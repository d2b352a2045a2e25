import 'server-only';
import { z } from 'zod';
import { errorJson, noStore, ValidationError } from '@/lib/api/errors';
import { validate } from '@/lib/api/fields';
import { readJsonBody } from '@/lib/api/body';
import { adminRoute } from '@/lib/api/route';
import { competitionEditSchema } from '@/lib/competitions/schema';
import { competitionVersion } from '@/lib/competitions/version';
import { reloadCatalog } from '@/lib/data/catalog';
import { MUTATION_MESSAGES, DATA_MESSAGES } from '@/lib/words/errors';
import { deleteWithHistory, updateWithHistory } from '@/lib/history/writes';

const params = z.object({ id: z.string().min(1).max(64) });
const versionSchema = z.string(DATA_MESSAGES.versionMissing).min(1, DATA_MESSAGES.versionMissing).max(64, DATA_MESSAGES.versionInvalid);
const putSchema = z.object({ competition: z.unknown(), baseVersion: versionSchema });
const deleteBodySchema = z.object({ baseVersion: versionSchema });
const invalid = MUTATION_MESSAGES.invalid;

/** `{ item, version }` from a fresh read of the store: what the editor opens and must send back when saving. */
export const GET = adminRoute({ params }, async ({ params: { id } }) => {
  const catalog = await reloadCatalog();
  const item = catalog.byId.get(id);
  if (item) return Response.json({ item, version: competitionVersion(item) }, { headers: noStore });
  return catalog.error ? errorJson(502, catalog.error) : errorJson(404, MUTATION_MESSAGES.notFound);
});

/** Body: `{ competition, baseVersion }`, where baseVersion is the competitionVersion of the copy the editor loaded. */
export const PUT = adminRoute({ params, body: putSchema }, async ({ params: { id }, body, user }) => {
  const competition = validate(competitionEditSchema, body.competition, invalid);
  return Response.json(await updateWithHistory(id, competition, body.baseVersion, user.email), { headers: noStore });
});

/** The loaded version comes as `?version=` or as a JSON body `{ baseVersion }`. */
export const DELETE = adminRoute({ params }, async ({ req, params: { id }, user }) => {
  let version: unknown = new URL(req.url).searchParams.get('version');
  if (!version) {
    // No version in the address and no body at all: the version is what is missing, not valid JSON.
    const sent = await readJsonBody(req, undefined, { allowEmpty: true });
    if (sent === undefined) throw new ValidationError(invalid, { version: DATA_MESSAGES.versionMissing });
    version = validate(deleteBodySchema, sent, invalid).baseVersion;
  }
  const baseVersion = validate(versionSchema, version, invalid, { prefix: 'version' });
  return Response.json(await deleteWithHistory(id, baseVersion, user.email), { headers: noStore });
});
