// First-party statistics: what a visitor does moves the admin's numbers; a crawler and the admin's own visits do not;
// the CSV export holds the page's numbers. Runs on the writing `admin` server (its counts are its own).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { competitionPath } from '../lib/competitions/slug';
import { ADMIN, ADMIN_DATA } from './support/env.mjs';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Item = { id: string; title: string; registration_url?: string; registration: { end: string } } & Record<string, unknown>;

/** An open competition with its own registration link, as the admin server holds it now. */
function pickCompetition(): Item {
  const items = JSON.parse(readFileSync(ADMIN_DATA, 'utf8')) as Item[];
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const found = items.find((c) => c.registration_url && c.registration.end && c.registration.end > today);
  if (!found) throw new Error('no open competition with a registration link in the admin data');
  return found;
}

async function visitor(browser: Browser, userAgent: string, address: string): Promise<Page> {
  const context = await browser.newContext({ userAgent, extraHTTPHeaders: { 'x-forwarded-for': address } });
  return context.newPage();
}

const isCount = (kind: string) => (r: Request) => r.url().endsWith('/api/hitung') && (r.postData() ?? '').includes(`"k":"${kind}"`);
const counted = (page: Page, kind: string) => page.waitForResponse((r) => isCount(kind)(r.request()) && r.status() === 204);

/** The CSV's rows as column -> number, and the sum of each column. */
async function readCsv(page: Page) {
  const res = await page.request.get('/api/admin/statistik?hari=7');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/csv');
  const [header, ...rows] = (await res.text())
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  const cols = header ?? [];
  const sums = Object.fromEntries(cols.slice(1).map((c, i) => [c, rows.reduce((s, r) => s + Number(r[i + 1]), 0)]));
  return { rows: rows.length, sums };
}

/** The "N dilihat, M klik "Daftar" (30 hari)" line beside the closing date in the admin table. */
async function rowFigures(admin: Page, title: string): Promise<[number, number]> {
  await admin.goto(`/admin?q=${encodeURIComponent(title)}`);
  const row = admin
    .getByRole('table', { name: /Daftar lomba/ })
    .getByRole('row')
    .filter({ hasText: title });
  const text = (await row.getByText(/dilihat, \d+ klik "Daftar" \(30 hari\)/).textContent()) ?? '';
  const [, views, clicks] = /(\d+) dilihat, (\d+) klik/.exec(text) ?? [];
  return [Number(views), Number(clicks)];
}

/**
 * The organiser's side of a published competition, as "Terbitkan" leaves it in the admin server's submissions file
 * (the file store reads it on every request): the status link's token, stored as its hash.
 */
function seedPublishedSubmission(c: Item): string {
  const token = randomBytes(16).toString('base64url');
  const file = ADMIN_DATA.replace(/\.json$/, '.submissions.json');
  const all: unknown[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown[]) : [];
  const { id, ...competition } = c;
  const at = new Date().toISOString();
  all.push({
    id: `stat-${token.slice(0, 8)}`,
    state: 'published',
    statusHash: createHash('sha256').update(token).digest('hex'),
    emailConfirmed: true,
    organiser: { name: 'Rina', email: 'rina@panitia.test', organisation: 'Panitia' },
    competition,
    uploads: [],
    publishedId: id,
    createdAt: at,
    updatedAt: at,
    events: [{ at, state: 'published', by: 'admin' }],
  });
  writeFileSync(file, JSON.stringify(all));
  return token;
}

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.80' } });

test('a view, a "Daftar" click, a save and an empty search count; a crawler and the admin do not; the CSV matches', async ({
  page: admin,
  browser,
}) => {
  const c = pickCompetition();
  const path = competitionPath(c);
  await admin.goto('/login');
  await admin.getByLabel('Email').fill(ADMIN.email);
  await admin.getByLabel('Password').fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Masuk' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
  const before = (await readCsv(admin)).sums;
  const rowBefore = await rowFigures(admin, c.title);

  // A crawler that runs the script, and the admin reading the page: both answered, neither counted.
  const bot = await visitor(browser, GOOGLEBOT, '203.0.113.81');
  await Promise.all([counted(bot, 'detail'), bot.goto(path)]);
  await Promise.all([counted(admin, 'detail'), admin.goto(path)]);

  const student = await visitor(browser, CHROME, '203.0.113.82');
  await Promise.all([counted(student, 'detail'), student.goto(path)]);
  const daftar = student.locator('#aksi-utama').getByRole('link', { name: 'Daftar', exact: true });
  // The organiser's own address, untouched, in the HTML.
  await expect(daftar).toHaveAttribute('href', c.registration_url!);
  // The click goes straight to the organiser's site (which this offline machine cannot reach), counted on the side.
  const [popup] = await Promise.all([
    student.waitForEvent('popup'),
    student.context().waitForEvent('request', (r) => r.url() === c.registration_url),
    counted(student, 'daftar'),
    daftar.click(),
  ]);
  await popup.close();
  await Promise.all([counted(student, 'save'), student.locator('#aksi-utama').getByRole('button', { name: 'Simpan' }).click()]);
  await Promise.all([counted(student, 'search'), student.goto(`/search?q=${encodeURIComponent('zzqyxw qqvbn')}`)]);
  await expect(student.getByText('0 lomba ditemukan.')).toBeVisible();

  const after = (await readCsv(admin)).sums;
  const moved = (col: string) => (after[col] ?? 0) - (before[col] ?? 0);
  expect({
    visits: moved('kunjungan'),
    views: moved('lomba_dilihat'),
    daftar: moved('klik_daftar'),
    saves: moved('disimpan'),
    searchPages: moved('halaman_pencarian'),
    empty: moved('pencarian_tanpa_hasil'),
    // Both pages were opened by address (page.goto), so both arrived directly.
    direct: moved('sumber_langsung'),
    phones: moved('dari_ponsel'),
  }).toEqual({ visits: 2, views: 1, daftar: 1, saves: 1, searchPages: 1, empty: 1, direct: 2, phones: 0 });

  // The competition's row in the admin table moved by the same.
  const rowAfter = await rowFigures(admin, c.title);
  expect([rowAfter[0] - rowBefore[0], rowAfter[1] - rowBefore[1]]).toEqual([1, 1]);
  // ... and its editor shows the same figures.
  await admin.goto(`/admin?edit=${encodeURIComponent(c.id)}`);
  await expect(admin.getByRole('dialog').getByText(`${rowAfter[0]} dilihat, ${rowAfter[1]} klik "Daftar" (30 hari)`)).toBeVisible();

  // The organiser's status link shows this week's views and clicks (at least the ones just made).
  const token = seedPublishedSubmission(c);
  await student.setViewportSize({ width: 390, height: 844 });
  await student.goto(`/kiriman/${token}`);
  const reach = student.getByRole('region', { name: 'Jangkauan lomba Anda' });
  const thisWeek = reach.getByRole('row').nth(1).getByRole('cell');
  await expect(thisWeek).toHaveCount(3);
  expect(Number(await thisWeek.nth(1).textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await thisWeek.nth(2).textContent())).toBeGreaterThanOrEqual(1);
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reach.screenshot({ path: test.info().outputPath('jangkauan-390.png') });

  // The page shows the CSV's sums, and the competition among the most seen.
  await admin.goto('/admin?statistik=7#statistik');
  const section = admin.getByRole('region', { name: 'Statistik' });
  await expect(section.getByRole('link', { name: '7 hari' })).toHaveAttribute('aria-current', 'page');
  const figure = (label: string) =>
    section
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('+ dd');
  await expect(figure('Kunjungan')).toHaveText(String(after.kunjungan));
  await expect(figure('Dilihat')).toHaveText(String(after.lomba_dilihat));
  await expect(figure('Klik "Daftar"')).toHaveText(String(after.klik_daftar));
  await expect(figure('Disimpan')).toHaveText(String(after.disimpan));
  await expect(figure('Halaman pencarian')).toHaveText(String(after.halaman_pencarian));
  await expect(section.getByRole('img', { name: /Grafik kunjungan per hari/ })).toBeVisible();
  const top = section.getByRole('table').filter({ has: admin.getByRole('columnheader', { name: 'Tingkat klik' }) });
  await expect(top.getByRole('row').filter({ hasText: c.title })).toBeVisible();
  await expect(section.getByText(/^Angka perkiraan/)).toBeVisible();
  await section.screenshot({ path: test.info().outputPath('statistik-1280.png') });
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await section.screenshot({ path: test.info().outputPath('statistik-390.png') });

  // "Tambah lomba" from "Dicari tapi tidak ada" opens the editor with the term as the title.
  await admin.goto('/admin?baru=lomba%20robotik');
  const dialog = admin.getByRole('dialog', { name: 'Tambah Lomba Baru' });
  await expect(dialog.getByLabel('Judul')).toHaveValue('lomba robotik');
});
