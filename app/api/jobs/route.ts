import 'server-only';
import { noStore } from '@/lib/api/errors';
import { requireAdmin } from '@/lib/api/admin-session';
import { getJobRunner } from '@/lib/jobs';

export const dynamic = 'force-dynamic';

/** The admin's view of the scheduled jobs: for each, its recent runs (newest first), the lease holder, the next run. */
export async function GET() {
  const { refused } = await requireAdmin();
  if (refused) return refused;
  return Response.json({ jobs: await getJobRunner().status() }, { headers: noStore });
}
