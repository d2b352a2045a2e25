// Runs next-auth's real handler with our options (through its Pages-style entry, which needs no Next request
// context): CSRF, the credentials callback, the cookie it sets, and what /api/auth/session shows.
import NextAuth from 'next-auth';
import { encode } from 'next-auth/jwt';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthOptions } from './options';
import { hashPassword } from './password';
import { getLoginThrottle } from './throttle';

const saved = { ...process.env };
const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
let hash: string;

type Result = { status: number; headers: Record<string, string | string[]>; body: unknown };

async function call(
  action: string[],
  { method = 'GET', body, cookies = {}, ip = '192.0.2.1' }: { method?: string; body?: Record<string, string>; cookies?: Record<string, string>; ip?: string } = {},
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
    headers: { host: '127.0.0.1:3000', 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded' },
  };
  await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(req, res, createAuthOptions());
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

async function signIn(email: string, password: string, ip = '192.0.2.1') {
  const csrf = await call(['csrf']);
  const { csrfToken } = csrf.body as { csrfToken: string };
  const jar = cookieJar(csrf);
  const res = await call(['callback', 'credentials'], {
    method: 'POST',
    body: { email, password, csrfToken, callbackUrl: 'http://127.0.0.1:3000/admin', json: 'true' },
    cookies: jar,
    ip,
  });
  return { res, jar: { ...jar, ...cookieJar(res) } };
}

const errorOf = (r: Result) => new URL((r.body as { url: string }).url).searchParams.get('error');

beforeAll(async () => {
  hash = await hashPassword('benar-sekali');
});

beforeEach(() => {
  process.env.NEXTAUTH_URL = 'http://127.0.0.1:3000';
  process.env.NEXTAUTH_SECRET = SECRET;
  process.env.ADMIN_EMAIL = 'admin@example.com';
  process.env.ADMIN_PASSWORD_HASH = hash;
  process.env.ADMIN_GOOGLE_EMAILS = 'boss@gmail.com';
  getLoginThrottle().reset();
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

  it('signing out clears the session cookie', async () => {
    const { jar } = await signIn('admin@example.com', 'benar-sekali');
    const csrfToken = jar['next-auth.csrf-token']!.split('|')[0]!;
    const out = await call(['signout'], { method: 'POST', body: { csrfToken, json: 'true' }, cookies: jar });
    const cleared = setCookies(out).find((c) => c.startsWith('next-auth.session-token='))!;
    expect(cleared).toMatch(/next-auth\.session-token=;/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});

describe('Google session', () => {
  it('/api/auth/session shows the Google user without any token', async () => {
    const jwt = await encode({
      secret: SECRET,
      token: {
        name: 'Bos Besar',
        email: 'boss@gmail.com',
        picture: 'https://lh3.googleusercontent.com/a/photo',
        sub: '42',
        provider: 'google',
        accessToken: 'ya29.very-secret-access-token',
        refreshToken: '1//very-secret-refresh-token',
        expiresAt: Date.now() + 3_600_000,
      },
    });
    const s = await call(['session'], { cookies: { 'next-auth.session-token': jwt } });
    expect(s.body).toMatchObject({
      user: { name: 'Bos Besar', email: 'boss@gmail.com', image: 'https://lh3.googleusercontent.com/a/photo', role: 'admin', provider: 'google' },
    });
    const text = JSON.stringify(s.body);
    expect(text).not.toContain('very-secret');
    expect(text).not.toMatch(/accessToken|refreshToken|expiresAt/);
  });
});
