// The history routes on a temporary local data file and journal; only the session lookup is replaced.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

const input = (title: string): CompetitionInput => sampleInput(title);
const seed: Competition = { id: '100', ...input('Lomba Awal') };

const data = tempLocalDataFile('history-routes-');
let dir: string;
let file: string;
let list: typeof import('@/app/api/competitions/route');
let one: typeof import('@/app/api/competitions/[id]/route');
let history: typeof import('@/app/api/competitions/[id]/history/route');
let deleted: typeof import('@/app/api/competitions/deleted/route');

const BASE = 'http://127.0.0.1:3000/api/competitions';
const json = (method: string, url: string, body: unknown) =>
  new Request(url, {
    method,
    headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const fileItems = async (): Promise<Competition[]> => JSON.parse(await readFile(file, 'utf8'));
type Entry = { id: string; competitionId: string; action: string; title: string };
const deletedEntries = async () =>
  ((await (await deleted.GET(new Request(`${BASE}/deleted`), undefined)).json()) as { entries: Entry[] }).entries;

beforeAll(async () => {
  ({ dir, file } = data);
  list = await import('@/app/api/competitions/route');
  one = await import('@/app/api/competitions/[id]/route');
  history = await import('@/app/api/competitions/[id]/history/route');
  deleted = await import('@/app/api/competitions/deleted/route');
});

beforeEach(async () => {
  await writeFile(file, JSON.stringify([seed], null, 2) + '\n');
  await rm(path.join(dir, 'data.history.jsonl'), { force: true });
  auth.user = admin;
  const { reloadCatalog } = await import('@/lib/data/catalog');
  await reloadCatalog();
});

describe('restore from "Terhapus"', () => {
  it('brings a deleted competition back under its old id, so its public address works again', async () => {
    const created = (await (await list.POST(json('POST', BASE, input('Lomba Kembali')), undefined)).json()) as {
      item: Competition;
      version: string;
    };
    const id = created.item.id;
    const del = await one.DELETE(
      new Request(`${BASE}/${id}?version=${created.version}`, { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin' } }),
      ctx(id),
    );
    expect(del.status).toBe(200);
    const [entry] = await deletedEntries();
    expect(entry).toMatchObject({ competitionId: id, action: 'delete', title: 'Lomba Kembali' });

    const restored = await history.POST(json('POST', `${BASE}/${id}/history`, { entryId: entry!.id }), ctx(id));
    expect(restored.status).toBe(200);
    const { item } = (await restored.json()) as { item: Competition };
    expect(item.id).toBe(id);
    expect((await fileItems()).map((c) => c.id).sort()).toEqual(['100', id].sort());
    expect(await deletedEntries()).toEqual([]);

    const { getCatalog } = await import('@/lib/data/catalog');
    const { competitionPath } = await import('@/lib/competitions/slug');
    const { findBySlug } = await import('@/lib/competitions/slug');
    const path_ = competitionPath(item);
    expect(path_).toBe(`/berita/${id}-lomba-kembali`);
    expect(findBySlug((await getCatalog()).byId, path_.slice('/berita/'.length))?.title).toBe('Lomba Kembali');
  });

  it('refuses with a clear message and changes nothing when the old id is taken again', async () => {
    const del = await one.DELETE(json('DELETE', `${BASE}/100`, { baseVersion: competitionVersion(seed) }), ctx('100'));
    expect(del.status).toBe(200);
    const [entry] = await deletedEntries();
    // Someone puts a competition with the same id back into the file by hand.
    const other: Competition = { id: '100', ...input('Lomba Lain') };
    await writeFile(file, JSON.stringify([other], null, 2) + '\n');
    const before = await readFile(file);

    const res = await history.POST(json('POST', `${BASE}/100/history`, { entryId: entry!.id }), ctx('100'));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'Lomba ini tidak dapat dikembalikan karena ID-nya sudah dipakai lomba lain. Tidak ada yang diubah.',
    });
    expect(await readFile(file)).toEqual(before);
  });
});
