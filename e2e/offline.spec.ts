import { expect, test, type Page } from '@playwright/test';
import { homeOrder, readMainData, slugify, type SampleCompetition } from './support/data';

/**
 * Offline after one first visit, as a student meets it: the worker registers after the page has loaded, and still
 * the page read then, the home page (where the installed app starts) and the saved list open with the network cut
 * (Playwright's setOffline reaches the service worker's own requests in this Chromium).
 */
const data = readMainData();
const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const open = homeOrder(data).filter((c) => c.registration.end > today);
const pathOf = (c: SampleCompetition) => `/berita/${c.id}-${slugify(c.title)}`;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false })),
  );
});

/** Until the worker has kept these pages (it does so while it activates, after the page's load). */
async function kept(page: Page, paths: string[]) {
  await expect
    .poll(() => page.evaluate(async (ps) => (await Promise.all(ps.map((p) => caches.match(p)))).every(Boolean), paths), { timeout: 20_000 })
    .toBe(true);
}

test('after a first visit to a detail page: that page, home and the saved list open offline, logo included', async ({ page, context }) => {
  const read = open[5]!;
  // Saved on the first visit; /tersimpan is never opened online.
  await page.goto(pathOf(read));
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Tersimpan' })).toHaveAttribute('aria-pressed', 'true');
  await kept(page, [pathOf(read), '/', '/tersimpan']);
  // This browser's copy of the saved list is made in the background after the save.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lomba:tersimpan:salinan') ?? '')).toContain(`"id":"${read.id}"`);

  await context.setOffline(true);
  await page.goto(pathOf(read));
  await expect(page.getByRole('heading', { level: 1, name: read.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Kamu sedang offline.' })).toBeVisible();
  // The logo is drawn in the page itself (components/layout/site-logo.tsx): nothing to fetch, online or not.
  await expect(page.locator('header a[href="/"] svg')).toBeVisible();
  await expect(page.locator('header img[src="/favicon.svg"]')).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('link', { name: homeOrder(data)[0]!.title, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Kamu sedang offline.' })).toBeVisible();

  await page.goto('/tersimpan');
  await expect(page.getByRole('heading', { level: 1, name: 'Lomba Tersimpan' })).toBeVisible();
  // Rendered by the page's script from the browser's copy: the script itself was kept with the page.
  await expect(page.getByRole('link', { name: read.title, exact: true })).toBeVisible();
  await expect(page.getByText('Lomba ini sudah tidak tersedia.')).toHaveCount(0);

  // A page never opened has no copy: the offline page says so.
  await page.goto('/disclaimer');
  await expect(page.getByRole('heading', { level: 1, name: 'Sedang Offline' })).toBeVisible();
  await context.setOffline(false);
});
