// The admin write routes end to end on a temporary local data file; only the session lookup is replaced.
import { readFile, writeFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth/session';
import type { Competition, CompetitionInput } from '@/lib/competitions/schema';
import { competitionVersion } from '@/lib/competitions/version';
import { ADMIN as admin, sampleInput, tempLocalDataFile } from '@/testing/routes';

const auth = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('@/lib/auth/session', () => ({
  getSessionUser: async () => auth.user,
  isAdmin: (u: SessionUser | null) => u?.role === 'admin',
}));

const visitor: SessionUser = { name: 'Siti', email: 'siti@gmail.com', image: '/a.svg', role: 'user', provider: 'google' };

const input = (title: string): CompetitionInput => sampleInput(title);
const seed: Competition = { id: '100', ...input('Lomba Awal') };

const data = tempLocalDataFile('routes-');
let file: string;
let list: typeof import('@/app/api/competitions/route');
let one: typeof import('@/app/api/competitions/[id]/route');

const BASE = 'http://127.0.0.1:3000/api/competitions';
// What a browser sends with a fetch from the site's own page (writes refuse anything else).
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const json = (method: string, url: string, body: unknown) =>
  new Request(url, {
    method,
    headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const deleteRequest = (url: string) => new Request(url, { method: 'DELETE', headers: SAME_ORIGIN });
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const fileItems = async (): Promise<Competition[]> => JSON.parse(await readFile(file, 'utf8'));

beforeAll(async () => {
  ({ file } = data);
  list = await import('@/app/api/competitions/route');
  one = await import('@/app/api/competitions/[id]/route');
});

beforeEach(async () => {
  await writeFile(file, JSON.stringify([seed], null, 2) + '\n');
  auth.user = admin;
  const { reloadCatalog } = await import('@/lib/data/catalog');
  await reloadCatalog();
});

describe('refusals', () => {
  const calls = () => [
    () => list.POST(json('POST', BASE, input('X')), undefined),
    () => one.PUT(json('PUT', `${BASE}/100`, { competition: input('X'), baseVersion: competitionVersion(seed) }), ctx('100')),
    () => one.DELETE(deleteRequest(`${BASE}/100?version=${competitionVersion(seed)}`), ctx('100')),
    () => list.GET(new Request(`${BASE}?fresh=1`)),
  ];

  it('signed out: 401 on every write route and the file is unchanged', async () => {
    auth.user = null;
    const before = await readFile(file);
    for (const call of calls()) {
      const res = await call();
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Silakan login sebagai admin.' });
    }
    expect(await readFile(file)).toEqual(before);
  });

  it('signed in but not an admin: 403 and the file is unchanged', async () => {
    auth.user = visitor;
    const before = await readFile(file);
    for (const call of calls()) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Akun ini bukan admin.' });
    }
    expect(await readFile(file)).toEqual(before);
  });

  it('bad bodies get a 4xx with a clear message and change nothing', async () => {
    const before = await readFile(file);
    const malformed = await list.POST(json('POST', BASE, '{"title": '), undefined);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Body harus berupa JSON yang valid.' });

    const noTitle = await list.POST(json('POST', BASE, { ...input('x'), title: '  ' }), undefined);
    expect(noTitle.status).toBe(422);
    expect(await noTitle.json()).toEqual({ error: 'Data lomba tidak valid.', fields: { title: 'Judul wajib diisi.' } });

    const badCategory = await list.POST(json('POST', BASE, { ...input('x'), categories: ['SMA', 'TK'] }), undefined);
    expect(badCategory.status).toBe(422);
    expect(((await badCategory.json()) as { fields: Record<string, string> }).fields).toHaveProperty('categories.1');

    const huge = await list.POST(json('POST', BASE, { ...input('x'), description: 'a'.repeat(2 * 1024 * 1024) }), undefined);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: string }).error).toMatch(/1 MB/);

    // Same without a Content-Length: the stream is cut off at the limit.
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 3; i++) c.enqueue(new TextEncoder().encode('x'.repeat(512 * 1024)));
        c.close();
      },
    });
    const chunked = await list.POST(
      new Request(BASE, {
        method: 'POST',
        body: stream,
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
      undefined,
    );
    expect(chunked.status).toBe(413);

    const noVersion = await one.PUT(json('PUT', `${BASE}/100`, { competition: input('X') }), ctx('100'));
    expect(noVersion.status).toBe(422);
    expect(((await noVersion.json()) as { fields: Record<string, string> }).fields).toEqual({ baseVersion: 'Versi lomba wajib dikirim.' });

    expect(await readFile(file)).toEqual(before);
  });
});

describe('admin writes', () => {
  it('create, list, update, delete', async () => {
    const created = await list.POST(json('POST', BASE, input('Lomba Baru')), undefined);
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('private, no-store');
    const { item, version } = (await created.json()) as { item: Competition; version: string };
    expect(version).toBe(competitionVersion(item));

    const got = await list.GET(new Request(BASE));
    expect(got.headers.get('cache-control')).toBe('public, s-maxage=30, stale-while-revalidate=300');
    const page = (await got.json()) as { items: Competition[]; total: number; page: number; pageSize: number; pages: number; all: number };
    expect(page.items.map((c) => c.title).sort()).toEqual(['Lomba Awal', 'Lomba Baru']);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50, pages: 1, all: 2 });

    const opened = await one.GET(new Request(`${BASE}/${item.id}`), ctx(item.id));
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(await opened.json()).toEqual({ item, version });

    const updated = await one.PUT(
      json('PUT', `${BASE}/${item.id}`, { competition: input('Lomba Diubah'), baseVersion: version }),
      ctx(item.id),
    );
    expect(updated.status).toBe(200);
    const after = (await updated.json()) as { item: Competition; version: string };
    expect(after.item.title).toBe('Lomba Diubah');

    const deleted = await one.DELETE(deleteRequest(`${BASE}/${item.id}?version=${after.version}`), ctx(item.id));
    expect(deleted.status).toBe(200);
    expect((await fileItems()).map((c) => c.id)).toEqual(['100']);

    const byBody = await one.DELETE(json('DELETE', `${BASE}/100`, { baseVersion: competitionVersion(seed) }), ctx('100'));
    expect(byBody.status).toBe(200);
    expect(await fileItems()).toEqual([]);
  });

  it('a stale version gets 409 with the spec message and nothing is written', async () => {
    const before = await readFile(file);
    const stale = competitionVersion({ ...seed, title: 'lama' });
    const put = await one.PUT(json('PUT', `${BASE}/100`, { competition: input('X'), baseVersion: stale }), ctx('100'));
    expect(put.status).toBe(409);
    expect(await put.json()).toEqual({ error: 'Gagal menyimpan: Terjadi konflik data. Coba muat ulang halaman dan simpan lagi.' });
    const del = await one.DELETE(deleteRequest(`${BASE}/100?version=${stale}`), ctx('100'));
    expect(del.status).toBe(409);
    expect(await readFile(file)).toEqual(before);
  });

  it('a write from another origin, or not declared JSON, is refused with 403 and changes nothing, signed in or not', async () => {
    const before = await readFile(file, 'utf8');
    const body = JSON.stringify(input('Palsu'));
    const forged = [
      // A plain HTML form on another port of the same host, posting text/plain that happens to be JSON.
      new Request(BASE, { method: 'POST', body, headers: { 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' } }),
      new Request(BASE, { method: 'POST', body, headers: { origin: 'http://evil.test', 'content-type': 'application/json' } }),
      new Request(BASE, {
        method: 'POST',
        body,
        headers: { origin: 'http://127.0.0.1:3001', host: '127.0.0.1:3000', 'content-type': 'application/json' },
      }),
      new Request(BASE, { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
      new Request(BASE, { method: 'POST', body, headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' } }),
      new Request(BASE, {
        method: 'POST',
        body,
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ];
    for (const req of forged) {
      const res = await list.POST(req, undefined);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toMatch(
        /^(Permintaan dari situs lain ditolak\.|Body harus berupa JSON \(Content-Type: application\/json\)\.)$/,
      );
    }
    const put = await one.PUT(
      new Request(`${BASE}/100`, { method: 'PUT', body, headers: { origin: 'http://evil.test', 'content-type': 'application/json' } }),
      ctx('100'),
    );
    expect(put.status).toBe(403);
    const gone = await one.DELETE(
      new Request(`${BASE}/100?version=${competitionVersion(seed)}`, { method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site' } }),
      ctx('100'),
    );
    expect(gone.status).toBe(403);
    expect(await readFile(file, 'utf8')).toBe(before);
    // Same origin by Origin alone (a browser without Sec-Fetch-Site) is accepted.
    const ok = await list.POST(
      new Request(BASE, {
        method: 'POST',
        body,
        headers: { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json; charset=utf-8' },
      }),
      undefined,
    );
    expect(ok.status).toBe(201);
  });

  it('every 422 message is Indonesian and names its field; no zod defaults, no odd keys', async () => {
    const res = await list.POST(
      json('POST', BASE, {
        title: 5,
        description: 'x',
        thumbnails: 'bukan-daftar',
        tags: [''],
        categories: ['SMA', 'TK'],
        registration: { start: '2025-13-01', end: '1 Juli' },
        published_date: 'kemarin',
        fee: { type: 'paid', amount: 'seribu' },
      }),
      undefined,
    );
    expect(res.status).toBe(422);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({
      title: 'Judul harus berupa teks.',
      thumbnails: 'Thumbnail harus berupa daftar.',
      'tags.0': 'Tag ke-1 wajib diisi.',
      'categories.1': 'Kategori ke-2 tidak dikenal.',
      'registration.start': 'Tanggal pendaftaran dibuka tidak valid.',
      'registration.end': 'Tanggal pendaftaran ditutup harus berformat YYYY-MM-DD.',
      published_date: 'Tanggal terbit tidak valid.',
      'fee.amount': 'Jumlah biaya harus berupa angka.',
    });
    const missing = await list.POST(json('POST', BASE, {}), undefined);
    const messages = Object.values(((await missing.json()) as { fields: Record<string, string> }).fields);
    expect(messages).toContain('Judul wajib diisi.');
    expect(messages).toContain('Tanggal pendaftaran wajib diisi.');
    for (const m of messages) expect(m).not.toMatch(/invalid|expected|required|received/i);

    const put = await one.PUT(json('PUT', `${BASE}/100`, { baseVersion: competitionVersion(seed) }), ctx('100'));
    expect(((await put.json()) as { fields: Record<string, string> }).fields).toEqual({ competition: 'Data lomba wajib diisi.' });
  });

  it('DELETE without a version says the version is missing, under the key `version`', async () => {
    for (const req of [deleteRequest(`${BASE}/100`), deleteRequest(`${BASE}/100?version=`)]) {
      const res = await one.DELETE(req, ctx('100'));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: 'Data lomba tidak valid.', fields: { version: 'Versi lomba wajib dikirim.' } });
    }
    const long = await one.DELETE(deleteRequest(`${BASE}/100?version=${'v'.repeat(65)}`), ctx('100'));
    expect(((await long.json()) as { fields: Record<string, string> }).fields).toEqual({ version: 'Versi lomba tidak valid.' });
  });

  it('an unknown id gets 404', async () => {
    const res = await one.PUT(json('PUT', `${BASE}/999`, { competition: input('X'), baseVersion: 'abc' }), ctx('999'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Lomba tidak ditemukan.' });
  });

  it('?fresh=1 gives an admin the file as it is now', async () => {
    await writeFile(file, JSON.stringify([seed, { ...seed, id: '200', title: 'Ditulis di luar' }]));
    const res = await list.GET(new Request(`${BASE}?fresh=1`));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(((await res.json()) as { items: Competition[] }).items).toHaveLength(2);
  });

  it('the list is paged and filtered by its query; a bad parameter is a 400 naming it', async () => {
    await writeFile(
      file,
      JSON.stringify(
        Array.from({ length: 120 }, (_, i) => ({
          ...seed,
          tags: [],
          id: String(i + 1),
          title: `Lomba ${i % 2 ? 'Esai' : 'Puisi'} ${i + 1}`,
        })),
      ),
    );
    await (await import('@/lib/data/catalog')).reloadCatalog();
    const get = async (qs: string) =>
      (await list.GET(new Request(`${BASE}${qs}`))).json() as Promise<{ items: Competition[]; total: number; pages: number; page: number }>;
    const first = await get('');
    expect(first.items).toHaveLength(50);
    expect(first).toMatchObject({ total: 120, pages: 3, page: 1 });
    expect((await get('?page=3')).items).toHaveLength(20);
    expect((await get('?pageSize=500')).items).toHaveLength(120);
    const esai = await get('?q=esai&pageSize=10&sort=title_asc');
    expect(esai.total).toBe(60);
    expect(esai.items.map((c) => c.title)).toEqual([
      'Lomba Esai 2',
      'Lomba Esai 4',
      'Lomba Esai 6',
      'Lomba Esai 8',
      'Lomba Esai 10',
      'Lomba Esai 12',
      'Lomba Esai 14',
      'Lomba Esai 16',
      'Lomba Esai 18',
      'Lomba Esai 20',
    ]);
    expect((await get('?ids=3,1,999')).items.map((c) => c.id).sort()).toEqual(['1', '3']);

    for (const [qs, field] of [
      ['?pageSize=501', 'pageSize'],
      ['?page=0', 'page'],
      ['?sort=acak', 'sort'],
      ['?categories=XYZ', 'categories.0'],
      ['?status=x', 'status'],
    ]) {
      const res = await list.GET(new Request(`${BASE}${qs}`));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toBe('Parameter daftar lomba tidak valid.');
      expect(Object.keys(body.fields)).toEqual([field]);
    }
  });

  it('GET one: 404 for an unknown id, 401 signed out', async () => {
    expect((await one.GET(new Request(`${BASE}/999`), ctx('999'))).status).toBe(404);
    auth.user = null;
    expect((await one.GET(new Request(`${BASE}/100`), ctx('100'))).status).toBe(401);
  });

  it('30 creates at the same moment all end up in the file', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => list.POST(json('POST', BASE, input(`Serentak ${i}`)), undefined)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    expect(await fileItems()).toHaveLength(31);
  });
});

describe('dates that make sense', () => {
  it('refuses an end before the start and a publish date after the end, naming the field (422)', async () => {
    const res = await list.POST(
      json('POST', BASE, sampleInput('X', { registration: { start: '2026-12-31', end: '2026-01-01' }, published_date: '2026-12-31' })),
      undefined,
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
      'registration.end': 'Tanggal pendaftaran ditutup tidak boleh sebelum tanggal pendaftaran dibuka.',
    });
    const late = await one.PUT(
      json('PUT', `${BASE}/100`, {
        competition: sampleInput('X', { published_date: '2025-09-01' }),
        baseVersion: competitionVersion(seed),
      }),
      ctx('100'),
    );
    expect(late.status).toBe(422);
    expect(((await late.json()) as { fields: Record<string, string> }).fields).toEqual({
      published_date: 'Tanggal terbit tidak boleh setelah tanggal pendaftaran ditutup.',
    });
  });

  it('a competition without an end date saves without one; a new one, or one that had an end, needs it', async () => {
    const open: Competition = { ...seed, registration: { start: '2025-07-01', end: '' } };
    await writeFile(file, JSON.stringify([open], null, 2) + '\n');
    const { reloadCatalog } = await import('@/lib/data/catalog');
    await reloadCatalog();
    const noEnd = { registration: { start: '2025-07-01', end: '' } };
    const kept = await one.PUT(
      json('PUT', `${BASE}/100`, {
        competition: sampleInput('Lomba Awal', { ...noEnd, organizer: 'Panitia Baru' }),
        baseVersion: competitionVersion(open),
      }),
      ctx('100'),
    );
    expect(kept.status).toBe(200);
    expect((await fileItems())[0]).toMatchObject({ registration: { end: '' }, organizer: 'Panitia Baru' });

    const created = await list.POST(json('POST', BASE, sampleInput('Baru', noEnd)), undefined);
    expect(created.status).toBe(422);
    expect(((await created.json()) as { fields: Record<string, string> }).fields).toEqual({
      'registration.end': 'Tanggal pendaftaran ditutup wajib diisi.',
    });

    await writeFile(file, JSON.stringify([seed], null, 2) + '\n');
    await reloadCatalog();
    const cleared = await one.PUT(
      json('PUT', `${BASE}/100`, { competition: sampleInput('X', noEnd), baseVersion: competitionVersion(seed) }),
      ctx('100'),
    );
    expect(cleared.status).toBe(422);
    expect(((await cleared.json()) as { fields: Record<string, string> }).fields).toEqual({
      'registration.end': 'Tanggal pendaftaran ditutup wajib diisi.',
    });
    expect(await fileItems()).toEqual([seed]);
  });
});
