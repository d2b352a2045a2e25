import { expect, test } from '@playwright/test';

// Malformed addresses and next-auth input that answered 500 before: each now gets a 4xx and the server stays up.
const ODD = [
  '/berita/%ff',
  '/berita/%',
  '/cari/%ff',
  '/api/competitions/%ff',
  '/api/auth/%ff',
  '/berita/%ff/kalender.ics',
  '/api/auth/signin?callbackUrl=javascript:x',
  '/api/auth/callback/credentials',
];

test('odd addresses answer 400 or 404, never 500', async ({ request }) => {
  for (const path of ODD) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect([400, 404], `${path} answered ${res.status()}`).toContain(res.status());
  }
  const put = await request.put('/api/competitions/%ff', { data: {}, maxRedirects: 0 });
  expect(put.status()).toBe(400);
  expect((await request.get('/api/health')).status()).toBe(200);
});

test('a bad callback-url cookie gets 400 and is cleared, and the next request works', async ({ request }) => {
  const res = await request.get('/api/auth/session', { headers: { cookie: 'next-auth.callback-url=javascript%3Ax' } });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: string }).error).toBe('Alamat tujuan (callbackUrl) tidak valid.');
  expect((await request.get('/api/auth/session')).status()).toBe(200);
});
