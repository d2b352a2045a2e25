import 'server-only';
import { z } from 'zod';
import { getJournal } from '@/lib/history';
import { summarise } from '@/lib/history/types';
import { historyUnavailable, restoreFromHistory, UnrestorableError } from '@/lib/history/writes';
import { MUTATION_MESSAGES } from '@/lib/data/mutations';
import { fieldErrors, noStore, readJsonBody, withAdmin, writeErrorResponse } from '@/lib/api/with-admin';

type Ctx = { params: Promise<{ id: string }> };

const idSchema = z.string().min(1).max(64);
const restoreSchema = z.object({
  entryId: z.string('Versi yang dikembalikan wajib dipilih.').min(1).max(200),
  baseVersion: z.string().min(1).max(64).optional(),
});

const notFound = () => Response.json({ error: MUTATION_MESSAGES.notFound }, { status: 404, headers: noStore });

/** `{ entries }`: who changed the competition, when and which fields, newest first (at most 50). */
export const GET = withAdmin<Ctx>(async (_req, ctx) => {
  const id = idSchema.safeParse((await ctx.params).id);
  if (!id.success) return notFound();
  try {
    const entries = await getJournal().forCompetition(id.data, 50);
    return Response.json({ entries: entries.map(summarise) }, { headers: noStore });
  } catch (e) {
    return historyUnavailable(e);
  }
});

/**
 * "Kembalikan": body `{ entryId, baseVersion }` brings back the version of that entry as an ordinary write (409 when
 * the competition changed since `baseVersion`); a deleted competition comes back without `baseVersion`.
 */
export const POST = withAdmin<Ctx>(async (req, ctx, user) => {
  const id = idSchema.safeParse((await ctx.params).id);
  if (!id.success) return notFound();
  try {
    const body = restoreSchema.safeParse(await readJsonBody(req));
    if (!body.success)
      return Response.json({ error: MUTATION_MESSAGES.invalid, fields: fieldErrors(body.error.issues) }, { status: 422, headers: noStore });
    const result = await restoreFromHistory(id.data, body.data.entryId, body.data.baseVersion ?? null, user.email);
    return Response.json(result, { headers: noStore });
  } catch (e) {
    if (e instanceof UnrestorableError) return Response.json({ error: e.message, fields: e.fields }, { status: 422, headers: noStore });
    return writeErrorResponse(e);
  }
});
