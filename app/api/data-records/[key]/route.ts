import 'server-only';
import { z } from 'zod';
import { deleteInvalidRecord, fixInvalidRecord } from '@/lib/data/mutations-records';
import { MUTATION_MESSAGES } from '@/lib/data/mutations';
import { fieldErrors, noStore, readJsonBody, withAdmin, writeErrorResponse } from '@/lib/api/with-admin';

type Ctx = { params: Promise<{ key: string }> };

/** Records the site cannot show, named by the key of their bytes (lib/data/mutations-records.ts). */
const keySchema = z.string().regex(/^[0-9a-f]{20}$/);
const putSchema = z.object({ text: z.string('Isi data wajib dikirim.').max(200_000, 'Data terlalu panjang.') });

const gone = () => Response.json({ error: 'Data tidak ditemukan.' }, { status: 404, headers: noStore });

/** Body `{ text }`: the record's corrected JSON. */
export const PUT = withAdmin<Ctx>(async (req, ctx) => {
  const key = keySchema.safeParse((await ctx.params).key);
  if (!key.success) return gone();
  try {
    const body = putSchema.safeParse(await readJsonBody(req));
    if (!body.success)
      return Response.json({ error: MUTATION_MESSAGES.invalid, fields: fieldErrors(body.error.issues) }, { status: 422, headers: noStore });
    return Response.json(await fixInvalidRecord(key.data, body.data.text), { headers: noStore });
  } catch (e) {
    return writeErrorResponse(e);
  }
});

export const DELETE = withAdmin<Ctx>(async (_req, ctx) => {
  const key = keySchema.safeParse((await ctx.params).key);
  if (!key.success) return gone();
  try {
    return Response.json(await deleteInvalidRecord(key.data), { headers: noStore });
  } catch (e) {
    return writeErrorResponse(e);
  }
});
