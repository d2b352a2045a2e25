import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, request as newRequest, test } from '@playwright/test';
import type { Competition } from '../lib/competitions/schema';
import { competitionVersion } from '../lib/competitions/version';
import { compareHomeOrder } from '../lib/store/raw-edit';
import { loginAsAdmin, sameOrigin } from './support/admin-api';
import { E2E_DIR, serverEnv } from './support/env.mjs';
import { freePort, type NextServer, startNextServer } from './support/next-server';

// Which cached pages a save makes stale (lib/data/revalidate.ts): every page that shows the competition, and the
// home page only when what it shows changed. Its own server and data file: 100 competitions, 7 pages of the list.
const FILE = `${E2E_DIR}/revalidate-100.json`;

test.describe.configure({ mode: 'serial' });

let server: NextServer;
let api: APIRequestContext;
let home: Competition[];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  execFileSync(process.execPath, ['bench/generate.mjs', '--size', '100', '--out', FILE]);
  home = (JSON.parse(readFileSync(FILE, 'utf8')) as Competition[]).sort(compareHomeOrder);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = await startNextServer('revalidate', serverEnv({ DATA_FILE: FILE, NEXTAUTH_URL: url, SITE_URL: url }), port);
  api = await newRequest.newContext(sameOrigin(server.url));
  await loginAsAdmin(api, server.url);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.close();
});

/** Competitions the editor saves as they are: both registration dates and a plain publish date. */
const editable = (c: Competition) => Boolean(c.registration.start && c.registration.end && /^\d{4}-\d{2}-\d{2}$/.test(c.published_date));

/** Saves `item` with a new title, as the editor does. */
async function retitle(item: Competition, title: string): Promise<void> {
  const { id, ...rest } = item;
  const res = await api.put(`${server.url}/api/competitions/${id}`, {
    data: { competition: { ...rest, title }, baseVersion: competitionVersion(item) },
  });
  expect(res.status()).toBe(200);
}

/** `path` rendered and cached: the second request is answered from the page cache. */
async function cached(path: string): Promise<void> {
  await api.get(`${server.url}${path}`);
  expect((await api.get(`${server.url}${path}`)).headers()['x-nextjs-cache']).toBe('HIT');
}

test('a save of a competition far down the list keeps the home page cached and shows on its own pages', async ({ page }) => {
  // Far down the list, with tags that earlier items bring first, and a place the longer title keeps: the home
  // page and its sidebar show nothing of it before or after.
  const keepsPlace = (i: number) =>
    i + 1 === home.length || compareHomeOrder({ ...home[i]!, title: `${home[i]!.title} (revisi)` }, home[i + 1]!) < 0;
  const earlierTags = (i: number) => home[i]!.tags.every((t) => home.slice(0, i).some((c) => c.tags.includes(t)));
  const at = home.findLastIndex((c, i) => editable(c) && keepsPlace(i) && earlierTags(i));
  expect(at).toBeGreaterThan(40);
  const far = home[at]!;
  const title = `${far.title} (revisi)`;
  const itsPage = Math.floor(at / 16) + 1;
  await cached('/');
  await cached(`/berita/${far.id}`);
  await cached(`/?page=${itsPage}`);

  await retitle(far, title);

  expect((await api.get(`${server.url}/`)).headers()['x-nextjs-cache']).toBe('HIT');
  await page.goto(`${server.url}/berita/${far.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto(`${server.url}/?page=${itsPage}`);
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  await page.goto(`${server.url}/search?q=${encodeURIComponent('(revisi)')}`);
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
});

test('a save of a competition on the first page shows on the home page at once', async ({ page }) => {
  const first = home.find(editable)!;
  expect(home.indexOf(first)).toBeLessThan(16);
  // "Aaa" sorts first among the items that end on the same day, so it stays on the first page.
  const title = `Aaa ${first.title}`;
  await cached('/');

  await retitle(first, title);

  const res = await page.goto(`${server.url}/`);
  expect(res?.headers()['x-nextjs-cache']).not.toBe('HIT');
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
});
