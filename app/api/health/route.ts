import { getStore } from '@/lib/store';

export const dynamic = 'force-dynamic';

/** The store answers a read: 200; otherwise 503 with the reason. */
export async function GET() {
  try {
    const snap = await getStore().read();
    return Response.json({ ok: true, store: getStore().kind, items: snap.items.length }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (e) {
    return Response.json({ ok: false, error: e instanceof Error ? e.message : 'unknown' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
