import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { formatLongDate, todayInJakarta } from '../lib/competitions/dates';
import type { Competition } from '../lib/competitions/schema';
import { competitionPath } from '../lib/competitions/slug';
import { competitionVersion } from '../lib/competitions/version';
import { loginAsAdmin, sameOrigin } from './support/admin-api';
import { ADMIN, ADMIN_PORT } from './support/env.mjs';
import { failOnCspViolations } from './support/csp';

failOnCspViolations(test);

// Listings that stay true (issue 33): an extension, a closed page with "Lomba serupa", 410 for a deleted one, /arsip.
const BASE = `http://127.0.0.1:${ADMIN_PORT}`;
const RUN = `zl${Date.now().toString(36)}`;
const today = todayInJakarta();
const addDays = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: BASE, ...sameOrigin(BASE) });
  await loginAsAdmin(api, BASE);
  return api;
}

async function create(api: APIRequestContext, title: string, extra: Partial<Competition>): Promise<Competition> {
  const res = await api.post('/api/competitions', {
    data: {
      title: `${title} ${RUN}`,
      description: 'Lomba buatan uji otomatis.',
      thumbnails: [],
      tags: [RUN, 'esai'],
      categories: ['SMA'],
      registration: { start: addDays(-20), end: addDays(10) },
      published_date: addDays(-20),
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { item: Competition }).item;
}

async function events(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).filter((d) => d['@type'] === 'Event');
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await adminApi();
});
test.afterAll(async () => {
  const all = (await (await api.get(`/api/competitions?fresh=1&q=${RUN}&pageSize=500`)).json()) as { items: Competition[] };
  for (const c of all.items) if (c.title.includes(RUN)) await api.delete(`/api/competitions/${c.id}?version=${competitionVersion(c)}`);
  await api.dispose();
});

test('"Diperpanjang" in one step: the old end struck through at 390 px, JSON-LD rescheduled only when the event moved', async ({
  page,
}) => {
  const open = await create(api, 'Lomba Esai Diperpanjang', { fee: { type: 'free' }, stages: { event_start: addDays(30) } });
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await page.goto(`/admin?edit=${open.id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Lomba' });
  await dialog.getByRole('button', { name: 'Perpanjang pendaftaran' }).click();
  const extend = dialog.getByRole('group', { name: 'Perpanjang pendaftaran' });
  await extend.getByLabel('Batas pendaftaran baru').fill(addDays(5));
  await extend.getByRole('button', { name: 'Simpan perpanjangan' }).click();
  await expect(extend.getByText('Tanggal baru harus setelah batas pendaftaran sekarang.')).toBeVisible();
  await extend.getByLabel('Batas pendaftaran baru').fill(addDays(20));
  await extend.getByLabel('Catatan (opsional, tampil di halaman lomba)').fill('Karena banyak peminat');
  await extend.getByRole('button', { name: 'Simpan perpanjangan' }).click();
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(competitionPath(open));
  const ends = page.getByRole('definition').filter({ hasText: 'Diperpanjang' });
  await expect(ends).toBeVisible();
  const struck = ends.locator('del');
  await expect(struck).toHaveText(new RegExp(`${Number(addDays(10).slice(8))} `));
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
  await expect(ends).toContainText(formatLongDate(addDays(20)));
  await expect(ends).toContainText('Karena banyak peminat');
  // On the first screen too, beside the countdown.
  await expect(page.locator('del').first()).toBeInViewport();
  await page.screenshot({ path: 'test-results/listing-extended-390.png' });
  await ends.screenshot({ path: 'test-results/listing-extended-dates-390.png' });
  const [scheduled] = await events(page);
  expect(scheduled).toMatchObject({ eventStatus: 'https://schema.org/EventScheduled', startDate: addDays(30) });
  expect(scheduled).not.toHaveProperty('previousStartDate');
  expect(scheduled?.offers).toMatchObject({ validThrough: addDays(20), price: 0, priceCurrency: 'IDR' });

  // The card says it too.
  await page.goto(`/search?q=${encodeURIComponent(`Diperpanjang ${RUN}`)}`);
  const card = page.locator('main article').filter({ hasText: open.title });
  await expect(card.getByText('Diperpanjang', { exact: true })).toBeVisible();
  await expect(card.locator('del')).toBeVisible();

  // Moving the event (not only the registration) makes it EventRescheduled with the earlier start.
  const fresh = (await (await api.get(`/api/competitions/${open.id}`)).json()) as { item: Competition; version: string };
  const { id: _id, updated_at: _u, ...rest } = fresh.item;
  const moved = await api.put(`/api/competitions/${open.id}`, {
    data: { competition: { ...rest, stages: { event_start: addDays(37) } }, baseVersion: fresh.version },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto(competitionPath(open));
  const [rescheduled] = await events(page);
  expect(rescheduled).toMatchObject({
    eventStatus: 'https://schema.org/EventRescheduled',
    previousStartDate: addDays(30),
    startDate: addDays(37),
  });
  await expect(page.getByRole('definition').filter({ hasText: 'Diperpanjang' })).toBeVisible();
});

test('a closed page: "Pendaftaran ditutup", winners, "Lomba serupa" open only; deleted 410, unknown 404; /arsip pages', async ({
  page,
}) => {
  const closed = await create(api, 'Lomba Esai Sejarah Lama', {
    registration: { start: addDays(-60), end: addDays(-30) },
    published_date: addDays(-60),
    winners_url: 'https://example.com/pemenang',
  });
  const openSoon = await create(api, 'Lomba Esai Segera', { registration: { start: addDays(-5), end: addDays(3) } });
  const openLater = await create(api, 'Lomba Esai Nanti', { registration: { start: addDays(-5), end: addDays(40) } });
  const otherClosed = await create(api, 'Lomba Esai Juga Tutup', { registration: { start: addDays(-60), end: addDays(-2) } });
  // Enough closed ones for a second page of the archive (48 a page).
  await Promise.all(
    Array.from({ length: 49 }, (_, i) =>
      create(api, `Arsip Uji ${i}`, {
        tags: ['arsipuji'],
        registration: { start: '2001-01-01', end: '2001-01-20' },
        published_date: '2001-01-01',
      }),
    ),
  );

  const res = await page.goto(competitionPath(closed));
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Pendaftaran ditutup' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/listing-closed-390.png' });
  await expect(page.getByRole('link', { name: 'Pengumuman pemenang' })).toHaveAttribute('href', 'https://example.com/pemenang');
  const similar = page.getByRole('region', { name: 'Lomba serupa' });
  const titles = await similar.getByRole('link').allTextContents();
  expect(titles.indexOf(openSoon.title)).toBeGreaterThanOrEqual(0);
  // Same in common: closing soonest first.
  expect(titles.indexOf(openSoon.title)).toBeLessThan(titles.indexOf(openLater.title));
  expect(titles).not.toContain(otherClosed.title);
  expect(titles.length).toBeLessThanOrEqual(6);

  // Deleted: 410 with the not-found page; an id nobody used: 404.
  const del = await api.delete(`/api/competitions/${openLater.id}?version=${competitionVersion(openLater)}`);
  expect(del.status()).toBe(200);
  const gone = await page.goto(competitionPath(openLater));
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Lomba Tidak Ditemukan' })).toBeVisible();
  // In the server's HTML, inside the site layout (not an empty error document the script fills in).
  const goneHtml = (await gone?.text()) ?? '';
  expect(goneHtml).toContain('Lomba Tidak Ditemukan</h1>');
  expect(goneHtml).toContain('<html lang="id"');
  expect((await page.goto('/berita/987654321-tidak-ada'))?.status()).toBe(404);

  // /arsip: by month, paged, in the footer and the sitemap.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Arsip', exact: true }).click();
  await expect(page).toHaveURL(/\/arsip$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arsip Lomba' })).toBeVisible();
  const month = page.getByRole('region', { name: formatLongDate(closed.registration.end).replace(/^\S+ \d+ /, '') });
  await expect(month.getByRole('link', { name: closed.title })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigasi halaman' }).getByRole('link', { name: 'Halaman 2', exact: true }).click();
  await expect(page).toHaveURL(/\/arsip\/2$/);
  await expect(page.getByRole('region', { name: 'Januari 2001' }).getByRole('link').first()).toBeVisible();
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain('/arsip</loc>');
});
