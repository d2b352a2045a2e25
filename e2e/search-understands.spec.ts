// Search that understands: open every-word matches first, a sort that hides closed ones says so, a near word is
// offered, and the filters open as a sheet on phones with the count of each choice.
import { expect, type Page, test } from '@playwright/test';
import { todayInJakarta } from '../lib/competitions/dates';
import type { Competition } from '../lib/competitions/schema';
import { readMainData } from './support/data';

const data = readMainData() as unknown as Competition[];
const today = todayInJakarta();
const text = (c: Competition) => [c.title, c.description, c.tags.join(' '), c.categories.join(' ')].join(' ').toLowerCase();
const WORDS = ['lomba', 'esai', 'nasional'];
const any = data.filter((c) => WORDS.some((w) => text(c).includes(w)));
const closed = (c: Competition) => Boolean(c.registration.end) && c.registration.end < today;
const allOpen = data.filter((c) => WORDS.every((w) => text(c).includes(w)) && !closed(c));
const titles = (page: Page) => page.locator('main article h2');

const consent = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false })));

for (const width of [390, 1280]) {
  test(`at ${width} px "Paling relevan" puts open every-word matches first; "Segera ditutup" says what it hides`, async ({ page }) => {
    await consent(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search?q=lomba+esai+nasional');
    await expect(page.getByText(`${any.length} lomba ditemukan.`)).toBeVisible();
    expect(allOpen.length).toBeGreaterThan(1);
    const first = (await titles(page).allTextContents()).slice(0, allOpen.length);
    expect(first.sort()).toEqual(allOpen.map((c) => c.title).sort());

    await page.goto('/search?q=lomba+esai+nasional&sort=closing_soon');
    const open = any.filter((c) => c.registration.end && c.registration.end >= today).length;
    const shut = any.filter(closed).length;
    const noEnd = any.filter((c) => !c.registration.end).length;
    const notice = page.getByRole('status').filter({ hasText: 'disembunyikan' });
    await expect(notice).toHaveText(
      new RegExp(
        `^${open} lomba masih dibuka; ${shut} yang sudah ditutup${noEnd ? ` dan ${noEnd} tanpa batas waktu` : ''} disembunyikan\\. Tampilkan semua$`,
      ),
    );
    await notice.getByRole('link', { name: 'Tampilkan semua' }).click();
    await expect(page.getByText(`${any.length} lomba ditemukan.`)).toBeVisible();
  });
}

test('a word that finds nothing offers the nearest indexed word', async ({ page }) => {
  await page.goto('/search?q=esay');
  await expect(page.getByRole('heading', { name: 'Tidak Ada Hasil yang Cocok' })).toBeVisible();
  await expect(page.getByText('Mungkin maksud Anda:')).toBeVisible();
  await page.getByRole('link', { name: 'esai', exact: true }).click();
  await expect(page).toHaveURL(/q=esai/);
  await expect(titles(page).first()).toBeVisible();
});

test('at 390 px "Filter" opens the filters as a sheet with the count of each choice, on home and search', async ({ page }) => {
  await consent(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Filter' });
  await expect(button).toBeInViewport();
  // The sidebar's copy is not what a phone reaches for: it sits below all the cards and is left out here.
  await expect(page.getByRole('region', { name: 'Filter Lomba' })).toBeHidden();
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Filter Lomba' });
  await expect(sheet).toBeVisible();
  // The category chips count too: every SMA listing on home, the free ones once "Gratis" is chosen.
  const sma = data.filter((c) => c.categories.includes('SMA'));
  await expect(sheet.getByRole('list', { name: 'Filter kategori' }).getByRole('link', { name: `SMA (${sma.length})` })).toBeVisible();
  const free = data.filter((c) => c.fee?.type === 'free').length;
  await sheet.getByRole('link', { name: `Gratis (${free})` }).click();
  await expect(page).toHaveURL(/\/search\?fee=free$/);
  await expect(page.getByText(`${free} lomba ditemukan.`)).toBeVisible();

  // On /search the filters no longer fill the first screen: the results start high up.
  await expect(page.getByRole('list', { name: 'Filter info lomba' })).toBeHidden();
  expect((await titles(page).first().boundingBox())!.y).toBeLessThan(844);
  await page.getByRole('button', { name: /^Filter/ }).click();
  const offline = data.filter((c) => c.fee?.type === 'free' && c.mode === 'offline').length;
  const freeSheet = page.getByRole('dialog', { name: 'Filter Lomba' });
  await expect(freeSheet.getByRole('link', { name: `Offline (${offline})` })).toBeVisible();
  const smaFree = sma.filter((c) => c.fee?.type === 'free').length;
  await expect(freeSheet.getByRole('list', { name: 'Filter kategori' }).getByRole('link', { name: `SMA (${smaFree})` })).toBeVisible();
});

test('at 1280 px the filters show inline with counts, and an empty result names the filters to drop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search?categories=SMA');
  await expect(page.getByRole('button', { name: /^Filter/ })).toBeHidden();
  const sma = data.filter((c) => c.categories.includes('SMA'));
  const smaFree = sma.filter((c) => c.fee?.type === 'free').length;
  await expect(page.getByRole('list', { name: 'Filter info lomba' }).getByRole('link', { name: `Gratis (${smaFree})` })).toBeVisible();
  // A chosen chip counts what is shown; another one widens the search (any chosen category matches).
  const chips = page.getByRole('list', { name: 'Filter kategori' });
  await expect(chips.getByRole('link', { name: `SMA (${sma.length})` })).toBeVisible();
  const smaOrSmp = data.filter((c) => c.categories.includes('SMA') || c.categories.includes('SMP')).length;
  await expect(chips.getByRole('link', { name: `SMP (${smaOrSmp})` })).toBeVisible();
  // The sidebar's category pills count on this search as well.
  const sidebarCategories = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Kategori' });
  await expect(sidebarCategories.getByRole('link', { name: `SMP (${smaOrSmp})` })).toBeVisible();

  // A province with offline competitions but none free: together they find nothing.
  const inPlace = (p: string) => data.filter((c) => c.mode !== 'online' && c.location?.province === p);
  const province = [...new Set(data.map((c) => c.location?.province).filter(Boolean))].find(
    (p) => inPlace(p!).length > 0 && !inPlace(p!).some((c) => c.fee?.type === 'free'),
  )!;
  await page.goto(`/search?fee=free&province=${encodeURIComponent(province)}`);
  await expect(page.getByRole('heading', { name: 'Tidak Ada Hasil yang Cocok' })).toBeVisible();
  await expect(page.getByText('Tidak ada lomba yang cocok dengan semua filter ini. Hapus salah satu:')).toBeVisible();
  await page.getByRole('link', { name: `Tanpa Gratis (${inPlace(province).length} lomba)` }).click();
  await expect(page.getByText(`${inPlace(province).length} lomba ditemukan.`)).toBeVisible();
});
