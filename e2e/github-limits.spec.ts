import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { type FakeGithub, startFakeGithub } from './fakes/github';
import { loginAsAdmin, sameOrigin } from './support/admin-api';
import type { SampleCompetition } from './support/data';
import { MAIN_DATA, serverEnv } from './support/env.mjs';
import { freePort, type NextServer, startNextServer } from './support/next-server';

// One server on the GitHub store (the project's fake), running for the whole file: what visitors, readiness and the
// admin see while GitHub refuses, fails or limits us, and that GitHub is not asked while it said to wait.
test.describe.configure({ mode: 'serial' });

let github: FakeGithub;
let server: NextServer;
let items: SampleCompetition[];
/** When the first read's rate limit ends. */
let resetAt: number;

// Long enough for a slow start: the server reads at start, and the checks below must run before the reset.
const REFUSED_FOR_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ready = async () => {
  const res = await fetch(`${server.url}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

test.beforeAll(async () => {
  const text = readFileSync(MAIN_DATA, 'utf8');
  items = JSON.parse(text) as SampleCompetition[];
  github = await startFakeGithub({ owner: 'pemilik', repo: 'data-lomba', initial: text, token: 'ghp_uji' });
  // The first read of a fresh server is refused: rate-limited until a reset a few seconds away.
  resetAt = Date.now() + REFUSED_FOR_MS;
  github.limitNext({ kind: 'primary', resetAt }, 1000);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = await startNextServer(
    'github-limits',
    serverEnv({
      DATA_SOURCE: 'github',
      GITHUB_TOKEN: 'ghp_uji',
      GITHUB_OWNER: 'pemilik',
      GITHUB_REPO: 'data-lomba',
      GITHUB_API_URL: github.url,
      NEXTAUTH_URL: url,
      SITE_URL: url,
    }),
    port,
  );
});

test.afterAll(async () => {
  await server?.close();
  await github?.close();
});

test("a fresh server whose first read is refused shows the product's message, and asks nothing before the reset", async ({ page }) => {
  await page.goto(`${server.url}/`);
  await expect(page.getByText('Gagal memuat data lomba.')).toBeVisible();
  await expect(page.getByText(/rate limit|Failed to|documentation_url/i)).toHaveCount(0);
  const list = await fetch(`${server.url}/api/competitions`);
  expect(list.status).toBe(502);
  expect(await list.json()).toEqual({ error: 'Gagal memuat data lomba.' });
  // Nothing to serve: not ready, with the store's own words for the operator.
  const r = await ready();
  expect(r.status).toBe(503);
  expect(String(r.body.reason)).toContain('rate limit');

  for (let i = 0; i < 4; i++) {
    await page.goto(`${server.url}/tags`);
    await ready();
  }
  expect(Date.now()).toBeLessThan(resetAt);
  expect(github.requests).toHaveLength(1);

  await sleep(Math.max(0, resetAt - Date.now()));
  github.clearFailures();
  await expect.poll(async () => (await ready()).body, { timeout: 30_000 }).toMatchObject({ ready: true, items: items.length });
  expect((await ready()).body.degraded).toBeUndefined();
});

test('readiness reports a failing store in a long-running server, after pages were served, until a read succeeds', async ({ page }) => {
  const first = items[0]!;
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect((await fetch(`${server.url}/api/competitions?q=${encodeURIComponent(first.title)}`)).status).toBe(200);
  github.failNext(502, 1000);
  await expect.poll(async () => (await ready()).body.degraded, { timeout: 30_000 }).toBe(true);
  for (let i = 0; i < 3; i++) {
    const r = await ready();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ready: true, degraded: true, items: items.length, version: github.state.sha });
    expect(String(r.body.storeError)).toContain('502');
    expect(String(r.body.reason)).toContain(`versi ${github.state.sha}`);
    expect(Date.parse(String(r.body.failingSince))).toBeLessThanOrEqual(Date.now());
    await sleep(700);
  }
  // Visitors keep the last good copy meanwhile.
  await page.goto(`${server.url}/search?q=${encodeURIComponent(first.title)}`);
  await expect(page.getByText(/lomba ditemukan\./)).toBeVisible();

  // The admin is told before typing into a form that cannot be saved.
  await loginAsAdmin(page.context().request, server.url);
  await page.goto(`${server.url}/admin`);
  const banner = page.getByRole('alert').filter({ hasText: 'Penyimpanan data sedang bermasalah' });
  await expect(banner).toContainText('perubahan belum bisa disimpan');
  await expect(banner).toContainText('502');

  github.clearFailures();
  await expect.poll(async () => (await ready()).body.degraded, { timeout: 40_000 }).toBeUndefined();
  expect((await ready()).status).toBe(200);
});

test('after retry-after nothing is asked until it has passed, then one probe', async () => {
  await expect.poll(async () => (await ready()).body.degraded, { timeout: 40_000 }).toBeUndefined();
  github.limitNext({ kind: 'retry-after', seconds: 8 });
  await expect.poll(async () => (await ready()).body.retryAt, { timeout: 15_000 }).toBeTruthy();
  const limitedAt = Date.now();
  const asked = github.requests.length;
  while (Date.now() - limitedAt < 5_000) {
    expect((await ready()).body.degraded).toBe(true);
    await sleep(500);
  }
  expect(github.requests.length).toBe(asked);
  await expect.poll(async () => (await ready()).body.degraded, { timeout: 30_000 }).toBeUndefined();
});

test('a write while GitHub limits us is refused with when to try again, and nothing is written', async () => {
  const admin = await playwrightRequest.newContext(sameOrigin(server.url));
  try {
    await loginAsAdmin(admin, server.url);
    const target = items[1]!;
    const opened = (await (await admin.get(`${server.url}/api/competitions/${target.id}`)).json()) as {
      item: Record<string, unknown>;
      version: string;
    };
    github.limitNext({ kind: 'primary', resetAt: Date.now() + 30 * 60_000 });
    await expect.poll(async () => (await ready()).body.retryAt, { timeout: 15_000 }).toBeTruthy();
    const puts = () => github.requests.filter((r) => r.method === 'PUT').length;
    const before = github.state.content;
    const res = await admin.put(`${server.url}/api/competitions/${target.id}`, {
      data: { competition: { ...opened.item, title: `${target.title} (diubah)` }, baseVersion: opened.version },
    });
    expect(res.status()).toBe(503);
    expect(Number(res.headers()['retry-after'])).toBeGreaterThan(25 * 60);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(
      /^GitHub sedang membatasi permintaan\. Perubahan belum disimpan; coba lagi setelah pukul \d\d\.\d\d WIB \(sekitar 30 menit lagi\)\.$/,
    );
    expect(puts()).toBe(0);
    expect(github.state.content).toBe(before);
  } finally {
    await admin.dispose();
  }
});
