// The home page points at competitions closing within 7 days, above the list, whose own order stays the spec's.
import { expect, test } from '@playwright/test';
import { daysUntil, todayInJakarta } from '../lib/competitions/dates';
import { homeOrder, readMainData } from './support/data';

const data = readMainData();
const today = todayInJakarta();
const soon = data
  .filter((c) => c.registration.end && daysUntil(c.registration.end, today) >= 0 && daysUntil(c.registration.end, today) <= 7)
  .sort((a, b) => a.registration.end.localeCompare(b.registration.end));

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`at ${width} px "Segera Ditutup" lists the nearest deadlines first, above the unchanged list`, async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false })),
    );
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Segera Ditutup' });
    await expect(block).toBeVisible();
    await expect(block).toContainText(`${soon.length} lomba ditutup pendaftarannya dalam 7 hari ke depan.`);
    // The nearest six, three of them on a phone.
    const links = block.getByRole('listitem').filter({ visible: true });
    await expect(links).toHaveCount(Math.min(width < 640 ? 3 : 6, soon.length));
    // Nearest first: today's deadlines lead.
    await expect(links.first()).toContainText('Ditutup hari ini');
    const days = await links.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    const rank = (t: string) => (t.includes('hari ini') ? 0 : t.includes('besok') ? 1 : Number(/(\d+) hari lagi/.exec(t)?.[1] ?? 99));
    expect(days.map(rank)).toEqual([...days.map(rank)].sort((a, b) => a - b));
    // Each deadline badge's small bold text is readable: WCAG AA contrast (4.5:1) of its text on its own background.
    const ratios = await block.locator('[data-deadline]').evaluateAll((els) => {
      const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const luminance = (css: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data]
          .map((v) => v / 255)
          .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      return els.map((el) => {
        const style = getComputedStyle(el);
        const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
        return `${el.textContent?.trim()}: ${((a! + 0.05) / (b! + 0.05)).toFixed(2)}`;
      });
    });
    expect(ratios.length).toBeGreaterThan(0);
    for (const r of ratios) expect(Number(r.split(': ')[1]), r).toBeGreaterThanOrEqual(4.5);
    // Above the list, in sight on the first screen; the list still starts with the latest deadline.
    const firstCard = page.locator('main article h2').first();
    await expect(firstCard).toHaveText(homeOrder(data)[0]!.title);
    expect((await block.boundingBox())!.y).toBeLessThan((await firstCard.boundingBox())!.y);
    expect((await block.boundingBox())!.y).toBeLessThan(height);
    if (width === 390) await page.screenshot({ path: '.reports/screens/home-390.png' });
    await block.getByRole('link', { name: 'Lihat semua yang masih dibuka, terdekat dulu' }).click();
    await expect(page).toHaveURL(/\/search\?open=1&sort=closing_soon$/);
    await expect(page.locator('main article').first()).toContainText('Ditutup hari ini');
  });
}
