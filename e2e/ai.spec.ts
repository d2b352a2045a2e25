import { copyFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { type APIRequestContext, expect, type Locator, type Page, request as newRequest, test } from '@playwright/test';
import { type FakeGemini, startFakeGemini } from './fakes/gemini';
import { loginAsAdmin, sameOrigin } from './support/admin-api';
import { ADMIN, E2E_DIR, MAIN_DATA, serverEnv } from './support/env.mjs';
import { freePort, type NextServer, startNextServer } from './support/next-server';
import { failOnCspViolations } from './support/csp';

// Pages, the admin, the contact page and the AI stream all run under the Content-Security-Policy.
failOnCspViolations(test);

// The AI generator end to end: the real route and Gemini adapter against the fake Gemini, posters from a small
// image server on 127.0.0.1 that the test lets through AI_FETCH_ALLOW_HOSTS (production never sets it).
// The 100 MB total (a running byte count over all images, declared length or not) is covered by the unit tests
// in lib/net/safe-fetch.test.ts and lib/ai/extract.test.ts; serving 100 MB here would only slow the run down.

const AI_DATA = `${E2E_DIR}/ai-data.json`;
const RUN = `zai${Date.now().toString(36)}`;
const AI_FAILURE = 'Gagal mendapatkan data dari AI. Pastikan URL thumbnail valid dan API key Anda benar.';
const NOT_CONFIGURED = 'Generator AI belum dikonfigurasi. Isi GEMINI_API_KEY di lingkungan server untuk mengaktifkannya.';
const PRIVATE = /adalah alamat jaringan lokal atau privat dan tidak boleh diakses server\.$/;

/** CRC-32 as PNG chunks need it. */
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A small valid RGB PNG: a vertical gradient between two colours with a light band, like a poster. */
function posterPng(top: [number, number, number], bottom: [number, number, number], width = 90, height = 120): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    const band = y > height * 0.55 && y < height * 0.7;
    for (let x = 0; x < width; x++) {
      const at = y * stride + 1 + x * 3;
      for (let i = 0; i < 3; i++) raw[at + i] = band && x > 10 && x < width - 10 ? 245 : Math.round(top[i]! * (1 - t) + bottom[i]! * t);
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const POSTER_1 = posterPng([37, 82, 224], [15, 23, 42]);
const POSTER_2 = posterPng([234, 88, 12], [120, 20, 60]);

type PosterServer = { origin: string; port: number; paths: string[]; close: () => Promise<void> };

/** Two PNG posters (`?tunda=ms` delays the answer), a text file, and a redirect to a private address. */
async function startPosterServer(): Promise<PosterServer> {
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://poster');
    paths.push(url.pathname);
    const delay = Math.min(Number(url.searchParams.get('tunda')) || 0, 5_000);
    setTimeout(() => {
      const image = url.pathname === '/poster-1.png' ? POSTER_1 : url.pathname === '/poster-2.png' ? POSTER_2 : null;
      if (image) {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length });
        res.end(image);
      } else if (url.pathname === '/catatan.txt') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Bukan poster.');
      } else if (url.pathname === '/ke-privat') {
        res.writeHead(302, { location: 'http://192.168.1.1/poster.png' });
        res.end();
      } else {
        res.writeHead(404).end();
      }
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type GeminiBody = {
  contents: { role: string; parts: { text?: string; inlineData?: { mimeType: string; data: string } }[] }[];
  generationConfig?: {
    responseMimeType?: string;
    responseJsonSchema?: { type?: string; properties?: { data?: { type?: string; items?: { properties?: Record<string, unknown> } } } };
    thinkingConfig?: { thinkingBudget?: number };
  };
  tools?: unknown[];
};

const bodyOf = (gemini: FakeGemini, i: number) => gemini.requests[i]!.body as GeminiBody;
const imagesOf = (body: GeminiBody) => body.contents.flatMap((c) => c.parts).flatMap((p) => (p.inlineData ? [p.inlineData] : []));
const textOf = (body: GeminiBody) =>
  body.contents
    .flatMap((c) => c.parts)
    .map((p) => p.text ?? '')
    .join('\n');

let gemini: FakeGemini;
let posters: PosterServer;
let server: NextServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  copyFileSync(MAIN_DATA, AI_DATA);
  gemini = await startFakeGemini();
  posters = await startPosterServer();
  const port = await freePort();
  server = await startNextServer(
    'ai',
    serverEnv({
      DATA_FILE: AI_DATA,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      GEMINI_API_KEY: gemini.apiKey,
      GEMINI_API_URL: gemini.url,
      AI_FETCH_ALLOW_HOSTS: `127.0.0.1:${posters.port}`,
    }),
    port,
  );
});

test.afterAll(async () => {
  await server?.close();
  await posters?.close();
  await gemini?.close();
});

test.beforeEach(() => {
  gemini.reset();
  posters.paths.length = 0;
});

async function login(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

async function openGenerator(page: Page) {
  await login(page, server.url);
  await page.goto(`${server.url}/admin`);
  const generator = page.getByRole('region', { name: 'Generator AI' });
  await expect(generator).toBeVisible();
  return generator;
}

// getByLabel would also match the row's remove button, "Hapus URL thumbnail N".
const urlField = (generator: Locator, n: number) => generator.getByRole('textbox', { name: `URL thumbnail ${n}`, exact: true });
const resultsOf = (page: Page) => page.getByRole('region', { name: 'Hasil AI' });
const card = (page: Page, title: string) => resultsOf(page).getByRole('article', { name: title, exact: true });

test('generates from two posters, shows progress, and an edited result is saved and published', async ({ page }) => {
  const generator = await openGenerator(page);
  const generate = generator.getByRole('button', { name: 'Generate dengan AI' });
  await expect(generate).toBeDisabled();

  // One URL row has no remove button; more rows each have one.
  await expect(generator.getByRole('button', { name: /^Hapus URL thumbnail/ })).toHaveCount(0);
  const first = `${posters.origin}/poster-1.png?tunda=1500`;
  const second = `${posters.origin}/poster-2.png`;
  await urlField(generator, 1).fill(first);
  await expect(generate).toBeEnabled();
  await generator.getByRole('button', { name: 'Tambah URL' }).click();
  await expect(urlField(generator, 2)).toBeFocused();
  await urlField(generator, 2).fill(second);
  await generator.getByRole('button', { name: 'Tambah URL' }).click();
  await expect(generator.getByRole('button', { name: /^Hapus URL thumbnail/ })).toHaveCount(3);
  await generator.getByRole('button', { name: 'Hapus URL thumbnail 3' }).click();
  await expect(urlField(generator, 3)).toHaveCount(0);
  await expect(generator.getByText('Kosongkan agar AI juga mencari lomba terbaru di internet selain membaca poster.')).toBeVisible();

  const esai = `Lomba Esai Nasional ${RUN}`;
  const poster = `Lomba Desain Poster Digital ${RUN}`;
  gemini.queue(
    { text: `1. ${esai}, pendaftaran 2099-01-10 sampai 2099-12-30.`, delayMs: 2_500 },
    {
      json: {
        data: [
          {
            title: esai,
            description: 'Lomba esai untuk pelajar SMA dan mahasiswa.\nDaftar: https://example.com/esai',
            thumbnails: [],
            tags: ['esai', '#Nasional', 'Gratis', 'online', 'menulis'],
            categories: ['SMA', 'MAHASISWA'],
            registration: { start: '2099-01-10', end: '2099-12-30' },
          },
          {
            title: poster,
            description: 'Lomba desain poster digital.',
            thumbnails: [second],
            tags: ['desain', 'poster'],
            categories: ['UMUM'],
            registration: { start: '2099-02-01', end: '2099-03-01' },
          },
        ],
      },
      delayMs: 2_500,
    },
  );
  await generate.click();

  const busy = generator.getByRole('button', { name: 'Memproses...' });
  await expect(busy).toBeDisabled();
  const status = generator.getByRole('status');
  await expect(status).toContainText('Mengambil gambar 1 dari 2...');
  await expect(status).toContainText('Mencari lomba terbaru...');
  await expect(status).toContainText(/[1-9]\d* detik/);
  await expect(status).toContainText('Meminta AI membaca poster...');
  await generator.screenshot({ path: test.info().outputPath('ai-generator-progress.png') });

  await expect(card(page, esai)).toBeVisible({ timeout: 20_000 });
  await expect(generate).toBeEnabled();
  await expect(status).toHaveText(/^Selesai dalam \d+ detik: 2 lomba ditemukan\./);
  await expect(card(page, poster)).toBeVisible();
  await expect(resultsOf(page).getByRole('article')).toHaveCount(2);

  // Three tags, then an ellipsis when there are more.
  const esaiCard = card(page, esai);
  await expect(esaiCard.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['#esai', '#nasional', '#gratis', /^…/]);
  await expect(esaiCard.getByText('…', { exact: true })).toBeVisible();
  await expect(card(page, poster).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['#desain', '#poster']);
  // The card's poster is the first thumbnail: the first entered URL when the AI names none.
  await expect(esaiCard.locator('img')).toHaveAttribute('src', first);
  await expect(card(page, poster).locator('img')).toHaveAttribute('src', second);
  await expect.poll(() => esaiCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The generators and the results grid, for a person to look at (test-results/…/ai-generator-results.png).
  await generator.locator('xpath=..').screenshot({ path: test.info().outputPath('ai-generator-results.png') });

  // What Gemini received: a search call with tools, then the structured call without; both with the two posters inline.
  expect(gemini.requests).toHaveLength(2);
  const [search, structured] = [bodyOf(gemini, 0), bodyOf(gemini, 1)];
  for (const [i, body] of [search, structured].entries()) {
    expect(gemini.requests[i]!.model).toBe('gemini-2.5-flash');
    expect(imagesOf(body)).toEqual([
      { mimeType: 'image/png', data: POSTER_1.toString('base64') },
      { mimeType: 'image/png', data: POSTER_2.toString('base64') },
    ]);
    expect(body.generationConfig?.thinkingConfig?.thinkingBudget).toBe(-1);
  }
  expect(search.tools).toEqual([{ googleSearch: {} }, { urlContext: {} }]);
  expect(search.generationConfig?.responseJsonSchema).toBeUndefined();
  expect(structured.tools).toBeUndefined();
  expect(structured.generationConfig?.responseMimeType).toBe('application/json');
  const schema = structured.generationConfig?.responseJsonSchema;
  expect(schema?.type).toBe('object');
  expect(schema?.properties?.data?.type).toBe('array');
  expect(Object.keys(schema?.properties?.data?.items?.properties ?? {}).sort()).toEqual(
    [
      'categories',
      'description',
      'registration',
      'tags',
      'thumbnails',
      'title',
      'fee',
      'prize',
      'mode',
      'location',
      'organizer',
      'registration_url',
      'guidebook_url',
      'stages',
    ].sort(),
  );
  expect(textOf(structured)).toContain(esai); // the search notes reach the structured call

  // Edit & Tambah opens the editor as a new competition, prefilled; saving takes the result off the grid.
  await esaiCard.getByRole('button', { name: 'Edit & Tambah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Lomba Baru' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Judul')).toHaveValue(esai);
  await expect(dialog.getByLabel('Deskripsi')).toHaveValue('Lomba esai untuk pelajar SMA dan mahasiswa.\nDaftar: https://example.com/esai');
  await expect(dialog.getByLabel('Pendaftaran Ditutup', { exact: true })).toHaveValue('2099-12-30');
  await expect(dialog.getByRole('checkbox', { name: 'SMA', exact: true })).toBeChecked();
  const edited = `Lomba Esai Nasional Pelajar ${RUN}`;
  await dialog.getByLabel('Judul').fill(edited);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, esai)).toHaveCount(0);
  await expect(card(page, poster)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: edited, exact: true })).toBeVisible();

  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { name: edited, exact: true }).first()).toBeVisible();
  await page.goto(`${server.url}/search?q=${RUN}`);
  await expect(page.getByText('1 lomba ditemukan.')).toBeVisible();
  await expect(page.getByRole('heading', { name: edited, exact: true })).toBeVisible();
});

test('with a prompt and "Use 2.5 Pro?": one call to gemini-2.5-pro without tools; a non-image is listed as skipped', async ({ page }) => {
  const generator = await openGenerator(page);
  await urlField(generator, 1).fill(`${posters.origin}/poster-2.png`);
  await generator.getByRole('button', { name: 'Tambah URL' }).click();
  await urlField(generator, 2).fill(`${posters.origin}/catatan.txt`);
  await generator.getByLabel('Prompt (opsional)').fill('Ambil semua lomba dari poster ini.');
  await generator.getByRole('checkbox', { name: 'Use 2.5 Pro?' }).check();
  await generator.getByRole('button', { name: 'Generate dengan AI' }).click();

  await expect(card(page, 'Lomba Esai Nasional Hari Pendidikan 2099')).toBeVisible({ timeout: 20_000 });
  await expect(card(page, 'Olimpiade Matematika Pelajar 2099')).toBeVisible();
  await expect(generator.getByText('Gambar yang dilewati:')).toBeVisible();
  await expect(generator.getByRole('listitem').filter({ hasText: 'catatan.txt' })).toContainText(
    'Bukan file gambar (Content-Type: text/plain).',
  );

  expect(gemini.requests).toHaveLength(1);
  expect(gemini.requests[0]!.model).toBe('gemini-2.5-pro');
  const body = bodyOf(gemini, 0);
  expect(body.tools).toBeUndefined();
  expect(body.generationConfig?.thinkingConfig?.thinkingBudget).toBe(-1);
  expect(imagesOf(body)).toEqual([{ mimeType: 'image/png', data: POSTER_2.toString('base64') }]);
  expect(textOf(body)).toContain('Ambil semua lomba dari poster ini.');
});

test('a malformed JSON answer shows the AI failure message', async ({ page }) => {
  const generator = await openGenerator(page);
  await urlField(generator, 1).fill(`${posters.origin}/poster-1.png`);
  await generator.getByLabel('Prompt (opsional)').fill('Ambil lomba dari poster.');
  gemini.queue({ text: '{"data": [{"title": "Lomba Terpotong' });
  await generator.getByRole('button', { name: 'Generate dengan AI' }).click();
  const alert = generator.getByRole('alert');
  await expect(alert).toContainText(AI_FAILURE, { timeout: 20_000 });
  await expect(alert).toContainText('JSON dari AI tidak valid');
  await expect(resultsOf(page)).toHaveCount(0);
  await expect(generator.getByRole('button', { name: 'Generate dengan AI' })).toBeEnabled();
  expect(gemini.requests).toHaveLength(1);
});

test.describe('poster URLs the server refuses to fetch', () => {
  let api: APIRequestContext;

  test.beforeAll(async () => {
    api = await newRequest.newContext(sameOrigin(server.url));
    await loginAsAdmin(api, server.url);
  });
  test.afterAll(async () => {
    await api?.dispose();
  });

  /** Each refused URL with the reason it must be skipped for. */
  const refused = async (): Promise<[string, string | RegExp][]> => {
    const closed = await freePort(); // 127.0.0.1, but not the allow-listed port
    return [
      [
        `http://127.0.0.1:${closed}/poster.png`,
        `Alamat 127.0.0.1 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.`,
      ],
      [`http://localhost:${posters.port}/poster-1.png`, PRIVATE],
      [`http://[::1]:${posters.port}/poster-1.png`, 'Alamat ::1 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.'],
      ['http://10.0.0.1/poster.png', 'Alamat 10.0.0.1 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.'],
      [
        'http://169.254.169.254/latest/meta-data/',
        'Alamat 169.254.169.254 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.',
      ],
      ['file:///etc/passwd', 'Protokol file tidak diizinkan; hanya http dan https.'],
      [`${posters.origin}/ke-privat`, 'Alamat 192.168.1.1 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.'],
      [`${posters.origin}/catatan.txt`, 'Bukan file gambar (Content-Type: text/plain).'],
    ];
  };

  test('only refused URLs: 422 with every reason, and Gemini is never called', async () => {
    const cases = await refused();
    const res = await api.post(`${server.url}/api/ai/extract`, { data: { urls: cases.map(([url]) => url), prompt: 'x' } });
    expect(res.status()).toBe(422);
    const { error } = (await res.json()) as { error: string };
    expect(error).toContain('Tidak ada gambar poster yang dapat diambil.');
    for (const [url] of cases) expect(error).toContain(url);
    expect(gemini.requests).toHaveLength(0);
    // The test server saw only the redirect and the text file; nothing reached a refused address.
    expect(posters.paths.sort()).toEqual(['/catatan.txt', '/ke-privat']);
  });

  test('mixed with one good poster: each refused URL is skipped with its reason and Gemini gets only the good image', async () => {
    const cases = await refused();
    const good = `${posters.origin}/poster-1.png`;
    const res = await api.post(`${server.url}/api/ai/extract`, { data: { urls: [...cases.map(([url]) => url), good], prompt: 'x' } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { items: { thumbnails: string[] }[]; skipped: { url: string; reason: string }[] };
    expect(body.skipped.map((s) => s.url)).toEqual(cases.map(([url]) => url));
    for (const [url, reason] of cases) {
      const skip = body.skipped.find((s) => s.url === url)!;
      if (typeof reason === 'string') expect(skip.reason, url).toBe(reason);
      else expect(skip.reason, url).toMatch(reason);
    }
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0]!.thumbnails).toEqual([good]);
    expect(gemini.requests).toHaveLength(1);
    expect(imagesOf(bodyOf(gemini, 0))).toEqual([{ mimeType: 'image/png', data: POSTER_1.toString('base64') }]);
  });
});

test('without GEMINI_API_KEY the generator is shown disabled with what to configure', async ({ page, baseURL }) => {
  await login(page, baseURL!);
  const generator = page.getByRole('region', { name: 'Generator AI' });
  await expect(generator.getByText(NOT_CONFIGURED)).toBeVisible();
  await generator.screenshot({ path: test.info().outputPath('ai-generator-disabled.png') });
  await expect(urlField(generator, 1)).toBeDisabled();
  await expect(generator.getByRole('button', { name: 'Generate dengan AI' })).toBeDisabled();
  const res = await page.request.post(`${baseURL}/api/ai/extract`, {
    data: { urls: ['https://example.com/poster.png'] },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(503);
  expect(((await res.json()) as { error: string }).error).toBe(NOT_CONFIGURED);
});
