// The admin write routes over a hand-edited data file: every record a write does not target stays byte for byte,
// unreadable records and unknown fields included. Only the session lookup is replaced.
import { readFile, writeFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth/session';
import type { Competition, CompetitionInput } from '@/lib/competitions/schema';
import { competitionVersion } from '@/lib/competitions/version';
import { ADMIN, tempLocalDataFile } from '@/testing/routes';

vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => ADMIN, isAdmin: (u: SessionUser | null) => u?.role === 'admin' }));

const good = (id: string, end: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Lomba ${id}`,
  description: `Deskripsi ${id}`,
  thumbnails: ['https://contoh.id/p.jpg'],
  tags: ['esai'],
  categories: ['SMA'],
  registration: { start: '2025-07-01', end },
  published_date: '2025-07-01',
  ...extra,
});

/** Records as a person edits them by hand: odd spacing, fields the site does not know, ones it cannot show. */
const RECORDS = [
  JSON.stringify(
    good('1', '2025-12-01', { prize: 'Rp 10.000.000', organizer: { name: 'OSIS', kota: 'Bandung' }, fee: 0 }),
    null,
    2,
  ).replace(/\n/g, '\n  '),
  '{"id":"2","title":"","description":"judul kosong"}',
  JSON.stringify(good('3', '2025-11-01', { description: 'x'.repeat(20_001) })),
  JSON.stringify(good('4', '2025-10-01', { title: 'T'.repeat(301) })),
  JSON.stringify(good('5', '2025-09-01')),
  JSON.stringify(good('5', '2025-09-02', { title: 'Duplikat' })),
  '{ "title": "Tanpa id", "catatan": "ditulis tangan" }',
  JSON.stringify(good('8', '2025-08-01', { mode: 'daring', 'tag\u00e9': [1, 2.5, null, true] })),
];
const FILE = `[\n  ${RECORDS.join(',\n  ')}\n]\n`;

const data = tempLocalDataFile('round-trip-');
let file: string;
let list: typeof import('@/app/api/competitions/route');
let one: typeof import('@/app/api/competitions/[id]/route');

const BASE = 'http://127.0.0.1:3000/api/competitions';
// What a browser sends with a fetch from the site's own page (writes refuse anything else).
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const json = (method: string, url: string, body: unknown) =>
  new Request(url, { method, headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const del = (url: string) => new Request(url, { method: 'DELETE', headers: SAME_ORIGIN });
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const input = (c: ReturnType<typeof good>): CompetitionInput => {
  const { id: _id, ...rest } = c;
  return rest as CompetitionInput;
};
const normalised = (id: string, end: string) => good(id, end) as Competition;

/** Every record of the original file must still be in the new one, as the same bytes. */
async function expectUntouched(except: number[]) {
  const text = await readFile(file, 'utf8');
  RECORDS.forEach((r, i) => {
    if (!except.includes(i)) expect(text.includes(r), `record ${i} kept byte for byte`).toBe(true);
  });
  expect(text.startsWith('[\n  ')).toBe(true);
  expect(text.endsWith('\n]\n')).toBe(true);
  return JSON.parse(text) as Record<string, unknown>[];
}

beforeAll(async () => {
  ({ file } = data);
  list = await import('@/app/api/competitions/route');
  one = await import('@/app/api/competitions/[id]/route');
});

beforeEach(async () => {
  await writeFile(file, FILE);
  const { reloadCatalog } = await import('@/lib/data/catalog');
  await reloadCatalog();
});

describe('a write changes only the record it targets', () => {
  it('create keeps every record, unreadable ones and unknown fields included', async () => {
    const res = await list.POST(json('POST', BASE, input(good('x', '2025-10-15'))), undefined);
    expect(res.status).toBe(201);
    const saved = await expectUntouched([]);
    expect(saved).toHaveLength(RECORDS.length + 1);
  });

  it('update keeps every other record and the unknown fields of the one it edits', async () => {
    const edited = { ...good('1', '2025-12-01'), title: 'Lomba 1 diubah' };
    const res = await one.PUT(
      json('PUT', `${BASE}/1`, { competition: input(edited), baseVersion: competitionVersion(normalised('1', '2025-12-01')) }),
      ctx('1'),
    );
    expect(res.status).toBe(200);
    const saved = await expectUntouched([0]);
    expect(saved).toHaveLength(RECORDS.length);
    const record = saved.find((r) => r.id === '1')!;
    expect(record).toMatchObject({ title: 'Lomba 1 diubah', prize: 'Rp 10.000.000', organizer: { name: 'OSIS', kota: 'Bandung' }, fee: 0 });
  });

  it('an edit replaces a fact the admin set and drops one the admin cleared, but keeps one the site could not read', async () => {
    const base = competitionVersion(normalised('1', '2025-12-01'));
    const withPrize = { ...input(good('1', '2025-12-01')), prize: { total: 5_000_000 } };
    const first = await one.PUT(json('PUT', `${BASE}/1`, { competition: withPrize, baseVersion: base }), ctx('1'));
    expect(first.status).toBe(200);
    const { version } = (await first.json()) as { version: string };
    let record = (await expectUntouched([0])).find((r) => r.id === '1')!;
    expect(record).toMatchObject({ prize: { total: 5_000_000 }, organizer: { name: 'OSIS', kota: 'Bandung' }, fee: 0 });
    const cleared = await one.PUT(
      json('PUT', `${BASE}/1`, { competition: input(good('1', '2025-12-01')), baseVersion: version }),
      ctx('1'),
    );
    expect(cleared.status).toBe(200);
    record = (await expectUntouched([0])).find((r) => r.id === '1')!;
    expect(record.prize).toBeUndefined();
    expect(record).toMatchObject({ organizer: { name: 'OSIS', kota: 'Bandung' }, fee: 0 });
  });

  it('delete removes only its record', async () => {
    const res = await one.DELETE(del(`${BASE}/8?version=${competitionVersion(normalised('8', '2025-08-01'))}`), ctx('8'));
    expect(res.status).toBe(200);
    const saved = await expectUntouched([7]);
    expect(saved).toHaveLength(RECORDS.length - 1);
    expect(saved.some((r) => r.id === '8')).toBe(false);
  });

  it('create, update and delete in a row leave the untouched records as they were', async () => {
    const created = (await (await list.POST(json('POST', BASE, input(good('x', '2026-01-01'))), undefined)).json()) as {
      item: { id: string };
      version: string;
    };
    const updated = await one.PUT(
      json('PUT', `${BASE}/${created.item.id}`, {
        competition: input({ ...good('x', '2026-01-02'), title: 'Baru' }),
        baseVersion: created.version,
      }),
      ctx(created.item.id),
    );
    const { version } = (await updated.json()) as { version: string };
    await one.DELETE(del(`${BASE}/${created.item.id}?version=${version}`), ctx(created.item.id));
    expect(await readFile(file, 'utf8')).toBe(FILE);
  });
});

describe('text that is not valid Unicode', () => {
  it('is refused with a message naming the field, and nothing is written', async () => {
    const bad = [
      [{ ...input(good('x', '2025-10-15')), title: 'Judul \ud800' }, 'title'],
      [{ ...input(good('x', '2025-10-15')), tags: ['ok', 'tag\udfff'] }, 'tags.1'],
      [{ ...input(good('x', '2025-10-15')), description: 'a\ud83d' }, 'description'],
    ] as const;
    for (const [competition, field] of bad) {
      const res = await list.POST(json('POST', BASE, competition), undefined);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(body.fields[field]).toBe(
        'Teks berisi karakter Unicode yang tidak valid (surrogate tunggal). Hapus karakter tersebut lalu simpan lagi.',
      );
    }
    expect(await readFile(file, 'utf8')).toBe(FILE);
  });

  it('refuses a title of only zero-width characters', async () => {
    const res = await list.POST(json('POST', BASE, { ...input(good('x', '2025-10-15')), title: '\u200b\u200c\u200d\ufeff' }), undefined);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.title).toBe(
      'Judul wajib diisi dengan karakter yang terlihat.',
    );
    expect(await readFile(file, 'utf8')).toBe(FILE);
  });

  it('in the file is repaired on read, and the list answers', async () => {
    await writeFile(file, `[${JSON.stringify(good('9', '2025-10-01', { tags: ['a\ud800'] })).replace('a\\ud800', 'a\\ud800')}]`);
    expect(await readFile(file, 'utf8')).toContain('\\ud800');
    const { reloadCatalog } = await import('@/lib/data/catalog');
    const catalog = await reloadCatalog();
    expect(catalog.error).toBeNull();
    expect(catalog.items[0]!.tags).toEqual(['a\ufffd']);
    expect(catalog.tags).toEqual(['a\ufffd']);
    expect((await list.GET(new Request(BASE))).status).toBe(200);
  });
});

describe('records the site cannot show', () => {
  it('are listed with a reason, can be fixed in place or deleted, and nothing else changes', async () => {
    const { reloadCatalog } = await import('@/lib/data/catalog');
    const { invalidRecordViews, getDataFileStatus } = await import('@/lib/data/data-health');
    const records = await import('@/app/api/data-records/[key]/route');
    const catalog = await reloadCatalog();
    const views = invalidRecordViews(catalog);
    expect(views.map((v) => v.position)).toEqual([2, 3, 4, 6, 7]);
    expect(views.map((v) => v.reason)).toEqual([
      'Judul kosong (atau hanya berisi karakter tak terlihat).',
      'Deskripsi paling banyak 20000 karakter.',
      'Judul paling banyak 300 karakter.',
      'Id "5" sudah dipakai lomba lain di atasnya; hanya yang pertama ditampilkan.',
      'Tidak punya id.',
    ]);
    expect(views[0]!.raw).toBe(RECORDS[1]);
    expect(await getDataFileStatus(catalog)).toMatchObject({ present: true, readable: true, shown: 3, hidden: 5 });

    const fixed = await records.PUT(
      json('PUT', `http://127.0.0.1:3000/api/data-records/${views[0]!.key}`, {
        text: '{"id":"2","title":"Judul diperbaiki","description":"ok"}',
      }),
      {
        params: Promise.resolve({ key: views[0]!.key }),
      },
    );
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toMatchObject({ shown: true, reason: null });
    const stale = await records.DELETE(del(`http://127.0.0.1:3000/api/data-records/${views[0]!.key}`), {
      params: Promise.resolve({ key: views[0]!.key }),
    });
    expect(stale.status).toBe(409);
    const gone = await records.DELETE(del(`http://127.0.0.1:3000/api/data-records/${views[4]!.key}`), {
      params: Promise.resolve({ key: views[4]!.key }),
    });
    expect(gone.status).toBe(200);
    const saved = await expectUntouched([1, 6]);
    expect(saved).toHaveLength(RECORDS.length - 1);
    expect(saved[1]).toEqual({ id: '2', title: 'Judul diperbaiki', description: 'ok' });
    expect((await reloadCatalog()).items.some((c) => c.title === 'Judul diperbaiki')).toBe(true);
  });

  it('a missing file is reported, and the first save creates it', async () => {
    const { rm: remove } = await import('node:fs/promises');
    await remove(file);
    const { reloadCatalog } = await import('@/lib/data/catalog');
    const { getDataFileStatus } = await import('@/lib/data/data-health');
    expect(await getDataFileStatus(await reloadCatalog())).toMatchObject({ present: false, readable: true, shown: 0 });
    expect((await list.POST(json('POST', BASE, input(good('x', '2025-10-15'))), undefined)).status).toBe(201);
    expect(await getDataFileStatus(await reloadCatalog())).toMatchObject({ present: true, shown: 1 });
  });
});
