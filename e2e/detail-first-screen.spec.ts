// A detail page opened from a search engine: its first screen holds the title, the countdown, the key facts and
// "Daftar"; on a phone a slim bar keeps "Daftar" and "Simpan" at hand further down.
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Competition } from '../lib/competitions/schema';
import { competitionPath } from '../lib/competitions/slug';
import { daysUntil, todayInJakarta } from '../lib/competitions/dates';
import { readMainData } from './support/data';

const data = readMainData() as unknown as Competition[];
const today = todayInJakarta();
// Open for a while yet (no badge on the card), with a registration link and a fee: the common case.
const open = data.find((c) => c.registration.end && daysUntil(c.registration.end, today) > 20 && c.registration_url && c.fee)!;
const closed = data.find((c) => c.registration.end && c.registration.end < today)!;
const endless = data.find((c) => !c.registration.end)!;

const withConsent = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false })));

/** How many of the links named "Daftar" a person sees in the screen as it is scrolled now. */
async function daftarInView(page: Page): Promise<number> {
  const height = page.viewportSize()!.height;
  let n = 0;
  for (const l of await page.getByRole('link', { name: 'Daftar', exact: true }).all()) {
    const box = (await l.isVisible()) ? await l.boundingBox() : null;
    if (box && box.y + box.height > 0 && box.y < height) n++;
  }
  return n;
}

async function inFirstScreen(page: Page, l: Locator) {
  await expect(l).toBeVisible();
  const box = (await l.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y, 'starts on the first screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'ends on the first screen').toBeLessThanOrEqual(height);
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`at ${width} px the first screen holds the title, "Ditutup N hari lagi", the key facts and "Daftar"`, async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize({ width, height });
    await page.goto(competitionPath(open));
    await inFirstScreen(page, page.getByRole('heading', { level: 1, name: open.title }));
    await inFirstScreen(page, page.getByText(`Ditutup ${daysUntil(open.registration.end, today)} hari lagi`, { exact: true }));
    await inFirstScreen(page, page.getByLabel('Ringkasan lomba'));
    await expect(page.getByLabel('Ringkasan lomba')).toContainText('Biaya');
    const daftar = page.getByRole('link', { name: 'Daftar', exact: true }).first();
    await inFirstScreen(page, daftar);
    await expect(daftar).toHaveAttribute('href', open.registration_url!);
    await inFirstScreen(page, page.getByRole('button', { name: 'Simpan' }).first());
    if (width < 1024) expect(await daftarInView(page), 'one "Daftar" in the first screen').toBe(1);

    // Further down, on a phone only, the bar keeps both at hand.
    const bar = page.getByRole('region', { name: 'Aksi cepat' });
    await expect(bar).toHaveCount(0);
    await page.getByRole('heading', { name: 'Deskripsi Lomba' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    if (width < 1024) {
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', open.registration_url!);
      await bar.getByRole('button', { name: 'Simpan' }).click();
      await expect(bar.getByRole('button', { name: 'Tersimpan' })).toBeVisible();
      const barBox = (await bar.boundingBox())!;
      expect(barBox.height, 'a slim bar').toBeLessThanOrEqual(64);
      expect(barBox.y + barBox.height).toBeCloseTo(height, 0);
      // The bar starts at its left edge (no room kept for a floating button), and its "Daftar" is the only one in view
      // wherever the page is scrolled to.
      expect(barBox.x).toBe(0);
      expect((await bar.getByRole('link', { name: 'Daftar' }).boundingBox())!.x).toBeLessThanOrEqual(24);
      for (const name of ['Info Lomba', 'Deskripsi Lomba', 'Bagikan lomba ini']) {
        await page.getByRole('heading', { name, exact: true }).scrollIntoViewIfNeeded();
        await page.waitForTimeout(200);
        expect(await daftarInView(page), `one "Daftar" in view at ${name}`).toBe(1);
      }
    } else {
      await page.waitForTimeout(300);
      await expect(bar).toHaveCount(0);
    }
  });
}

test('at 390 px a closed competition says "Ditutup" and one without an end "Tanpa batas waktu"', async ({ page }) => {
  await withConsent(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(competitionPath(closed));
  await inFirstScreen(page, page.getByText('Ditutup', { exact: true }));
  await page.goto(competitionPath(endless));
  await inFirstScreen(page, page.getByText('Tanpa batas waktu', { exact: true }).first());
  await page.goto(competitionPath(open));
  await page.screenshot({ path: '.reports/screens/detail-390.png' });
});
