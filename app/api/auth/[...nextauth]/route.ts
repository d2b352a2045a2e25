import 'server-only';
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';
import { guardCredentialsSignIn } from '@/lib/auth/throttle';

type Ctx = { params: Promise<{ nextauth: string[] }> };

const handler: (req: NextRequest, ctx: Ctx) => Promise<Response> = NextAuth(authOptions);

export function GET(req: NextRequest, ctx: Ctx) {
  return handler(req, ctx);
}

/** A throttled credentials sign-in is answered 429 before next-auth (which would say 401) sees it. */
export function POST(req: NextRequest, ctx: Ctx) {
  return guardCredentialsSignIn(req, () => handler(req, ctx));
}
