import 'server-only';
import { cookieValue } from './device-cookie';
import { AUTH_REQUEST_MESSAGES } from '@/lib/words/errors';
import { noStore } from '@/lib/api/errors';

// next-auth's own rule (core/lib/assert.js): a path from the root, or an absolute http(s) URL.
function isValidCallbackUrl(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith('/') ? base : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * Input next-auth answers with a 500 and a logged stack, refused here first: a `callbackUrl` (query or cookie) that
 * is not a path or an http(s) URL (400, and the cookie is cleared so the browser recovers), and a GET of the
 * credentials callback, which only takes POST (404: there is nothing to get there).
 */
export function refuseOddAuthRequest(req: Request, segments: readonly string[]): Response | null {
  const url = new URL(req.url);
  if (req.method === 'GET' && segments[0] === 'callback' && segments[1] === 'credentials') {
    return Response.json({ error: AUTH_REQUEST_MESSAGES.notFound }, { status: 404, headers: noStore });
  }
  const param = url.searchParams.get('callbackUrl');
  const cookieHeader = req.headers.get('cookie');
  const badCookies = ['next-auth.callback-url', '__Secure-next-auth.callback-url'].filter((name) => {
    const raw = cookieValue(cookieHeader, name);
    if (!raw) return false;
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return true;
    }
    return !isValidCallbackUrl(value, url.origin);
  });
  if ((param && !isValidCallbackUrl(param, url.origin)) || badCookies.length) {
    const headers = new Headers(noStore);
    for (const name of badCookies)
      headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`);
    return Response.json({ error: AUTH_REQUEST_MESSAGES.badCallbackUrl }, { status: 400, headers });
  }
  return null;
}
