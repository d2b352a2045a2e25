import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSameOriginBy } from '@/lib/api/same-origin';
import { getCatalog } from '@/lib/data/catalog';
import { headerOf, hitSchema, type RequestHeaders } from './count';
import { recordHit } from './index';

const MAX_BYTES = 2_048;
let lastLogged = 0;

/** What the answer reads of a beacon: its headers and the address it was sent to. */
type Beacon = { headers: RequestHeaders; url: string };

/**
 * The answer to one beacon (POST /api/hitung): 403 from another site, 413 over 2 KB, 400 for junk, else 204 whatever
 * happened to the count, so it tells a sender nothing and never holds a page up.
 */
export async function answerBeacon(req: Beacon, text: () => Promise<string>): Promise<number> {
  if (!isSameOriginBy((name) => headerOf(req.headers, name), req.url)) return 403;
  try {
    if (Number(headerOf(req.headers, 'content-length') ?? 0) > MAX_BYTES) return 413;
    const body = await text();
    if (body.length > MAX_BYTES) return 413;
    const hit = hitSchema.safeParse(JSON.parse(body));
    if (!hit.success) return 400;
    const catalog = await getCatalog();
    await recordHit(hit.data, req.headers, (id) => catalog.byId.has(id));
  } catch (e) {
    if (e instanceof SyntaxError) return 400;
    // Redis unreachable fails every hit: say so once a minute, not once a hit.
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      console.error('[statistik] counting failed:', e);
    }
  }
  return 204;
}

const SESSION = /(^|;\s*)(__Secure-)?next-auth\.session-token/;

/**
 * Answers a beacon where the request enters the server (lib/server/request-hook.ts), before Next routes it: at
 * hundreds of counts a second Next's own handling of each request, not the count, filled the event loop. The checks
 * read Node's own request (its headers as they came), building no Fetch API `Request` or `Headers` for it. A request
 * with a session cookie is left to the route (`app/api/hitung/route.ts`), which can tell whether it is the admin's.
 * True when answered here.
 */
export function answerBeaconEarly(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST' || req.url !== '/api/hitung' || SESSION.test(req.headers.cookie ?? '')) return false;
  const text = () =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit: collect no more (what came is already too long, and answered 413).
        if (size - chunk.length <= MAX_BYTES) chunks.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  const beacon = { headers: req.headers, url: `http://${req.headers.host ?? 'localhost'}/api/hitung` };
  void answerBeacon(beacon, text).then(
    (status) => {
      req.resume();
      res.writeHead(status, { 'Cache-Control': 'no-store' });
      res.end();
    },
    () => {
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
    },
  );
  return true;
}
