import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '@/e2e/fakes/gemini';
import { CATEGORIES } from '@/lib/competitions/schema';
import { AI_FAILURE_MESSAGE, AiError, competitionsResponseSchema } from './gemini';
import { type ExtractDeps, NO_DATA_MESSAGE, NO_URL_MESSAGE, extractCompetitions } from './extract';

const POSTER_A = Buffer.from('89504e470d0a1a0a00000001', 'hex');
const POSTER_B = Buffer.from('ffd8ffe000104a4649460001', 'hex');
// 2025-07-01 20:00 UTC is already 2 July in Jakarta.
const NOW = Date.UTC(2025, 6, 1, 20, 0, 0);

let fake: FakeGemini;
let images: http.Server;
let origin = '';
let deps: ExtractDeps;

type Body = {
  contents: { role: string; parts: { text?: string; inlineData?: { mimeType: string; data: string } }[] }[];
  generationConfig?: { responseMimeType?: string; responseJsonSchema?: unknown; thinkingConfig?: { thinkingBudget?: number } };
  tools?: unknown[];
};
const bodyOf = (i: number) => fake.requests[i]!.body as Body;
const textOf = (b: Body) => b.contents[0]!.parts.map((p) => p.text ?? '').join('');

beforeAll(async () => {
  fake = await startFakeGemini();
  images = http.createServer((req, res) => {
    if (req.url === '/a.png') res.writeHead(200, { 'content-type': 'image/png' }).end(POSTER_A);
    else if (req.url === '/b.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(POSTER_B);
    else if (req.url === '/big.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(4096));
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>bukan gambar</p>');
  });
  await new Promise<void>((r) => images.listen(0, '127.0.0.1', r));
  const host = `127.0.0.1:${(images.address() as AddressInfo).port}`;
  origin = `http://${host}`;
  deps = { apiKey: fake.apiKey, baseUrl: fake.url, allowHosts: [host], now: () => NOW };
});

afterAll(async () => {
  await fake.close();
  images.closeAllConnections();
  await new Promise((r) => images.close(r));
});

beforeEach(() => fake.reset());

async function failure(run: Promise<unknown>): Promise<AiError> {
  const e = await run.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AiError);
  return e as AiError;
}

describe('competitionsResponseSchema', () => {
  it('is the Competition schema without id and published_date, wrapped as {data: [...]}, in plain JSON Schema', () => {
    const schema = competitionsResponseSchema() as {
      required: string[];
      properties: { data: { type: string; items: { properties: Record<string, { items?: { enum?: string[] } }> } } };
    };
    expect(schema.required).toEqual(['data']);
    expect(schema.properties.data.type).toBe('array');
    const props = schema.properties.data.items.properties;
    expect(Object.keys(props)).toEqual([
      'title',
      'description',
      'thumbnails',
      'tags',
      'categories',
      'registration',
      'fee',
      'prize',
      'mode',
      'location',
      'organizer',
      'registration_url',
      'guidebook_url',
      'stages',
    ]);
    expect(schema.required).toEqual(['data']);
    expect(props.categories!.items!.enum).toEqual([...CATEGORIES]);
    const text = JSON.stringify(schema);
    for (const banned of ['"$schema"', '"pattern"', '"anyOf"', '"const"', '"additionalProperties"', '"format"']) {
      expect(text).not.toContain(banned);
    }
  });
});

describe('extractCompetitions', () => {
  it('sends the posters inline with the prompt, the schema and automatic thinking, and fills the results', async () => {
    const res = await extractCompetitions(
      { urls: [` ${origin}/a.png `, '', `${origin}/b.jpg`], prompt: 'Ambil lomba dari poster ini.', usePro: false },
      deps,
    );
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.model).toBe('gemini-2.5-flash');
    expect(req.apiKey).toBe(fake.apiKey);
    const body = bodyOf(0);
    const parts = body.contents[0]!.parts;
    expect(parts.slice(0, 2).map((p) => p.inlineData)).toEqual([
      { mimeType: 'image/png', data: POSTER_A.toString('base64') },
      { mimeType: 'image/jpeg', data: POSTER_B.toString('base64') },
    ]);
    expect(textOf(body)).toContain('Ambil lomba dari poster ini.');
    expect(textOf(body)).toContain(`1. ${origin}/a.png`);
    expect(textOf(body)).toContain('- mode: Pelaksanaan lomba: "online" (daring)');
    expect(body.generationConfig?.responseMimeType).toBe('application/json');
    expect(body.generationConfig?.responseJsonSchema).toEqual(competitionsResponseSchema());
    expect(body.generationConfig?.thinkingConfig?.thinkingBudget).toBe(-1);
    expect(body.tools).toBeUndefined();

    expect(res.skipped).toEqual([]);
    expect(res.items).toHaveLength(2);
    const [first, second] = res.items;
    expect(first).toMatchObject({
      title: 'Lomba Esai Nasional Hari Pendidikan 2099',
      thumbnails: [`${origin}/a.png`],
      tags: ['esai', 'nasional', 'gratis'],
      categories: ['SMA', 'MAHASISWA'],
      registration: { start: '2099-01-10', end: '2099-02-20' },
      published_date: new Date(NOW).toISOString(),
    });
    expect(first).toMatchObject({
      fee: { type: 'free' },
      prize: { total: 15_000_000, text: 'Uang pembinaan, trofi, dan sertifikat' },
      mode: 'hybrid',
      location: { city: 'Yogyakarta', province: 'DI Yogyakarta' },
      organizer: 'Himpunan Mahasiswa Pendidikan Nusantara',
      registration_url: 'https://daftar.example/esai-2099',
      guidebook_url: 'https://drive.example/guidebook-esai-2099.pdf',
      stages: { submission_deadline: '2099-02-25', announcement: '2099-03-10', event_start: '2099-03-20', event_end: '2099-03-21' },
    });
    expect(first).not.toHaveProperty('verified_at');
    expect(second).toMatchObject({ categories: ['SD', 'SMP'], registration: { start: '2099-03-01', end: '2025-07-02' } });
    // Read as the data file is: the written amount and the province's short name understood, the broken link unknown.
    expect(second).toMatchObject({ fee: { type: 'paid', amount: 35_000 }, mode: 'online', location: { province: 'Jawa Barat' } });
    expect(second).not.toHaveProperty('registration_url');
    expect(second).not.toHaveProperty('prize');
    expect(new Set(res.items.map((i) => i.id)).size).toBe(2);
    expect(first!.id).not.toContain('-');
  });

  it('never takes a verification or save time from the model', async () => {
    fake.queue({ json: { data: [{ title: 'Lomba X', mode: 'offline', verified_at: '2099-01-01', updated_at: '2099-01-01T00:00:00Z' }] } });
    const res = await extractCompetitions({ urls: [`${origin}/a.png`], prompt: 'x', usePro: false }, deps);
    expect(res.items[0]).toMatchObject({ title: 'Lomba X', mode: 'offline' });
    expect(res.items[0]).not.toHaveProperty('verified_at');
    expect(res.items[0]).not.toHaveProperty('updated_at');
  });

  it('uses gemini-2.5-pro when asked', async () => {
    await extractCompetitions({ urls: [`${origin}/a.png`], prompt: 'x', usePro: true }, deps);
    expect(fake.requests.map((r) => r.model)).toEqual(['gemini-2.5-pro']);
  });

  it('without a prompt, searches first with tools and then asks for the schema without tools', async () => {
    const stages: string[] = [];
    const res = await extractCompetitions(
      { urls: [`${origin}/a.png`], prompt: '   ', usePro: false },
      { ...deps, onProgress: (p) => stages.push(p.stage) },
    );
    expect(fake.requests).toHaveLength(2);
    const search = bodyOf(0);
    expect(search.tools).toEqual([{ googleSearch: {} }, { urlContext: {} }]);
    expect(search.generationConfig?.responseJsonSchema).toBeUndefined();
    expect(search.generationConfig?.responseMimeType).toBeUndefined();
    expect(search.generationConfig?.thinkingConfig?.thinkingBudget).toBe(-1);
    expect(textOf(search)).toContain('2025-07-02');

    const structured = bodyOf(1);
    expect(structured.tools).toBeUndefined();
    expect(structured.generationConfig?.responseJsonSchema).toBeDefined();
    expect(structured.contents[0]!.parts[0]!.inlineData?.data).toBe(POSTER_A.toString('base64'));
    expect(textOf(structured)).toContain('sebanyak mungkin lomba');
    expect(textOf(structured)).toContain('Olimpiade Matematika Pelajar 2099, pendaftaran dibuka 2099-03-01');
    expect(res.items).toHaveLength(2);
    expect(stages).toEqual(['fetching', 'fetching', 'search', 'extract']);
  });

  it('fills the spec defaults for missing fields', async () => {
    fake.queue({
      json: { data: [{}, { title: '  ', categories: ['bukan'], tags: 'Sains, #Robotik', registration: { start: '2025-8-1' } }] },
    });
    const res = await extractCompetitions({ urls: [`${origin}/b.jpg`, `${origin}/a.png`], prompt: 'x', usePro: false }, deps);
    expect(res.items).toEqual([
      {
        id: String(NOW),
        title: 'Judul Lomba Belum Ada',
        description: 'Deskripsi lomba belum tersedia.',
        thumbnails: [`${origin}/b.jpg`],
        tags: [],
        categories: ['ALL'],
        registration: { start: '2025-07-02', end: '2025-07-02' },
        published_date: '2025-07-01T20:00:00.000Z',
      },
      {
        id: String(NOW + 1),
        title: 'Judul Lomba Belum Ada',
        description: 'Deskripsi lomba belum tersedia.',
        thumbnails: [`${origin}/b.jpg`],
        tags: ['sains', 'robotik'],
        categories: ['ALL'],
        registration: { start: '2025-08-01', end: '2025-07-02' },
        published_date: '2025-07-01T20:00:00.000Z',
      },
    ]);
  });

  it('keeps the thumbnails the model assigned and drops non-http ones', async () => {
    fake.queue({
      json: {
        data: [
          { title: 'A', thumbnails: [`${origin}/a.png`, 'javascript:alert(1)'] },
          { title: 'B', thumbnails: ['file:///x'] },
        ],
      },
    });
    const res = await extractCompetitions({ urls: [`${origin}/b.jpg`, `${origin}/a.png`], prompt: 'x', usePro: false }, deps);
    expect(res.items.map((i) => i.thumbnails)).toEqual([[`${origin}/a.png`], [`${origin}/b.jpg`]]);
  });

  it('answers the no-data message when the model returns no usable items', async () => {
    for (const json of [{ data: [] }, { data: ['teks', 42, null] }, { hasil: [] }]) {
      fake.queue({ json });
      const e = await failure(extractCompetitions({ urls: [`${origin}/a.png`], prompt: 'x', usePro: false }, deps));
      expect(e.message).toBe(NO_DATA_MESSAGE);
      expect(e.status).toBe(422);
    }
  });

  it.each([
    ['malformed JSON', { text: '{"data": [{"title": "Lomba' }, /JSON dari AI tidak valid/],
    [
      'an API error',
      { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } },
      /HTTP 500 INTERNAL: Internal error encountered\./,
    ],
    [
      'a quota error',
      { error: { code: 429, message: 'Resource has been exhausted', status: 'RESOURCE_EXHAUSTED' } },
      /HTTP 429 RESOURCE_EXHAUSTED/,
    ],
    ['a blocked prompt', { blocked: true as const }, /permintaan diblokir \(SAFETY\)/],
    ['a safety stop', { finishReason: 'SAFETY' }, /jawaban dihentikan \(SAFETY\)/],
    ['a truncated answer', { finishReason: 'MAX_TOKENS', text: '{"data": [' }, /jawaban dihentikan \(MAX_TOKENS\)/],
    ['an empty answer', { text: '' }, /AI tidak mengembalikan teks/],
  ])('turns %s into the AI failure message with status 502', async (_name, response, detail) => {
    fake.queue(response);
    const e = await failure(extractCompetitions({ urls: [`${origin}/a.png`], prompt: 'x', usePro: false }, deps));
    expect(e.status).toBe(502);
    expect(e.message.startsWith(`${AI_FAILURE_MESSAGE} (`)).toBe(true);
    expect(e.message).toMatch(detail);
  });

  it('reports a wrong API key as an AI failure', async () => {
    const e = await failure(extractCompetitions({ urls: [`${origin}/a.png`], prompt: 'x', usePro: false }, { ...deps, apiKey: 'salah' }));
    expect(e.status).toBe(502);
    expect(e.message).toMatch(/API key not valid/);
  });

  it('stops after a failed search stage', async () => {
    fake.queue({ error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } });
    const e = await failure(extractCompetitions({ urls: [`${origin}/a.png`], usePro: false }, deps));
    expect(e.message).toMatch(/tahap pencarian: HTTP 503/);
    expect(fake.requests).toHaveLength(1);
  });

  it('requires at least one non-blank URL and calls nothing', async () => {
    for (const urls of [[], ['', '   ']]) {
      const e = await failure(extractCompetitions({ urls, usePro: false }, deps));
      expect(e.message).toBe(NO_URL_MESSAGE);
      expect(e.status).toBe(400);
    }
    expect(fake.requests).toEqual([]);
  });

  it('sends nothing about refused posters and skips them with a reason', async () => {
    const res = await extractCompetitions(
      { urls: [`${origin}/a.png`, 'http://10.0.0.1/poster.png', `${origin}/page.html`], prompt: 'x', usePro: false },
      deps,
    );
    expect(res.skipped.map((s) => s.url)).toEqual(['http://10.0.0.1/poster.png', `${origin}/page.html`]);
    const body = bodyOf(0);
    expect(body.contents[0]!.parts.filter((p) => p.inlineData)).toHaveLength(1);
    expect(textOf(body)).not.toContain('10.0.0.1');
    expect(textOf(body)).not.toContain('page.html');
  });

  it('does not call the model when every poster is refused', async () => {
    const urls = [
      'http://127.0.0.1/a.png',
      'http://localhost/a.png',
      'http://[::1]/a.png',
      'http://10.0.0.1/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      `${origin}/page.html`,
    ];
    const e = await failure(extractCompetitions({ urls, prompt: 'x', usePro: false }, deps));
    expect(e.status).toBe(422);
    expect(e.message).toMatch(/^Tidak ada gambar poster yang dapat diambil\./);
    expect(e.message).toContain('http://169.254.169.254/latest/meta-data/: Alamat 169.254.169.254 adalah alamat jaringan lokal');
    expect(fake.requests).toEqual([]);
  });

  it('stops the whole generation when the posters pass the size limit', async () => {
    const e = await failure(
      extractCompetitions({ urls: [`${origin}/a.png`, `${origin}/big.jpg`], prompt: 'x', usePro: false }, { ...deps, maxTotalBytes: 4096 }),
    );
    expect(e.message).toBe('Ukuran total file melebihi batas maksimal 100MB untuk AI.');
    expect(e.status).toBe(422);
    expect(fake.requests).toEqual([]);
  });
});
