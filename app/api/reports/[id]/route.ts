import 'server-only';
import { noStore, withAdmin } from '@/lib/api/with-admin';
import { getReportStore } from '@/lib/reports';

type Ctx = { params: Promise<{ id: string }> };

/** An admin marks a report as dealt with: it leaves the queue (withAdmin refuses writes from other sites). */
export const DELETE = withAdmin<Ctx>(async (_req, ctx) => {
  const { id } = await ctx.params;
  try {
    const removed = await getReportStore().remove(id.slice(0, 100));
    if (!removed) return Response.json({ error: 'Laporan tidak ditemukan.' }, { status: 404, headers: noStore });
    return new Response(null, { status: 204, headers: noStore });
  } catch (e) {
    console.error('[reports] remove failed:', e);
    return Response.json({ error: 'Gagal menghapus laporan. Coba lagi nanti.' }, { status: 503, headers: noStore });
  }
});
