import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeGithub, gitBlobSha, startFakeGithub } from '@/e2e/fakes/github';
import { serialiseDataFile } from '@/lib/competitions/normalise';
import type { Competition } from '@/lib/competitions/schema';
import { createGithubStore } from './github';
import * as rawFile from './raw-file';
import { dataFileOf } from './raw-file';
import { VersionConflictError } from './types';

vi.mock('./raw-file', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./raw-file')>();
  return { ...actual, readDataFile: vi.fn(actual.readDataFile) };
});

const TOKEN = 'ghp_testtoken123';

function competition(id: string, title = `Lomba ${id}`): Competition {
  return {
    id,
    title,
    description: `Deskripsi ${title} — ünïcödé ✓`,
    thumbnails: ['https://example.com/a.png'],
    tags: ['desain'],
    categories: ['UMUM'],
    registration: { start: '2025-01-01', end: '2025-02-01' },
    published_date: '2025-01-01',
  };
}

let fake: FakeGithub;
const fakes: FakeGithub[] = [];

async function start(opts: Partial<Parameters<typeof startFakeGithub>[0]> = {}) {
  fake = await startFakeGithub({ owner: 'acme', repo: 'lomba', path: 'database/data.json', branch: 'main', token: TOKEN, ...opts });
  fakes.push(fake);
  return fake;
}

const storeFor = (f: FakeGithub, extra: { token?: string } = {}) =>
  createGithubStore({ token: extra.token ?? TOKEN, owner: f.owner, repo: f.repo, branch: f.branch, path: f.path, baseUrl: f.url });

const contentsGets = (f: FakeGithub) => f.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/contents/database/data.json'));
const isRaw = (r: { headers: Record<string, unknown> }) => String(r.headers.accept).includes('raw');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

describe('createGithubStore', () => {
  it('reads a missing file as an empty list at version ""', async () => {
    await start();
    const snap = await storeFor(fake).read();
    expect(snap).toEqual({ records: [], items: [], itemRecords: [], dropped: [], version: '', absent: true });
  });

  it('sends the spec headers on both GETs', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    await storeFor(fake).read();
    const [raw, meta] = contentsGets(fake);
    expect(raw!.headers.accept).toBe('application/vnd.github.raw+json');
    expect(raw!.headers['x-github-api-version']).toBe('2022-11-28');
    expect(raw!.headers['cache-control']).toBe('no-cache');
    expect(raw!.headers.authorization).toBe(`token ${TOKEN}`);
    expect(raw!.query.ref).toBe('main');
    expect(meta!.headers.accept).toMatch(/json/);
    expect(isRaw(meta!)).toBe(false);
    expect(meta!.query.t).toMatch(/^\d+$/);
    expect(meta!.headers['x-github-api-version']).toBe('2022-11-28');
    expect(meta!.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('creates the file without a sha, commits the message and content, and reads it back', async () => {
    await start();
    const store = storeFor(fake);
    const items = [competition('a'), competition('b')];
    const version = await store.write(dataFileOf(items), '', 'Create competition: Lomba a');

    const put = fake.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ message: 'Create competition: Lomba a', content: expect.any(String), branch: 'main' });
    expect(put.headers['x-github-api-version']).toBe('2022-11-28');
    expect(fake.commits).toEqual([
      { message: 'Create competition: Lomba a', content: serialiseDataFile(items), sha: undefined, branch: 'main' },
    ]);
    expect(version).toBe(fake.state.sha);
    expect(version).toBe(gitBlobSha(Buffer.from(serialiseDataFile(items), 'utf8')));

    const snap = await storeFor(fake).read();
    expect(snap.items).toEqual(items);
    expect(snap.version).toBe(version);
  });

  it('updates with the version it read', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    const store = storeFor(fake);
    const snap = await store.read();
    const next = await store.write(dataFileOf([...snap.items, competition('b')]), snap.version, 'Create competition: Lomba b');
    expect(fake.commits.at(-1)!.sha).toBe(snap.version);
    expect(next).toBe(fake.state.sha);
    expect((await store.read()).items.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('turns a stale sha (409) into VersionConflictError', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    const store = storeFor(fake);
    const snap = await store.read();
    fake.setContent(serialiseDataFile([competition('x')]));
    const write = store.write(dataFileOf([competition('b')]), snap.version, 'Update competition: Lomba b');
    await expect(write).rejects.toBeInstanceOf(VersionConflictError);
    await expect(write).rejects.toThrow('Gagal menyimpan: Terjadi konflik data. Coba muat ulang halaman dan simpan lagi.');
    expect(fake.commits).toHaveLength(0);
    expect(fake.state.content).toBe(serialiseDataFile([competition('x')]));
  });

  it('turns a missing sha for an existing file (422) into VersionConflictError', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    await expect(storeFor(fake).write(dataFileOf([competition('b')]), '', 'Create competition: Lomba b')).rejects.toBeInstanceOf(
      VersionConflictError,
    );
    expect(fake.commits).toHaveLength(0);
  });

  it('reports other write failures with the API message', async () => {
    await start();
    fake.respondNext({ status: 422, body: { message: 'path contains a malformed path component', status: '422' } });
    await expect(storeFor(fake).write(dataFileOf([]), '', 'x')).rejects.toThrow(
      'Failed to update data: path contains a malformed path component',
    );
    fake.failNext(500);
    await expect(storeFor(fake).write(dataFileOf([]), '', 'x')).rejects.toThrow('Failed to update data: Internal Server Error');
    await expect(storeFor(fake, { token: '' }).write(dataFileOf([]), '', 'x')).rejects.toThrow(/^Failed to update data: /);
  });

  it('sends If-None-Match on the next read and reuses the snapshot on 304', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    const store = storeFor(fake);
    const first = await store.read();
    vi.mocked(rawFile.readDataFile).mockClear();
    const second = await store.read();
    expect(second).toEqual(first);
    expect(rawFile.readDataFile).not.toHaveBeenCalled();

    const gets = contentsGets(fake);
    expect(gets).toHaveLength(4);
    expect(gets[0]!.headers['if-none-match']).toBeUndefined();
    expect(gets[2]!.headers['if-none-match']).toMatch(/^W\/"/);
    expect(gets[3]!.headers['if-none-match']).toMatch(/^W\/"/);
    expect(isRaw(gets[2]!)).toBe(true);

    // The remembered items themselves: a 304 costs neither a parse nor a copy.
    expect(second.items).toBe(first.items);
  });

  it('sees a change made elsewhere despite the remembered copy', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    const store = storeFor(fake);
    await store.read();
    fake.setContent(serialiseDataFile([competition('a'), competition('b')]));
    const snap = await store.read();
    expect(snap.items.map((c) => c.id)).toEqual(['a', 'b']);
    expect(snap.version).toBe(fake.state.sha);
  });

  it('forgets the remembered copy after a write', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    const store = storeFor(fake);
    const snap = await store.read();
    await store.write(dataFileOf([competition('b')]), snap.version, 'Update competition: Lomba b');
    const before = fake.requests.length;
    const after = await store.read();
    expect(after.items.map((c) => c.id)).toEqual(['b']);
    expect(fake.requests.slice(before).every((r) => r.headers['if-none-match'] === undefined)).toBe(true);
  });

  it('serves the last good copy when GitHub answers 5xx after a good read', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    const store = storeFor(fake);
    const good = await store.read();
    fake.failNext(500);
    const { stale, ...copy } = await store.read();
    expect(copy).toEqual(good);
    expect(stale).toMatchObject({ error: expect.stringMatching(/^Failed to fetch data: 500 /) });
    // GitHub is failing: the next read waits (backs off) and hands back the same copy without asking.
    const asked = fake.requests.length;
    fake.failNext(502, 2);
    expect(await store.read()).toMatchObject({ items: good.items, version: good.version, stale: { since: stale!.since } });
    expect(fake.requests.length).toBe(asked);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('last good copy'));
  });

  it('serves the last good copy on a network error or a failing metadata call', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    const store = storeFor(fake);
    const good = await store.read();
    fake.breakNext();
    expect(await store.read()).toMatchObject({ items: good.items, version: good.version, stale: {} });
    const fresh = storeFor(fake);
    await fresh.read();
    fake.respondNext({ status: 503, body: { message: 'Service Unavailable' } }, (r) => !isRaw(r));
    expect(await fresh.read()).toMatchObject({
      items: good.items,
      version: good.version,
      stale: { error: expect.stringContaining('503') },
    });
  });

  it('throws the spec error on a 500 with no good copy', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    fake.failNext(500);
    await expect(storeFor(fake).read()).rejects.toThrow(/^Failed to fetch data: 500 \{"message":"Internal Server Error"/);
  });

  it('does not hide a bad token behind the last good copy', async () => {
    await start({ initial: serialiseDataFile([competition('a')]), token: TOKEN });
    await storeFor(fake).read();
    await expect(storeFor(fake, { token: 'wrong' }).read()).rejects.toThrow(/^Failed to fetch data: 401 .*Bad credentials/);
  });

  it('reports a metadata response that is not a file object', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    fake.respondNext({ status: 200, body: [{ type: 'file', name: 'data.json' }] }, (r) => !isRaw(r));
    await expect(storeFor(fake).read()).rejects.toThrow(
      'Failed to retrieve file metadata. The API returned an unexpected response format.',
    );
  });

  it('reports a failing metadata call with status, status text and body', async () => {
    await start({ initial: serialiseDataFile([competition('a')]) });
    fake.respondNext({ status: 403, body: { message: 'Resource not accessible by integration' } }, (r) => !isRaw(r));
    await expect(storeFor(fake).read()).rejects.toThrow(
      'Failed to get file metadata: 403 Forbidden. Details: {"message":"Resource not accessible by integration"}',
    );
  });

  it('uses the sha of the bytes it read when the file changes between the two calls', async () => {
    const original = serialiseDataFile([competition('a')]);
    await start({ initial: original });
    const originalSha = fake.state.sha;
    fake.respondNext({ status: 200, body: { type: 'file', sha: gitBlobSha(Buffer.from('something newer')) } }, (r) => !isRaw(r));
    const snap = await storeFor(fake).read();
    expect(snap.version).toBe(originalSha);
  });

  it('throws the parser message for malformed JSON in the repository', async () => {
    await start({ initial: '[{"id": "a",' });
    await expect(storeFor(fake).read()).rejects.toThrow(/^Data lomba rusak: JSON tidak valid/);
    fake.setContent('{"id": "a"}');
    await expect(storeFor(fake).read()).rejects.toThrow('Data lomba rusak: isi file harus berupa array JSON.');
  });

  it('reads a blank file as an empty list at its sha, and drops broken records', async () => {
    await start({ initial: '  \n' });
    expect(await storeFor(fake).read()).toEqual({
      records: [],
      items: [],
      itemRecords: [],
      dropped: [],
      version: fake.state.sha,
      absent: false,
    });
    fake.setContent(JSON.stringify([competition('a'), { id: '', title: 'x' }]));
    const snap = await storeFor(fake).read();
    expect(snap.items.map((c) => c.id)).toEqual(['a']);
    expect(snap.dropped).toEqual([{ index: 1, reason: 'id kosong', title: 'x' }]);
  });

  it('reads a file larger than 1 MB through the raw media type', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({ ...competition(`id-${i}`), description: 'x'.repeat(1000) }));
    await start({ initial: serialiseDataFile(many) });
    expect(Buffer.byteLength(fake.state.content!)).toBeGreaterThan(1024 * 1024);
    const snap = await storeFor(fake).read();
    expect(snap.items).toHaveLength(1200);
    expect(snap.version).toBe(fake.state.sha);
  });

  it('omits ref and branch when no branch is configured', async () => {
    await start();
    const store = createGithubStore({ token: TOKEN, owner: fake.owner, repo: fake.repo, path: fake.path, baseUrl: fake.url });
    await store.write(dataFileOf([competition('a')]), '', 'Create competition: Lomba a');
    await store.read();
    expect(fake.requests.every((r) => r.query.ref === undefined)).toBe(true);
    expect(fake.commits[0]!.branch).toBeUndefined();
  });
});
