import 'server-only';
import { z } from 'zod';
import { errorJson, noStore } from '@/lib/api/errors';
import { adminRoute } from '@/lib/api/route';
import { getReportStore } from '@/lib/reports';
import { REPORT_QUEUE_MESSAGES } from '@/lib/words/admin';

const params = z.object({ id: z.string().transform((id) => id.slice(0, 100)) });

/** An admin marks a report as dealt with: it leaves the queue. */
export const DELETE = adminRoute(
  {
    params,
    onError: (e) => {
      console.error('[reports] remove failed:', e);
      return errorJson(503, REPORT_QUEUE_MESSAGES.removeFailed);
    },
  },
  async ({ params: { id } }) => {
    if (!(await getReportStore().remove(id))) return errorJson(404, REPORT_QUEUE_MESSAGES.notFound);
    return new Response(null, { status: 204, headers: noStore });
  },
);
