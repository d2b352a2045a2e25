// The history routes with DATA_SOURCE=github against the fake GitHub (its wire format, its commits API); only the
// session lookup is replaced.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeGithub, startFakeGithub } from '@/e2e/fakes/github';
import type { SessionUser } from '@/lib/auth/session';
import type { Competition, CompetitionInput } from '@/lib/competitions/schema';
import { recordBytes, serialiseRecords } from '@/lib/store/raw-file';
import { ADMIN as admin, sampleInput } from '@/testing/routes';

const auth = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('@/lib/auth/session', () => ({
  getSessionUser: async () => auth.user,
  isAdmin: (u: SessionUser | null) => u?.role === 'admin',
}));

const input = (title: string): CompetitionInput => sampleInput(title, { thumbnails: [], tags: [] });
const seed: Competition = { id: '100', ...input('Lomba Awal') };

let fake: FakeGithub;
// The files kept beside the data file (a deleted competition's record among them) go to a folder of the test's own,
// not to the default database/ of the checkout, where the standalone build would pick them up.
const dir = mkdtempSync(path.join(os.tmpdir(), 'history-github-'));
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
type Entry = { id: string; competitionId: string; action: string; by: string; title: string; changed: string[] };
const entriesOf = async (res: Response) => ((await res.json()) as { entries: Entry[] }).entries;
const fileNow = () => JSON.parse(fake.state.content!) as Competition[];

beforeAll(async () => {
  fake = await startFakeGithub({
    owner: 'pemilik',
    repo: 'data-lomba',
    initial: serialiseRecords([recordBytes(seed)]).bytes.toString('utf8'),
    token: 'ghp_uji',
  });
  Object.assign(process.env, {
    DATA_SOURCE: 'github',
    GITHUB_TOKEN: 'ghp_uji',
    GITHUB_OWNER: 'pemilik',
    GITHUB_REPO: 'data-lomba',
    GITHUB_BRANCH: 'main',
    GITHUB_API_URL: fake.url,
    DATA_CACHE_SECONDS: '0',
    DATA_FILE: path.join(dir, 'data.json'),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  one = await import('@/app/api/competitions/[id]/route');
  history = await import('@/app/api/competitions/[id]/history/route');
  deleted = await import('@/app/api/competitions/deleted/route');
});

afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  auth.user = admin;
});

describe('history from the repository when DATA_SOURCE=github', () => {
  it('lists who changed what from the commits, and "Kembalikan" is an ordinary write', async () => {
    const opened = (await (await one.GET(new Request(`${BASE}/100`), ctx('100'))).json()) as { version: string };
    const put = await one.PUT(json('PUT', `${BASE}/100`, { competition: input('Lomba Diubah'), baseVersion: opened.version }), ctx('100'));
    expect(put.status).toBe(200);
    // The commit says which admin made it.
    expect(fake.history.at(-1)!.message).toBe('Update competition: Lomba Diubah\n\nAdmin: admin@example.com');

    const entries = await entriesOf(await history.GET(new Request(`${BASE}/100/history`), ctx('100')));
    expect(entries.map((e) => [e.action, e.by, e.changed])).toEqual([
      ['update', 'admin@example.com', ['title']],
      ['create', 'infolomba-bot', expect.any(Array)],
    ]);
    expect(entries[0]!.id).toBe(`${fake.history.at(-1)!.sha}:100`);

    // A stale version is refused like any write; the current one brings the old title back.
    const stale = await history.POST(
      json('POST', `${BASE}/100/history`, { entryId: entries[0]!.id, baseVersion: opened.version }),
      ctx('100'),
    );
    expect(stale.status).toBe(409);
    const { version } = (await put.json()) as { version: string };
    const back = await history.POST(json('POST', `${BASE}/100/history`, { entryId: entries[0]!.id, baseVersion: version }), ctx('100'));
    expect(back.status).toBe(200);
    expect(fileNow()[0]!.title).toBe('Lomba Awal');
    const after = await entriesOf(await history.GET(new Request(`${BASE}/100/history`), ctx('100')));
    expect(after[0]).toMatchObject({ action: 'restore', by: 'admin@example.com' });
  });

  it('a deletion is listed under "Terhapus" from the commits and comes back under its old id', async () => {
    const opened = (await (await one.GET(new Request(`${BASE}/100`), ctx('100'))).json()) as { version: string };
    expect((await one.DELETE(json('DELETE', `${BASE}/100`, { baseVersion: opened.version }), ctx('100'))).status).toBe(200);
    const [gone] = await entriesOf(await deleted.GET(new Request(`${BASE}/deleted`), undefined));
    expect(gone).toMatchObject({ competitionId: '100', action: 'delete', by: 'admin@example.com' });
    const back = await history.POST(json('POST', `${BASE}/100/history`, { entryId: gone!.id }), ctx('100'));
    expect(back.status).toBe(200);
    expect(fileNow().map((c) => c.id)).toEqual(['100']);
    expect(await entriesOf(await deleted.GET(new Request(`${BASE}/deleted`), undefined))).toEqual([]);
  });

  it('GitHub failing: 502 with a message for the admin, never a 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.failNext(503);
    const res = await history.GET(new Request(`${BASE}/100/history`), ctx('100'));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Riwayat lomba tidak dapat dimuat saat ini. Silakan coba lagi.' });
  });
});
