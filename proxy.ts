import { type NextRequest, NextResponse } from 'next/server';

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === '/') {
    const raw = searchParams.get('page');
    const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
    if (page > 1) {
      const url = request.nextUrl.clone();
      url.pathname = `/halaman/${page}`;
      url.search = '';
      return NextResponse.rewrite(url);
    }
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/', '/admin/:path*'],
};
