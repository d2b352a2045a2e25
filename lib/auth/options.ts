import 'server-only';
import type { AuthOptions, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import GoogleProvider from 'next-auth/providers/google';
import { z } from 'zod';
import { readAuthEnv, type AuthEnv } from '@/lib/env';
import { LOGIN_MESSAGES } from '@/lib/words/admin';
import { clientAddress } from './client-address';
import { cookieValue, deviceCookieName, readDeviceCookie } from './device-cookie';
import { verifyPassword } from './password';
import {
  endSession,
  isSessionLive,
  type Provider,
  type SessionClaims,
  type SessionDeps,
  sessionClaims,
  startSession,
} from './session-check';
import { attemptKeys, getLoginThrottle, type LoginThrottle } from './throttle';
import { redisReady, SharedUnavailableError, sharedMode } from '@/lib/shared';
import { SHARED_MESSAGES } from '@/lib/words/operations';

export const GOOGLE_SCOPES = [
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/gmail.send',
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.modify',
].join(' ');

const DEFAULT_AVATAR = '/avatar-default.svg';
const DEFAULT_USER_NAME = 'Pengguna';
export const SESSION_MAX_AGE = 7 * 24 * 60 * 60;

/** The sign-in settings (lib/env.ts), read on each call: cheap, and tests can change them. */
export const getAuthEnv = readAuthEnv;

export const isGoogleConfigured = (env: AuthEnv = getAuthEnv()) => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

type Role = 'admin' | 'user';

/** Decided on every read of the token, so removing an address from the environment takes effect at once. */
export function roleFor(provider: Provider | undefined, email: string | null | undefined, env: AuthEnv = getAuthEnv()): Role {
  const address = email?.trim().toLowerCase();
  if (!address) return 'user';
  if (provider === 'credentials') return address === env.ADMIN_EMAIL?.toLowerCase() ? 'admin' : 'user';
  if (provider === 'google') return env.ADMIN_GOOGLE_EMAILS.includes(address) ? 'admin' : 'user';
  return 'user';
}

type SessionIdentity = SessionClaims & { role: Role };

/**
 * The one rule for a session cookie, wherever it is checked (proxy.ts, pages and route handlers through next-auth's
 * jwt callback, Gmail calls): it names a known provider and a session the server still honours (not signed out,
 * not expired, an admin's not idle), and its role comes from the environment now.
 */
export async function resolveSession(
  token: Record<string, unknown> | null | undefined,
  { env = getAuthEnv(), ...deps }: SessionDeps & { env?: AuthEnv } = {},
): Promise<SessionIdentity | null> {
  const claims = sessionClaims(token);
  if (!claims) return null;
  const role = roleFor(claims.provider, claims.email, env);
  return (await isSessionLive(claims, role === 'admin', deps)) ? { ...claims, role } : null;
}

/** next-auth logs a whole stack per bad cookie (anyone can send one): one line each, with its code. */
const oneLineLogger: AuthOptions['logger'] = {
  error(code, metadata) {
    const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
    const message = error instanceof Error ? error.message : typeof metadata === 'string' ? metadata : '';
    console.error(`[auth] ${code}${message ? `: ${message.split('\n')[0]}` : ''}`);
  },
  warn(code) {
    console.warn(`[auth] ${code}`);
  },
  debug() {},
};

const SESSION_ENDED = LOGIN_MESSAGES.sessionEnded;

const emailSchema = z.email();

type Headers = Record<string, string | string[] | undefined>;

/** What a sign-in depends on besides its input; tests pass their own to count password checks. */
export type SignInDeps = {
  verify?: typeof verifyPassword;
  throttle?: LoginThrottle;
  /** TRUSTED_PROXY_HOPS (lib/env.ts) when not given. */
  hops?: number;
};

/**
 * The credentials check behind the login form. Throws the spec's messages, which next-auth hands to the client.
 * The attempt is counted before the password is hashed, so concurrent tries cannot all pass a check made first.
 */
export async function authorizeAdmin(
  credentials: Record<string, string> | undefined,
  headers: Headers | undefined,
  deps: SignInDeps = {},
): Promise<User> {
  const email = (credentials?.email ?? '').trim().toLowerCase();
  const password = credentials?.password ?? '';
  if (!emailSchema.safeParse(email).success) throw new Error(LOGIN_MESSAGES.invalidEmail);

  let env: AuthEnv;
  let keys: string[];
  try {
    env = getAuthEnv();
    const secure = env.NEXTAUTH_URL?.startsWith('https://') ?? false;
    const device = readDeviceCookie(cookieValue(headers?.cookie, deviceCookieName(secure)), email, env.NEXTAUTH_SECRET);
    keys = attemptKeys({ email, address: clientAddress(headers, deps.hops ?? env.TRUSTED_PROXY_HOPS), device });
  } catch (e) {
    console.error('[auth] sign-in failed:', e instanceof Error ? e.message : e);
    throw new Error(LOGIN_MESSAGES.other);
  }
  // Several instances and Redis unreachable: no session could be started or checked, so say so before any check.
  if (sharedMode() === 'redis' && !redisReady()) throw new Error(SHARED_MESSAGES.signInUnavailable);
  const throttle = deps.throttle ?? getLoginThrottle();
  if (!(await throttle.admit(keys)).ok) throw new Error(LOGIN_MESSAGES.throttled);

  let ok: boolean;
  try {
    const adminEmail = env.ADMIN_EMAIL?.toLowerCase();
    // Always run the hash check so an unknown e-mail takes as long as a wrong password.
    const matches = await (deps.verify ?? verifyPassword)(password, adminEmail === email ? env.ADMIN_PASSWORD_HASH : undefined);
    ok = matches && Boolean(password) && adminEmail === email;
  } catch (e) {
    console.error('[auth] sign-in failed:', e instanceof Error ? e.message : e);
    throw new Error(LOGIN_MESSAGES.other);
  }
  if (!ok) throw new Error(LOGIN_MESSAGES.wrongCredentials);
  await throttle.succeeded(keys);
  return { id: `admin:${email}`, email, name: 'Admin' };
}

type GoogleAccount = { access_token?: string; refresh_token?: string; expires_at?: number };

/** Builds next-auth's options from the environment. Google sign-in is offered only when it is configured. */
export function createAuthOptions(env: AuthEnv = getAuthEnv(), deps: SignInDeps = {}): AuthOptions {
  const providers: AuthOptions['providers'] = [
    CredentialsProvider({
      id: 'credentials',
      name: 'Email',
      credentials: {
        email: { label: 'Email', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      authorize: (credentials, req) => authorizeAdmin(credentials, req?.headers, deps),
    }),
  ];
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (isGoogleConfigured(env) && clientId && clientSecret) {
    providers.push(
      GoogleProvider({
        clientId,
        clientSecret,
        wellKnown: env.GOOGLE_OIDC_DISCOVERY_URL,
        authorization: {
          params: { scope: GOOGLE_SCOPES, prompt: 'consent', access_type: 'offline', response_type: 'code' },
        },
      }),
    );
  }

  return {
    secret: env.NEXTAUTH_SECRET,
    providers,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    // next-auth's default too; stated so the cookie is Secure whenever the site is served over https.
    useSecureCookies: env.NEXTAUTH_URL?.startsWith('https://') ?? false,
    pages: { signIn: '/login' },
    callbacks: {
      // An address Google has not verified could belong to someone else: never let it sign in (it could match the allow list).
      async signIn({ account, profile }) {
        if (account?.provider !== 'google') return true;
        const verified = profile && 'email_verified' in profile ? profile.email_verified : undefined;
        return verified !== false;
      },
      async jwt({ token, account }) {
        if (account) {
          const next: JWT = { name: token.name, email: token.email, picture: token.picture, sub: token.sub };
          if (account.provider === 'google') {
            const g = account as GoogleAccount;
            next.provider = 'google';
            next.accessToken = g.access_token;
            next.refreshToken = g.refresh_token;
            next.expiresAt = typeof g.expires_at === 'number' ? g.expires_at * 1000 : Date.now() + 3_600_000;
          } else {
            next.provider = 'credentials';
          }
          next.sid = await startSession(next.email ?? '', SESSION_MAX_AGE);
          next.role = roleFor(next.provider, next.email);
          return next;
        }
        // next-auth answers "no session" (and clears the cookie where it can) when this throws.
        let identity: Awaited<ReturnType<typeof resolveSession>>;
        try {
          identity = await resolveSession(token);
        } catch (e) {
          // Several instances and Redis unreachable: the session can be neither confirmed nor ended. The cookie is
          // kept (the session may well be alive) and grants nothing until it can be checked again.
          if (e instanceof SharedUnavailableError) return { ...token, unchecked: true };
          throw e;
        }
        if (!identity) throw new Error(SESSION_ENDED);
        delete token.unchecked;
        token.role = identity.role;
        return token;
      },
      // Builds the session from scratch: tokens in the JWT must never reach /api/auth/session.
      async session({ session, token }) {
        if (token.unchecked) return { expires: session.expires };
        const provider: Provider = token.provider === 'google' ? 'google' : 'credentials';
        return {
          expires: session.expires,
          user: {
            name: token.name || DEFAULT_USER_NAME,
            email: token.email ?? '',
            image: token.picture || DEFAULT_AVATAR,
            role: roleFor(provider, token.email),
            provider,
          },
        };
      },
    },
    events: {
      async signOut({ token }) {
        await endSession(token);
      },
    },
    logger: oneLineLogger,
  };
}

export const authOptions: AuthOptions = createAuthOptions();
