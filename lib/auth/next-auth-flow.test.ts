// Runs next-auth's real handler with our options (through its Pages-style entry, which needs no Next request
// context): CSRF, the credentials callback, the cookie it sets, and what /api/auth/session shows.
import NextAuth from 'next-auth';
import { encode } from 'next-auth/jwt';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveToken } from '@/testing/live-session';
import { createAuthOptions, type SignInDeps } from './options';
import { hashPassword, verifyPassword } from './password';
import { credentialsCallback } from './sign-in-route';
import { getLoginThrottle } from './throttle';

const saved = { ...process.env };
const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
let hash: string;

type Result = { status: number; headers: Record<string, string | string[]>; body: unknown };

async function call(
  action: string[],
  {
    method = 'GET',
    body,
    cookies = {},
    ip = '192.0.2.1',
    deps = { hops: 1 },
  }: { method?: string; body?: Record<string, string>; cookies?: Record<string, string>; ip?: string; deps?: SignInDeps } = {},
): Promise<Result> {
  const out: Result = { status: 200, headers: {}, body: undefined };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    setHeader(name: string, value: string | string[]) {
      out.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => out.headers[name.toLowerCase()],
    json(value: unknown) {
      out.body = value;
      return res;
    },
    send(value: unknown) {
      out.body = typeof value === 'string' ? safeJson(value) : value;
      return res;
    },
    end() {
      return res;
    },
  };
  const req = {
    method,
    query: { nextauth: action },
    body,
    cookies,
    headers: {
      host: '127.0.0.1:3000',
      'x-forwarded-for': ip,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
  };
  await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(
    req,
    res,
    createAuthOptions(undefined, deps),
  );
  return out;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const setCookies = (r: Result): string[] => {
  const v = r.headers['set-cookie'];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};

function cookieJar(r: Result): Record<string, string> {
  return Object.fromEntries(
    setCookies(r).map((c) => {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      return [pair!.slice(0, i), decodeURIComponent(pair!.slice(i + 1))];
    }),
  );
}

async function signIn(
  email: string,
  password: string,
  ip = '192.0.2.1',
  { deps, cookies = {} }: { deps?: SignInDeps; cookies?: Record<string, string> } = {},
) {
  const csrf = await call(['csrf']);
  const { csrfToken } = csrf.body as { csrfToken: string };
  const jar = { ...cookies, ...cookieJar(csrf) };
  const res = await call(['callback', 'credentials'], {
    method: 'POST',
    body: { email, password, csrfToken, callbackUrl: 'http://127.0.0.1:3000/admin', json: 'true' },
    cookies: jar,
    ip,
    deps,
  });
  return { res, jar: { ...jar, ...cookieJar(res) } };
}

/** The same sign-in through our route wrapper (lib/auth/sign-in-route.ts) around next-auth's handler. */
async function signInViaRoute(email: string, password: string, ip: string, cookies: Record<string, string> = {}) {
  const body = new URLSearchParams({ email, password });
  const req = new Request('http://127.0.0.1:3000/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  let inner: Result | undefined;
  const res = await credentialsCallback(req, async () => {
    inner = (await signIn(email, password, ip, { cookies })).res;
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const c of setCookies(inner)) headers.append('set-cookie', c);
    return new Response(JSON.stringify(inner.body), { status: inner.status, headers });
  });
  return { res, inner: inner!, cookies: res.headers.getSetCookie() };
}

const errorOf = (r: Result) => new URL((r.body as { url: string }).url).searchParams.get('error');

beforeAll(async () => {
  hash = await hashPassword('benar-sekali');
});

beforeEach(async () => {
  process.env.NEXTAUTH_URL = 'http://127.0.0.1:3000';
  process.env.NEXTAUTH_SECRET = SECRET;
  process.env.ADMIN_EMAIL = 'admin@example.com';
  process.env.ADMIN_PASSWORD_HASH = hash;
  process.env.ADMIN_GOOGLE_EMAILS = 'boss@gmail.com';
  await getLoginThrottle().reset();
});

afterEach(() => {
  process.env = { ...saved };
});

describe('credentials sign-in through next-auth', () => {
  it('a wrong password gets 401 and the spec message in the url signIn() reads', async () => {
    const { res } = await signIn('admin@example.com', 'salah');
    expect(res.status).toBe(401);
    expect(errorOf(res)).toBe('Email atau password salah.');
    const bad = await signIn('bukan-email', 'x');
    expect(errorOf(bad.res)).toBe('Format email tidak valid.');
  });

  it('the right password sets an httpOnly, SameSite=Lax session cookie and the session shows an admin, no tokens', async () => {
    const { res, jar } = await signIn('admin@example.com', 'benar-sekali');
    expect(res.status).toBe(200);
    expect((res.body as { url: string }).url).toBe('http://127.0.0.1:3000/admin');
    const session = setCookies(res).find((c) => c.startsWith('next-auth.session-token='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/i);

    const s = await call(['session'], { cookies: jar });
    expect(s.body).toMatchObject({
      user: { email: 'admin@example.com', name: 'Admin', image: '/avatar-default.svg', role: 'admin', provider: 'credentials' },
    });
  });

  it('over https the session cookie is Secure', async () => {
    process.env.NEXTAUTH_URL = 'https://lomba.example.com';
    const csrf = await call(['csrf']);
    const { csrfToken } = csrf.body as { csrfToken: string };
    const res = await call(['callback', 'credentials'], {
      method: 'POST',
      body: { email: 'admin@example.com', password: 'benar-sekali', csrfToken, json: 'true' },
      cookies: cookieJar(csrf),
    });
    const session = setCookies(res).find((c) => c.startsWith('__Secure-next-auth.session-token='))!;
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/HttpOnly/i);
  });

  it('the sixth wrong password in a row gets the throttle message', async () => {
    for (let i = 0; i < 5; i++) expect(errorOf((await signIn('admin@example.com', `salah${i}`)).res)).toBe('Email atau password salah.');
    expect(errorOf((await signIn('admin@example.com', 'salah-lagi')).res)).toBe('Terlalu banyak percobaan gagal. Coba lagi nanti.');
  });

  it('a burst of 50 concurrent wrong sign-ins costs at most 5 password checks, and the right password in it is refused', async () => {
    let checks = 0;
    const verify: typeof verifyPassword = async (password, stored) => {
      checks++;
      return verifyPassword(password, stored);
    };
    const guesses = Array.from({ length: 50 }, (_, i) => (i === 49 ? 'benar-sekali' : `tebakan-${i}`));
    const results = await Promise.all(
      guesses.map((p, i) => signIn('admin@example.com', p, `203.0.113.${i}`, { deps: { hops: 1, verify } })),
    );
    expect(checks).toBeLessThanOrEqual(5);
    const errors = results.map(({ res }) => errorOf(res));
    expect(errors.filter((e) => e === 'Terlalu banyak percobaan gagal. Coba lagi nanti.').length).toBeGreaterThanOrEqual(45);
    expect(results.filter(({ res }) => res.status === 200)).toHaveLength(0);
  });

  it("other clients' failures do not lock out a browser that signed in before (its device cookie)", async () => {
    const first = await signInViaRoute('admin@example.com', 'benar-sekali', '198.51.100.1');
    expect(first.res.status).toBe(200);
    const device = first.cookies.find((c) => c.startsWith('infolomba.device='));
    expect(device).toMatch(/; Path=\/api\/auth\/callback\/credentials; .*HttpOnly; SameSite=Strict/);
    const deviceJar = { 'infolomba.device': device!.split(';')[0]!.split('=')[1]! };

    for (let i = 0; i < 6; i++) await signIn('admin@example.com', `salah-${i}`, `203.0.113.${i}`);
    const stranger = await signInViaRoute('admin@example.com', 'benar-sekali', '203.0.113.99');
    expect(stranger.res.status).toBe(429);
    expect(stranger.res.headers.get('retry-after')).toBe('900');
    expect(((await stranger.res.json()) as { error: string }).error).toBe('Terlalu banyak percobaan gagal. Coba lagi nanti.');

    const again = await signInViaRoute('admin@example.com', 'benar-sekali', '203.0.113.99', deviceJar);
    expect(again.res.status).toBe(200);
    expect(again.cookies.some((c) => c.startsWith('next-auth.session-token='))).toBe(true);
    // A device cookie made for another e-mail or with another secret counts for nothing.
    const forged = await signIn('admin@example.com', 'benar-sekali', '203.0.113.98', {
      cookies: { 'infolomba.device': 'YQ.bm9uY2U.c2ln' },
    });
    expect(errorOf(forged.res)).toBe('Terlalu banyak percobaan gagal. Coba lagi nanti.');
  });

  it('a failed sign-in through the route gets no device cookie', async () => {
    const { res, cookies } = await signInViaRoute('admin@example.com', 'salah', '198.51.100.2');
    expect(res.status).toBe(401);
    expect(cookies.some((c) => c.startsWith('infolomba.device='))).toBe(false);
  });

  it('signing out clears the session cookie', async () => {
    const { jar } = await signIn('admin@example.com', 'benar-sekali');
    const csrfToken = jar['next-auth.csrf-token']!.split('|')[0]!;
    const out = await call(['signout'], { method: 'POST', body: { csrfToken, json: 'true' }, cookies: jar });
    const cleared = setCookies(out).find((c) => c.startsWith('next-auth.session-token='))!;
    expect(cleared).toMatch(/next-auth\.session-token=;/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});

describe('sessions end on the server', () => {
  const signOut = async (jar: Record<string, string>) => {
    const csrfToken = jar['next-auth.csrf-token']!.split('|')[0]!;
    return call(['signout'], { method: 'POST', body: { csrfToken, json: 'true' }, cookies: jar });
  };

  it('a session cookie copied before signing out is refused after it', async () => {
    const { jar } = await signIn('admin@example.com', 'benar-sekali');
    const copied = { 'next-auth.session-token': jar['next-auth.session-token']! };
    expect((await call(['session'], { cookies: copied })).body).toMatchObject({ user: { role: 'admin' } });
    await signOut(jar);
    const after = await call(['session'], { cookies: copied });
    expect(after.body).toEqual({});
    // Where next-auth can, it also clears the dead cookie.
    expect(setCookies(after).some((c) => /^next-auth\.session-token=;/.test(c))).toBe(true);
  });

  it("signing out ends only that session: the admin's other browser stays signed in", async () => {
    const one = await signIn('admin@example.com', 'benar-sekali');
    const two = await signIn('admin@example.com', 'benar-sekali');
    await signOut(one.jar);
    expect((await call(['session'], { cookies: two.jar })).body).toMatchObject({ user: { role: 'admin' } });
  });

  it('an admin session ends after ADMIN_IDLE_MINUTES without a request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { jar } = await signIn('admin@example.com', 'benar-sekali');
      vi.setSystemTime(Date.now() + 59 * 60_000);
      expect((await call(['session'], { cookies: jar })).body).toMatchObject({ user: { role: 'admin' } });
      vi.setSystemTime(Date.now() + 61 * 60_000);
      expect((await call(['session'], { cookies: jar })).body).toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });

  it('a token without a provider or a session id is nobody, and a bad cookie logs one line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const noProvider = await encode({ secret: SECRET, token: await liveToken({ email: 'admin@example.com' }) });
    expect((await call(['session'], { cookies: { 'next-auth.session-token': noProvider } })).body).toEqual({});
    const noSid = await encode({ secret: SECRET, token: { email: 'admin@example.com', provider: 'credentials' } });
    expect((await call(['session'], { cookies: { 'next-auth.session-token': noSid } })).body).toEqual({});
    error.mockClear();
    expect((await call(['session'], { cookies: { 'next-auth.session-token': 'not-a-jwt' } })).body).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[auth\] JWT_SESSION_ERROR: [^\n]+$/);
    expect(error.mock.calls[0]).toHaveLength(1);
    error.mockRestore();
  });
});

describe('Google session', () => {
  it('/api/auth/session shows the Google user without any token', async () => {
    const jwt = await encode({
      secret: SECRET,
      token: await liveToken({
        name: 'Bos Besar',
        email: 'boss@gmail.com',
        picture: 'https://lh3.googleusercontent.com/a/photo',
        sub: '42',
        provider: 'google' as const,
        accessToken: 'ya29.very-secret-access-token',
        refreshToken: '1//very-secret-refresh-token',
        expiresAt: Date.now() + 3_600_000,
      }),
    });
    const s = await call(['session'], { cookies: { 'next-auth.session-token': jwt } });
    expect(s.body).toMatchObject({
      user: {
        name: 'Bos Besar',
        email: 'boss@gmail.com',
        image: 'https://lh3.googleusercontent.com/a/photo',
        role: 'admin',
        provider: 'google',
      },
    });
    const text = JSON.stringify(s.body);
    expect(text).not.toContain('very-secret');
    expect(text).not.toMatch(/accessToken|refreshToken|expiresAt/);
  });
});
