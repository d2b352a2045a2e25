import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode, type JWT } from 'next-auth/jwt';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveToken } from '@/testing/live-session';
import { getGoogleAccessToken, GoogleTokenError, refreshGoogleToken } from './google';

const SECRET = 'google-test-secret-0123456789abcdef';
const saved = { ...process.env };

// A small stand-in for Google's OpenID discovery and token endpoints.
const received: URLSearchParams[] = [];
let tokenReply: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ issuer: base, token_endpoint: `${base}/token`, authorization_endpoint: `${base}/auth` }));
      return;
    }
    if (req.url === '/token' && req.method === 'POST') {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        received.push(new URLSearchParams(text));
        res.statusCode = tokenReply.status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(tokenReply.body));
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  process.env.NEXTAUTH_SECRET = SECRET;
  process.env.GOOGLE_CLIENT_ID = 'client-id';
  process.env.GOOGLE_CLIENT_SECRET = 'client-secret';
  process.env.GOOGLE_OIDC_DISCOVERY_URL = `${base}/.well-known/openid-configuration`;
  delete process.env.NEXTAUTH_URL;
  received.length = 0;
  tokenReply = { status: 200, body: { access_token: 'ya29.new', expires_in: 3599, token_type: 'Bearer' } };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

async function requestWith(token: JWT | null): Promise<Request> {
  const headers = new Headers();
  if (token) headers.set('cookie', `other=1; next-auth.session-token=${await encode({ token: await liveToken(token), secret: SECRET })}`);
  return new Request('http://127.0.0.1:3000/api/mail', { headers });
}

const googleToken = (over: Partial<JWT> = {}): JWT => ({
  name: 'Siti',
  email: 'siti@gmail.com',
  provider: 'google',
  accessToken: 'ya29.old',
  refreshToken: '1//refresh',
  expiresAt: Date.now() + 30 * 60_000,
  ...over,
});

describe('refreshGoogleToken', () => {
  it('posts grant_type=refresh_token to the discovered token endpoint', async () => {
    const now = 1_000_000;
    const fresh = await refreshGoogleToken('1//refresh', { now: () => now });
    expect(fresh).toEqual({ accessToken: 'ya29.new', expiresAt: now + 3_599_000, refreshToken: '1//refresh' });
    const sent = received[0]!;
    expect(Object.fromEntries(sent)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: '1//refresh',
      client_id: 'client-id',
      client_secret: 'client-secret',
    });
  });

  it('takes a new refresh token when Google sends one', async () => {
    tokenReply = { status: 200, body: { access_token: 'ya29.new', expires_in: 3600, refresh_token: '1//rotated' } };
    expect((await refreshGoogleToken('1//refresh')).refreshToken).toBe('1//rotated');
  });

  it('a revoked refresh token says to sign in again', async () => {
    tokenReply = { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } };
    const err = await refreshGoogleToken('1//revoked').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GoogleTokenError);
    expect((err as GoogleTokenError).code).toBe('invalid');
    expect((err as Error).message).toBe('Token tidak valid. Silakan login ulang.');
  });

  it('an answer without an access token is a failure too', async () => {
    tokenReply = { status: 200, body: { token_type: 'Bearer' } };
    await expect(refreshGoogleToken('1//refresh')).rejects.toThrow('Token tidak valid. Silakan login ulang.');
  });
});

describe('getGoogleAccessToken', () => {
  it('returns a valid token as it is, without calling Google', async () => {
    const access = await getGoogleAccessToken(await requestWith(googleToken()));
    expect(access).toMatchObject({ accessToken: 'ya29.old', user: { name: 'Siti', email: 'siti@gmail.com' } });
    expect(received).toHaveLength(0);
  });

  it('refreshes a token within a minute of expiry and returns the new one for this call', async () => {
    const persist = vi.fn(async () => undefined);
    const access = await getGoogleAccessToken(await requestWith(googleToken({ expiresAt: Date.now() + 30_000 })), { persist });
    expect(access.accessToken).toBe('ya29.new');
    expect(received).toHaveLength(1);
    expect(persist).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'ya29.new', refreshToken: '1//refresh' }), SECRET);
  });

  it('works outside a request context too (the cookie cannot be rewritten there)', async () => {
    const access = await getGoogleAccessToken(await requestWith(googleToken({ expiresAt: Date.now() - 1 })));
    expect(access.accessToken).toBe('ya29.new');
  });

  it('shares one refresh between concurrent calls', async () => {
    const req = await requestWith(googleToken({ expiresAt: 0, refreshToken: '1//shared' }));
    const results = await Promise.all([
      getGoogleAccessToken(req, { persist: async () => undefined }),
      getGoogleAccessToken(req, { persist: async () => undefined }),
    ]);
    expect(results.map((r) => r.accessToken)).toEqual(['ya29.new', 'ya29.new']);
    expect(received).toHaveLength(1);
  });

  it('a call just after a refresh takes its result while it is fresh, and asks again once it is not', async () => {
    const req = await requestWith(googleToken({ expiresAt: 0, refreshToken: '1//sequential' }));
    const persist = async () => undefined;
    expect((await getGoogleAccessToken(req, { persist })).accessToken).toBe('ya29.new');
    expect((await getGoogleAccessToken(req, { persist })).accessToken).toBe('ya29.new');
    expect(received).toHaveLength(1);
    const later = () => Date.now() + 3600_000;
    expect((await getGoogleAccessToken(req, { persist, now: later })).accessToken).toBe('ya29.new');
    expect(received).toHaveLength(2);
  });

  it('no session, or a password session, is a missing token', async () => {
    for (const token of [null, { email: 'admin@example.com', provider: 'credentials' } as JWT]) {
      const err = await getGoogleAccessToken(await requestWith(token)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(GoogleTokenError);
      expect((err as GoogleTokenError).code).toBe('missing');
      expect((err as Error).message).toBe('Token tidak ditemukan. Silakan login ulang.');
    }
  });

  it('a cookie sealed with another secret is a missing token', async () => {
    const req = await requestWith(googleToken());
    process.env.NEXTAUTH_SECRET = 'another-secret-another-secret-123';
    await expect(getGoogleAccessToken(req)).rejects.toMatchObject({ code: 'missing' });
  });

  it('an expired token that cannot be renewed is invalid', async () => {
    await expect(getGoogleAccessToken(await requestWith(googleToken({ expiresAt: 0, refreshToken: undefined })))).rejects.toMatchObject({
      code: 'invalid',
      message: 'Token tidak valid. Silakan login ulang.',
    });
    tokenReply = { status: 400, body: { error: 'invalid_grant' } };
    await expect(getGoogleAccessToken(await requestWith(googleToken({ expiresAt: 0, refreshToken: '1//gone' })))).rejects.toMatchObject({
      code: 'invalid',
    });
  });
});
