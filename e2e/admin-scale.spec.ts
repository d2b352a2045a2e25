import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { type Dialog, expect, type Page, test } from '@playwright/test';
import { todayInJakarta } from '../lib/competitions/dates';
import type { SampleCompetition } from './support/data';
import { ADMIN, E2E_DIR, serverEnv } from './support/env.mjs';
import { freePort, type NextServer, startNextServer } from './support/next-server';

// The admin panel over 10,000 competitions: its own server and data file, so every change in the file
// is one this spec made.
const SIZE = 10_000;
const FILE = `${E2E_DIR}/admin-10k.json`;
const RUN = `zs${Date.now().toString(36)}`;

test.describe.configure({ mode: 'serial' });

let server: NextServer;
let initial: SampleCompetition[];
// Home order (registration end, latest first; none last; ties by title) with one collator: localeCompare per
// comparison costs seconds over 10,000 items.
const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
const homeOrder = (items: SampleCompetition[]) =>
  [...items].sort((a, b) => {
    const ae = a.registration.end;
    const be = b.registration.end;
    if (!ae || !be) return ae === be ? collator.compare(a.title, b.title) : ae ? -1 : 1;
    return be.localeCompare(ae) || collator.compare(a.title, b.title);
  });
const readFile = () => JSON.parse(readFileSync(FILE, 'utf8')) as SampleCompetition[];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  execFileSync(process.execPath, ['bench/generate.mjs', '--size', String(SIZE), '--out', FILE]);
  rmSync(`${E2E_DIR}/admin-10k.history.jsonl`, { force: true });
  initial = readFile();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = await startNextServer(
    'admin10k',
    serverEnv({ DATA_FILE: FILE, NEXTAUTH_URL: url, SITE_URL: url, DATA_CACHE_SECONDS: '30' }),
    port,
  );
});

test.afterAll(async () => {
  await server?.close();
});

async function login(page: Page, path = '/admin') {
  await page.goto(`${server.url}/login?from=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // The server's first read of 10,000 competitions may still be under way.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
}

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /lomba cocok|Memuat/ });

function nextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (d: Dialog) => {
      resolve(d.message());
      void d.accept();
    });
  });
}

test('the table pages, filters and sorts 10,000 competitions on the server', async ({ page }) => {
  await login(page);
  await expect(page.getByText(`Total ${SIZE} lomba`, { exact: true })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(50);
  const order = homeOrder(initial);
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(order[0]!.title);

  // Page 2 comes from the server and is in the URL.
  await page.getByRole('link', { name: 'Halaman 2', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?page=2$/);
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(order[50]!.title);
  await expect(page.getByRole('link', { name: 'Halaman 200' })).toBeVisible();

  // Filters: a category and a registration status, counted against the file.
  const today = todayInJakarta();
  const expected = initial.filter((c) => c.categories.includes('SD') && c.registration.end && c.registration.end < today);
  await page.getByLabel('Filter kategori').selectOption('SD');
  await expect(page).toHaveURL(/categories=SD/);
  await page.getByLabel('Filter status').selectOption({ label: 'Sudah ditutup' });
  await expect(page).toHaveURL(/\/admin\?categories=SD&status=closed$/);
  await expect(status(page)).toHaveText(`${expected.length} dari ${SIZE} lomba cocok.`);
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(homeOrder(expected)[0]!.title);

  // The page reload keeps the filters: they live in the URL.
  await page.reload();
  await expect(page.getByLabel('Filter kategori')).toHaveValue('SD');
  await expect(status(page)).toHaveText(`${expected.length} dari ${SIZE} lomba cocok.`);

  // Sorting by a column header.
  await page.getByRole('button', { name: 'Judul' }).click();
  await expect(page).toHaveURL(/sort=title_asc/);
  await expect(page.getByRole('columnheader', { name: 'Judul' })).toHaveAttribute('aria-sort', 'ascending');
  const byTitle = [...expected].sort((a, b) => collator.compare(a.title, b.title));
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(byTitle[0]!.title);

  // No end date.
  await page.goto(`${server.url}/admin?status=no_end`);
  const noEnd = initial.filter((c) => !c.registration.end).length;
  await expect(status(page)).toHaveText(`${noEnd} dari ${SIZE} lomba cocok.`);
  await expect(bodyRows(page).first()).toContainText('Tanpa batas waktu');
});

test('find, edit, create, delete, restore from Terhapus, revert from history; the file holds exactly that', async ({ page }) => {
  await login(page);
  // One the editor can save unchanged but for its title: both registration dates and a plain publish date.
  const editable = homeOrder(initial).filter(
    (c) => c.registration.start && c.registration.end && /^\d{4}-\d{2}-\d{2}$/.test(c.published_date),
  );
  const target = editable[1234]!;
  const word = `${RUN}edit`;
  const edited = `${target.title} ${word}`;

  // Open by the editor's deep link: one competition, no list needed.
  await page.goto(`${server.url}/admin?edit=${target.id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Lomba' });
  await expect(dialog.getByLabel('Judul')).toHaveValue(target.title);
  await expect(page).toHaveURL(/\/admin$/);
  await dialog.getByLabel('Judul').fill(edited);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();

  // Find it by a part of its new title.
  const search = page.getByRole('searchbox', { name: 'Cari lomba' });
  await expect(search).toHaveAttribute('placeholder', 'Cari lomba...');
  await search.fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, edited)).toBeVisible();

  // Create one.
  const created = `Lomba Baru ${RUN}new`;
  await page.getByRole('button', { name: 'Tambah Lomba' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Lomba Baru' });
  await add.getByLabel('Judul').fill(created);
  await add.getByLabel('Deskripsi').fill('Dibuat oleh uji 10.000 lomba.');
  await add.getByRole('checkbox', { name: 'SMA', exact: true }).check();
  await add.getByLabel('Pendaftaran Dibuka', { exact: true }).fill('2026-01-05');
  await add.getByLabel('Pendaftaran Ditutup', { exact: true }).fill('2026-02-05');
  const createdAnswer = page.waitForResponse((r) => r.url().endsWith('/api/competitions') && r.request().method() === 'POST');
  await add.getByRole('button', { name: 'Simpan' }).click();
  const createdId = ((await (await createdAnswer).json()) as { item: { id: string } }).item.id;
  await expect(add).toBeHidden();
  await expect(page.getByText(`Total ${SIZE + 1} lomba`, { exact: true })).toBeVisible();
  await search.fill(`${RUN}new`);
  await expect(row(page, created)).toBeVisible();

  // Delete it again.
  await row(page, created).getByRole('button', { name: 'Edit' }).click();
  const del = page.getByRole('dialog', { name: 'Edit Lomba' });
  const confirm = nextDialog(page);
  await del.getByRole('button', { name: 'Hapus', exact: true }).click();
  expect(await confirm).toBe('Apakah Anda yakin ingin menghapus lomba ini?');
  await expect(del).toBeHidden();
  await expect(page.getByText(`Total ${SIZE} lomba`, { exact: true })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(0);
  await expect(page.getByText('Tidak ada lomba yang cocok.')).toBeVisible();

  // "Terhapus" lists it; "Kembalikan" brings it back.
  await page.getByRole('button', { name: 'Terhapus' }).click();
  const trash = page.getByRole('region', { name: 'Terhapus' });
  await expect(trash.getByText(created, { exact: true })).toBeVisible();
  await expect(trash).toContainText(`Dihapus oleh ${ADMIN.email}`);
  const confirmRestore = nextDialog(page);
  await trash.getByRole('button', { name: `Kembalikan ${created}` }).click();
  expect(await confirmRestore).toBe('Kembalikan lomba yang dihapus ini?');
  await expect(trash.getByText('Tidak ada lomba yang dihapus dalam 30 hari terakhir.')).toBeVisible();
  await expect(row(page, created)).toBeVisible();
  await expect(page.getByText(`Total ${SIZE + 1} lomba`, { exact: true })).toBeVisible();
  // It came back under its old id, so its public address (and every link to it) works again.
  const detail = `${server.url}/berita/${createdId}-${created.toLowerCase().replace(/\s+/g, '-')}`;
  const publicPage = await page.context().newPage();
  expect((await publicPage.goto(detail))?.status()).toBe(200);
  await expect(publicPage.getByRole('heading', { level: 1, name: created })).toBeVisible();
  await publicPage.close();

  // History of the edited one: who, when, what; "Kembalikan" undoes the edit.
  await search.fill(word);
  await row(page, edited).getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Lomba' });
  const history = editor.getByRole('region', { name: 'Riwayat' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText(`Diubah oleh ${ADMIN.email}`);
  await expect(history).toContainText(`Judul: ${target.title} → ${edited}`);
  const confirmRevert = nextDialog(page);
  await history.getByRole('button', { name: /^Kembalikan versi sebelum: Diubah oleh/ }).click();
  expect(await confirmRevert).toBe('Kembalikan lomba ke versi sebelum perubahan ini?');
  await expect(editor.getByLabel('Judul')).toHaveValue(target.title);
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(`Dikembalikan oleh ${ADMIN.email}`);
  await editor.getByRole('button', { name: 'Batal' }).click();

  // The file: every other record as it was; the edited one back to its old title (with the save time), the
  // created one back after its deletion.
  const file = readFile();
  expect(file).toHaveLength(SIZE + 1);
  const before = new Map(initial.map((c) => [c.id, c]));
  const changed = file.filter((c) => !isDeepStrictEqual(c, before.get(c.id)));
  expect(changed).toHaveLength(2);
  expect(changed.find((c) => c.id === target.id)).toEqual({ ...target, updated_at: expect.any(String) });
  expect(changed.find((c) => c.id !== target.id)).toMatchObject({
    id: createdId,
    title: created,
    description: 'Dibuat oleh uji 10.000 lomba.',
    categories: ['SMA'],
    registration: { start: '2026-01-05', end: '2026-02-05' },
  });
});
