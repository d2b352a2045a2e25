// Small things done: the copied-link notice, subscribing to the deadline calendar, and carousel dots off the poster.
import { expect, test } from '@playwright/test';
import type { Competition } from '../lib/competitions/schema';
import { competitionPath } from '../lib/competitions/slug';
import { homeOrder, readMainData } from './support/data';
import { MAIN_PORT } from './support/env.mjs';

const data = readMainData() as unknown as Competition[];

for (const width of [390, 1280]) {
  test(`at ${width} px "Salin tautan" says "Tautan disalin"; the calendar offers a subscription; dots sit below the poster`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() =>
      localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false })),
    );
    await page.setViewportSize({ width, height: 900 });
    const c = data.find((x) => x.thumbnails.length > 1)!;
    await page.goto(competitionPath(c));
    await page.getByRole('button', { name: 'Salin tautan' }).click();
    await expect(page.getByText('Tautan disalin')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${competitionPath(c)}$`));

    // Dots below the poster, never over it.
    const carousel = page.getByRole('group', { name: `Poster ${c.title}` }).first();
    const poster = carousel.getByRole('img', { name: `Poster ${c.title}`, exact: true });
    const dot = carousel.getByRole('button', { name: 'Tampilkan poster 1' });
    const posterBox = (await poster.boundingBox())!;
    expect((await dot.boundingBox())!.y).toBeGreaterThanOrEqual(posterBox.y + posterBox.height - 1);

    // The footer's calendar: subscribe with webcal: or Google Calendar's "add by URL", or download once.
    await page.getByText('Kalender Deadline', { exact: true }).click();
    const webcal = `webcal://127.0.0.1:${MAIN_PORT}/kalender.ics`;
    await expect(page.getByRole('link', { name: 'Langganan (webcal)' })).toHaveAttribute('href', webcal);
    await expect(page.getByRole('link', { name: 'Tambah ke Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    await expect(page.getByRole('link', { name: 'Unduh .ics' }).last()).toHaveAttribute('href', '/kalender.ics');
    await expect(page.getByText('Berlangganan agar batas pendaftaran baru muncul sendiri di kalendermu')).toBeVisible();
  });
}

test('on a card the dots sit below the poster too', async ({ page }) => {
  await page.goto('/');
  const c = homeOrder(data as never)
    .slice(0, 16)
    .find((x) => x.thumbnails.length > 1)!;
  const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: c.title, exact: true }) });
  const posterBox = (await card.getByRole('img', { name: `Poster ${c.title}`, exact: true }).boundingBox())!;
  const dotBox = (await card.getByRole('button', { name: 'Tampilkan poster 2' }).boundingBox())!;
  expect(dotBox.y).toBeGreaterThanOrEqual(posterBox.y + posterBox.height - 1);
});

test('the cookie banner keeps every button inside its box, "Simpan Preferensi" too, at 360, 390 and 1280 px', async ({ page }) => {
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const banner = page.getByRole('dialog', { name: 'Kami menggunakan cookie' });
    await banner.getByRole('button', { name: 'Atur Preferensi' }).click();
    const save = banner.getByRole('button', { name: 'Simpan Preferensi' });
    await expect(save).toBeVisible();
    // The banner's inner edge (its padding), against each button's box.
    const edges = await banner.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return { left: r.left + parseFloat(s.paddingLeft), right: r.right - parseFloat(s.paddingRight) };
    });
    for (const button of await banner.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x, `${width} px`).toBeGreaterThanOrEqual(edges.left - 0.5);
      expect(box.x + box.width, `${width} px: ${await button.innerText()}`).toBeLessThanOrEqual(edges.right + 0.5);
    }
  }
});
