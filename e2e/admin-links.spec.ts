import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { competitionPath } from '../lib/competitions/slug';
import { ADMIN, serverEnv } from './support/env.mjs';
import { failOnCspViolations } from './support/csp';
import { freePort, type NextServer, startNextServer } from './support/next-server';

failOnCspViolations(test);

// "Tautan bermasalah" on a server of its own, started with link states already recorded (the job's own checks are
// tested against a local link host in lib/links/links.test.ts).
const DAY = 86_400_000;
const now = Date.now();
const comp = (id: string, title: string, url: string) => ({
  id,
  title,
  description: `${title} untuk pelajar.`,
  thumbnails: [],
  tags: ['tautan'],
  categories: ['SMA'],
  registration: { start: '2026-01-01', end: '2099-12-31' },
  published_date: '2026-01-01',
  registration_url: url,
});
const form = 'https://docs.google.com/forms/d/e/ditutup/viewform';
const short = 'https://bit.ly/lomba-hilang';
const a = comp('7001', 'Lomba Poster Tautan Formulir', form);
const b = comp('7002', 'Lomba Video Tautan Pendek', short);
const broken = (id: string, answer: string) => ({
  state: 'broken',
  answer,
  checkedAt: now - DAY,
  nextAt: now + 30 * DAY,
  firstHardAt: now - 5 * DAY,
  brokenAt: now - 4 * DAY,
  refs: [{ id, kind: 'registration' }],
});

let dir: string;
let server: NextServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(tmpdir(), 'links-'));
  writeFileSync(path.join(dir, 'data.json'), JSON.stringify([a, b], null, 2));
  writeFileSync(
    path.join(dir, 'data.links.json'),
    JSON.stringify({ [form]: broken(a.id, 'Formulir sudah tidak menerima jawaban'), [short]: broken(b.id, 'HTTP 404') }),
  );
  const port = await freePort();
  server = await startNextServer(
    'links',
    serverEnv({ DATA_FILE: path.join(dir, 'data.json'), NEXTAUTH_URL: `http://127.0.0.1:${port}` }),
    port,
  );
});
test.afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the owner sees broken links first; visitors see "sedang diperiksa" only after; checked and ignored leave the list', async ({
  page,
}) => {
  // Nobody has looked at the list yet: no visitor sees anything.
  await page.goto(`${server.url}${competitionPath(a)}`);
  await expect(page.getByRole('link', { name: 'Daftar', exact: true }).first()).toHaveAttribute('href', form);
  await expect(page.getByText('Tautan pendaftaran sedang diperiksa')).toHaveCount(0);

  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  const section = page.getByRole('region', { name: /Tautan bermasalah/ });
  await expect(section.getByRole('link', { name: form })).toBeVisible();
  await expect(section.getByText('Formulir sudah tidak menerima jawaban')).toBeVisible();
  await expect(section.getByText('HTTP 404')).toBeVisible();
  await expect(section.getByText(b.title)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Ubah lomba' }).nth(1)).toHaveAttribute('href', `/admin?edit=${b.id}`);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/admin-broken-links.png' });

  // Seen by the owner and broken for days: the page says so beside "Daftar", which stays.
  await page.goto(`${server.url}${competitionPath(b)}`);
  await expect(page.getByText('Tautan pendaftaran sedang diperiksa')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Daftar', exact: true }).first()).toBeVisible();

  await page.goto(`${server.url}/admin`);
  const item = (url: string) => section.getByRole('listitem').filter({ has: page.getByRole('link', { name: url }) });
  await item(form).getByRole('button', { name: 'Abaikan' }).click();
  await expect(section.getByRole('link', { name: form })).toHaveCount(0);
  await item(short).getByRole('button', { name: 'Sudah dicek manual' }).click();
  await expect(section.getByText('Tidak ada tautan bermasalah.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: /Tautan bermasalah/ }).getByText('Tidak ada tautan bermasalah.')).toBeVisible();
});
