import 'server-only';
import { noStore } from '@/lib/api/errors';
import { adminRoute } from '@/lib/api/route';
import { summarise } from '@/lib/history/types';
import { historyUnavailable, listDeleted } from '@/lib/history/writes';

/** `{ entries }`: competitions deleted in the last 30 days and not brought back, newest first. */
export const GET = adminRoute({ onError: historyUnavailable }, async () => {
  const entries = await listDeleted();
  return Response.json({ entries: entries.map(summarise) }, { headers: noStore });
});
