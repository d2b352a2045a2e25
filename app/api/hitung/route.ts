import 'server-only';
import { isSameOrigin } from '@/lib/api/same-origin';
import { getCatalog } from '@/lib/data/catalog';
import { recordHit } from '@/lib/stats';
import { hitSchema } from '@/lib/stats/count';

const MAX_BYTES = 2_048;
const NONE = { 'Cache-Control': 'no-store' };
let lastLogged = 0;

/**
 * The pages' counting script (navigator.sendBeacon, text/plain JSON): same-origin only, small, answered with 204 and
 * no body whatever happened to the count, so it tells a sender nothing and never holds a page up.
 */
export async function POST(req: Request): Promise<Response> {
  if (!isSameOrigin(req)) return new Response(null, { status: 403, headers: NONE });
  try {
    if (Number(req.headers.get('content-length') ?? 0) > MAX_BYTES) return new Response(null, { status: 413, headers: NONE });
    const text = await req.text();
    if (text.length > MAX_BYTES) return new Response(null, { status: 413, headers: NONE });
    const hit = hitSchema.safeParse(JSON.parse(text));
    if (!hit.success) return new Response(null, { status: 400, headers: NONE });
    const catalog = await getCatalog();
    await recordHit(hit.data, req.headers, (id) => catalog.byId.has(id));
  } catch (e) {
    if (e instanceof SyntaxError) return new Response(null, { status: 400, headers: NONE });
    // Redis unreachable fails every hit: say so once a minute, not once a hit.
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      console.error('[statistik] counting failed:', e);
    }
  }
  return new Response(null, { status: 204, headers: NONE });
}
