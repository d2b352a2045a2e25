import 'server-only';
import { answerBeacon } from '@/lib/stats/beacon';

/**
 * The pages' counting script (navigator.sendBeacon, text/plain JSON): same-origin only, small, answered with no body
 * (lib/stats/beacon.ts). Most beacons are answered before Next routes them (the server's request hook); this route
 * takes the rest (a request with a session cookie, a server without the hook).
 */
export async function POST(req: Request): Promise<Response> {
  const status = await answerBeacon(req, () => req.text());
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
}
