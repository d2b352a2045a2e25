import { expect, test } from '@playwright/test';

// Its own e-mail and client address, so the throttle it trips never locks out the other admin tests.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

test('the sixth wrong password in a row gets the throttle message', async ({ page }) => {
  const email = `penebak-${Date.now()}@lomba.test`;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  const alert = page.locator('form').getByRole('alert');
  for (let i = 1; i <= 5; i++) {
    await page.getByLabel('Password').fill(`tebakan-${i}`);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(alert).toHaveText('Email atau password salah.');
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  }
  await page.getByLabel('Password').fill('tebakan-6');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(alert).toHaveText('Terlalu banyak percobaan gagal. Coba lagi nanti.');
});

test('an e-mail in the wrong format gets its own message', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.79.1.1' });
  await page.goto('/login');
  await page.getByLabel('Email').fill('bukan-email');
  await page.getByLabel('Password').fill('apa-saja');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Format email tidak valid.');
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Email dan password wajib diisi.');
});

test('the sign-in call itself answers 429 when throttled', async ({ request }) => {
  const email = `penebak-api-${Date.now()}@lomba.test`;
  let last = 0;
  for (let i = 0; i < 6; i++) {
    const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const res = await request.post('/api/auth/callback/credentials', {
      form: { csrfToken, email, password: `salah-${i}`, json: 'true' },
      headers: { 'x-forwarded-for': `10.78.0.${i + 1}` },
    });
    last = res.status();
  }
  expect(last).toBe(429);
});
