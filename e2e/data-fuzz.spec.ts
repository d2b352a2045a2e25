// Hostile strings in the data file: every page type renders without a 500, a write loses no record,
// and the admin panel lists the records the site cannot show.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, request as newRequest, test } from '@playwright/test';
import { loginAsAdmin, newCompetition, sameOrigin } from './support/admin-api';
import { ADMIN, serverEnv } from './support/env.mjs';
import { freePort, startNextServer, type NextServer } from './support/next-server';

const FILE = '.e2e/fuzz.json';
const HOSTILE = [
  '\ud800',
  'a\udfffb',
  'x\ud83d',
  '\u202eevil\u202c',
  '\u2066isolasi\u2069',
  '\u200b\u200c\u200d\ufeff',
  'kontrol\u0000\u0001\u0007\u001b\u007f\u0085',
  '<script>alert(1)</script>',
  '%E0%A4%A',
  '../../etc/passwd',
  'emoji 😀 dan ب',
];
const pick = (i: number) => HOSTILE[i % HOSTILE.length]!;

/** 40 records built from the strings above in every field, plus some the site cannot show. */
function records(): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < 40; i++) {
    out.push({
      id: i % 7 === 3 ? `${1000 + i}${pick(i)}` : String(1000 + i),
      title: `Lomba ${pick(i)} ${i}`,
      description:
        i % 10 === 5 ? `${pick(i)}`.repeat(1).padEnd(20_000, 'x') : `Deskripsi ${pick(i + 1)} ${pick(i + 2)} https://contoh.id/${pick(i)}`,
      thumbnails: [`https://contoh.id/${pick(i)}.jpg`, `/posters/${pick(i + 3)}`],
      tags: [pick(i), pick(i + 1), `tag${i}`],
      categories: ['SMA', pick(i)],
      registration: { start: '2026-01-01', end: i % 2 ? '2099-12-31' : `2026-02-${pick(i)}` },
      published_date: '2026-01-01',
      organizer: pick(i + 4),
      prize: { text: pick(i + 5) },
      catatan_admin: pick(i + 6),
    });
  }
  out.push({ id: '9001', title: '\u200b\u200b' });
  out.push({ id: '9002', title: 'Deskripsi terlalu panjang', description: 'y'.repeat(20_001) });
  out.push({ id: '1000', title: 'Id ganda' });
  return out;
}

let server: NextServer;
let original: string;

test.beforeAll(async () => {
  // JSON.stringify writes lone surrogates as \ud800 escapes: valid JSON, invalid Unicode once parsed.
  original = `[\n  ${records()
    .map((r) => JSON.stringify(r))
    .join(',\n  ')}\n]\n`;
  writeFileSync(FILE, original);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = await startNextServer('fuzz', serverEnv({ DATA_FILE: FILE, NEXTAUTH_URL: url, SITE_URL: url, NEXT_PUBLIC_SITE_URL: url }), port);
});
test.afterAll(async () => server?.close());

test('every page type answers without a 500 over hostile strings', async ({ request }) => {
  const answer = (await (await request.get(`${server.url}/api/competitions?pageSize=100`)).json()) as {
    items: { id: string }[];
    total: number;
  };
  expect(answer.total).toBe(40);
  const list = answer.items;
  const paths = ['/', '/?page=2', '/?page=3', '/tags', '/sitemap.xml', '/feed.xml', '/kalender.ics', '/search?q=lomba', '/search?tag=tag1'];
  for (const s of HOSTILE)
    paths.push(`/search?q=${encodeURIComponent(s.toWellFormed())}`, `/search?tag=${encodeURIComponent(s.toWellFormed())}`);
  for (const c of list) paths.push(`/berita/${encodeURIComponent(c.id)}`);
  const failures: string[] = [];
  for (const p of paths) {
    const res = await request.get(`${server.url}${p}`, { maxRedirects: 5 });
    if (res.status() >= 500) failures.push(`${p} ${res.status()}`);
  }
  expect(failures).toEqual([]);
  // Reading changed nothing.
  expect(readFileSync(FILE, 'utf8')).toBe(original);
});

test('a write loses no record, and the admin panel lists the ones the site cannot show', async ({ page }) => {
  const api = await newRequest.newContext(sameOrigin(server.url));
  await loginAsAdmin(api, server.url);
  const refused = await api.post(`${server.url}/api/competitions`, { data: newCompetition('Judul \ud800') });
  expect(refused.status()).toBe(422);
  const created = await api.post(`${server.url}/api/competitions`, { data: newCompetition('Lomba Fuzz Baru') });
  expect(created.status()).toBe(201);
  const after = readFileSync(FILE, 'utf8');
  const lines = original.slice(4, -3).split(',\n  ');
  expect(lines).toHaveLength(43);
  for (const line of lines) expect(after.includes(line)).toBe(true);
  expect((JSON.parse(after) as unknown[]).length).toBe(44);
  await api.dispose();

  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin/);
  const section = page.getByRole('region', { name: /lomba tidak bisa ditampilkan/ });
  await expect(section.getByRole('heading', { name: /^\d+ lomba tidak bisa ditampilkan$/ })).toBeVisible();
  await expect(section).toContainText('Judul kosong (atau hanya berisi karakter tak terlihat).');
  await expect(section).toContainText('Deskripsi paling banyak 20000 karakter.');
  await expect(section).toContainText('Id "1000" sudah dipakai lomba lain di atasnya');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `test-results/data-health-${width}.png` });
  }
  // Delete the duplicate from the file through the panel.
  page.once('dialog', (d) => void d.accept());
  const row = section.getByRole('listitem').filter({ hasText: 'Id "1000"' });
  await row.getByRole('button', { name: 'Hapus dari file' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Id "1000"' })).toHaveCount(0);
  expect((JSON.parse(readFileSync(FILE, 'utf8')) as unknown[]).length).toBe(43);
});
