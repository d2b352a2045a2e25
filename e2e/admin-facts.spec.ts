import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import type { Competition } from '../lib/competitions/schema';
import { competitionVersion } from '../lib/competitions/version';
import { loginAsAdmin, sameOrigin } from './support/admin-api';
import { ADMIN, ADMIN_PORT } from './support/env.mjs';

const BASE = `http://127.0.0.1:${ADMIN_PORT}`;
const RUN = `zf${Date.now().toString(36)}`;

/** Every competition, page by page (the list answers `{ items, pages }`; a plain array is read too). */
async function listAll(api: APIRequestContext, fresh = false): Promise<Competition[]> {
  const out: Competition[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`/api/competitions?${fresh ? 'fresh=1&' : ''}pageSize=500&page=${page}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as Competition[] | { items: Competition[]; pages: number };
    if (Array.isArray(body)) return body;
    out.push(...body.items);
    if (page >= body.pages) return out;
  }
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false })),
  );
});

test.afterAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: BASE, ...sameOrigin(BASE) });
  await loginAsAdmin(api, BASE);
  const list = await listAll(api, true);
  for (const c of list.filter((x) => x.title.includes(RUN))) {
    await api.delete(`/api/competitions/${encodeURIComponent(c.id)}?version=${competitionVersion(c)}`);
  }
  await api.dispose();
});

async function login(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

test('the editor checks the facts in Indonesian, saves them, and the page shows them', async ({ page }) => {
  const title = `Lomba Fakta ${RUN}`;
  await login(page);
  await page.getByRole('button', { name: 'Tambah Lomba' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Lomba Baru' });
  await dialog.getByLabel('Judul').fill(title);
  await dialog.getByLabel('Deskripsi').fill('Lomba dengan info lengkap.');
  await dialog.getByRole('checkbox', { name: 'SMA', exact: true }).check();
  await dialog.getByLabel('Pendaftaran Dibuka', { exact: true }).fill('2026-01-05');
  await dialog.getByLabel('Pendaftaran Ditutup', { exact: true }).fill('2099-12-31');

  await dialog.getByRole('radio', { name: 'Berbayar' }).check();
  await dialog.getByLabel('Biaya (Rp)').fill('lima puluh ribu');
  await dialog.getByLabel('Link pendaftaran').fill('bit.ly/daftar');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Jumlah harus berupa angka.')).toBeVisible();
  await expect(dialog.getByText('Link pendaftaran harus berupa URL yang valid (http atau https).')).toBeVisible();
  await expect(dialog.getByLabel('Link pendaftaran')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Biaya (Rp)').fill('Rp 75.000');
  await dialog.getByLabel('Link pendaftaran').fill('https://daftar.example/fakta');
  await dialog.getByLabel('Total hadiah (Rp)').fill('12.500.000');
  await dialog.getByLabel('Keterangan hadiah').fill('Trofi dan sertifikat');
  await dialog.getByLabel('Pelaksanaan', { exact: true }).selectOption('offline');
  await dialog.getByLabel('Kota', { exact: true }).fill('Makassar');
  await dialog.getByLabel('Provinsi').selectOption('Sulawesi Selatan');
  await dialog.getByLabel('Penyelenggara').fill('Himpunan Uji Fakta');
  await dialog.getByLabel('Acara mulai').fill('2099-12-31');
  await dialog.getByRole('checkbox', { name: /Terverifikasi/ }).check();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();

  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const saved = (await listAll(api)).find((c) => c.title === title)!;
  await api.dispose();
  expect(saved).toMatchObject({
    fee: { type: 'paid', amount: 75_000 },
    prize: { total: 12_500_000, text: 'Trofi dan sertifikat' },
    mode: 'offline',
    location: { city: 'Makassar', province: 'Sulawesi Selatan' },
    organizer: 'Himpunan Uji Fakta',
    registration_url: 'https://daftar.example/fakta',
    stages: { event_start: '2099-12-31' },
  });
  expect(saved.verified_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Editing keeps every fact (the admin page reads them back) and saves without a false conflict.
  await page.goto(`/admin?edit=${saved.id}`);
  const edit = page.getByRole('dialog', { name: 'Edit Lomba' });
  await expect(edit.getByLabel('Kota', { exact: true })).toHaveValue('Makassar');
  await expect(edit.getByLabel('Biaya (Rp)')).toHaveValue('75000');
  await edit.getByLabel('Kota', { exact: true }).fill('Kota Makassar');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit).toBeHidden();

  await page.goto(`/berita/${saved.id}`);
  const box = page.getByRole('region', { name: 'Info Lomba' });
  await expect(box).toContainText('Rp75.000');
  await expect(box).toContainText('Offline · Kota Makassar, Sulawesi Selatan');
  await expect(page.getByText(/^Terverifikasi/).first()).toBeVisible();
});

test('a visitor reports a listing and it appears in the admin queue with its count; Selesai clears it', async ({ page, browser }) => {
  const list = await listAll(page.request);
  const target = list.find((c) => !c.title.includes(RUN))!;
  const note = `Link daftar mati <script>alert(1)</script> ${RUN}`;

  const visitorContext = await browser.newContext();
  await visitorContext.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false })),
  );
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/berita/${target.id}`);
  await visitor.getByRole('button', { name: 'Laporkan' }).click();
  const form = visitor.getByRole('form', { name: 'Laporkan lomba ini' });
  await form.getByRole('button', { name: 'Kirim laporan' }).click();
  await expect(form.getByRole('alert')).toHaveText('Pilih alasan laporan.');
  await form.getByRole('radio', { name: 'Link rusak' }).check();
  await form.getByLabel('Keterangan (opsional)').fill(note);
  await form.getByLabel('Kontak (opsional)').fill('wa 0812-0000-0000');
  await form.getByRole('button', { name: 'Kirim laporan' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Terima kasih, laporan Anda sudah kami terima dan akan dicek admin.');
  await visitorContext.close();

  await login(page);
  const queue = page.getByRole('region', { name: /Laporan Pengunjung/ });
  const item = queue.getByRole('listitem').filter({ hasText: RUN });
  await expect(item).toContainText('Link rusak');
  await expect(item).toContainText(note); // shown as text, not run
  await expect(item).toContainText('Kontak: wa 0812-0000-0000');
  await expect(item.getByRole('link', { name: target.title })).toBeVisible();
  const count = await queue.getByRole('listitem').count();
  await expect(queue.getByRole('heading')).toHaveText(`Laporan Pengunjung ${count}`);
  await page.screenshot({ path: '.reports/screens/facts-admin-queue.png', fullPage: true });

  await item.getByRole('button', { name: 'Selesai' }).click();
  await expect(item).toHaveCount(0);
  await expect(queue.getByRole('heading')).toHaveText(`Laporan Pengunjung ${count - 1}`);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /Laporan Pengunjung/ })
      .getByRole('listitem')
      .filter({ hasText: RUN }),
  ).toHaveCount(0);
});

test('20 reports in a minute from one visitor: the rest are refused with a clear message; other sites are refused', async () => {
  const api = await playwrightRequest.newContext({ baseURL: BASE, ...sameOrigin(BASE) });
  const [target] = await listAll(api);
  const visitor = { ...sameOrigin(BASE).extraHTTPHeaders, 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
  const statuses: number[] = [];
  const ids: string[] = [];
  let refusal = '';
  for (let i = 0; i < 20; i++) {
    const res = await api.post('/api/reports', {
      data: { competitionId: target!.id, reason: 'fake', note: `flood ${RUN} ${i}` },
      headers: visitor,
    });
    statuses.push(res.status());
    if (res.status() === 201) ids.push(((await res.json()) as { id: string }).id);
    if (res.status() === 429) refusal = ((await res.json()) as { error: string }).error;
  }
  expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
  expect(refusal).toBe('Terlalu banyak laporan dari Anda. Coba lagi dalam satu menit.');

  const other = { 'x-forwarded-for': '198.51.100.250' };
  const cross = await api.post('/api/reports', {
    data: { competitionId: target!.id, reason: 'fake' },
    headers: { ...other, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(cross.status()).toBe(403);
  const form = await api.post('/api/reports', {
    data: 'competitionId=1&reason=fake',
    headers: { ...other, ...sameOrigin(BASE).extraHTTPHeaders, 'content-type': 'text/plain' },
  });
  expect(form.status()).toBe(403);
  const long = await api.post('/api/reports', {
    data: { competitionId: target!.id, reason: 'fake', note: 'x'.repeat(501) },
    headers: { ...other, ...sameOrigin(BASE).extraHTTPHeaders },
  });
  expect(long.status()).toBe(422);
  expect(await long.json()).toMatchObject({ fields: { note: 'Keterangan paling banyak 500 karakter.' } });

  // The flood leaves the queue again: an admin marks each report as dealt with.
  await loginAsAdmin(api, BASE);
  for (const id of ids) expect((await api.delete(`/api/reports/${id}`)).status()).toBe(204);
  expect((await api.delete(`/api/reports/${ids[0]}`)).status()).toBe(404);
  await api.dispose();
});
