// The spec walked in a browser: paging history, the hidden admin entry, the header at desktop widths, the menu,
// redirects, and what a person sees on a phone.
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './support/env.mjs';
import { homeOrder, readMainData, slugify } from './support/data';

// lib/env.ts's default: the test servers set no CONTACT_EMAIL (lib/site is server-only, so not imported here).
const DEFAULT_CONTACT_EMAIL = 'halo@infolomba.test';

const data = readMainData();
const ordered = homeOrder(data);
const totalPages = Math.ceil(data.length / 16);
const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

const pager = (page: Page) => page.getByRole('navigation', { name: 'Navigasi halaman' });
const historyLength = (page: Page) => page.evaluate(() => history.length);

test.describe('paging', () => {
  test('home pages replace the history entry instead of adding one', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const before = await historyLength(page);
    await pager(page).getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(page.locator('main article h2').first()).toHaveText(ordered[16]!.title);
    await page.waitForLoadState('networkidle');
    await pager(page).getByRole('link', { name: 'Berikutnya ›' }).click();
    await expect(page).toHaveURL(/\/\?page=3$/);
    expect(await historyLength(page)).toBe(before);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('search pages replace the history entry instead of adding one', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/search?q=lomba');
    await page.waitForLoadState('networkidle');
    const before = await historyLength(page);
    await pager(page).getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/search\?q=lomba&page=2$/);
    await expect(pager(page).getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    await page.waitForLoadState('networkidle');
    await pager(page).getByRole('link', { name: '‹ Sebelumnya' }).click();
    await expect(page).toHaveURL(/\/search\?q=lomba$/);
    expect(await historyLength(page)).toBe(before);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the address names the page on show: page=1 is dropped, past the end says the last page', async ({ page }) => {
    await page.goto('/search?q=lomba&page=1');
    await expect(page).toHaveURL(/\/search\?q=lomba$/);
    await page.goto('/search?categories=SMA&page=1&sort=title_asc');
    await expect(page).toHaveURL(/\/search\?categories=SMA&sort=title_asc$/);
    await page.goto('/?page=999');
    await expect(page).toHaveURL(new RegExp(`/\\?page=${totalPages}$`));
    await expect(pager(page).getByRole('link', { name: `Halaman ${totalPages}` })).toHaveAttribute('aria-current', 'page');
    await page.goto('/?page=1');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test('ten clicks on "Admin" open the login for /admin, and signing in lands on /admin', async ({ page }) => {
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  const admin = page.getByRole('button', { name: 'Admin', exact: true });
  for (let i = 0; i < 10; i++) await admin.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?from=%2Fadmin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // The first load of the panel on this server can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin');
});

test('/tags has the competition widgets in its sidebar', async ({ page }) => {
  await page.goto('/tags');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  for (const name of ['Follow Us', 'Kategori', 'Lomba Unggulan', 'Recent Posts', 'Tags']) {
    await expect(sidebar.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(sidebar.getByRole('region', { name: 'Recent Posts' }).getByRole('link')).toHaveCount(5);
});

test.describe('header', () => {
  const navTops = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link')
      .evaluateAll((links) => links.filter((l) => l.getClientRects().length).map((l) => Math.round(l.getBoundingClientRect().top)));

  for (const width of [1024, 1030, 1039, 1100, 1200, 1270, 1280, 1440]) {
    test(`nav links stay on one line at ${width} px, with the search box closed or open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      // Measured once the header is hydrated (it replaces its server-rendered placeholder).
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link')).toHaveCount(8);
      const closed = await navTops(page);
      expect(closed).toHaveLength(8);
      expect(new Set(closed).size).toBe(1);
      const headerHeight = await page
        .locator('header')
        .first()
        .evaluate((h) => h.getBoundingClientRect().height);
      await page.getByRole('button', { name: 'Buka pencarian' }).click();
      await expect(page.getByPlaceholder('Cari lomba...')).toBeFocused();
      const open = await navTops(page);
      expect(new Set(open).size).toBeLessThanOrEqual(1);
      expect(
        await page
          .locator('header')
          .first()
          .evaluate((h) => h.getBoundingClientRect().height),
      ).toBe(headerHeight);
      // Nothing in the header pushes the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 1024 || width === 1280) {
        await page.screenshot({ path: test.info().outputPath(`header-search-${width}.png`) });
      }
    });
  }

  test('the rounded search box draws no square outline inside it', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Buka pencarian' }).click();
    const input = page.getByPlaceholder('Cari lomba...');
    await expect(input).toBeFocused();
    await page.keyboard.type('esai');
    expect(await input.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    // The box itself shows the focus: a ring around the rounded form.
    expect(await page.getByRole('search').evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  });

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Buka menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contact Us' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('redirects', () => {
  const c = ordered[0]!;
  const path = `/berita/${c.id}-${slugify(c.title)}`;

  for (const [name, wrong] of [
    ['a wrong slug', () => `/berita/${c.id}-judul-${randomBytes(4).toString('hex')}`],
    ['the bare id', () => `/berita/${c.id}`],
  ] as const) {
    test(`${name} redirects with one Location header, before and after it is cached`, async ({ request }) => {
      const url = wrong();
      for (let i = 0; i < 2; i++) {
        const res = await request.get(url, { maxRedirects: 0 });
        expect(res.status()).toBe(308);
        const locations = res.headersArray().filter((h) => h.name.toLowerCase() === 'location');
        expect(locations.map((h) => h.value)).toEqual([path]);
      }
    });
  }
});

test.describe('polish', () => {
  test('on a phone the pagination keeps both buttons on one row', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?page=2');
    const prev = pager(page).getByRole('link', { name: '‹ Sebelumnya' });
    const next = pager(page).getByRole('link', { name: 'Berikutnya ›' });
    const [a, b] = [await prev.boundingBox(), await next.boundingBox()];
    expect(Math.round(a!.y)).toBe(Math.round(b!.y));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await pager(page).screenshot({ path: test.info().outputPath('pagination-390.png') });
  });

  test('the contact address does not break in the middle on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    const link = page.locator('main').getByRole('link', { name: DEFAULT_CONTACT_EMAIL });
    await expect(link).toBeVisible();
    expect(await link.evaluate((el) => el.getClientRects().length)).toBe(1);
  });

  test('a filter-only search says what is filtered', async ({ page }) => {
    await page.goto('/search?categories=SMA');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Hasil Pencarian: kategori SMA');
    const tag = data.flatMap((c) => c.tags)[0]!;
    await page.goto(`/search?categories=SD,SMP&tag=${encodeURIComponent(tag)}`);
    await expect(heading).toHaveText(`Hasil Pencarian: kategori SD, SMP · tag #${tag}`);
    await page.goto('/search?q=esai');
    await expect(heading).toHaveText('Hasil Pencarian: “esai”');
  });

  test('a closed competition does not offer "Tambah ke Kalender"; an open one does', async ({ page }) => {
    const closed = ordered.find((c) => c.registration.end && c.registration.end < today)!;
    const open = ordered.find((c) => c.registration.end && c.registration.end > today)!;
    await page.goto(`/berita/${closed.id}-${slugify(closed.title)}`);
    await expect(page.getByRole('heading', { level: 1, name: closed.title })).toBeVisible();
    await expect(page.getByText('Tambah ke Kalender')).toHaveCount(0);
    await page.goto(`/berita/${open.id}-${slugify(open.title)}`);
    await expect(page.getByText('Tambah ke Kalender').first()).toBeVisible();
  });

  test("/login's canonical link names /login", async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/login$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('/favicon.ico is an icon', async ({ request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const body = await res.body();
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect(body.readUInt16LE(0)).toBe(0);
    expect(body.readUInt16LE(2)).toBe(1);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
