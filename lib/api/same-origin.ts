import { REQUEST_MESSAGES } from '@/lib/words/errors';
import { noStore } from './errors';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const firstValue = (value: string | null | undefined) => value?.split(',')[0]?.trim().toLowerCase() || undefined;

/**
 * True when the request comes from a page of this site. Browsers say so in Sec-Fetch-Site ("same-origin"; "same-site"
 * includes other ports and subdomains, so it is not enough). A browser without it still sends Origin on a write,
 * which must then name the host the request was sent to. A request with neither is refused: every browser sends one
 * of them on a write, and other clients can send Origin themselves.
 */
export function isSameOrigin(req: Request): boolean {
  return isSameOriginBy((name) => req.headers.get(name), req.url);
}

/**
 * The same check on a request's headers as `header` reads them (lower-case names) and the address it was sent to:
 * for the server's request hook, which answers the statistics beacon before any Request object exists.
 */
export function isSameOriginBy(header: (name: string) => string | null | undefined, url: string): boolean {
  const site = header('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = header('origin');
  if (!origin || origin === 'null') return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  // The host the browser addressed: Host, or what a reverse proxy in front passed on. A cross-site page cannot set
  // X-Forwarded-Host: a custom header makes the browser ask first, and we never allow it.
  const addressed = [firstValue(header('host')), firstValue(header('x-forwarded-host')), hostOf(url)];
  return addressed.includes(host);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

const isJson = (req: Request) => /^application\/json\s*(;|$)/i.test(req.headers.get('content-type') ?? '');
/** Whether the request says it carries a body (the server hands a route an empty stream even when it has none). */
const declaresBody = (req: Request) => Number(req.headers.get('content-length')) > 0 || req.headers.has('transfer-encoding');

type WriteBody = 'json' | 'form';

/**
 * The 403 refusal for a write that may not run, or null. Writes (every method but GET, HEAD and OPTIONS) must come from
 * this site's own pages, and a JSON route's body must be declared application/json: a form on another site can post
 * text/plain or form data without the browser asking first, but not JSON. `form` is for the one route that takes a
 * file upload (multipart), which the same-origin check alone protects.
 */
export function refuseForeignWrite(req: Request, body: WriteBody = 'json'): Response | null {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return null;
  const refuse = (error: string) => Response.json({ error }, { status: 403, headers: noStore });
  if (!isSameOrigin(req)) return refuse(REQUEST_MESSAGES.crossSite);
  // A DELETE names what it deletes in its address and needs no body; any other write carries one.
  const carriesBody = req.method.toUpperCase() !== 'DELETE' || declaresBody(req);
  if (body === 'json' && carriesBody && !isJson(req)) return refuse(REQUEST_MESSAGES.notJson);
  return null;
}
