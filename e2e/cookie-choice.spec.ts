// A cookie choice keeps the reader where they were: the banner closes, focus moves to the settings button below the
// footer without scrolling there, and the page stays put, on a phone and on a desktop, on the home and a detail page.
import { expect, type Page, test } from '@playwright/test';
import type { Competition } from '../lib/competitions/schema';
import { competitionPath } from '../lib/competitions/slug';
import { readMainData } from './support/data';

const data = readMainData() as unknown as Competition[];
const detail = competitionPath(data.find((c) => c.description.length > 400) ?? data[0]!);

/** The scroll position once it has held still for a quarter of a second. */
async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const before = last;
        last = await page.evaluate(() => new Promise<number>((r) => setTimeout(() => r(window.scrollY), 250)));
        return last === before;
      },
      { intervals: [0] },
    )
    .toBe(true);
  return last;
}

/** Each choice the banner offers, made from a fresh banner. */
const CHOICES: { name: string; choose: (page: Page) => Promise<void> }[] = [
  { name: 'Tolak Semua', choose: (page) => page.getByRole('button', { name: 'Tolak Semua' }).click() },
  { name: 'Terima Semua', choose: (page) => page.getByRole('button', { name: 'Terima Semua' }).click() },
  {
    name: 'Simpan Preferensi',
    choose: async (page) => {
      await page.getByRole('button', { name: 'Atur Preferensi' }).click();
      await page.getByRole('checkbox', { name: 'Analitik' }).check();
      await page.getByRole('button', { name: 'Simpan Preferensi' }).click();
    },
  },
];

for (const width of [390, 1280]) {
  test(`at ${width} px every cookie choice leaves the page where the reader was`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    // No choice stored at any load: the banner opens every time.
    await page.addInitScript(() => localStorage.removeItem('cookieConsent'));
    // Each choice once per width, on the home page and a detail page in turn.
    for (const [i, { name, choose }] of CHOICES.entries()) {
      const path = (i + width) % 2 ? detail : '/';
      await page.goto(path);
      const banner = page.getByRole('dialog', { name: 'Kami menggunakan cookie' });
      await expect(banner.getByRole('button', { name: 'Tolak Semua' })).toBeEnabled();
      // Part way down, as a reader would be, once the page has settled there (posters above may still load).
      await page.evaluate(() =>
        window.scrollTo({ top: Math.round((document.documentElement.scrollHeight - window.innerHeight) / 3), behavior: 'instant' }),
      );
      const y = await settledScroll(page);
      expect(y, path).toBeGreaterThan(200);
      await choose(page);
      await expect(banner).toBeHidden();
      const settings = page.getByRole('button', { name: 'Pengaturan cookie' });
      await expect(settings, `${path} ${name}`).toBeFocused();
      expect(await settledScroll(page), `${path} ${name}`).toBe(y);
    }
  });
}
