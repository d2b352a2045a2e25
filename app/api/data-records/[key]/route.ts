import 'server-only';
import { z } from 'zod';
import { noStore } from '@/lib/api/errors';
import { adminRoute } from '@/lib/api/route';
import { deleteInvalidRecord, fixInvalidRecord } from '@/lib/data/mutations-records';
import { RECORD_MESSAGES } from '@/lib/words/admin';

/** Records the site cannot show, named by the key of their bytes (lib/data/mutations-records.ts). */
const params = z.object({ key: z.string().regex(/^[0-9a-f]{20}$/) });
const putSchema = z.object({ text: z.string(RECORD_MESSAGES.textRequired).max(200_000, RECORD_MESSAGES.tooLong) });
const notFound = RECORD_MESSAGES.notFound;

/** Body `{ text }`: the record's corrected JSON. */
export const PUT = adminRoute({ params, notFound, body: putSchema }, async ({ params: { key }, body }) =>
  Response.json(await fixInvalidRecord(key, body.text), { headers: noStore }),
);

export const DELETE = adminRoute({ params, notFound }, async ({ params: { key } }) =>
  Response.json(await deleteInvalidRecord(key), { headers: noStore }),
);
