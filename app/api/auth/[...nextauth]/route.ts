import 'server-only';
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { refuseOddAuthRequest } from '@/lib/auth/auth-request';
import { authOptions } from '@/lib/auth/options';
import { credentialsCallback } from '@/lib/auth/sign-in-route';

type Ctx = { params: Promise<{ nextauth: string[] }> };

const handler: (req: NextRequest, ctx: Ctx) => Promise<Response> = NextAuth(authOptions);

// next-auth picks the action from the decoded path segments, so the same is matched here (not the raw path).
const isCredentialsCallback = (segments: readonly string[]) =>
  segments.length === 2 && segments[0] === 'callback' && segments[1] === 'credentials';

export async function GET(req: NextRequest, ctx: Ctx) {
  return refuseOddAuthRequest(req, (await ctx.params).nextauth) ?? handler(req, ctx);
}

/** Credentials sign-ins: 429 when throttled, a device cookie when successful (lib/auth/sign-in-route.ts). */
export async function POST(req: NextRequest, ctx: Ctx) {
  const segments = (await ctx.params).nextauth;
  const refused = refuseOddAuthRequest(req, segments);
  if (refused) return refused;
  if (isCredentialsCallback(segments)) return credentialsCallback(req, () => handler(req, ctx));
  return handler(req, ctx);
}
