import { copyFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { MAIN_DATA, serverEnv } from './support/env.mjs';
import { startNextServer, type NextServer } from './support/next-server';

const FILE = '.e2e/broken.json';
let server: NextServer;

test.beforeAll(async () => {
  writeFileSync(FILE, '[{"id": 1, "title": "rusak"');
  server = await startNextServer('broken', serverEnv({ DATA_FILE: FILE, DATA_CACHE_SECONDS: '1' }));
});
test.afterAll(async () => server?.close());

test('a malformed data file shows the error box, keeps the server up, and a fixed file is picked up', async ({ page }) => {
  // Visitors read the product's message; the parser's own text is for the log and the admin.
  await page.goto(`${server.url}/search?q=lomba`);
  await expect(page.locator('main').getByRole('alert')).toHaveText('Gagal memuat data lomba.');
  await page.goto(`${server.url}/berita/123-apa-saja`);
  await expect(page.locator('main').getByRole('alert')).toHaveText('Gagal memuat data lomba.');
  await expect(page.getByText(/rusak|JSON/)).toHaveCount(0);

  // Pages already rendered stay in the page cache for up to a minute (revalidate = 60); a search not asked for yet
  // is rendered from the data as it is now, so each step asks a new one.
  copyFileSync(MAIN_DATA, FILE);
  let round = 0;
  await expect(async () => {
    await page.goto(`${server.url}/search?categories=SMA,SMP,SD,UMUM,MAHASISWA,ALL,ETC&sort=title_asc&page=${++round}`);
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0, { timeout: 500 });
    await expect(page.getByText(/[1-9]\d* lomba ditemukan\./)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });

  writeFileSync(FILE, 'bukan json');
  await expect(async () => {
    await page.goto(`${server.url}/search?categories=SMA,SMP,SD,UMUM,MAHASISWA,ALL,ETC&sort=title_desc&page=${++round}`);
    await expect(page.locator('main').getByRole('alert')).toContainText('Gagal memuat data lomba.', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  // The last good copy is still served beside the error.
  await expect(page.getByText(/[1-9]\d* lomba ditemukan\./)).toBeVisible();
});
