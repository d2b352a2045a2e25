import { getToken } from 'next-auth/jwt';
import { type NextRequest, NextResponse } from 'next/server';
import { getAuthEnv, type Provider, roleFor } from '@/lib/auth/options';
import { searchCacheKey } from '@/lib/competitions/search-key';

/** A search is served by the cached /cari/[key] page for its canonical query; a very long one is rendered per request. */
function rewriteSearch(request: NextRequest): NextResponse {
  const key = searchCacheKey(request.nextUrl.searchParams);
  if (key === null) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/cari/${key}`;
  url.search = '';
  return NextResponse.rewrite(url);
}

/** Non-admins go to /login carrying where they came from; the admin page and routes check the session again. */
async function guardAdmin(request: NextRequest): Promise<NextResponse> {
  const env = getAuthEnv();
  const token = await getToken({ req: request, secret: env.NEXTAUTH_SECRET }).catch(() => null);
  const provider = token?.provider === 'google' || token?.provider === 'credentials' ? (token.provider as Provider) : undefined;
  if (token && roleFor(provider, typeof token.email === 'string' ? token.email : null, env) === 'admin') {
    const res = NextResponse.next();
    res.headers.set('Cache-Control', 'private, no-store');
    return res;
  }
  const login = request.nextUrl.clone();
  login.pathname = '/login';
  login.search = `?from=${encodeURIComponent(request.nextUrl.pathname + request.nextUrl.search)}`;
  return NextResponse.redirect(login);
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/search') return rewriteSearch(request);
  return guardAdmin(request);
}

export const config = {
  // `/?page=N` is a rewrite in next.config.ts; the rest of the public site never runs the proxy.
  matcher: ['/search', '/admin', '/admin/:path*'],
};
