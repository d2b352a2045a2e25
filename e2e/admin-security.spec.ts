import { copyFileSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, request as newRequest, test } from '@playwright/test';
import { newCompetition } from './support/admin-api';
import { ADMIN, E2E_DIR, MAIN_DATA, serverEnv } from './support/env.mjs';
import { freePort, type NextServer, startNextServer } from './support/next-server';

// Servers and data of their own: these tests lock the admin's e-mail and addresses for untrusted clients, which
// must not reach the other admin specs. `direct` has no proxy in front (TRUSTED_PROXY_HOPS=0), as a default
// deployment runs, so every request here counts as 127.0.0.1; behind `proxied` the tests play one trusted proxy
// and stand for many clients through X-Forwarded-For.
let direct: NextServer;
let proxied: NextServer;
let server: NextServer;

async function start(name: string, hops: string): Promise<NextServer> {
  const data = `${E2E_DIR}/${name}-data.json`;
  copyFileSync(MAIN_DATA, data);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startNextServer(name, serverEnv({ DATA_FILE: data, TRUSTED_PROXY_HOPS: hops, NEXTAUTH_URL: url, SITE_URL: url }), port);
}

test.beforeAll(async () => {
  [direct, proxied] = await Promise.all([start('security-direct', '0'), start('security-proxied', '1')]);
});
test.afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

async function csrf(api: APIRequestContext): Promise<string> {
  return ((await (await api.get(`${server.url}/api/auth/csrf`)).json()) as { csrfToken: string }).csrfToken;
}

/** One sign-in as next-auth's client sends it; the status and the error it carries. */
async function signIn(api: APIRequestContext, csrfToken: string, email: string, password: string, forwardedFor?: string) {
  const res = await api.post(`${server.url}/api/auth/callback/credentials`, {
    form: { csrfToken, email, password, json: 'true' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  const body = (await res.json().catch(() => ({}))) as { url?: string };
  return { status: res.status(), error: body.url ? new URL(body.url).searchParams.get('error') : null };
}

async function loginInBrowser(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // A server started for this file renders its first admin page slowly on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
}

test("a cross-origin form (text/plain) posted by the signed-in admin's browser is refused and writes nothing", async ({ page }) => {
  server = direct;
  await loginInBrowser(page);
  const title = `Lomba Palsu ${Date.now()}`;
  // The classic JSON-in-a-form trick: name + "=" + value reads as one JSON object.
  const json = JSON.stringify({ ...newCompetition(title), pad: '' });
  const name = json.slice(0, -2);
  const html = `<!doctype html><title>Hadiah</title>
    <form method="POST" action="${server.url}/api/competitions" enctype="text/plain">
      <input type="hidden" name='${name.replace(/'/g, '&#39;')}' value='"}'>
    </form><script>document.forms[0].submit()</script>`;
  // Another port of the same host: the same site for cookies, so the browser sends the admin's SameSite=Lax cookie.
  const evil = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  try {
    const answer = page.waitForResponse((r) => r.url() === `${server.url}/api/competitions` && r.request().method() === 'POST');
    await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
    const res = await answer;
    expect(res.request().headers()['content-type']).toBe('text/plain');
    expect(res.status()).toBe(403);
    expect(readFileSync(`${E2E_DIR}/security-direct-data.json`, 'utf8')).not.toContain(title);
  } finally {
    evil.close();
  }
});

test('a burst of 50 concurrent wrong sign-ins gets exactly 5 password checks; the rest are refused with 429', async () => {
  server = proxied;
  const api = await newRequest.newContext();
  const token = await csrf(api);
  const email = `serbuan-${Date.now()}@lomba.test`;
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(api, token, email, `tebakan-${i}`, `10.50.0.${i + 1}`)));
  const checked = answers.filter((a) => a.error === 'Email atau password salah.');
  const refused = answers.filter((a) => a.status === 429 && a.error === 'Terlalu banyak percobaan gagal. Coba lagi nanti.');
  // The limit's 5 attempts are each checked (none lost to the burst), and not one more.
  expect(checked).toHaveLength(5);
  expect(refused).toHaveLength(45);
  await api.dispose();
});

test('a forged X-Forwarded-For does not rotate past the per-address limit when no proxy is trusted', async () => {
  server = direct;
  const api = await newRequest.newContext();
  const token = await csrf(api);
  const stamp = Date.now();
  const answers = [];
  // A new e-mail each time, so only the address can stop them.
  for (let i = 0; i < 20; i++) answers.push(await signIn(api, token, `putar-${stamp}-${i}@lomba.test`, 'salah', `10.${i}.0.1`));
  expect(answers.slice(0, 5).map((a) => a.status)).toEqual(Array(5).fill(401));
  expect(answers.slice(5).every((a) => a.status === 429)).toBe(true);
  await api.dispose();
});

test('a session cookie copied before logout is refused after it', async ({ page, browser }) => {
  server = proxied;
  await loginInBrowser(page);
  const copied = (await page.context().cookies()).filter((c) => c.name.endsWith('next-auth.session-token'));
  expect(copied).toHaveLength(1);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const stolen = await thief.newPage();
  await stolen.goto(`${server.url}/admin`);
  await expect(stolen).toHaveURL(/\/login\?from=%2Fadmin$/);
  const write = await thief.request.post(`${server.url}/api/competitions`, {
    data: newCompetition('Lomba Curian'),
    headers: { origin: server.url },
  });
  expect(write.status()).toBe(401);
  expect((await (await thief.request.get(`${server.url}/api/auth/session`)).json()) as object).toEqual({});
  await thief.close();
});

// Last on `proxied`: it leaves the admin's e-mail locked for every browser that never signed in there.
test("strangers' wrong passwords do not lock out the browser that signed in before", async ({ page }) => {
  server = proxied;
  await loginInBrowser(page);
  const device = (await page.context().cookies()).find((c) => c.name === 'infolomba.device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/callback/credentials' });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const stranger = await newRequest.newContext();
  const token = await csrf(stranger);
  for (let i = 0; i < 6; i++) await signIn(stranger, token, ADMIN.email, `tebakan-${i}`, `203.0.113.${i + 1}`);
  // Locked for every untrusted client now, even with the right password...
  expect(await signIn(stranger, token, ADMIN.email, ADMIN.password, '203.0.113.50')).toEqual({
    status: 429,
    error: 'Terlalu banyak percobaan gagal. Coba lagi nanti.',
  });
  await stranger.dispose();
  // ...but not for the admin's own browser.
  await loginInBrowser(page);
});
