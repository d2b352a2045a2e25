// The admin's "Cari lomba..." finds an exact or near-exact title first (reads only).
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env.mjs';
import { readMainData } from './support/data';

const data = readMainData();

test('an exact title, and the start of one, come first in the admin table', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.131' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
  const first = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first()
    .getByRole('rowheader');
  const exact = data.find((c) => c.title.split(' ').length >= 4 && !/\d{4}/.test(c.title))!;
  const box = page.getByPlaceholder('Cari lomba...');
  await box.fill(exact.title);
  await expect(first).toHaveText(exact.title);
  // Two words of a longer title: the title holding them together leads the any-word matches.
  const words = exact.title.split(' ').slice(1, 3).join(' ');
  const holding = data.filter((c) => c.title.toLowerCase().includes(words.toLowerCase()));
  await box.fill(words);
  await expect(first).toHaveText(new RegExp(holding.map((c) => c.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')));
});
