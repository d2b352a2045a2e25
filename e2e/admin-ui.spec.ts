// The admin panel's editor buttons and its table on a phone, and how a description an admin wrote is shown.
import { expect, type Locator, type Page, request as playwrightRequest, test } from '@playwright/test';
import type { Competition } from '../lib/competitions/schema';
import { competitionVersion } from '../lib/competitions/version';
import { loginAsAdmin, newCompetition, sameOrigin } from './support/admin-api';
import { readMainData, slugify } from './support/data';
import { ADMIN, ADMIN_PORT } from './support/env.mjs';

// Reads only: the admin server starts from the same sample data, and nothing here saves.
const item = readMainData().find((c) => c.thumbnails.length > 0)!;

/** A strong red, as Chromium reports computed colours (Tailwind 4 writes them in oklch; Chromium may give lab). */
function isRed(colour: string): boolean {
  const oklch = /^oklch\(([\d.]+) ([\d.]+) ([\d.]+)/.exec(colour);
  if (oklch) return Number(oklch[2]) > 0.1 && (Number(oklch[3]) < 40 || Number(oklch[3]) > 340);
  const lab = /^lab\(([\d.]+) (-?[\d.]+) (-?[\d.]+)/.exec(colour);
  if (lab) return Number(lab[2]) > 40;
  const rgb = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?/.exec(colour);
  return Boolean(rgb && Number(rgb[4] ?? 1) > 0 && Number(rgb[1]) > 150 && Number(rgb[2]) < 100 && Number(rgb[3]) < 100);
}

async function login(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // The panel's first load on a server can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
}

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' } });

test('the editor has one red "Hapus" (the competition); a thumbnail is taken off the list with a plain ✕', async ({ page }) => {
  await login(page);
  await page.goto(`/admin?edit=${item.id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Lomba' });
  await expect(dialog).toBeVisible();
  const remove = dialog.getByRole('button', { name: 'Hapus thumbnail 1' });
  await expect(remove).toBeVisible();
  await expect(remove).toHaveText('✕');
  await expect(remove).toHaveAttribute('title', 'Hapus thumbnail ini dari daftar');
  // Only one button in the dialog reads "Hapus", and only that one is red.
  await expect(dialog.getByRole('button').filter({ hasText: /^Hapus$/ })).toHaveCount(1);
  const colours = (l: Locator) => l.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  expect((await colours(dialog.getByRole('button', { name: 'Hapus', exact: true }))).some(isRed)).toBe(true);
  expect((await colours(remove)).some(isRed)).toBe(false);
  await dialog.screenshot({ path: test.info().outputPath('editor-buttons.png') });
});

test('on a phone the table scrolls sideways inside its box and the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  const table = page.getByRole('table', { name: 'Daftar lomba' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const scroller = page.getByRole('region', { name: 'Daftar lomba' });
  await expect(scroller).toBeVisible();
  // A keyboard user can reach the scrolling box and move it with the arrow keys.
  await expect(scroller).toHaveAttribute('tabindex', '0');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await scroller.focus();
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  await page.screenshot({ path: test.info().outputPath('admin-390.png'), fullPage: false });
});

test('links in a description are found the way organisers write them, and open safely', async ({ page }) => {
  const BASE = `http://127.0.0.1:${ADMIN_PORT}`;
  const api = await playwrightRequest.newContext({ baseURL: BASE, ...sameOrigin(BASE) });
  await loginAsAdmin(api, BASE, '203.0.113.78');
  const description = [
    'Daftar: https://forms.gle/AbC123.',
    'Panduan: bit.ly/panduan-lomba-uji',
    'CP: wa.me/6281234567890 (Budi)',
    'Info: www.lombaku.id/esai',
    'Surel: panitia@lombaku.id',
    'Bukan tautan: javascript:alert(1)',
  ].join('\n');
  const res = await api.post('/api/competitions', { data: newCompetition(`Lomba Tautan Uji ${Date.now().toString(36)}`, { description }) });
  expect(res.status()).toBe(201);
  const item = ((await res.json()) as { item: Competition }).item;
  try {
    await page.goto(`/berita/${item.id}-${slugify(item.title)}`);
    const section = page.getByRole('region', { name: 'Deskripsi Lomba' });
    const expected: [string, string][] = [
      ['https://forms.gle/AbC123', 'https://forms.gle/AbC123'],
      ['bit.ly/panduan-lomba-uji', 'http://bit.ly/panduan-lomba-uji'],
      ['wa.me/6281234567890', 'http://wa.me/6281234567890'],
      ['www.lombaku.id/esai', 'http://www.lombaku.id/esai'],
      ['panitia@lombaku.id', 'mailto:panitia@lombaku.id'],
    ];
    for (const [text, href] of expected) {
      const link = section.getByRole('link', { name: text, exact: true });
      await expect(link).toHaveAttribute('href', href);
      if (href.startsWith('http')) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
      }
    }
    await expect(section.getByText('Bukan tautan: javascript:alert(1)')).toBeVisible();
    await expect(section.getByRole('link', { name: /javascript/ })).toHaveCount(0);
    expect(await section.locator('a[href^="javascript"], a[href^="//"]').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: test.info().outputPath('description-links-390.png') });
  } finally {
    await api.delete(`/api/competitions/${encodeURIComponent(item.id)}?version=${competitionVersion(item)}`);
    await api.dispose();
  }
});
