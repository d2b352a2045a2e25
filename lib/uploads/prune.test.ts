import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeGithub, startFakeGithub } from '@/e2e/fakes/github';
import { createGithubUploadStore } from './github';
import { uploadedAt, uploadNameAt, uploadPath } from './path';
import { KEEP_UNUSED_UPLOAD_MS, pruneUnusedUploads, referencedUploads } from './prune';
import { createLocalUploadStore, type UploadStore } from './store';

vi.mock('server-only', () => ({}));

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-26T05:00:00Z');
const name = (daysAgo: number, n: number) => uploadNameAt(NOW - daysAgo * DAY, n.toString(16).padStart(16, '0'));

let github: FakeGithub;
let dir: string;
beforeAll(async () => {
  github = await startFakeGithub({ token: 'ghp_unggahan' });
  dir = mkdtempSync(path.join(tmpdir(), 'unggahan-'));
});
afterAll(async () => {
  await github.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('upload names', () => {
  it('carry their upload time to the second, in 24 hex digits', () => {
    const n = uploadNameAt(NOW + 999, 'abcdef0123456789');
    expect(n).toMatch(/^[0-9a-f]{24}\.jpg$/);
    expect(uploadedAt(n)).toBe(NOW);
  });
});

describe.each([
  ['a local folder', () => createLocalUploadStore(path.join(dir, 'unggahan'))],
  [
    'the GitHub repository',
    () =>
      createGithubUploadStore({
        token: 'ghp_unggahan',
        owner: github.owner,
        repo: github.repo,
        dataPath: github.path,
        baseUrl: github.url,
      }),
  ],
])('unused uploads in %s', (_where, make: () => UploadStore) => {
  it('are removed after 30 days unless a competition, a submission or the history names them', async () => {
    const store = make();
    expect(await store.list()).toEqual([]);
    const [live, inQueue, inHistory, abandoned, fresh] = [name(90, 1), name(60, 2), name(45, 3), name(31, 4), name(2, 5)];
    for (const n of [live, inQueue, inHistory, abandoned, fresh]) await store.put(n, Buffer.from(`poster ${n}`));
    expect((await store.list()).sort()).toEqual([live, inQueue, inHistory, abandoned, fresh].sort());

    const referenced = referencedUploads({
      competitions: [{ thumbnails: ['https://contoh.test/poster.jpg', uploadPath(live)] }, { thumbnails: [uploadPath(inHistory)] }],
      submissionPaths: [uploadPath(inQueue)],
    });
    expect(await pruneUnusedUploads(store, referenced, { now: NOW })).toBe(1);
    expect((await store.list()).sort()).toEqual([live, inQueue, inHistory, fresh].sort());
    expect(await store.get(abandoned)).toBeNull();
    expect(await store.get(live)).toEqual(Buffer.from(`poster ${live}`));

    // Nothing named at all: only what is older than the window goes; the fresh upload stays.
    expect(await pruneUnusedUploads(store, new Set(), { now: NOW })).toBe(3);
    expect(await store.list()).toEqual([fresh]);
    expect(KEEP_UNUSED_UPLOAD_MS).toBe(30 * DAY);
    await store.remove(fresh);
  });
});
