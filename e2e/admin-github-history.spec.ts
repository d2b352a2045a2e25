import { readFileSync } from 'node:fs';
import { type Dialog, expect, type Page, test } from '@playwright/test';
import { type FakeGithub, startFakeGithub } from './fakes/github';
import type { SampleCompetition } from './support/data';
import { ADMIN, MAIN_DATA, serverEnv } from './support/env.mjs';
import { freePort, type NextServer, startNextServer } from './support/next-server';

// "Riwayat" and "Terhapus" with DATA_SOURCE=github: the history is the fake repository's commits, read through the
// commits API; edits made on github.com show up beside the admin's own.
test.describe.configure({ mode: 'serial' });

let github: FakeGithub;
let server: NextServer;
let initial: SampleCompetition[];

test.beforeAll(async () => {
  const text = readFileSync(MAIN_DATA, 'utf8');
  initial = JSON.parse(text) as SampleCompetition[];
  github = await startFakeGithub({ owner: 'pemilik', repo: 'data-lomba', initial: text, token: 'ghp_uji' });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = await startNextServer(
    'github-history',
    serverEnv({
      DATA_SOURCE: 'github',
      GITHUB_TOKEN: 'ghp_uji',
      GITHUB_OWNER: 'pemilik',
      GITHUB_REPO: 'data-lomba',
      GITHUB_API_URL: github.url,
      NEXTAUTH_URL: url,
      SITE_URL: url,
    }),
    port,
  );
});

test.afterAll(async () => {
  await server?.close();
  await github?.close();
});

async function login(page: Page) {
  await page.goto(`${server.url}/login?from=%2Fadmin`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
}

function nextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (d: Dialog) => {
      resolve(d.message());
      void d.accept();
    });
  });
}

const fileNow = () => JSON.parse(github.state.content!) as SampleCompetition[];

test('history from the commits: the admin and github.com, "Kembalikan", and "Terhapus" under the old id', async ({ page }) => {
  await login(page);
  const target = initial.find((c) => c.registration.start && c.registration.end && /^\d{4}-\d{2}-\d{2}$/.test(c.published_date))!;
  const edited = `${target.title} (revisi)`;

  // The admin renames it.
  await page.goto(`${server.url}/admin?edit=${target.id}`);
  const editor = page.getByRole('dialog', { name: 'Edit Lomba' });
  await editor.getByLabel('Judul').fill(edited);
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();

  // Someone changes its description on github.com.
  const onGithub = fileNow().map((c) => (c.id === target.id ? { ...c, description: 'Diubah langsung di GitHub.' } : c));
  github.setContent(`${JSON.stringify(onGithub, null, 2)}\n`, { name: 'Siti', email: 'siti@example.com' }, 'Perbaiki deskripsi');

  await page.goto(`${server.url}/admin?edit=${target.id}`);
  await expect(editor.getByLabel('Judul')).toHaveValue(edited);
  const history = editor.getByRole('region', { name: 'Riwayat' });
  const items = history.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Diubah oleh Siti');
  await expect(items.nth(0)).toContainText(/Deskripsi: .+ → Diubah langsung di GitHub\./);
  await expect(items.nth(1)).toContainText(`Diubah oleh ${ADMIN.email}`);
  await expect(items.nth(1)).toContainText(`Judul: ${target.title} → ${edited}`);
  await expect(items.nth(2)).toContainText('Dibuat oleh infolomba-bot');

  // "Kembalikan" on the admin's change: the version from before it, written as an ordinary commit.
  const confirm = nextDialog(page);
  await history.getByRole('button', { name: `Kembalikan versi sebelum: Diubah oleh ${ADMIN.email}`, exact: false }).click();
  expect(await confirm).toBe('Kembalikan lomba ke versi sebelum perubahan ini?');
  await expect(editor.getByLabel('Judul')).toHaveValue(target.title);
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText(`Dikembalikan oleh ${ADMIN.email}`);
  const restored = fileNow().find((c) => c.id === target.id)!;
  expect(restored).toMatchObject({ title: target.title, description: target.description });
  expect(github.history.at(-1)!.message).toMatch(/^Update competition: .+\n\nAdmin: admin@lomba\.test\nRestores: [0-9a-f]{40}:/);

  // Delete it; "Terhapus" lists it from the commits; "Kembalikan" brings it back under its old id.
  const confirmDelete = nextDialog(page);
  await editor.getByRole('button', { name: 'Hapus', exact: true }).click();
  await confirmDelete;
  await expect(editor).toBeHidden();
  expect(fileNow().some((c) => c.id === target.id)).toBe(false);
  await page.getByRole('button', { name: 'Terhapus' }).click();
  const trash = page.getByRole('region', { name: 'Terhapus' });
  await expect(trash).toContainText(`Dihapus oleh ${ADMIN.email}`);
  const confirmRestore = nextDialog(page);
  await trash.getByRole('button', { name: `Kembalikan ${target.title}` }).click();
  await confirmRestore;
  await expect(trash.getByText('Tidak ada lomba yang dihapus dalam 30 hari terakhir.')).toBeVisible();
  expect(fileNow().filter((c) => c.id === target.id)).toHaveLength(1);
  const detail = await page.goto(`${server.url}/berita/${target.id}`);
  expect(detail?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
});
