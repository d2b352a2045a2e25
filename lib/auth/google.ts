import 'server-only';
import { encode, getToken, type JWT } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { getAuthEnv, resolveSession, SESSION_MAX_AGE } from './options';
import { GOOGLE_ERRORS, TOKEN_MESSAGES } from '@/lib/words/mail';

/** The Google access is missing or can no longer be renewed: the person has to sign in again. */
export class GoogleTokenError extends Error {
  constructor(
    readonly code: keyof typeof TOKEN_MESSAGES,
    message: string = TOKEN_MESSAGES[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GoogleTokenError';
  }
}

/** Renewed this long before Google's stated expiry, so a token never runs out in the middle of a call. */
const EXPIRY_MARGIN_MS = 60_000;
const TIMEOUT_MS = 10_000;

const discoverySchema = z.object({ token_endpoint: z.url() });
const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
});
const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

type RefreshedToken = { accessToken: string; expiresAt: number; refreshToken: string };

type Deps = { fetch?: typeof fetch; now?: () => number };

const endpoints = new Map<string, Promise<string>>();

function tokenEndpoint(discoveryUrl: string, doFetch: typeof fetch): Promise<string> {
  let pending = endpoints.get(discoveryUrl);
  if (!pending) {
    pending = (async () => {
      const res = await doFetch(discoveryUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw new Error(GOOGLE_ERRORS.discoveryFailed(res.status));
      return discoverySchema.parse(await res.json()).token_endpoint;
    })();
    endpoints.set(discoveryUrl, pending);
    pending.catch(() => endpoints.delete(discoveryUrl));
  }
  return pending;
}

/** Trades a refresh token for a new access token at the token endpoint the OpenID discovery document names. */
export async function refreshGoogleToken(refreshToken: string, deps: Deps = {}): Promise<RefreshedToken> {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const env = getAuthEnv();
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) throw new GoogleTokenError('invalid');
  try {
    const endpoint = await tokenEndpoint(env.GOOGLE_OIDC_DISCOVERY_URL, doFetch);
    const res = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: env.GOOGLE_CLIENT_ID,
        client_secret: env.GOOGLE_CLIENT_SECRET,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const err = tokenErrorSchema.safeParse(body);
      throw new Error(
        err.success ? `${err.data.error}${err.data.error_description ? `: ${err.data.error_description}` : ''}` : `HTTP ${res.status}`,
      );
    }
    const data = tokenSchema.parse(body);
    return {
      accessToken: data.access_token,
      expiresAt: now() + (data.expires_in ?? 3600) * 1000,
      // Google usually keeps the old refresh token; a new one replaces it when sent.
      refreshToken: data.refresh_token ?? refreshToken,
    };
  } catch (e) {
    console.warn('[auth] Google token refresh failed:', e instanceof Error ? e.message : e);
    throw new GoogleTokenError('invalid', TOKEN_MESSAGES.invalid, { cause: e });
  }
}

// Calls with the same expired token share one refresh: those that overlap it wait for it, and those that come
// just after it (a second request sent before the browser stored the renewed cookie) take its result while that
// is still fresh, instead of asking Google again.
const inflight = new Map<string, Promise<RefreshedToken>>();
const recent = new Map<string, RefreshedToken>();
const RECENT_LIMIT = 256;

function refreshOnce(refreshToken: string, deps: Deps, rejected?: string): Promise<RefreshedToken> {
  const now = deps.now ?? Date.now;
  const done = recent.get(refreshToken);
  if (done && done.accessToken !== rejected && done.expiresAt - EXPIRY_MARGIN_MS > now()) return Promise.resolve(done);
  recent.delete(refreshToken);
  let pending = inflight.get(refreshToken);
  if (!pending) {
    pending = refreshGoogleToken(refreshToken, deps)
      .then((fresh) => {
        if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value!);
        recent.set(refreshToken, fresh);
        return fresh;
      })
      .finally(() => inflight.delete(refreshToken));
    inflight.set(refreshToken, pending);
  }
  return pending;
}

const secureCookies = () => getAuthEnv().NEXTAUTH_URL?.startsWith('https://') ?? false;
const sessionCookieName = () => `${secureCookies() ? '__Secure-' : ''}next-auth.session-token`;

function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    const name = part.slice(0, i).trim();
    const raw = part.slice(i + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

async function readJwt(req: Request | undefined, secret: string | undefined): Promise<JWT | null> {
  let source: { headers: Headers; cookies: Record<string, string> };
  if (req) {
    source = { headers: req.headers, cookies: parseCookies(req.headers.get('cookie')) };
  } else {
    const { cookies, headers } = await import('next/headers');
    const jar = await cookies();
    source = { headers: new Headers(await headers()), cookies: Object.fromEntries(jar.getAll().map((c) => [c.name, c.value])) };
  }
  // getToken only reads `headers` and `cookies`, which this plain object provides.
  return getToken({ req: source as unknown as NextRequest, secret, secureCookie: secureCookies(), cookieName: sessionCookieName() });
}

/** Writes the renewed token back into the session cookie where the response can still set cookies (route handlers). */
async function persist(token: JWT, secret: string): Promise<void> {
  try {
    const { cookies } = await import('next/headers');
    const jar = await cookies();
    const name = sessionCookieName();
    // A cookie next-auth split into chunks is left for next-auth to rewrite.
    if (jar.getAll().some((c) => c.name.startsWith(`${name}.`))) return;
    const value = await encode({ token, secret, maxAge: SESSION_MAX_AGE });
    if (value.length > 3900) return;
    jar.set(name, value, { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies(), maxAge: SESSION_MAX_AGE });
  } catch {
    // A server component cannot set cookies: the renewed token still serves this call (next-auth #7558).
  }
}

export type GoogleAccess = { accessToken: string; expiresAt: number; user: { name: string; email: string } };

/**
 * The signed-in person's Google access token for a Gmail call, renewed first when it is (nearly) expired, or when
 * `rejected` names it (Google answered 401 to it before its stated expiry: revoked or expired early).
 * Throws GoogleTokenError('missing') without a Google session and GoogleTokenError('invalid') when renewal fails.
 */
export async function getGoogleAccessToken(
  req?: Request,
  deps: Deps & { persist?: typeof persist; rejected?: string } = {},
): Promise<GoogleAccess> {
  const now = deps.now ?? Date.now;
  const secret = getAuthEnv().NEXTAUTH_SECRET;
  const token = await readJwt(req, secret);
  if (!token || token.provider !== 'google' || !token.accessToken) throw new GoogleTokenError('missing');
  if (!(await resolveSession(token))) throw new GoogleTokenError('missing');
  const user = { name: token.name || 'Pengguna', email: token.email ?? '' };
  const trusted = token.accessToken !== deps.rejected;
  if (trusted && typeof token.expiresAt === 'number' && token.expiresAt - EXPIRY_MARGIN_MS > now()) {
    return { accessToken: token.accessToken, expiresAt: token.expiresAt, user };
  }
  if (!token.refreshToken) throw new GoogleTokenError('invalid');
  const fresh = await refreshOnce(token.refreshToken, deps, deps.rejected);
  if (secret) {
    await (deps.persist ?? persist)(
      { ...token, accessToken: fresh.accessToken, expiresAt: fresh.expiresAt, refreshToken: fresh.refreshToken },
      secret,
    );
  }
  return { accessToken: fresh.accessToken, expiresAt: fresh.expiresAt, user };
}
