// Search that understands: open every-word matches first, a sort that hides closed ones says so, a near word is
// offered, and the filters open as a sheet on phones with the count of each choice.
import { expect, type Page, test } from '@playwright/test';
import { todayInJakarta } from '../lib/competitions/dates';
import type { Competition } from '../lib/competitions/schema';
import { expectNoAxeViolations } from './support/axe';
import { readMainData } from './support/data';

const data = readMainData() as unknown as Competition[];
const today = todayInJakarta();
const text = (c: Competition) => [c.title, c.description, c.tags.join(' '), c.categories.join(' ')].join(' ').toLowerCase();
const WORDS = ['lomba', 'esai', 'nasional'];
const any = data.filter((c) => WORDS.some((w) => text(c).includes(w)));
const closed = (c: Competition) => Boolean(c.registration.end) && c.registration.end < today;
/** The word not run on by another letter: "esai" in "lomba esai," but not in "desain". */
const holdsWhole = (t: string, w: string) => new RegExp(`(?<![\\p{L}\\p{M}])${w}(?![\\p{L}\\p{M}])`, 'u').test(t);
const allOpen = data.filter((c) => WORDS.every((w) => holdsWhole(text(c), w)) && !closed(c));
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

test('a word that finds nothing offers the nearest indexed word, also beside results; "esai" ranks essays first', async ({ page }) => {
  await page.goto('/search?q=esay');
  await expect(page.getByRole('heading', { name: 'Tidak Ada Hasil yang Cocok' })).toBeVisible();
  await expect(page.getByText('Mungkin maksud Anda:')).toBeVisible();
  await page.getByRole('link', { name: 'esai', exact: true }).click();
  await expect(page).toHaveURL(/q=esai/);
  // Every listing holding "esai" as a word comes before those holding it only inside one ("desain").
  const essays = data.filter((c) => holdsWhole(text(c), 'esai'));
  const inside = data.filter((c) => text(c).includes('esai') && !holdsWhole(text(c), 'esai'));
  expect(essays.length).toBeGreaterThan(1);
  expect(inside.length).toBeGreaterThan(0);
  await expect(page.getByText(`${essays.length + inside.length} lomba ditemukan.`)).toBeVisible();
  const shown = await titles(page).allTextContents();
  const firstInside = shown.findIndex((t) => inside.some((c) => c.title === t));
  expect(shown.slice(0, essays.length).sort()).toEqual(essays.map((c) => c.title).sort());
  expect(firstInside === -1 || firstInside >= essays.length).toBe(true);

  // One misspelt word among others: the rest still find listings, and the near word is offered above them.
  await page.goto('/search?q=olimpiade+matemtika');
  await expect(titles(page).first()).toBeVisible();
  const offer = page.getByText('Tidak ada lomba yang memuat “matemtika”. Mungkin maksud Anda:');
  await expect(offer).toBeVisible();
  await offer.getByRole('link', { name: 'olimpiade matematika' }).click();
  await expect(page).toHaveURL(/q=olimpiade(\+|%20)matematika/);
  await expect(page.getByText('Mungkin maksud Anda:')).toHaveCount(0);
  const maths = data.filter((c) => holdsWhole(text(c), 'olimpiade') && holdsWhole(text(c), 'matematika') && !closed(c));
  expect(maths.length).toBeGreaterThan(0);
  expect((await titles(page).allTextContents()).slice(0, maths.length).sort()).toEqual(maths.map((c) => c.title).sort());
  await expectNoAxeViolations(page);
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
  // The chips show once: the sidebar leaves them to the list above the results. The counts say what they mean.
  await expect(page.getByRole('list', { name: 'Filter kategori' })).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Kategori' })).toHaveCount(0);
  await expect(
    page.getByText('Angka dalam kurung: jumlah lomba yang tampil bila pilihan itu aktif bersama filter lain yang sudah dipilih.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil Pencarian: kategori SMA');
  await expectNoAxeViolations(page);

  // A province with offline competitions but none free: together they find nothing.
  const inPlace = (p: string) => data.filter((c) => c.mode !== 'online' && c.location?.province === p);
  const province = [...new Set(data.map((c) => c.location?.province).filter(Boolean))].find(
    (p) => inPlace(p!).length > 0 && !inPlace(p!).some((c) => c.fee?.type === 'free'),
  )!;
  await page.goto(`/search?fee=free&province=${encodeURIComponent(province)}`);
  await expect(page.getByRole('heading', { name: 'Tidak Ada Hasil yang Cocok' })).toBeVisible();
  await expect(page.getByText('Tidak ada lomba yang cocok dengan semua filter ini. Hapus salah satu:')).toBeVisible();
  // A filters-only search names every filter in its heading.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hasil Pencarian: Gratis · ${province}`);
  await page.getByRole('link', { name: `Tanpa Gratis (${inPlace(province).length} lomba)` }).click();
  await expect(page.getByText(`${inPlace(province).length} lomba ditemukan.`)).toBeVisible();

  // Nothing found and no filter on: no row of (0) choices, above the results or in the sidebar.
  await page.goto('/search?q=zzzqqq');
  await expect(page.getByRole('heading', { name: 'Tidak Ada Hasil yang Cocok' })).toBeVisible();
  await expect(page.getByText('(0)')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Filter kategori' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
