// /tersimpan's rows: the poster on the left, the title beside it at full width, the button where it belongs, at
// 390 and 1280 px. (A <picture> is display:contents, so its <source> once took a grid cell of its own.)
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { readMainData } from './support/data';

const withPoster = readMainData()
  .filter((c) => c.thumbnails.length > 0)
  .sort((a, b) => b.title.length - a.title.length)
  .slice(0, 3);

for (const width of [390, 1280]) {
  test(`at ${width} px each saved row has its poster left, its title beside it and its button in place`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(
      (ids) => {
        localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false }));
        localStorage.setItem('lomba:tersimpan', JSON.stringify(ids));
      },
      withPoster.map((c) => c.id),
    );
    await page.goto('/tersimpan');
    for (const c of withPoster) {
      const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: c.title, exact: true }) });
      const box = (await row.boundingBox())!;
      const poster = (await row.locator('img').boundingBox())!;
      const title = (await row.getByRole('heading', { level: 2 }).boundingBox())!;
      const button = (await row.getByRole('button', { name: 'Tersimpan' }).boundingBox())!;
      // The poster sits at the row's left edge, 72 px wide; the title starts right of it and takes the rest.
      expect(poster.x - box.x).toBeLessThan(24);
      expect(poster.width).toBeGreaterThan(60);
      expect(title.x).toBeGreaterThanOrEqual(poster.x + poster.width);
      expect(title.x - (poster.x + poster.width)).toBeLessThan(24);
      const rest = box.x + box.width - title.x;
      if (width === 390) {
        // Beside the poster with the whole rest of the row; the button below the title, in the same column.
        expect(title.width).toBeGreaterThan(rest - 40);
        expect(Math.abs(button.x - title.x)).toBeLessThan(2);
        expect(button.y).toBeGreaterThan(title.y + title.height);
      } else {
        // The button at the right end of the row, level with the top of the poster.
        expect(box.x + box.width - (button.x + button.width)).toBeLessThan(24);
        expect(Math.abs(button.y - poster.y)).toBeLessThan(24);
        expect(title.x + title.width).toBeLessThanOrEqual(button.x);
        expect(title.width).toBeGreaterThan(rest - button.width - 80);
      }
    }
    await expectNoAxeViolations(page);
  });
}
