// The editor refuses what makes no sense, beside the field, in the form and from the API; a competition without an
// end date can be edited and saved without one.
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { competitionVersion } from '../lib/competitions/version';
import type { Competition } from '../lib/competitions/schema';
import { loginAsAdmin, newCompetition, sameOrigin } from './support/admin-api';
import { readMainData } from './support/data';
import { ADMIN, ADMIN_PORT } from './support/env.mjs';

const BASE = `http://127.0.0.1:${ADMIN_PORT}`;
const END_BEFORE_START = 'Tanggal pendaftaran ditutup tidak boleh sebelum tanggal pendaftaran dibuka.';

async function login(page: Page, address: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
}

test('at 1280 px the form counts the title and refuses an over-long title and an end before the start beside them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, '203.0.113.121');
  await page.getByRole('button', { name: 'Tambah Lomba' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Lomba Baru' });
  const title = dialog.getByLabel('Judul', { exact: true });
  await title.fill('Lomba Esai '.repeat(33));
  // Nothing is cut: every character stays, and the counter says how far over it is.
  await expect(title).toHaveValue('Lomba Esai '.repeat(33));
  await expect(dialog.getByText('362 / 300')).toBeVisible();
  await dialog.getByLabel('Deskripsi').fill('Deskripsi uji.');
  await dialog.getByRole('checkbox', { name: 'SMA' }).check();
  await dialog.getByRole('textbox', { name: 'Pendaftaran Dibuka' }).fill('2026-12-31');
  await dialog.getByRole('textbox', { name: 'Pendaftaran Ditutup' }).fill('2026-01-01');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/competitions')) posted = true;
  });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(title).toHaveAccessibleDescription(/Judul paling banyak 300 karakter\./);
  await expect(dialog.getByRole('textbox', { name: 'Pendaftaran Ditutup' })).toHaveAccessibleDescription(END_BEFORE_START);
  await expect(dialog).toBeVisible();
  expect(posted).toBe(false);
});

test('the API answers 422 naming the field for an end before the start, a late publish date and a long title', async () => {
  const api = await playwrightRequest.newContext({ baseURL: BASE, ...sameOrigin(BASE) });
  await loginAsAdmin(api, BASE, '203.0.113.122');
  const bad = await api.post('/api/competitions', {
    data: newCompetition('Uji Tanggal', { registration: { start: '2026-12-31', end: '2026-01-01' }, published_date: '2026-12-31' }),
  });
  expect(bad.status()).toBe(422);
  expect((await bad.json()).fields).toEqual({ 'registration.end': END_BEFORE_START });
  const late = await api.post('/api/competitions', {
    data: newCompetition('Uji Terbit', { registration: { start: '2026-01-01', end: '2026-02-01' }, published_date: '2026-03-01' }),
  });
  expect((await late.json()).fields).toEqual({ published_date: 'Tanggal terbit tidak boleh setelah tanggal pendaftaran ditutup.' });
  const long = await api.post('/api/competitions', { data: newCompetition('x'.repeat(360)) });
  expect(long.status()).toBe(422);
  expect((await long.json()).fields).toEqual({ title: 'Judul paling banyak 300 karakter.' });
  await api.dispose();
});

test('at 390 px a competition without an end date is saved without one, and says "Tanpa batas waktu"', async ({ page }) => {
  const open = readMainData()
    .filter((c) => !c.registration.end && c.registration.start)
    .at(-1)!;
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, '203.0.113.123');
  await page.goto(`/admin?edit=${open.id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Lomba' });
  const end = dialog.getByRole('textbox', { name: 'Pendaftaran Ditutup' });
  await expect(end).toHaveValue('');
  await expect(dialog.getByText('Lomba ini tanpa batas waktu; biarkan kosong bila tetap begitu.')).toBeVisible();
  await dialog.getByLabel('Penyelenggara').fill('Panitia Uji Tanpa Batas');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const api = await playwrightRequest.newContext({ baseURL: BASE, ...sameOrigin(BASE) });
  await loginAsAdmin(api, BASE, '203.0.113.124');
  const saved = (await (await api.get(`/api/competitions/${open.id}`)).json()) as { item: Competition; version: string };
  expect(saved.item.organizer).toBe('Panitia Uji Tanpa Batas');
  expect(saved.item.registration.end).toBe('');
  // "Riwayat" names the field by its label, with the value before and after.
  await page.goto(`/admin?edit=${open.id}`);
  await expect(dialog.getByRole('region', { name: 'Riwayat' }).getByRole('listitem').first()).toContainText(
    `Penyelenggara: ${(open as unknown as Competition).organizer ?? '(kosong)'} → Panitia Uji Tanpa Batas`,
  );
  await dialog.getByRole('button', { name: 'Batal' }).click();
  // The public page says so; then the listing is put back as it was for the other specs.
  await page.goto(`/berita/${open.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Tanpa batas waktu').first()).toBeVisible();
  const { id: _id, updated_at: _u, ...was } = open as unknown as Competition;
  expect((await api.put(`/api/competitions/${open.id}`, { data: { competition: was, baseVersion: saved.version } })).status()).toBe(200);
  // Clearing an end date that was set is refused.
  const dated = readMainData().find((c) => c.registration.end)!;
  const current = (await (await api.get(`/api/competitions/${dated.id}`)).json()) as { item: Competition };
  const refused = await api.put(`/api/competitions/${dated.id}`, {
    data: {
      competition: { ...newCompetition('x'), registration: { start: '2026-01-01', end: '' } },
      baseVersion: competitionVersion(current.item),
    },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).fields).toEqual({ 'registration.end': 'Tanggal pendaftaran ditutup wajib diisi.' });
  await api.dispose();
});
