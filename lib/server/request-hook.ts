import 'server-only';
import http from 'node:http';
import { PEER_HEADER } from '@/lib/auth/client-address';
import { isGone } from '@/lib/links/gone';
import { answerBeaconEarly } from '@/lib/stats/beacon';
import { REQUEST_MESSAGES } from '@/lib/words/errors';

const INSTALLED = Symbol.for('infolomba.requestHook');

/** True when the path cannot be percent-decoded (`/berita/%ff`, `/berita/%`). */
export function isMalformedPath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0] ?? '/';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The competition id a detail address names (`/berita/123-judul` -> `123`), or null for any other path. */
function detailIdOf(url: string | undefined): string | null {
  const m = /^\/berita\/([^/?#]+)\/?(?:[?#]|$)/.exec(url ?? '');
  if (!m) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(m[1] ?? '');
  } catch {
    return null;
  }
  return slug.split('-')[0] || null;
}

/** A deleted competition's page answers 410 instead of the 404 Next renders for it, with the same page. */
function goneInsteadOfNotFound(res: http.ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    return Reflect.apply(writeHead, this, [status === 404 ? 410 : status, ...rest]) as http.ServerResponse;
  } as typeof res.writeHead;
}

/**
 * What route handlers cannot do, done where each request enters the server (`next start` and the standalone
 * server both create an http.Server before instrumentation runs, and emit 'request' for every request):
 *
 * - The socket's own address goes into PEER_HEADER, replacing whatever a client sent under that name. Next gives
 *   route handlers no socket and passes the address on only as X-Forwarded-For, and only when the client sent none,
 *   so with no proxy in front (TRUSTED_PROXY_HOPS=0) a client could otherwise choose the address the login
 *   throttle counts it under.
 * - A path that cannot be percent-decoded is answered 400 here: Next's router fails on it before any page or
 *   handler runs and answers a bare 500 (`/berita/%ff`, `/api/competitions/%ff`).
 * - A deleted competition's address (lib/links/gone.ts) answers 410 with the not-found page Next renders for it:
 *   pages cannot choose their status, and Next keeps the status of the page a proxy rewrite lands on.
 * - The statistics beacon (POST /api/hitung without a session cookie) is answered here, before Next's routing,
 *   which cost more than the count itself at hundreds a second (lib/stats/beacon.ts).
 */
export function installRequestHook(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args;
      if (req instanceof http.IncomingMessage && res instanceof http.ServerResponse) {
        req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
        if (isMalformedPath(req.url)) {
          res.writeHead(400, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          });
          res.end(`${REQUEST_MESSAGES.malformedUrl}\n`);
          return true;
        }
        // The statistics beacon, hundreds a second at peak, without Next's routing (lib/stats/beacon.ts).
        if (answerBeaconEarly(req, res)) return true;
        const id = (req.method === 'GET' || req.method === 'HEAD') && detailIdOf(req.url);
        if (id && isGone(id)) goneInsteadOfNotFound(res);
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
  proto[INSTALLED] = true;
}
