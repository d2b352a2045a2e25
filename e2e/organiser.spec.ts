import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { sameOrigin } from './support/admin-api';
import { failOnCspViolations } from './support/csp';
import { MAIN_DATA, serverEnv } from './support/env.mjs';
import { freePort, type NextServer, startNextServer } from './support/next-server';
import { type FakeGemini, startFakeGemini } from './fakes/gemini';
import { type SmtpTestServer, startSmtpServer } from './fakes/smtp';
import { makePoster, sampleFields, solvedChallenge, submissionForm } from './support/organiser';

// "Kirim Lomba": organisers submit with uploaded posters, the admin moderates in "Kiriman", the organiser follows
// the status link. One server of its own, on a copy of the sample data, with a local SMTP server for the
// confirmation e-mail. Every request states its own client address (TRUSTED_PROXY_HOPS=1), so the rate limits of one
// test never touch another's.
failOnCspViolations(test);
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: NextServer;
let smtp: SmtpTestServer;
let gemini: FakeGemini;
let dir: string;
let base: string;
const uploadsDir = () => path.join(dir, 'unggahan');
const uploads = () => {
  try {
    return readdirSync(uploadsDir()).sort();
  } catch {
    return [];
  }
};
const submissionsText = () => {
  try {
    return readFileSync(path.join(dir, 'data.submissions.json'), 'utf8');
  } catch {
    return '';
  }
};

test.beforeAll(async () => {
  dir = mkdtempSync(path.resolve('.e2e', 'organiser-'));
  copyFileSync(MAIN_DATA, path.join(dir, 'data.json'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  smtp = await startSmtpServer();
  gemini = await startFakeGemini();
  server = await startNextServer(
    'organiser',
    serverEnv({
      DATA_FILE: path.join(dir, 'data.json'),
      NEXTAUTH_URL: base,
      SITE_URL: base,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'InfoLomba <kiriman@infolomba.test>',
      GEMINI_API_KEY: gemini.apiKey,
      GEMINI_API_URL: gemini.url,
    }),
    port,
  );
});

test.afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await gemini?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A phone (390 px) whose requests come from `address`. */
async function phone(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': address } });
  return context.newPage();
}

async function submitThroughForm(page: Page, title: string): Promise<string> {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Kirim Lomba' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kirim Lomba' })).toBeVisible();
  await expect(page.getByText('JPEG, PNG, atau WebP; paling besar 5 MB per file; paling banyak 3 file.')).toBeVisible();
  const f = sampleFields(title);
  await page.getByLabel('Nama Anda').fill(f.name as string);
  await page.getByLabel('Email').fill(f.email as string);
  await page.getByLabel('Organisasi / penyelenggara').fill(f.organisation as string);
  await page.getByLabel('Unggah poster').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await makePoster() });
  await page.getByLabel('Judul', { exact: true }).fill(title);
  // Left empty on purpose first: the error shows beside the field and nothing typed is lost.
  await page.getByLabel('Tanggal pendaftaran dibuka').fill(f.registration_start as string);
  await page.getByLabel('Tanggal pendaftaran ditutup').fill(f.registration_end as string);
  await page.getByRole('checkbox', { name: 'SMA' }).check();
  await page.getByLabel('Tag', { exact: true }).fill(f.tags as string);
  await page.getByRole('button', { name: 'Kirim Lomba' }).click();
  const description = page.getByLabel('Deskripsi', { exact: true });
  await expect(page.getByText('Deskripsi wajib diisi.')).toBeVisible({ timeout: 30_000 });
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  // On a phone the field is far above the button: focus goes to it, and it is in view.
  await expect(description).toBeFocused();
  await expect(description).toBeInViewport();
  await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Email')).toHaveValue(f.email as string);
  await description.fill(f.description as string);
  await page.getByRole('button', { name: 'Kirim Lomba' }).click();
  await expect(page.getByRole('heading', { name: 'Kiriman diterima' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Kami mengirim tautan konfirmasi ke email Anda.', { exact: false })).toBeVisible();
  await expect(page.getByText(`Tautan konfirmasi dikirim ke ${f.email as string}.`, { exact: false })).toBeVisible();
  return (await page.getByRole('link', { name: /\/kiriman\// }).getAttribute('href'))!;
}

/** The confirmation link of the message sent about `title`. */
async function confirmationLink(title: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.text.includes(title) && m.subject === 'Konfirmasi kiriman lomba - InfoLomba');
  expect(mail.to).toBe('rina@panitia.test');
  return /http:\/\/127\.0\.0\.1:\d+\/kiriman\/\S+\?konfirmasi=\S+/.exec(mail.text)![0];
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await phone(browser, '10.26.0.1');
  await page.goto(`${base}/login?from=%2Fadmin`);
  await page.getByLabel('Email').fill('admin@lomba.test');
  await page.getByLabel('Password').fill('rahasia-admin-123');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
  return page;
}

const queueItem = (page: Page, title: string) => page.getByRole('region', { name: /Kiriman/ }).getByRole('listitem', { name: title });

test('an organiser submits with a poster, the admin edits and publishes it, the home page serves its poster in sizes', async ({
  browser,
}) => {
  const title = `Lomba Esai Kiriman ${Date.now().toString(36)}`;
  const organiser = await phone(browser, '10.26.1.1');
  const statusUrl = await submitThroughForm(organiser, title);
  const [stored] = uploads();
  expect(stored).toMatch(/^[0-9a-f]{24}\.jpg$/);
  // Before a moderator publishes it, the upload is nobody's to see.
  expect((await organiser.request.get(`${base}/unggahan/${stored}`)).status()).toBe(404);

  await organiser.goto(statusUrl);
  await expect(organiser.getByRole('heading', { name: 'Status kiriman lomba' })).toBeVisible();
  await expect(organiser.getByText('Diterima', { exact: true })).toBeVisible();
  await expect(organiser.getByText('Email Anda belum dikonfirmasi. Buka tautan di email yang kami kirim.')).toBeVisible();
  // Not in the queue until the e-mail is confirmed.
  const admin = await adminPage(browser);
  await expect(admin.getByRole('heading', { name: /Kiriman/ })).toBeVisible();
  await expect(queueItem(admin, title)).toHaveCount(0);

  const confirm = await confirmationLink(title);
  expect(confirm.startsWith(`${statusUrl}?konfirmasi=`)).toBe(true);
  await organiser.goto(confirm);
  await organiser.getByRole('button', { name: 'Konfirmasi email' }).click();
  await expect(organiser.getByText('Email dikonfirmasi', { exact: true })).toBeVisible();

  await admin.reload();
  const item = queueItem(admin, title);
  await expect(item.getByText('Email dikonfirmasi', { exact: true })).toBeVisible();
  await expect(item.getByText('e-mail belum dikonfirmasi')).toHaveCount(0);
  await expect(item.getByText('rina@panitia.test')).toBeVisible();
  await item.getByRole('button', { name: 'Buka di editor' }).click();
  const editor = admin.getByRole('dialog', { name: 'Terbitkan Kiriman' });
  await expect(editor.getByLabel('Judul')).toHaveValue(title);
  await expect(editor.getByRole('img', { name: 'Pratinjau thumbnail 1' })).toHaveJSProperty('naturalWidth', 720);
  // The admin pastes one more poster into the editor: checked and stored like an upload, added to the list.
  const pasted = await makePoster('png', 600, 800);
  await editor.getByText('Atau tempel gambar (Ctrl+V) di sini.').evaluate(
    (hint, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'tempel.png', { type: 'image/png' }));
      hint.parentElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [...pasted],
  );
  await expect(editor.getByText('Poster diunggah.')).toBeVisible();
  await expect(editor.getByRole('img', { name: 'Pratinjau thumbnail 2' })).toHaveJSProperty('naturalWidth', 600);
  await editor.getByLabel('Judul').fill(`${title} 2099`);
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden({ timeout: 30_000 });
  await expect(admin.getByText('Kiriman diterbitkan.')).toBeVisible();

  await organiser.goto(statusUrl);
  await expect(organiser.getByText('Tayang', { exact: true })).toBeVisible();
  // The correction form shows the posters in use and says they are kept.
  await organiser.getByRole('link', { name: 'Kirim koreksi' }).click();
  await expect(organiser.getByRole('img', { name: 'Poster saat ini 2' })).toBeVisible();
  await expect(organiser.getByRole('img', { name: 'Poster saat ini 1' })).toHaveJSProperty('complete', true);
  expect(
    await organiser.getByRole('img', { name: 'Poster saat ini 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(organiser.getByText('Poster ini tetap dipakai kecuali Anda memilih poster baru.')).toBeVisible();
  await expect(organiser.getByLabel('Judul', { exact: true })).toHaveValue(`${title} 2099`);
  // The e-mail names the site, the new state, the listing's address and the status link.
  const told = await smtp.waitFor((m) => m.subject === 'Kiriman lomba Anda: Tayang - InfoLomba' && m.text.includes(`${title} 2099`));
  expect(told.text).toContain(statusUrl);
  expect(told.text).toMatch(new RegExp(`Halaman lomba Anda:\\n${base}/berita/\\d+-`));
  // Its registration opens in 2099, yet it was published today: no publish date in the future, in the feed either.
  const feed = await (await organiser.request.get(`${base}/feed.xml`)).text();
  const pubDates = [...feed.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
  expect(pubDates.length).toBeGreaterThan(0);
  expect(Math.max(...pubDates)).toBeLessThanOrEqual(Date.now());
  await organiser.goto(told.text.match(/http:\/\/\S+\/berita\/\S+/)![0]);
  const today = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(),
  );
  await expect(organiser.getByText(`Diterbitkan pada`, { exact: false })).toContainText(today);
  await organiser.goto(`${base}/`);
  const card = organiser
    .getByRole('article')
    .filter({ hasText: `${title} 2099` })
    .first();
  await expect(card).toBeVisible();
  const srcset = (await card.locator('picture source').first().getAttribute('srcset'))!;
  const sizes = [...srcset.matchAll(/(\/poster\/[0-9a-f]{16}\/(\d+)\.webp)/g)];
  expect(sizes.length).toBeGreaterThan(1);
  for (const [, url, width] of sizes.slice(0, 2)) {
    const res = await organiser.request.get(`${base}${url}`);
    expect(res.headers()['content-type']).toBe('image/webp');
    expect((await res.body()).length).toBeGreaterThan(500);
    expect(Number(width)).toBeGreaterThan(0);
  }
  // Published: the site path is now the poster pipeline's full-size file.
  const full = await organiser.request.get(`${base}/unggahan/${stored}`, { maxRedirects: 0 });
  expect(full.status()).toBe(307);
  expect(full.headers().location).toMatch(/^\/poster\/[0-9a-f]{16}\/1080\.jpg$/);
});

test('a reject with a reason shows on the status link and deletes the poster; changes requested are answered', async ({ browser }) => {
  const api = await playwrightRequest.newContext({
    ...sameOrigin(base),
    extraHTTPHeaders: { origin: base, 'x-forwarded-for': '10.26.2.1' },
  });
  const before = uploads();
  const rejected = await submitViaApi(api, `Lomba Ditolak ${Date.now().toString(36)}`);
  const asked = await submitViaApi(api, `Lomba Diperbaiki ${Date.now().toString(36)}`);
  expect(uploads()).toHaveLength(before.length + 2);

  const admin = await adminPage(browser);
  const r = queueItem(admin, rejected.title);
  await r.getByRole('button', { name: 'Tolak' }).click();
  await r.getByLabel('Alasan penolakan (dibaca penyelenggara):').fill('Poster tidak memuat tanggal lomba.');
  await r.getByRole('button', { name: 'Kirim penolakan' }).click();
  // Asked once: the posters and contact details go with it.
  await expect(r.getByRole('alert')).toHaveText('Penolakan menghapus poster dan data kontak penyelenggara. Tidak dapat dibatalkan.');
  expect(uploads()).toHaveLength(before.length + 2);
  await r.getByRole('button', { name: 'Ya, tolak dan hapus' }).click();
  await expect(admin.getByText('Kiriman ditolak.')).toBeVisible();
  expect(uploads()).toHaveLength(before.length + 1);
  // The organiser's contact details are erased with the posters; the state and reason stay for the status link.
  const record = (JSON.parse(submissionsText()) as { competition: { title: string }; organiser: unknown; uploads: string[] }[]).find(
    (s) => s.competition.title === rejected.title,
  );
  expect(record).toMatchObject({ organiser: null, uploads: [] });

  const c = queueItem(admin, asked.title);
  await c.getByRole('button', { name: 'Minta perubahan' }).click();
  await c.getByLabel('Perubahan yang diminta (dibaca penyelenggara):').fill('Tambahkan link guidebook.');
  await c.getByRole('button', { name: 'Kirim permintaan' }).click();
  await expect(admin.getByText('Permintaan perubahan dikirim.')).toBeVisible();

  const organiser = await phone(browser, '10.26.2.2');
  await organiser.goto(rejected.statusUrl);
  await expect(organiser.getByText('Ditolak', { exact: true })).toBeVisible();
  await expect(organiser.getByRole('heading', { name: 'Alasan penolakan' })).toBeVisible();
  await expect(organiser.getByText('Poster tidak memuat tanggal lomba.')).toBeVisible();
  const rejectMail = await smtp.waitFor((m) => m.subject === 'Kiriman lomba Anda: Ditolak - InfoLomba' && m.text.includes(rejected.title));
  expect(rejectMail.text).toContain('Alasan penolakan:\nPoster tidak memuat tanggal lomba.');
  expect(rejectMail.text).toContain(rejected.statusUrl);
  // A new submission, prefilled from the old one (its contact details were erased, so they are asked again).
  await organiser.getByRole('link', { name: 'Kirim ulang sebagai kiriman baru' }).click();
  await expect(organiser.getByRole('heading', { level: 1, name: 'Kirim ulang sebagai kiriman baru' })).toBeVisible();
  await expect(organiser).toHaveTitle(/^Kirim ulang sebagai kiriman baru/);
  await expect(organiser.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(organiser.getByLabel('Judul', { exact: true })).toHaveValue(rejected.title);
  await expect(organiser.getByRole('checkbox', { name: 'SMA' })).toBeChecked();
  await expect(organiser.getByLabel('Nama Anda')).toHaveValue('');

  await organiser.goto(asked.statusUrl);
  await expect(organiser.getByText('Perlu perubahan', { exact: true })).toBeVisible();
  await expect(organiser.getByText('Tambahkan link guidebook.')).toBeVisible();
  await organiser.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(organiser.getByText('Tulis jawaban Anda.')).toBeVisible();
  await organiser.getByLabel('Jawaban Anda').fill('Guidebook: https://daftar.example/guidebook');
  await organiser.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(organiser.getByText('Sedang ditinjau', { exact: true })).toBeVisible();

  await admin.reload();
  await expect(queueItem(admin, asked.title).getByText('Jawaban penyelenggara: Guidebook: https://daftar.example/guidebook')).toBeVisible();
  const changesMail = await smtp.waitFor(
    (m) => m.subject === 'Kiriman lomba Anda: Perlu perubahan - InfoLomba' && m.text.includes(asked.title),
  );
  expect(changesMail.text).toContain('Catatan admin:\nTambahkan link guidebook.');
  expect(changesMail.text).toContain(asked.statusUrl);

  // Asked again: this time the organiser edits the submission itself and replaces its poster.
  const again = queueItem(admin, asked.title);
  await again.getByRole('button', { name: 'Minta perubahan' }).click();
  await again.getByLabel('Perubahan yang diminta (dibaca penyelenggara):').fill('Ganti poster dengan yang resmi.');
  await again.getByRole('button', { name: 'Kirim permintaan' }).click();
  await expect(admin.getByText('Permintaan perubahan dikirim.')).toBeVisible();
  const oldPoster = (JSON.parse(submissionsText()) as { competition: { title: string }; uploads: string[] }[]).find(
    (s) => s.competition.title === asked.title,
  )!.uploads;
  await organiser.goto(asked.statusUrl);
  await organiser.getByRole('link', { name: 'Ubah isian dan poster' }).click();
  await expect(organiser.getByRole('heading', { level: 1, name: 'Ubah kiriman' })).toBeVisible();
  await expect(organiser.getByText('1 poster dari kiriman Anda.')).toBeVisible();
  await expect(organiser.getByText('Poster ini tetap dipakai kecuali Anda memilih poster baru.')).toBeVisible();
  await expect(organiser.getByLabel('Judul', { exact: true })).toHaveValue(asked.title);
  await organiser.getByLabel('Tag', { exact: true }).fill('esai, nasional, resmi');
  await organiser
    .getByLabel('Unggah poster')
    .setInputFiles({ name: 'resmi.png', mimeType: 'image/png', buffer: await makePoster('png', 600, 800) });
  await expect(organiser.getByText('1 poster dipilih dan siap dikirim.')).toBeVisible();
  await organiser.getByRole('button', { name: 'Kirim perubahan' }).click();
  await expect(organiser.getByRole('heading', { name: 'Perubahan diterima' })).toBeVisible({ timeout: 30_000 });
  await organiser.goto(asked.statusUrl);
  await expect(organiser.getByText('Sedang ditinjau', { exact: true })).toBeVisible();
  const revised = (JSON.parse(submissionsText()) as { competition: { title: string; tags: string[] }; uploads: string[] }[]).find(
    (s) => s.competition.title === asked.title,
  )!;
  expect(revised.competition.tags).toEqual(['esai', 'nasional', 'resmi']);
  expect(revised.uploads).toHaveLength(1);
  expect(revised.uploads).not.toEqual(oldPoster);
  expect(uploads()).not.toContain(oldPoster[0]!.slice('/unggahan/'.length));
  await admin.reload();
  await expect(queueItem(admin, asked.title).getByText('Jawaban penyelenggara: Penyelenggara mengubah isian kiriman.')).toBeVisible();
  // Each form page opens only for the state it serves; another state, or a token that opens nothing, is not found.
  for (const url of [
    `${asked.statusUrl}/ubah`,
    `${asked.statusUrl}/kirim-ulang`,
    `${rejected.statusUrl}/ubah`,
    `${rejected.statusUrl}/koreksi`,
    `${base}/kiriman/bukan-token`,
    `${base}/kiriman/bukan-token/kirim-ulang`,
  ]) {
    expect((await api.get(url)).status(), url).toBe(404);
  }
  await api.dispose();
});

test('an organiser never loses a submission: a used or old challenge is replaced by itself, no reload', async ({ browser }) => {
  const title = `Lomba Tanpa Muat Ulang ${Date.now().toString(36)}`;
  const address = '10.26.5.1';
  // A challenge already used (its first use was a refused form): the page is handed it first, as a tab left open
  // would still hold one.
  const api = await playwrightRequest.newContext({ extraHTTPHeaders: { origin: base, 'x-forwarded-for': address } });
  const used = await (await api.get(`${base}/api/kiriman/tantangan`)).json();
  const { solveChallenge } = await import('altcha-lib/v1');
  const number = (await solveChallenge(used.challenge, used.salt, used.algorithm, used.maxnumber).promise)!.number;
  const payload = Buffer.from(JSON.stringify({ ...used, number, maxnumber: undefined, lifetimeMs: undefined })).toString('base64');
  const first = await api.post(`${base}/api/kiriman`, {
    multipart: submissionForm({ ...sampleFields(title), title: '', altcha: payload }),
  });
  expect(first.status()).toBe(422);

  const page = await phone(browser, address);
  await page.clock.install();
  let challenges = 0;
  await page.route('**/api/kiriman/tantangan', (route) => (challenges++ === 0 ? route.fulfill({ json: used }) : route.continue()));
  const posts: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/kiriman') && res.request().method() === 'POST') posts.push(res.status());
  });
  await page.goto(`${base}/kirim-lomba`);
  const f = sampleFields(title, { email: 'salah@panitia.tset' });
  await expect(page.getByText('Kolom bertanda wajib harus diisi.')).toBeVisible();
  await page.getByLabel('Nama Anda').fill(f.name as string);
  await page.getByLabel('Email').fill(f.email as string);
  await page.getByLabel('Organisasi / penyelenggara').fill(f.organisation as string);
  // A poster is checked when chosen: a text file is named at once, and a good one replaces it.
  const posterInput = page.getByLabel('Unggah poster');
  await posterInput.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan poster') });
  await expect(page.getByText('File bukan gambar JPEG, PNG, atau WebP.')).toBeVisible();
  await expect(posterInput).toHaveAttribute('aria-invalid', 'true');
  await posterInput.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await makePoster() });
  await expect(page.getByText('1 poster dipilih dan siap dikirim.')).toBeVisible();
  await expect(page.getByText('File bukan gambar JPEG, PNG, atau WebP.')).toHaveCount(0);
  await page.getByLabel('Judul', { exact: true }).fill(title);
  await page.getByLabel('Tanggal pendaftaran dibuka').fill(f.registration_start as string);
  await page.getByLabel('Tanggal pendaftaran ditutup').fill(f.registration_end as string);
  await page.getByRole('checkbox', { name: 'SMA' }).check();
  // The facts students filter by, as the admin editor asks them.
  await page.getByRole('radio', { name: 'Berbayar' }).check();
  await page.getByLabel('Jumlah biaya').fill('Rp 25.000');
  await page.getByLabel('Total hadiah').fill('5.000.000');
  await page.getByLabel('Pelaksanaan').selectOption('offline');
  await page.getByLabel('Kota').fill('Bandung');
  await page.getByLabel('Provinsi').selectOption('Jawa Barat');
  // The used challenge is refused by the server; a new one is solved and the form sent again, by itself. The form
  // is then refused for its own fields, and focus goes to the first one in error.
  await page.getByRole('button', { name: 'Kirim Lomba' }).click();
  const description = page.getByLabel('Deskripsi', { exact: true });
  await expect(description).toBeFocused({ timeout: 30_000 });
  expect(posts).toEqual([403, 422]);
  // No anti-spam error is shown (the note for a browser without JavaScript is in the page, hidden).
  await expect(page.getByText('anti-spam').filter({ visible: true })).toHaveCount(0);
  await description.fill(f.description as string);
  // Eleven minutes later (lunch): the solution prepared meanwhile is too old, and a new one is fetched before sending.
  const before = challenges;
  await page.clock.fastForward('11:00');
  await page.getByRole('button', { name: 'Kirim Lomba' }).click();
  await expect(page.getByRole('heading', { name: 'Kiriman diterima' })).toBeVisible({ timeout: 30_000 });
  expect(challenges).toBeGreaterThan(before);
  expect(posts).toEqual([403, 422, 201]);
  const stored = (JSON.parse(submissionsText()) as { competition: Record<string, unknown> }[]).find((s) => s.competition.title === title)!;
  expect(stored.competition).toMatchObject({
    fee: { type: 'paid', amount: 25_000 },
    prize: { total: 5_000_000 },
    mode: 'offline',
    location: { city: 'Bandung', province: 'Jawa Barat' },
  });

  // A mistyped address: the status page says where the link went and sends it again to the right one.
  await expect(page.getByText('Tautan konfirmasi dikirim ke salah@panitia.tset.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: /\/kiriman\// }).click();
  await expect(page.getByText('Tautan konfirmasi dikirim ke', { exact: false })).toContainText('salah@panitia.tset');
  await page.getByLabel('Alamat email yang benar').fill('benar@panitia.test');
  await page.getByRole('button', { name: 'Perbaiki alamat dan kirim ulang' }).click();
  await expect(page.getByText('Email konfirmasi dikirim ulang ke benar@panitia.test.')).toBeVisible();
  const mail = await smtp.waitFor((m) => m.to === 'benar@panitia.test' && m.text.includes(title));
  expect(mail.subject).toBe('Konfirmasi kiriman lomba - InfoLomba');
  await page.goto(/http:\/\/\S+\?konfirmasi=\S+/.exec(mail.text)![0]);
  await page.getByRole('button', { name: 'Konfirmasi email' }).click();
  await expect(page.getByText('Email dikonfirmasi', { exact: true })).toBeVisible();
  await api.dispose();
});

async function submitViaApi(api: APIRequestContext, title: string) {
  const res = await api.post(`${base}/api/kiriman`, {
    multipart: submissionForm({ ...sampleFields(title), altcha: await solvedChallenge(api, base) }, [
      { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await makePoster('jpeg') },
    ]),
  });
  expect(res.status(), await res.text()).toBe(201);
  const { statusUrl } = (await res.json()) as { statusUrl: string };
  const link = new URL(await confirmationLink(title));
  const confirmed = await api.post(`${base}/api/kiriman/status`, {
    data: { action: 'confirm', token: link.pathname.split('/').at(-1), confirm: link.searchParams.get('konfirmasi') },
  });
  expect(confirmed.status()).toBe(200);
  return { title, statusUrl };
}

test('the AI fills the form from the chosen poster, and the organiser corrects it', async ({ browser }) => {
  const page = await phone(browser, '10.26.4.1');
  await page.goto(`${base}/kirim-lomba`);
  await page.getByLabel('Unggah poster').setInputFiles({ name: 'poster.jpg', mimeType: 'image/jpeg', buffer: await makePoster('jpeg') });
  await page.getByRole('button', { name: 'Isi otomatis dari poster' }).click();
  await expect(page.getByText('Formulir diisi dari poster. Periksa dan perbaiki sebelum mengirim.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Judul', { exact: true })).toHaveValue('Lomba Esai Nasional Hari Pendidikan 2099');
  await expect(page.getByLabel('Tanggal pendaftaran ditutup')).toHaveValue('2099-02-20');
  await expect(page.getByRole('checkbox', { name: 'MAHASISWA' })).toBeChecked();
  await expect(page.getByLabel('Link pendaftaran')).toHaveValue('https://daftar.example/esai-2099');
  expect(gemini.requests).toHaveLength(1);
  // Corrected by the organiser before sending: the field is an ordinary input.
  await page.getByLabel('Judul', { exact: true }).fill('Lomba Esai Nasional 2099');
  await expect(page.getByLabel('Judul', { exact: true })).toHaveValue('Lomba Esai Nasional 2099');

  // What is kept about organisers, why and how long, in the privacy policy.
  await page.goto(`${base}/privacy-policy`);
  await expect(page.getByRole('heading', { name: 'Data penyelenggara yang mengirim lomba' })).toBeVisible();
  await expect(page.getByText('Kiriman yang emailnya tidak dikonfirmasi dihapus setelah 7 hari.', { exact: false })).toBeVisible();
});

test('abuse is refused with a clear message and changes nothing', async () => {
  const at = async (address: string) => playwrightRequest.newContext({ extraHTTPHeaders: { origin: base, 'x-forwarded-for': address } });
  const api = await at('10.26.3.1');
  const good = await makePoster('jpeg');
  const before = { files: uploads(), text: submissionsText() };
  const post = async (
    fields: Record<string, string | string[]>,
    files = [{ name: 'p.jpg', mimeType: 'image/jpeg', buffer: good }],
    ctx = api,
  ) => {
    const res = await ctx.post(`${base}/api/kiriman`, { multipart: submissionForm(fields, files) });
    return { status: res.status(), body: (await res.json()) as { error: string; fields?: Record<string, string> } };
  };
  const title = `Lomba Curang ${Date.now().toString(36)}`;
  // Its own e-mail address: the per-e-mail limit counts the other tests' submissions too.
  const fields = (extra: Record<string, string> = {}) => sampleFields(title, { email: 'curang@panitia.test', ...extra });

  // No solved challenge.
  expect(await post(fields())).toEqual({
    status: 403,
    body: { error: 'Verifikasi anti-spam belum selesai. Tekan Kirim sekali lagi; isian Anda tetap ada.', code: 'challenge' },
  });
  // A challenge used once already (the first use fails on its fields, and still uses it up).
  const once = await solvedChallenge(api, base);
  expect((await post({ ...fields(), title: '', altcha: once })).status).toBe(422);
  expect(await post({ ...fields(), altcha: once })).toEqual({
    status: 403,
    body: { error: 'Verifikasi anti-spam ini sudah dipakai.', code: 'challenge' },
  });
  // The honeypot filled.
  expect(await post({ ...fields(), website: 'https://spam.example', altcha: await solvedChallenge(api, base) })).toEqual({
    status: 422,
    body: { error: 'Kiriman ditolak karena terdeteksi sebagai spam.' },
  });
  // A text file named .png and sent as image/png.
  const fake = await post({ ...fields(), altcha: await solvedChallenge(api, base) }, [
    { name: 'poster.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar, hanya teks yang mengaku PNG\n'.repeat(50)) },
  ]);
  expect(fake).toEqual({
    status: 422,
    body: { error: 'Periksa kembali isian yang ditandai.', fields: { posters: 'File bukan gambar JPEG, PNG, atau WebP.' } },
  });
  // 50 MB: refused from its declared length, before it is read.
  const huge = await post({ ...fields(), altcha: await solvedChallenge(api, base) }, [
    { name: 'besar.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(50 * 1024 * 1024, 1) },
  ]);
  expect(huge).toEqual({ status: 413, body: { error: 'Kiriman terlalu besar: poster paling besar 5 MB per file, paling banyak 3 file.' } });
  expect({ files: uploads(), text: submissionsText() }).toEqual(before);

  // Rate limit: refused forms do not count against an organiser's five an hour. Three refused, then five accepted
  // from the same address and e-mail; the sixth accepted one is refused.
  const flood = await at('10.26.3.2');
  const statuses: number[] = [];
  const banjir = (extra: Record<string, string>) => ({ ...fields(), email: 'banjir@panitia.test', ...extra });
  for (let i = 0; i < 3; i++)
    statuses.push((await post(banjir({ title: '', altcha: await solvedChallenge(flood, base) }), [], flood)).status);
  for (let i = 0; i < 5; i++)
    statuses.push((await post(banjir({ title: `${title} ${i}`, altcha: await solvedChallenge(flood, base) }), [], flood)).status);
  expect(statuses).toEqual([422, 422, 422, 201, 201, 201, 201, 201]);
  const limited = await post(banjir({ altcha: await solvedChallenge(flood, base) }), [], flood);
  expect(limited).toEqual({ status: 429, body: { error: 'Terlalu banyak kiriman dari Anda. Coba lagi dalam satu jam.' } });
  await api.dispose();
  await flood.dispose();
});
