import { expect, type Page, test } from '@playwright/test';
import { todayInJakarta } from '../lib/competitions/dates';
import { readMainData, slugify } from './support/data';
import { holdScripts as holdUntilReleased } from './support/hold-scripts';

// A visitor from a search engine, on a phone, for the first time: what the server's HTML paints, before any script.
test.use({ viewport: { width: 390, height: 844 } });

const today = todayInJakarta();
const openOne = readMainData().find((c) => c.registration.end >= today && (!c.registration.start || c.registration.start <= today))!;
const detailPath = `/berita/${openOne.id}-${slugify(openOne.title)}`;
const BANNER_TEXT = 'Cookie fungsional diperlukan agar situs berjalan.';
const storeChoice = () => localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false }));

/** The page's scripts never arrive: what shows is the server's HTML and CSS and the inline pre-paint script. */
async function holdScripts(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner is in the server HTML and painted with the page', async ({ page, request }) => {
    const html = await (await request.get(detailPath)).text();
    expect(html).toContain(BANNER_TEXT);
    await page.goto(detailPath);
    const banner = page.getByRole('dialog', { name: 'Kami menggunakan cookie' });
    await expect(banner.getByText(BANNER_TEXT)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: openOne.title })).toBeVisible();
    // The header's search control and the save button are painted by the server too, not after hydration.
    await expect(page.getByRole('link', { name: 'Buka pencarian' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simpan', exact: true }).first()).toBeVisible();
  });
});

test('with a choice stored the banner is never painted, even before the scripts run', async ({ page }) => {
  await page.addInitScript(storeChoice);
  await holdScripts(page);
  await page.goto(detailPath);
  await expect(page.getByRole('heading', { level: 1, name: openOne.title })).toBeVisible();
  await expect(page.getByText(BANNER_TEXT)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Tolak Semua' })).toBeHidden();
});

test.describe('before the scripts run', () => {
  // The site's worker would answer the held chunks from its cache.
  test.use({ serviceWorkers: 'block' });

  test('without a choice the banner is painted, and a tap on it then is kept and acts once they run', async ({ page }) => {
    const release = await holdUntilReleased(page);
    await page.goto(detailPath, { waitUntil: 'commit' });
    const banner = page.getByRole('dialog', { name: 'Kami menggunakan cookie' });
    await expect(banner.getByText(BANNER_TEXT)).toBeVisible();
    await banner.getByRole('button', { name: 'Tolak Semua' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
    release();
    await expect(banner).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent')))!)).toEqual({
      functional: true,
      analytics: false,
      ads: false,
    });
    await expect(page.getByRole('button', { name: 'Pengaturan cookie' })).toBeFocused();
  });
});

test('on a phone the banner is a compact bar and hides nothing just opened', async ({ page }) => {
  await page.goto(detailPath);
  const banner = page.getByRole('dialog', { name: 'Kami menggunakan cookie' });
  await expect(banner.getByRole('button', { name: 'Tolak Semua' })).toBeEnabled();
  const box = (await banner.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(844 / 5);
  expect(box.y + box.height).toBeCloseTo(844, 0);
  // The banner's code arrives on idle (lib/page-actions/consent.ts): from then on the page keeps room for it.
  await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).toBe(`${Math.round(box.height)}px`);

  // "Laporkan" opens its form above the bar, not beneath it.
  await page.getByRole('button', { name: 'Laporkan' }).click();
  const form = page.getByRole('form', { name: 'Laporkan lomba ini' });
  await expect(form).toBeVisible();
  await expect
    .poll(async () => {
      const f = (await form.boundingBox())!;
      const b = (await banner.boundingBox())!;
      return f.y + f.height <= b.y + 1;
    })
    .toBe(true);

  // The page keeps room for the bar at its end: scrolled to the bottom, the footer ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const footer = (await page.locator('footer').boundingBox())!;
      const b = (await banner.boundingBox())!;
      return Math.round(footer.y + footer.height - b.y);
    })
    .toBeLessThanOrEqual(1);
});

test('after a choice the cookie settings button covers no content', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tolak Semua' }).click();
  const button = page.getByRole('button', { name: 'Pengaturan cookie' });
  await expect(button).toBeVisible();
  // It sits in its own strip below the footer, in the page's flow: scrolling never brings it over the cards.
  expect(await button.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  const below = await button.evaluate(
    (el) => el.getBoundingClientRect().top >= document.querySelector('footer')!.getBoundingClientRect().bottom,
  );
  expect(below).toBe(true);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Kami menggunakan cookie' })).toBeVisible();
});
