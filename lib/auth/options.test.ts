import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// Session records of these tests go to a temporary folder.
import '@/testing/live-session';
import type { Account, Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { authorizeAdmin, createAuthOptions, getAuthEnv, GOOGLE_SCOPES, roleFor } from './options';
import { hashPassword } from './password';
import { PEER_HEADER } from './client-address';
import { LOGIN_MESSAGES } from '@/lib/words/admin';
import { getLoginThrottle } from './throttle';

const saved = { ...process.env };
let hash: string;

beforeAll(async () => {
  hash = await hashPassword('benar-sekali');
});

beforeEach(async () => {
  process.env.ADMIN_EMAIL = 'Admin@Example.com';
  process.env.ADMIN_PASSWORD_HASH = hash;
  process.env.ADMIN_GOOGLE_EMAILS = ' Boss@Gmail.com , owner@example.org ';
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
  delete process.env.GOOGLE_OIDC_DISCOVERY_URL;
  delete process.env.NEXTAUTH_URL;
  await getLoginThrottle().reset();
});

afterEach(() => {
  process.env = { ...saved };
});

const headers = (ip: string) => ({ [PEER_HEADER]: ip });

describe('authorizeAdmin', () => {
  it('signs in the environment admin, e-mail case-insensitively', async () => {
    const user = await authorizeAdmin({ email: ' ADMIN@example.com ', password: 'benar-sekali' }, headers('192.0.2.1'));
    expect(user).toMatchObject({ email: 'admin@example.com' });
  });

  it.each([
    [{ email: 'bukan-email', password: 'x' }, LOGIN_MESSAGES.invalidEmail],
    [{ email: '', password: 'x' }, LOGIN_MESSAGES.invalidEmail],
    [{ email: 'admin@example.com', password: 'salah' }, LOGIN_MESSAGES.wrongCredentials],
    [{ email: 'admin@example.com', password: '' }, LOGIN_MESSAGES.wrongCredentials],
    [{ email: 'lain@example.com', password: 'benar-sekali' }, LOGIN_MESSAGES.wrongCredentials],
  ])('refuses %j with the spec message', async (credentials, message) => {
    await expect(authorizeAdmin(credentials, headers('192.0.2.2'))).rejects.toThrow(message);
  });

  it('refuses everyone when no admin is configured', async () => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD_HASH;
    await expect(authorizeAdmin({ email: 'admin@example.com', password: 'benar-sekali' }, {})).rejects.toThrow(
      LOGIN_MESSAGES.wrongCredentials,
    );
  });

  it('after 5 wrong passwords the sixth try is throttled, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      await expect(authorizeAdmin({ email: 'admin@example.com', password: `salah${i}` }, headers(`192.0.2.${10 + i}`))).rejects.toThrow(
        LOGIN_MESSAGES.wrongCredentials,
      );
    }
    await expect(authorizeAdmin({ email: 'admin@example.com', password: 'benar-sekali' }, headers('192.0.2.99'))).rejects.toThrow(
      'Terlalu banyak percobaan gagal. Coba lagi nanti.',
    );
  });

  it('a success gives the e-mail its allowance back', async () => {
    for (let i = 0; i < 4; i++) {
      await authorizeAdmin({ email: 'admin@example.com', password: 'salah' }, headers(`198.51.100.${i}`)).catch(() => undefined);
    }
    await authorizeAdmin({ email: 'admin@example.com', password: 'benar-sekali' }, headers('198.51.100.50'));
    for (let i = 0; i < 4; i++) {
      await authorizeAdmin({ email: 'admin@example.com', password: 'salah' }, headers(`198.51.100.${20 + i}`)).catch(() => undefined);
    }
    await expect(authorizeAdmin({ email: 'admin@example.com', password: 'benar-sekali' }, headers('198.51.100.51'))).resolves.toBeTruthy();
  });

  it('with no trusted proxy, a forged X-Forwarded-For does not rotate past the per-address limit', async () => {
    const from = (i: number) => ({ [PEER_HEADER]: '203.0.113.77', 'x-forwarded-for': `10.66.0.${i}` });
    for (let i = 0; i < 5; i++) {
      await expect(authorizeAdmin({ email: `orang${i}@example.com`, password: 'x' }, from(i), { hops: 0 })).rejects.toThrow(
        LOGIN_MESSAGES.wrongCredentials,
      );
    }
    for (let i = 5; i < 20; i++) {
      await expect(authorizeAdmin({ email: `orang${i}@example.com`, password: 'x' }, from(i), { hops: 0 })).rejects.toThrow(
        LOGIN_MESSAGES.throttled,
      );
    }
  });

  it('behind one trusted proxy, the address it appended counts, not what the client wrote before it', async () => {
    const from = (i: number) => ({ [PEER_HEADER]: '10.0.0.1', 'x-forwarded-for': `10.66.1.${i}, 203.0.113.78` });
    for (let i = 0; i < 5; i++)
      await authorizeAdmin({ email: `x${i}@example.com`, password: 'x' }, from(i), { hops: 1 }).catch(() => undefined);
    await expect(authorizeAdmin({ email: 'y@example.com', password: 'x' }, from(9), { hops: 1 })).rejects.toThrow(LOGIN_MESSAGES.throttled);
    await expect(
      authorizeAdmin({ email: 'y@example.com', password: 'x' }, { 'x-forwarded-for': '203.0.113.79' }, { hops: 1 }),
    ).rejects.toThrow(LOGIN_MESSAGES.wrongCredentials);
  });
});

describe('roleFor', () => {
  it('makes the credentials admin and allow-listed Google accounts admins, nobody else', () => {
    expect(roleFor('credentials', 'admin@example.com')).toBe('admin');
    expect(roleFor('credentials', 'someone@example.com')).toBe('user');
    expect(roleFor('google', 'boss@gmail.com')).toBe('admin');
    expect(roleFor('google', 'OWNER@example.org')).toBe('admin');
    expect(roleFor('google', 'admin@example.com')).toBe('user');
    expect(roleFor('google', 'visitor@gmail.com')).toBe('user');
    expect(roleFor(undefined, 'boss@gmail.com')).toBe('user');
    expect(roleFor('google', null)).toBe('user');
  });
});

describe('createAuthOptions', () => {
  it('offers Google only when it is configured, with the Gmail scopes, consent and offline access', () => {
    expect(createAuthOptions().providers.map((p) => p.id)).toEqual(['credentials']);
    process.env.GOOGLE_CLIENT_ID = 'cid';
    process.env.GOOGLE_CLIENT_SECRET = 'csecret';
    process.env.GOOGLE_OIDC_DISCOVERY_URL = 'http://127.0.0.1:9/.well-known/openid-configuration';
    const google = createAuthOptions().providers.find((p) => p.id === 'google')!;
    const opts = (google as unknown as { options: Record<string, unknown> }).options;
    expect(opts.wellKnown).toBe('http://127.0.0.1:9/.well-known/openid-configuration');
    expect(opts.authorization).toEqual({
      params: { scope: GOOGLE_SCOPES, prompt: 'consent', access_type: 'offline', response_type: 'code' },
    });
    expect(GOOGLE_SCOPES.split(' ')).toEqual([
      'openid',
      'email',
      'profile',
      'https://www.googleapis.com/auth/gmail.send',
      'https://www.googleapis.com/auth/gmail.readonly',
      'https://www.googleapis.com/auth/gmail.modify',
    ]);
  });

  it('uses JWT sessions and secure cookies exactly when the site is https', () => {
    expect(createAuthOptions().session?.strategy).toBe('jwt');
    expect(createAuthOptions().useSecureCookies).toBe(false);
    process.env.NEXTAUTH_URL = 'https://lomba.example.com';
    expect(createAuthOptions().useSecureCookies).toBe(true);
  });

  it('names a malformed setting', () => {
    expect(() => getAuthEnv({ ADMIN_PASSWORD_HASH: 'plaintext' })).toThrow(/ADMIN_PASSWORD_HASH/);
    expect(() => getAuthEnv({ ADMIN_EMAIL: 'nope' })).toThrow(/ADMIN_EMAIL/);
    expect(getAuthEnv({}).GOOGLE_OIDC_DISCOVERY_URL).toBe('https://accounts.google.com/.well-known/openid-configuration');
  });
});

describe('callbacks', () => {
  const callbacks = () => createAuthOptions().callbacks!;
  const googleAccount = {
    provider: 'google',
    type: 'oauth',
    providerAccountId: '123',
    access_token: 'ya29.secret-access',
    refresh_token: '1//secret-refresh',
    expires_at: 2_000_000_000,
  } as Account;

  it('keeps the Google tokens in the JWT, and the role follows the allow list', async () => {
    const token = await callbacks().jwt!({
      token: { name: 'Bos', email: 'boss@gmail.com', picture: null, sub: '123' },
      user: { id: '123' },
      account: googleAccount,
    });
    expect(token).toMatchObject({
      provider: 'google',
      accessToken: 'ya29.secret-access',
      refreshToken: '1//secret-refresh',
      expiresAt: 2_000_000_000_000,
      role: 'admin',
    });
    process.env.ADMIN_GOOGLE_EMAILS = '';
    expect((await callbacks().jwt!({ token, user: { id: '123' }, account: null })).role).toBe('user');
  });

  it('never puts tokens into the session, and fills in the fallbacks', async () => {
    const token: JWT = {
      email: 'visitor@gmail.com',
      provider: 'google',
      role: 'admin', // stale: the session decides again
      accessToken: 'ya29.secret-access',
      refreshToken: '1//secret-refresh',
      expiresAt: 1,
    };
    const session = (await callbacks().session!({
      session: { expires: '2099-01-01T00:00:00.000Z', user: { name: null, email: null, image: null } } as unknown as Session,
      token,
    } as Parameters<NonNullable<ReturnType<typeof callbacks>['session']>>[0])) as Session;
    expect(session.user).toEqual({
      name: 'Pengguna',
      email: 'visitor@gmail.com',
      image: '/avatar-default.svg',
      role: 'user',
      provider: 'google',
    });
    expect(JSON.stringify(session)).not.toMatch(/secret|ya29|refresh|accessToken/);
  });

  it('refuses a Google account whose e-mail Google has not verified', async () => {
    const signIn = callbacks().signIn!;
    expect(await signIn({ user: { id: '1' }, account: googleAccount, profile: { email_verified: false } as never })).toBe(false);
    expect(await signIn({ user: { id: '1' }, account: googleAccount, profile: { email_verified: true } as never })).toBe(true);
  });
});
