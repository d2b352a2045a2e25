import { describe, expect, it } from 'vitest';
import {
  addressKey,
  clientAddress,
  createLoginThrottle,
  emailKey,
  guardCredentialsSignIn,
  LOGIN_MESSAGES,
  throttleKeys,
} from './throttle';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const MIN = 60_000;

describe('login throttle', () => {
  it('blocks an e-mail after 5 failures within 15 minutes, from any address', () => {
    const c = clock();
    const th = createLoginThrottle({ now: c.now });
    for (let i = 0; i < 4; i++) {
      th.recordFailure(throttleKeys('Admin@Example.com', `10.0.0.${i}`));
      c.advance(MIN);
    }
    expect(th.isBlocked(throttleKeys('admin@example.com', '10.0.0.9'))).toBe(false);
    th.recordFailure(throttleKeys('admin@example.com ', '10.0.0.4'));
    expect(th.isBlocked(throttleKeys('ADMIN@example.com', '10.0.0.9'))).toBe(true);
    expect(th.isBlocked(throttleKeys('other@example.com', '10.0.0.9'))).toBe(false);
  });

  it('blocks an address after 5 failures with different e-mails', () => {
    const th = createLoginThrottle({ now: clock().now });
    for (let i = 0; i < 5; i++) th.recordFailure(throttleKeys(`user${i}@example.com`, '203.0.113.7'));
    expect(th.isBlocked(throttleKeys('new@example.com', '203.0.113.7'))).toBe(true);
    expect(th.isBlocked(throttleKeys('new@example.com', '203.0.113.8'))).toBe(false);
  });

  it('unblocks once the failures leave the 15-minute window', () => {
    const c = clock();
    const th = createLoginThrottle({ now: c.now });
    const keys = throttleKeys('a@example.com', 'local');
    th.recordFailure(keys); // t0
    c.advance(5 * MIN);
    for (let i = 0; i < 4; i++) th.recordFailure(keys); // t0 + 5 min
    expect(th.isBlocked(keys)).toBe(true);
    c.advance(10 * MIN - 1);
    expect(th.isBlocked(keys)).toBe(true);
    c.advance(1); // the first failure is now 15 minutes old
    expect(th.isBlocked(keys)).toBe(false);
    th.recordFailure(keys);
    expect(th.isBlocked(keys)).toBe(true);
    c.advance(15 * MIN);
    expect(th.isBlocked(keys)).toBe(false);
  });

  it("clearing the e-mail's counter after a success keeps the address counter", () => {
    const th = createLoginThrottle({ now: clock().now });
    for (let i = 0; i < 5; i++) th.recordFailure(throttleKeys('a@example.com', '198.51.100.1'));
    th.clear(emailKey('a@example.com'));
    expect(th.isBlocked([emailKey('a@example.com')])).toBe(false);
    expect(th.isBlocked([addressKey('198.51.100.1')])).toBe(true);
  });

  it('reads the client address from the proxy headers', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.5, 10.0.0.1' }))).toBe('203.0.113.5');
    expect(clientAddress({ 'x-real-ip': '203.0.113.6' })).toBe('203.0.113.6');
    expect(clientAddress({})).toBe('local');
    expect(clientAddress(undefined)).toBe('local');
  });
});

describe('guardCredentialsSignIn', () => {
  const url = 'http://127.0.0.1:3000/api/auth/callback/credentials';
  const post = (email: string, ip = '192.0.2.1') =>
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams({ email, password: 'x', csrfToken: 't', json: 'true' }),
    });

  it('passes requests through while not blocked, with the body still readable', async () => {
    const th = createLoginThrottle();
    let seen = '';
    const res = await guardCredentialsSignIn(
      post('a@example.com'),
      async () => Response.json({ url: 'ok' }),
      th,
    );
    expect(res.status).toBe(200);
    const req = post('b@example.com');
    await guardCredentialsSignIn(req, async () => ((seen = await req.text()), new Response('x')), th);
    expect(seen).toContain('email=b%40example.com');
  });

  it('answers 429 with the url shape next-auth signIn() reads the error from', async () => {
    const th = createLoginThrottle();
    for (let i = 0; i < 5; i++) th.recordFailure(throttleKeys('a@example.com', `192.0.2.${i}`));
    let called = false;
    const res = await guardCredentialsSignIn(post('A@example.com', '192.0.2.200'), async () => ((called = true), new Response()), th);
    expect(called).toBe(false);
    expect(res.status).toBe(429);
    const body = (await res.json()) as { url: string; error: string };
    const target = new URL(body.url);
    expect(target.pathname).toBe('/api/auth/error');
    expect(target.searchParams.get('error')).toBe(LOGIN_MESSAGES.throttled);
    expect(body.error).toBe('Terlalu banyak percobaan gagal. Coba lagi nanti.');
  });

  it('blocks by address whatever e-mail is sent', async () => {
    const th = createLoginThrottle();
    for (let i = 0; i < 5; i++) th.recordFailure(throttleKeys(`u${i}@example.com`, '192.0.2.50'));
    const res = await guardCredentialsSignIn(post('fresh@example.com', '192.0.2.50'), async () => new Response(), th);
    expect(res.status).toBe(429);
  });

  it('leaves other next-auth routes alone', async () => {
    const th = createLoginThrottle();
    for (let i = 0; i < 5; i++) th.recordFailure(throttleKeys('a@example.com', 'local'));
    const req = new Request('http://127.0.0.1:3000/api/auth/session');
    const res = await guardCredentialsSignIn(req, async () => new Response('session'), th);
    expect(await res.text()).toBe('session');
  });
});
