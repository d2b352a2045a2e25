import { describe, expect, it } from 'vitest';
import { refuseOddAuthRequest } from './auth-request';

const BASE = 'http://127.0.0.1:3000/api/auth';
const get = (path: string, cookie?: string) => new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });

describe('refuseOddAuthRequest', () => {
  it("refuses a callbackUrl that is not a path or an http(s) URL with 400 instead of next-auth's 500", async () => {
    for (const bad of ['javascript:x', 'data:text/html,x', 'relative/path', '//']) {
      const res = refuseOddAuthRequest(get(`/signin?callbackUrl=${encodeURIComponent(bad)}`), ['signin'])!;
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Alamat tujuan (callbackUrl) tidak valid.' });
    }
    for (const good of ['/admin', 'http://127.0.0.1:3000/admin', 'https://elsewhere.example/x']) {
      expect(refuseOddAuthRequest(get(`/signin?callbackUrl=${encodeURIComponent(good)}`), ['signin'])).toBeNull();
    }
  });

  it('a bad callback-url cookie is refused and cleared', () => {
    const res = refuseOddAuthRequest(get('/session', 'next-auth.callback-url=javascript%3Ax'), ['session'])!;
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual(['next-auth.callback-url=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect(refuseOddAuthRequest(get('/session', 'next-auth.callback-url=http%3A%2F%2F127.0.0.1%3A3000'), ['session'])).toBeNull();
  });

  it('GET of the credentials callback is 404; everything else passes', () => {
    expect(refuseOddAuthRequest(get('/callback/credentials'), ['callback', 'credentials'])?.status).toBe(404);
    expect(refuseOddAuthRequest(new Request(`${BASE}/callback/credentials`, { method: 'POST' }), ['callback', 'credentials'])).toBeNull();
    expect(refuseOddAuthRequest(get('/csrf'), ['csrf'])).toBeNull();
  });
});
