import 'server-only';
import { summarise } from '@/lib/history/types';
import { historyUnavailable, listDeleted } from '@/lib/history/writes';
import { noStore, withAdmin } from '@/lib/api/with-admin';

/** `{ entries }`: competitions deleted in the last 30 days and not brought back, newest first. */
export const GET = withAdmin(async () => {
  try {
    const entries = await listDeleted();
    return Response.json({ entries: entries.map(summarise) }, { headers: noStore });
  } catch (e) {
    return historyUnavailable(e);
  }
});
