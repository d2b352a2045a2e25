import { type APIRequestContext, type Dialog, expect, type Locator, type Page, request as playwrightRequest, test } from '@playwright/test';
import type { Competition } from '../lib/competitions/schema';
import { competitionVersion } from '../lib/competitions/version';
import { loginAsAdmin, sameOrigin } from './support/admin-api';
import { ADMIN, ADMIN_PORT } from './support/env.mjs';
import { failOnCspViolations } from './support/csp';

// Pages, the admin, the contact page and the AI stream all run under the Content-Security-Policy.
failOnCspViolations(test);

// Other writing specs share this server's data file: every competition made here carries RUN in its title,
// and only those are touched.
const BASE = `http://127.0.0.1:${ADMIN_PORT}`;
const RUN = `zq${Date.now().toString(36)}`;

async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: BASE, ...sameOrigin(BASE) });
  await loginAsAdmin(api, BASE);
  return api;
}

async function listAll(api: APIRequestContext): Promise<Competition[]> {
  const out: Competition[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`/api/competitions?fresh=1&pageSize=500&page=${page}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { items: Competition[]; pages: number };
    out.push(...body.items);
    if (page >= body.pages) return out;
  }
}

async function createViaApi(api: APIRequestContext, title: string, extra: Partial<Competition> = {}): Promise<Competition> {
  const res = await api.post('/api/competitions', {
    data: {
      title,
      description: 'Lomba buatan uji otomatis.',
      thumbnails: [`${BASE}/posters/poster-03.svg`],
      tags: ['ujiadmin'],
      categories: ['ETC'],
      registration: { start: '2001-01-02', end: '2001-01-30' },
      published_date: '2001-01-02',
      ...extra,
    },
    // A page's own request context states no origin; the write routes need one (lib/api/same-origin.ts).
    headers: sameOrigin(BASE).extraHTTPHeaders,
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { item: Competition }).item;
}

test.afterAll(async () => {
  const api = await adminApi();
  for (const c of await listAll(api)) {
    if (!c.title.includes(RUN)) continue;
    await api.delete(`/api/competitions/${encodeURIComponent(c.id)}?version=${competitionVersion(c)}`);
  }
  await api.dispose();
});

async function login(page: Page, from = '/login') {
  await page.goto(from);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

/** Answers the next alert/confirm and hands back its text. */
function nextDialog(page: Page, accept = true): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (d: Dialog) => {
      resolve(d.message());
      void (accept ? d.accept() : d.dismiss());
    });
  });
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

async function openNewEditor(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Tambah Lomba' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Lomba Baru' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('login', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' } });

  test('a wrong password shows the spec message', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Gunakan akun admin untuk masuk.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('salah-sekali');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Email atau password salah.');
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('/admin signed out lands on /login, which returns there after signing in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?from=%2Fadmin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await login(page, page.url());
  await expect(page).toHaveURL(/\/admin$/);

  // Signed in, /login goes straight back to the panel.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test('behind a reverse proxy, /admin signed out is sent to the login page at the site address', async ({ request }) => {
  // The server listens on 127.0.0.1; the redirect names the configured NEXTAUTH_URL (here the same address), never
  // an internal name like localhost.
  const res = await request.get('/admin?edit=42', { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers()['location']).toBe(`${BASE}/login?from=${encodeURIComponent('/admin?edit=42')}`);
});

test('the panel shows who is signed in and the total, matching the list', async ({ page }) => {
  await login(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Masuk sebagai ${ADMIN.email}`)).toBeVisible();
  for (const name of ['Aksi', 'Poster', 'Judul', 'Kategori', 'Tags', 'Registrasi Selesai']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(
    page.getByText('Generator AI belum dikonfigurasi. Isi GEMINI_API_KEY di lingkungan server untuk mengaktifkannya.'),
  ).toBeVisible();
  // Another spec may write in between: read both right after each other, and retry.
  await expect(async () => {
    await page.reload();
    const shown = await page.getByText(/^Total \d+ lomba$/).textContent({ timeout: 2_000 });
    const api = (await listAll(page.request)).length;
    expect(shown).toBe(`Total ${api} lomba`);
  }).toPass({ timeout: 30_000 });
});

test('create, edit and delete a competition; public pages follow', async ({ page }) => {
  const word = `${RUN}crud`;
  const title = `Lomba Uji Admin ${word}`;
  const poster = `${BASE}/posters/poster-02.svg`;
  await login(page);
  // The table shows 50 rows a page; the search narrows it to this run's competitions.
  await page.goto(`/admin?q=${word}`);

  const dialog = await openNewEditor(page);
  await dialog.getByLabel('Judul').fill(title);
  await dialog.getByLabel('Deskripsi').fill('Baris pertama.\nDaftar: https://example.com/daftar');
  await dialog.getByLabel('Thumbnail URLs').fill(poster);
  await dialog.getByRole('button', { name: 'Tambah', exact: true }).click();
  await dialog.getByLabel('Tags').fill('UjiAdmin');
  await dialog.getByLabel('Tags').press('Enter');
  await dialog.getByRole('checkbox', { name: 'ETC', exact: true }).check();
  await dialog.getByLabel('Pendaftaran Dibuka', { exact: true }).fill('2001-01-05');
  await dialog.getByLabel('Pendaftaran Ditutup', { exact: true }).fill('2001-01-25');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, title)).toContainText('Kamis, 25 Januari 2001');

  const created = (await listAll(page.request)).find((c) => c.title === title)!;
  expect(created).toMatchObject({
    thumbnails: [poster],
    tags: ['ujiadmin'],
    categories: ['ETC'],
    registration: { start: '2001-01-05', end: '2001-01-25' },
    published_date: '2001-01-05',
  });

  await page.goto(`/search?q=${word}`);
  const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toBeVisible();
  await card.getByRole('heading', { name: title }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const detailUrl = page.url();

  // Edit: a new title.
  const edited = `${title} Revisi`;
  await page.goto(`/admin?q=${word}`);
  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Lomba' });
  await expect(editDialog.getByLabel('Judul')).toHaveValue(title);
  await expect(editDialog.getByRole('checkbox', { name: 'Tanggal terbit sama dengan tanggal pendaftaran dibuka' })).toBeChecked();
  await editDialog.getByLabel('Judul').fill(edited);
  await editDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row(page, edited)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);

  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('heading', { name: edited, exact: true })).toBeVisible();
  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  const editedUrl = page.url();

  // Delete, after confirming.
  await page.goto(`/admin?q=${word}`);
  await row(page, edited).getByRole('button', { name: 'Edit' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Edit Lomba' });
  const confirmText = nextDialog(page, true);
  await deleteDialog.getByRole('button', { name: 'Hapus', exact: true }).click();
  expect(await confirmText).toBe('Apakah Anda yakin ingin menghapus lomba ini?');
  await expect(deleteDialog).toBeHidden();
  await expect(row(page, edited)).toHaveCount(0);

  // Deleted through the site: 410 Gone with the not-found page's content (an id never used stays 404).
  const res = await page.goto(editedUrl);
  expect(res?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Lomba Tidak Ditemukan' })).toBeVisible();
  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('heading', { name: 'Tidak Ada Hasil yang Cocok' })).toBeVisible();
});

test('dismissing the delete confirmation keeps the competition', async ({ page }) => {
  await login(page);
  const item = await createViaApi(page.request, `Lomba Batal Hapus ${RUN}keep`);
  await page.goto(`/admin?q=${RUN}keep`);
  await row(page, item.title).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lomba' });
  const text = nextDialog(page, false);
  await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
  expect(await text).toBe('Apakah Anda yakin ingin menghapus lomba ini?');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row(page, item.title)).toBeVisible();
  // Focus went back to the button that opened the editor.
  await expect(row(page, item.title).getByRole('button', { name: 'Edit' })).toBeFocused();
});

test('a card shows Edit to the admin, and ?edit= opens that competition then leaves the URL', async ({ page }) => {
  const word = `${RUN}deep`;
  await login(page);
  const item = await createViaApi(page.request, `Lomba Tautan Edit ${word}`, { published_date: '2000-12-01' });

  await page.goto(`/search?q=${word}`);
  const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: item.title, exact: true }) });
  const edit = card.getByRole('link', { name: 'Edit', exact: true });
  await expect(edit).toHaveAttribute('href', `/admin?edit=${item.id}`);
  await edit.click();

  const dialog = page.getByRole('dialog', { name: 'Edit Lomba' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(dialog.getByLabel('Judul')).toHaveValue(item.title);
  await expect(dialog.getByLabel('Deskripsi')).toHaveValue(item.description);
  await expect(dialog.getByRole('checkbox', { name: 'ETC', exact: true })).toBeChecked();
  // Its publish date differs from the start, so the box is off and the date shows.
  await expect(dialog.getByRole('checkbox', { name: 'Tanggal terbit sama dengan tanggal pendaftaran dibuka' })).not.toBeChecked();
  await expect(dialog.getByLabel('Tanggal Terbit', { exact: true })).toHaveValue('2000-12-01');
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/admin?edit=${item.id}`);
  await expect(page.getByRole('dialog', { name: 'Edit Lomba' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a deep link signed out comes back to the editor after signing in', async ({ browser }) => {
  const api = await adminApi();
  const item = await createViaApi(api, `Lomba Tautan Login ${RUN}relogin`);
  await api.dispose();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/admin?edit=${item.id}`);
  await expect(page).toHaveURL(/\/login\?from=/);
  await login(page, page.url());
  await expect(page.getByRole('dialog', { name: 'Edit Lomba' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await context.close();
});

test('tags: Enter or comma adds a trimmed lower-case tag once; chips can be removed', async ({ page }) => {
  await login(page);
  const dialog = await openNewEditor(page);
  const input = dialog.getByLabel('Tags');
  const chips = dialog.getByRole('list', { name: 'Tag terpilih' }).getByRole('listitem');

  await input.fill('  Robotik ');
  await input.press('Enter');
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toContainText('#robotik');
  await expect(input).toHaveValue('');
  await input.pressSequentially('Sains Data,');
  await expect(chips).toHaveCount(2);
  await expect(chips.nth(1)).toContainText('#sains data');
  await input.fill('ROBOTIK');
  await input.press('Enter');
  await expect(chips).toHaveCount(2);
  await input.press('Enter');
  await expect(chips).toHaveCount(2);
  // Enter in the tag field never submits the form.
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Hapus tag robotik' }).click();
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toContainText('#sains data');
});

test('thumbnails: an invalid URL alerts, duplicates are ignored, the field is cleared', async ({ page }) => {
  await login(page);
  const dialog = await openNewEditor(page);
  const input = dialog.getByLabel('Thumbnail URLs');
  const list = dialog.getByRole('list', { name: 'Thumbnail terpilih' }).getByRole('listitem');
  const add = dialog.getByRole('button', { name: 'Tambah', exact: true });

  await input.fill('bukan url');
  const alert = nextDialog(page);
  await add.click();
  expect(await alert).toBe('URL thumbnail tidak valid. Silakan masukkan URL yang benar.');
  await expect(list).toHaveCount(0);

  const url = `${BASE}/posters/poster-04.svg`;
  await input.fill(url);
  await input.press('Enter');
  await expect(list).toHaveCount(1);
  await expect(input).toHaveValue('');
  await expect(dialog.getByRole('img', { name: 'Pratinjau thumbnail 1' })).toHaveAttribute('src', url);
  await expect(dialog).toBeVisible();

  await input.fill(url);
  await add.click();
  await expect(list).toHaveCount(1);
  await expect(input).toHaveValue('');

  await dialog.getByRole('button', { name: 'Hapus thumbnail 1' }).click();
  await expect(list).toHaveCount(0);
});

test('categories collapse to ALL or ETC', async ({ page }) => {
  await login(page);
  const dialog = await openNewEditor(page);
  const box = (name: string) => dialog.getByRole('checkbox', { name, exact: true });
  const checked = async () => {
    const out: string[] = [];
    for (const c of ['SD', 'SMP', 'SMA', 'MAHASISWA', 'UMUM', 'ALL', 'ETC']) if (await box(c).isChecked()) out.push(c);
    return out;
  };

  await box('SD').check();
  await box('SMP').check();
  expect(await checked()).toEqual(['SD', 'SMP']);
  await box('ALL').click();
  await expect(box('ALL')).toBeChecked();
  expect(await checked()).toEqual(['ALL']);
  await box('SMA').click();
  await expect(box('SMA')).toBeChecked();
  expect(await checked()).toEqual(['SMA']);
  await box('ETC').click();
  await expect(box('ETC')).toBeChecked();
  expect(await checked()).toEqual(['ETC']);
  for (const level of ['SD', 'SMP', 'SMA', 'MAHASISWA']) await box(level).click();
  expect(await checked()).toEqual(['SD', 'SMP', 'SMA', 'MAHASISWA']);
  await box('UMUM').click();
  await expect(box('ALL')).toBeChecked();
  expect(await checked()).toEqual(['ALL']);
});

test('the publish date follows the start date unless the box is unticked', async ({ page }) => {
  const title = `Lomba Tanggal Terbit ${RUN}pub`;
  await login(page);
  await page.goto(`/admin?q=${RUN}pub`);
  const dialog = await openNewEditor(page);
  const same = dialog.getByRole('checkbox', { name: 'Tanggal terbit sama dengan tanggal pendaftaran dibuka' });
  await expect(same).toBeChecked();
  await expect(dialog.getByLabel('Tanggal Terbit', { exact: true })).toHaveCount(0);

  await dialog.getByLabel('Pendaftaran Dibuka', { exact: true }).fill('2001-01-03');
  await same.uncheck();
  const published = dialog.getByLabel('Tanggal Terbit', { exact: true });
  await expect(published).toBeVisible();
  await expect(published).toHaveAttribute('required', '');
  await expect(published).toHaveValue('2001-01-03');
  await published.fill('2000-12-24');

  await dialog.getByLabel('Judul').fill(title);
  await dialog.getByLabel('Deskripsi').fill('Tanggal terbit sendiri.');
  await dialog.getByRole('checkbox', { name: 'ETC', exact: true }).check();
  await dialog.getByLabel('Pendaftaran Ditutup', { exact: true }).fill('2001-01-20');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, title)).toBeVisible();
  const saved = (await listAll(page.request)).find((c) => c.title === title)!;
  expect(saved.published_date).toBe('2000-12-24');
  expect(saved.registration.start).toBe('2001-01-03');

  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Lomba' });
  const sameAgain = editDialog.getByRole('checkbox', { name: 'Tanggal terbit sama dengan tanggal pendaftaran dibuka' });
  await expect(sameAgain).not.toBeChecked();
  await sameAgain.check();
  await expect(editDialog.getByLabel('Tanggal Terbit', { exact: true })).toHaveCount(0);
  await editDialog.getByLabel('Pendaftaran Dibuka', { exact: true }).fill('2001-01-04');
  await editDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(editDialog).toBeHidden();
  await expect.poll(async () => (await listAll(page.request)).find((c) => c.title === title)?.published_date).toBe('2001-01-04');
});

test('the thumbnail generator turns a Drive link into a thumbnail URL', async ({ page }) => {
  await login(page);
  const id = '1AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  const input = page.getByLabel('Link gambar');
  await input.fill(`https://drive.google.com/file/d/${id}/view?usp=sharing`);
  await expect(page.getByLabel('URL thumbnail', { exact: true })).toHaveValue(`https://drive.google.com/thumbnail?id=${id}&sz=w1000`);
  await input.fill('https://example.com/halaman');
  await expect(page.getByText(/bukan link Google Drive atau gambar langsung/)).toBeVisible();
  await expect(page.getByLabel('URL thumbnail', { exact: true })).toHaveCount(0);
});

test('logout goes to /login and /admin then redirects there', async ({ page, context }) => {
  await login(page);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'lomba_admin')).toBe(true);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'lomba_admin')).toBe(false);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?from=%2Fadmin$/);
  expect((await page.request.get('/api/competitions?fresh=1')).status()).toBe(401);
});
