import { expect, type Locator, test } from '@playwright/test';
import { homeOrder, readMainData } from './support/data';

// The regions kept as the server's HTML (components/ui/static-html.tsx): present and working, with no React behind them.
test.use({ viewport: { width: 390, height: 844 } });

const data = readMainData();
const first = homeOrder(data)[0]!;
/** Whether React hydrated this element (it keeps a fiber on every element it owns). */
const hydrated = (el: Locator) => el.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactFiber')));

test('cards, sidebar and footer stay server HTML after hydration, and a client-side visit renders them', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner').getByRole('link', { name: 'InfoLomba' });
  await expect.poll(() => hydrated(header)).toBe(true);

  const title = page.getByRole('link', { name: first.title, exact: true }).first();
  await expect(title).toBeVisible();
  expect(await hydrated(title)).toBe(false);
  expect(await hydrated(page.getByRole('contentinfo').getByRole('link', { name: 'RSS' }))).toBe(false);
  expect(await hydrated(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link').first())).toBe(false);
  await expect(page.locator('main article')).toHaveCount(16);
  // The island's controls work without React: "Simpan" (inline script) and the title link (a document load).
  const card = page.locator('main article').first();
  await card.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Tersimpan' })).toHaveAttribute('aria-pressed', 'true');
  await title.click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  // The detail page's facts and description are islands too; its header is React's.
  const savedLink = page.getByRole('link', { name: 'Lihat lomba tersimpan' });
  await expect(savedLink).toBeVisible();
  await expect.poll(() => hydrated(page.getByRole('banner').getByRole('link', { name: 'InfoLomba' }))).toBe(true);
  expect(await hydrated(savedLink)).toBe(false);

  // From another page, the header's link renders `/` in the browser: the islands render their children there.
  await page.goto('/tags');
  await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
  await page.getByRole('banner').getByRole('link', { name: 'InfoLomba' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main article')).toHaveCount(16);
  expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
  expect(await hydrated(page.getByRole('link', { name: first.title, exact: true }).first())).toBe(true);
});

test("the owner's Edit links need no script: hidden for visitors, shown with the admin hint", async ({ page, context, baseURL }) => {
  await page.goto('/');
  const card = page.locator('main article').first();
  await expect(card.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await context.addCookies([{ name: 'lomba_admin', value: '1', url: baseURL! }]);
  await page.goto('/');
  await expect(card.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', `/admin?edit=${first.id}`);
});
