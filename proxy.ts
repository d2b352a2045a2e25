import { getToken } from 'next-auth/jwt';
import { type NextRequest, NextResponse } from 'next/server';
import { getAuthEnv, resolveSession } from '@/lib/auth/options';
import { searchCacheKey } from '@/lib/search/cache-key';
import { notFoundRewrite } from '@/lib/server/not-found-early';

/**
 * A search is served by the cached /cari/[key] page for its canonical query; a very long one is rendered per request.
 * The destination is made from `request.url`, the address Next's router itself gave the request: with
 * `skipProxyUrlNormalize` (next.config.ts) Next leaves it as it is, so the router sees its own origin and serves the
 * page in place. `request.nextUrl` names a loopback host "localhost", which a server started with `-H 127.0.0.1`
 * took for another site and fetched over HTTP (vercel/next.js#94745: a 500 behind a TLS-terminating proxy).
 */
function rewriteSearch(request: NextRequest): NextResponse {
  const key = searchCacheKey(request.nextUrl.searchParams);
  if (key === null) return NextResponse.next();
  return NextResponse.rewrite(new URL(`/cari/${key}`, request.url));
}

/**
 * The address the visitor's browser uses, for a redirect (which Next no longer shortens to a path, see above): the
 * configured NEXTAUTH_URL, else the host and scheme a reverse proxy passes on, else the request's own.
 */
function publicOrigin(request: NextRequest, configured: string | undefined): string {
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // An invalid NEXTAUTH_URL is reported by sign-in itself; fall back to the request.
    }
  }
  const own = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim();
  const proto = first('x-forwarded-proto');
  const host = first('x-forwarded-host') || request.headers.get('host') || own.host;
  return `${proto === 'https' || proto === 'http' ? proto : own.protocol.slice(0, -1)}://${host}`;
}

/** Non-admins go to /login carrying where they came from; the admin page and routes check the session again. */
async function guardAdmin(request: NextRequest): Promise<NextResponse> {
  const env = getAuthEnv();
  const token = await getToken({ req: request, secret: env.NEXTAUTH_SECRET }).catch(() => null);
  // A session that cannot be checked (Redis unreachable) is no admin: the login page then says why.
  const identity = await resolveSession(token, { env }).catch(() => null);
  if (identity?.role === 'admin') {
    const res = NextResponse.next();
    res.headers.set('Cache-Control', 'private, no-store');
    return res;
  }
  const login = new URL('/login', publicOrigin(request, env.NEXTAUTH_URL));
  login.search = `?from=${encodeURIComponent(request.nextUrl.pathname + request.nextUrl.search)}`;
  return NextResponse.redirect(login);
}

/**
 * A report page of an unknown listing, or a status-token page that opens nothing, is rewritten to a page that answers
 * 404 as server HTML before Next starts streaming the page (lib/server/not-found-early.ts). A failing read (Redis
 * unreachable) leaves the decision to the page, which then shows the error.
 */
async function rewriteNotFound(request: NextRequest): Promise<NextResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  const target = await notFoundRewrite(request.nextUrl.pathname).catch(() => null);
  if (target === null) return NextResponse.next();
  const res = NextResponse.rewrite(new URL(target, request.url));
  // The prerendered not-found page would say a year: a token page may open later (a state it serves), and shared
  // caches keep nothing of these pages.
  res.headers.set('Cache-Control', 'private, no-store');
  return res;
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/search') return rewriteSearch(request);
  if (pathname.startsWith('/admin')) return guardAdmin(request);
  return rewriteNotFound(request);
}

export const config = {
  // `/?page=N` is a rewrite in next.config.ts; the rest of the public site never runs the proxy. The matcher must be
  // literal for Next to read it.
  matcher: ['/search', '/admin', '/admin/:path*', '/berita/:slug/laporkan', '/kiriman/:path*'],
};
