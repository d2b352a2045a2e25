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

test('at 390 px the Filter sheet gathers three choices with their counts and applies them at once, on home and search', async ({
  page,
}) => {
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
  await expect(sheet.getByText('Angka di tiap pilihan: jumlah lomba yang ditemukan bila pilihan itu ditambahkan')).toBeVisible();
  const show = sheet.getByRole('button', { name: /^Tampilkan \d+ lomba$/ });
  await expect(show).toHaveAccessibleName(`Tampilkan ${data.length} lomba`);
  // Each choice shows what it would find with the filters already on; ticking one applies nothing yet.
  const sma = data.filter((c) => c.categories.includes('SMA'));
  const free = data.filter((c) => c.fee?.type === 'free');
  await sheet.getByRole('checkbox', { name: `SMA (${sma.length})` }).check();
  await expect(show).toHaveAccessibleName(`Tampilkan ${sma.length} lomba`);
  await sheet.getByRole('checkbox', { name: `Gratis (${free.length})` }).check();
  const smaFree = sma.filter((c) => c.fee?.type === 'free');
  await expect(show).toHaveAccessibleName(`Tampilkan ${smaFree.length} lomba`);
  await sheet.getByRole('checkbox', { name: /^Online \(/ }).check();
  const three = smaFree.filter((c) => c.mode === 'online').length;
  await expect(show).toHaveAccessibleName(`Tampilkan ${three} lomba`);
  await expect(page).toHaveURL(/\/$/);
  await show.click();
  await expect(page).toHaveURL(/\/search\?.*categories=SMA.*fee=free.*mode=online/);
  await expect(page.getByText(`${three} lomba ditemukan.`)).toBeVisible();

  // On /search the filters no longer fill the first screen: the results start high up.
  await expect(page.getByRole('list', { name: 'Filter info lomba' })).toBeHidden();
  if (three) expect((await titles(page).first().boundingBox())!.y).toBeLessThan(844);
  await page.getByRole('button', { name: /^Filter/ }).click();
  const again = page.getByRole('dialog', { name: 'Filter Lomba' });
  // The sheet opens with the choices in force ticked; another mode would widen the search (either mode matches).
  await expect(again.getByRole('checkbox', { name: /^SMA \(/ })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: /^Gratis \(/ })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: `Online (${three})` })).toBeChecked();
  const offline = smaFree.filter((c) => c.mode === 'offline' || c.mode === 'online').length;
  await expect(again.getByRole('checkbox', { name: `Offline (${offline})` })).not.toBeChecked();
  await again.getByRole('button', { name: 'Tutup' }).click();
  await expect(again).toBeHidden();
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
