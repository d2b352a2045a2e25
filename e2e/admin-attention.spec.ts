// /admin opens with "Perlu Perhatian": what waits for the owner, each with its count and one click from it. A
// submission sent here (the admin server has no SMTP, so it enters the queue unconfirmed) is named on the first
// screen at 390 and 1280 px, and its line leads to the "Kiriman" queue.
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, ADMIN_PORT } from './support/env.mjs';
import { makePoster, sampleFields, solvedChallenge, submissionForm } from './support/organiser';

const base = `http://127.0.0.1:${ADMIN_PORT}`;
const title = `Lomba Esai Menunggu ${Date.now().toString(36)}`;

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.35' } });

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ extraHTTPHeaders: { origin: base, 'x-forwarded-for': '198.51.100.35' } });
  const res = await api.post(`${base}/api/kiriman`, {
    multipart: submissionForm({ ...sampleFields(title), altcha: await solvedChallenge(api, base) }, [
      { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await makePoster('jpeg') },
    ]),
  });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
});

async function login(page: Page) {
  await page.goto('/login?from=%2Fadmin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
}

test('the first screen of /admin names the waiting submission, one click from the "Kiriman" queue', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin');
    const panel = page.getByRole('region', { name: 'Perlu Perhatian' });
    const line = panel.getByRole('link', { name: /^\d+ Kiriman menunggu/ });
    await expect(line).toContainText(title);
    await expect(line).toBeInViewport();
    const count = Number((await line.textContent())!.match(/^\d+/)![0]);
    expect(count).toBeGreaterThan(0);
    // The queue's own count says the same.
    const queue = page.getByRole('region', { name: /^Kiriman/ });
    await expect(queue.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`^Kiriman\\s*${count}$`));
    await expect(queue).not.toBeInViewport();
    // Every line shows a count; the other three are named.
    for (const name of ['Laporan pengunjung', 'Tugas terjadwal gagal', 'Masalah data']) {
      await expect(panel.getByRole('link', { name: new RegExp(`^\\d+ ${name}`) })).toBeVisible();
    }
    await line.click();
    await expect(page).toHaveURL(/#kiriman$/);
    await expect(queue.getByRole('listitem', { name: title })).toBeVisible();
    await expect(queue.getByRole('heading', { level: 2 })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  }
});
