import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatLongDate, todayInJakarta } from '../lib/competitions/dates';
import { normaliseCompetition } from '../lib/competitions/normalise';
import type { Competition } from '../lib/competitions/schema';
import { homeOrder, readMainData, slugify } from './support/data';

const data: Competition[] = readMainData().map((raw) => {
  const res = normaliseCompetition(raw);
  if (!res.ok) throw new Error(res.reason);
  return res.item;
});
const ordered = homeOrder(data as Parameters<typeof homeOrder>[0]) as Competition[];
const pathOf = (c: Competition) => `/berita/${c.id}-${slugify(c.title)}`;
const today = todayInJakarta();
const isOpen = (c: Competition) =>
  Boolean(c.registration.end) && c.registration.end >= today && (!c.registration.start || c.registration.start <= today);

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false })),
  );
});

const cardOf = (page: Page, title: string) =>
  page.locator('main article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const onFirstPage = (c: Competition) => ordered.indexOf(c) < 16;

test('cards show Gratis and the mode only when known', async ({ page }) => {
  await page.goto('/');
  const free = ordered.find((c) => onFirstPage(c) && c.fee?.type === 'free' && c.mode)!;
  const paid = ordered.find((c) => onFirstPage(c) && c.fee?.type === 'paid' && c.mode)!;
  const bare = ordered.find((c) => onFirstPage(c) && !c.fee && !c.mode && !c.verified_at)!;
  const labels = { online: 'Online', offline: 'Offline', hybrid: 'Hybrid' };
  const facts = (c: Competition) => cardOf(page, c.title).getByRole('list', { name: 'Info singkat' });
  await expect(facts(free).getByText('Gratis', { exact: true })).toBeVisible();
  await expect(facts(free).getByText(labels[free.mode!], { exact: true })).toBeVisible();
  await expect(facts(paid).getByText('Gratis', { exact: true })).toHaveCount(0);
  await expect(facts(paid).getByText(labels[paid.mode!], { exact: true })).toBeVisible();
  await expect(facts(bare)).toHaveCount(0);
});

test('the detail page lists the facts, the stages in Indonesian and a Daftar button', async ({ page }) => {
  const c = data.find(
    (x) => x.fee?.type === 'paid' && x.fee.amount && x.prize?.total && x.location?.city && x.stages?.event_start && x.registration_url,
  )!;
  await page.goto(pathOf(c));
  const box = page.getByRole('region', { name: 'Info Lomba' });
  await expect(box).toBeVisible();
  const rupiah = (n: number) => `Rp${new Intl.NumberFormat('id-ID').format(n)}`;
  await expect(box.getByRole('definition').filter({ hasText: rupiah(c.fee!.type === 'paid' ? c.fee!.amount! : 0) })).toBeVisible();
  await expect(box).toContainText(`Total ${rupiah(c.prize!.total!)}`);
  await expect(box).toContainText(`${c.location!.city}, ${c.location!.province}`);
  await expect(box).toContainText(c.organizer!);
  await expect(box).toContainText(formatLongDate(c.stages!.event_start!));
  await expect(box.getByRole('link', { name: 'Daftar', exact: true })).toHaveAttribute('href', c.registration_url!);

  const verified = data.find((x) => x.verified_at)!;
  await page.goto(pathOf(verified));
  await expect(page.getByText(`Terverifikasi · dicek ${formatLongDate(verified.verified_at!)}`)).toBeVisible();

  const bare = data.find((x) => Object.keys(x).length === 8)!;
  await page.goto(pathOf(bare));
  await expect(page.getByRole('heading', { name: bare.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Info Lomba' })).toHaveCount(0);
});

test('/search filters by Gratis, mode, province and Masih dibuka, combined with the spec filters', async ({ page }) => {
  const count = (list: Competition[]) => `${list.length} lomba ditemukan.`;
  await page.goto('/search?categories=SMA');
  const sma = data.filter((c) => c.categories.includes('SMA'));
  await expect(page.getByText(count(sma))).toBeVisible();

  // A pill's name is its label and the number of results it would give: "Gratis (12)".
  const pill = (name: string) =>
    page.getByRole('list', { name: 'Filter info lomba' }).getByRole('link', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  await pill('Gratis').click();
  await expect(page).toHaveURL(/\/search\?categories=SMA&fee=free$/);
  const smaFree = sma.filter((c) => c.fee?.type === 'free');
  await expect(page.getByText(count(smaFree))).toBeVisible();
  await expect(pill('Gratis')).toHaveAttribute('aria-current', 'true');

  await pill('Gratis').click();
  await expect(page).toHaveURL(/\/search\?categories=SMA$/);
  await pill('Offline').click();
  await expect(page).toHaveURL(/mode=offline$/);
  await pill('Hybrid').click();
  await expect(page).toHaveURL(/mode=offline%2Chybrid/);
  await expect(page.getByText(count(sma.filter((c) => c.mode === 'offline' || c.mode === 'hybrid')))).toBeVisible();

  const province = data.find((c) => c.location?.province && c.mode !== 'online')!.location!.province!;
  await page.goto('/search');
  // The Filter sheet holds a second, hidden copy for phones.
  await page.getByLabel('Provinsi').filter({ visible: true }).selectOption(province);
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(new RegExp(`province=${encodeURIComponent(province).replace(/%20/g, '\\+')}`));
  await expect(page.getByText(count(data.filter((c) => c.mode !== 'online' && c.location?.province === province)))).toBeVisible();
  await expect(page.getByLabel('Provinsi').filter({ visible: true })).toHaveValue(province);

  await page.goto(`/search?q=lomba&open=1&fee=free`);
  const words = (c: Competition) => `${c.title} ${c.description}`.toLowerCase().includes('lomba');
  expect(data.filter((c) => isOpen(c) && c.fee?.type === 'free' && words(c)).length).toBeGreaterThan(0);
  await expect(page.getByText(count(data.filter((c) => isOpen(c) && c.fee?.type === 'free' && words(c))))).toBeVisible();
});

test('the sidebar offers the same filters on other pages', async ({ page }) => {
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Filter Lomba' });
  await widget.getByRole('link', { name: /^Masih dibuka \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/search\?open=1$/);
  await expect(page.getByText(`${data.filter(isOpen).length} lomba ditemukan.`)).toBeVisible();
});

/**
 * The element is on screen, not empty and inside the viewport's width, and the page does not scroll sideways; its
 * screenshot is kept in .reports/screens for a person to look at (the sample data changes daily, so there is no
 * stored image to compare with).
 */
async function expectFits(page: Page, element: Locator, name: string, width: number) {
  await expect(element, name).toBeVisible();
  const box = await element.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.height, name).toBeGreaterThan(20);
  expect(box!.x, name).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, name).toBeLessThanOrEqual(width + 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
  const png = await element.screenshot({ path: `.reports/screens/${name}-${width}.png` });
  expect(png.length, name).toBeGreaterThan(1000);
}

for (const width of [390, 1280]) {
  test(`at ${width} px the cards, the facts box, the filters and the report form fit the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search?fee=free');
    await expectFits(page, page.locator('main article').first(), 'facts-card', width);
    // On a phone the filters open as a sheet from the "Filter" button.
    if (width < 1024) await page.getByRole('button', { name: /^Filter/ }).click();
    await expectFits(
      page,
      width < 1024
        ? page.getByRole('dialog', { name: 'Filter Lomba' }).getByRole('group', { name: 'Filter info lomba' })
        : page.getByRole('list', { name: 'Filter info lomba' }).filter({ visible: true }).locator('..'),
      'facts-filters',
      width,
    );
    const c =
      data.find((x) => x.fee && x.prize && x.location && x.stages && x.registration_url && x.verified_at) ??
      data.find((x) => x.stages && x.registration_url)!;
    await page.goto(pathOf(c));
    await expectFits(page, page.getByRole('region', { name: 'Info Lomba' }), 'facts-box', width);
    await page.getByRole('button', { name: 'Laporkan' }).click();
    await expectFits(page, page.getByRole('form', { name: 'Laporkan lomba ini' }), 'facts-report', width);
  });
}
