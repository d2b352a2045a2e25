import 'server-only';
import { z } from 'zod';
import { noStore } from '@/lib/api/errors';
import { adminRoute } from '@/lib/api/route';
import { getJournal } from '@/lib/history';
import { summarise } from '@/lib/history/types';
import { historyUnavailable, restoreFromHistory } from '@/lib/history/writes';
import { HISTORY_MESSAGES } from '@/lib/words/admin';

const params = z.object({ id: z.string().min(1).max(64) });
const restoreSchema = z.object({
  entryId: z.string(HISTORY_MESSAGES.entryRequired).min(1).max(200),
  baseVersion: z.string().min(1).max(64).optional(),
});

/** `{ entries }`: who changed the competition, when and which fields, newest first (at most 50). */
export const GET = adminRoute({ params, onError: historyUnavailable }, async ({ params: { id } }) => {
  const entries = await getJournal().forCompetition(id, 50);
  return Response.json({ entries: entries.map(summarise) }, { headers: noStore });
});

/**
 * "Kembalikan": body `{ entryId, baseVersion }` brings back the version of that entry as an ordinary write (409 when
 * the competition changed since `baseVersion`); a deleted competition comes back under its id without `baseVersion`.
 */
export const POST = adminRoute({ params, body: restoreSchema }, async ({ params: { id }, body, user }) =>
  Response.json(await restoreFromHistory(id, body.entryId, body.baseVersion ?? null, user.email), { headers: noStore }),
);
