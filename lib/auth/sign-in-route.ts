import 'server-only';
import { LOGIN_MESSAGES } from '@/lib/words/admin';
import { getAuthEnv } from './options';
import { deviceSetCookie } from './device-cookie';
import { getLoginThrottle } from './throttle';
import { noStore } from '@/lib/api/errors';

/** The `error` next-auth put in its answer's URL (JSON `{ url }` for its client, a Location for a plain form). */
async function answerError(res: Response): Promise<string | null> {
  let target = res.headers.get('location');
  if (!target && (res.headers.get('content-type') ?? '').includes('application/json')) {
    const body: unknown = await res
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === 'object' && 'url' in body && typeof body.url === 'string') target = body.url;
  }
  if (!target) return null;
  try {
    return new URL(target, 'http://x.invalid').searchParams.get('error');
  } catch {
    return null;
  }
}

const setsSession = (res: Response) => res.headers.getSetCookie().some((c) => /^(__Secure-)?next-auth\.session-token=[^;]/.test(c));

async function signedInEmail(req: Request): Promise<string | null> {
  const text = await req.text().catch(() => '');
  const type = req.headers.get('content-type') ?? '';
  let email: unknown;
  try {
    email = type.includes('application/json') ? (JSON.parse(text) as { email?: unknown }).email : new URLSearchParams(text).get('email');
  } catch {
    return null;
  }
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * Wraps next-auth's credentials callback. A throttled attempt (authorize refused it before hashing) is answered 429
 * with Retry-After, in the JSON shape next-auth's client reads; a successful one also gets a device cookie, so the
 * browser that signed in is not locked out by other clients' failures.
 */
export async function credentialsCallback(req: Request, next: () => Promise<Response>): Promise<Response> {
  const copy = req.clone();
  const res = await next();
  const error = await answerError(res);
  if (error === LOGIN_MESSAGES.throttled) {
    const retry = String(Math.ceil(getLoginThrottle().windowMs / 1000));
    const url = new URL('/api/auth/error', req.url);
    url.searchParams.set('error', error);
    return Response.json({ url: url.toString(), error }, { status: 429, headers: { ...noStore, 'Retry-After': retry } });
  }
  if (error || !setsSession(res)) return res;
  const env = getAuthEnv();
  const email = await signedInEmail(copy);
  if (!email || !env.NEXTAUTH_SECRET) return res;
  const headers = new Headers(res.headers);
  headers.append('Set-Cookie', deviceSetCookie(email, env.NEXTAUTH_SECRET, env.NEXTAUTH_URL?.startsWith('https://') ?? false));
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
