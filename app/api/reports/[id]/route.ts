import 'server-only';
import { z } from 'zod';
import { errorJson } from '@/lib/api/errors';
import { adminRoute } from '@/lib/api/route';
import { getReportStore } from '@/lib/reports';

const params = z.object({ id: z.string().transform((id) => id.slice(0, 100)) });

/** An admin marks a report as dealt with: it leaves the queue. */
export const DELETE = adminRoute(
  {
    params,
    onError: (e) => {
      console.error('[reports] remove failed:', e);
      return errorJson(503, 'Gagal menghapus laporan. Coba lagi nanti.');
    },
  },
  async ({ params: { id } }) => {
    if (!(await getReportStore().remove(id))) return errorJson(404, 'Laporan tidak ditemukan.');
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
  },
);
