import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { Competition, CompetitionInput } from '@/lib/competitions/schema';
import { competitionVersion } from '@/lib/competitions/version';
import { createLocalStore } from '@/lib/store/local';
import { type DataFile, dataFileOf } from '@/lib/store/raw-file';
import { type CompetitionStore, VersionConflictError } from '@/lib/store/types';
import {
  ConflictError,
  createCompetition,
  deleteCompetition,
  type MutationDeps,
  newCompetitionId,
  NotFoundError,
  updateCompetition,
} from './mutations';

const input = (title: string, end = '2025-08-01'): CompetitionInput => ({
  title,
  description: `Deskripsi ${title}`,
  thumbnails: ['https://contoh.id/poster.jpg'],
  tags: ['esai'],
  categories: ['SMA'],
  registration: { start: '2025-07-01', end },
  published_date: '2025-07-01',
});

const seed: Competition[] = [
  { id: '100', ...input('Lomba A', '2025-09-01') },
  { id: '200', ...input('Lomba B', '2025-08-01') },
];

let dir: string;
let file: string;
let store: CompetitionStore;
let writes: { message: string; count: number }[];
let deps: MutationDeps & {
  revalidate: Mock<() => void>;
  prime: Mock<(file: DataFile, version: string) => void>;
};

/** Records every successful write's commit message. */
function spy(inner: CompetitionStore): CompetitionStore {
  return {
    kind: inner.kind,
    location: inner.location,
    read: () => inner.read(),
    async write(data, version, message) {
      const v = await inner.write(data, version, message);
      writes.push({ message, count: data.records.length });
      return v;
    },
  };
}

const readFileItems = async (): Promise<Competition[]> => JSON.parse(await readFile(file, 'utf8'));

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mutations-'));
  file = path.join(dir, 'database', 'data.json');
  const local = createLocalStore(file);
  await local.write(dataFileOf(seed), '', 'seed');
  writes = [];
  store = spy(local);
  deps = { store, revalidate: vi.fn<() => void>(), prime: vi.fn<(file: DataFile, version: string) => void>(), backoff: () => 0 };
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('createCompetition', () => {
  it('adds the item with a timestamp id, commits "Create competition: {title}", revalidates and primes', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_751_328_000_000);
    const { item, version } = await createCompetition(input('  Lomba Baru  ', '2025-12-01'), deps);
    expect(item.id).toBe('1751328000000');
    expect(item.title).toBe('Lomba Baru');
    expect(version).toBe(competitionVersion(item));
    expect(writes).toEqual([{ message: 'Create competition: Lomba Baru', count: 3 }]);
    const saved = await readFileItems();
    expect(saved.map((c) => c.id)).toEqual(['1751328000000', '100', '200']); // sorted by registration end
    expect(deps.revalidate).toHaveBeenCalledTimes(1);
    expect(deps.prime).toHaveBeenCalledTimes(1);
    const [primed, primedVersion] = deps.prime.mock.calls[0]!;
    expect(primed.items).toEqual(saved);
    expect(primedVersion).toBe((await store.read()).version);
  });

  it('stores the item as the data file reads it back, so its version survives a re-read', async () => {
    const { item, version } = await createCompetition(
      { ...input('Lomba Tag'), tags: ['Esai', ' menulis '], published_date: '2025-07-01T10:00:00+07:00' },
      deps,
    );
    const reread = (await store.read()).items.find((c) => c.id === item.id)!;
    expect(reread).toEqual(item);
    expect(competitionVersion(reread)).toBe(version);
    expect(item.tags).toEqual(['esai', 'menulis']);
  });

  it('makes the id unique when the timestamp is taken', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(100);
    const { item } = await createCompetition(input('Lomba C'), deps);
    expect(item.id).toBe('101');
    expect(newCompetitionId((id) => ['5', '6', '8'].includes(id), 5)).toBe('7');
  });

  it('with an id, creates under that id; refuses with 409 and writes nothing when it is taken', async () => {
    const { item } = await createCompetition(input('Lomba Kembali'), deps, '150');
    expect(item.id).toBe('150');
    expect((await readFileItems()).map((c) => c.id)).toContain('150');
    const before = await readFile(file, 'utf8');
    await expect(createCompetition(input('Lomba Lain'), deps, '100')).rejects.toMatchObject({
      status: 409,
      message: 'Lomba ini tidak dapat dikembalikan karena ID-nya sudah dipakai lomba lain. Tidak ada yang diubah.',
    });
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(writes).toHaveLength(1);
  });

  it('keeps all of 30 creates sent at the same moment', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_751_328_000_000);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => createCompetition(input(`Lomba ${i}`), deps)));
    const ids = new Set(results.map((r) => r.item.id));
    expect(ids.size).toBe(30);
    const saved = await readFileItems();
    expect(saved).toHaveLength(32);
    for (let i = 0; i < 30; i++) expect(saved.some((c) => c.title === `Lomba ${i}`)).toBe(true);
    expect(writes).toHaveLength(30);
  });
});

describe('updateCompetition', () => {
  it('replaces the item and commits "Update competition: {title}"', async () => {
    const base = competitionVersion(seed[1]!);
    const { item, version, previous } = await updateCompetition('200', input('Lomba B Baru', '2025-10-01'), base, deps);
    expect(item).toMatchObject({ id: '200', title: 'Lomba B Baru' });
    // The copy it replaced, from the same read the write was applied to (the history records it).
    expect(previous).toEqual(seed[1]);
    expect(version).toBe(competitionVersion(item));
    expect(writes).toEqual([{ message: 'Update competition: Lomba B Baru', count: 2 }]);
    const saved = await readFileItems();
    expect(saved.map((c) => [c.id, c.title])).toEqual([
      ['200', 'Lomba B Baru'],
      ['100', 'Lomba A'],
    ]);
  });

  it('refuses a stale base version with the spec message and writes nothing', async () => {
    const before = await readFile(file);
    const stale = competitionVersion({ ...seed[0]!, title: 'Versi lama' });
    const err = await updateCompetition('100', input('Lomba A2'), stale, deps).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
    expect((err as ConflictError).status).toBe(409);
    expect((err as Error).message).toBe('Gagal menyimpan: Terjadi konflik data. Coba muat ulang halaman dan simpan lagi.');
    expect(await readFile(file)).toEqual(before);
    expect(writes).toEqual([]);
    expect(deps.revalidate).not.toHaveBeenCalled();
    expect(deps.prime).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown id', async () => {
    await expect(updateCompetition('999', input('X'), 'x', deps)).rejects.toBeInstanceOf(NotFoundError);
    expect(writes).toEqual([]);
  });

  it('two editors from the same version of the same item: one wins, the other conflicts, the first change stays', async () => {
    const base = competitionVersion(seed[0]!);
    const [a, b] = await Promise.allSettled([
      updateCompetition('100', input('Editor satu'), base, deps),
      updateCompetition('100', input('Editor dua'), base, deps),
    ]);
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('rejected');
    expect((b as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    expect((await readFileItems()).find((c) => c.id === '100')!.title).toBe('Editor satu');
  });

  it('two editors updating different items from the same snapshot: both kept', async () => {
    await Promise.all([
      updateCompetition('100', input('A diubah', '2025-09-01'), competitionVersion(seed[0]!), deps),
      updateCompetition('200', input('B diubah', '2025-08-01'), competitionVersion(seed[1]!), deps),
    ]);
    const titles = (await readFileItems()).map((c) => c.title);
    expect(titles).toEqual(['A diubah', 'B diubah']);
  });
});

describe('deleteCompetition', () => {
  it('removes the item and commits "Delete competition {id}"', async () => {
    const { item } = await deleteCompetition('100', competitionVersion(seed[0]!), deps);
    expect(item.id).toBe('100');
    expect(writes).toEqual([{ message: 'Delete competition 100', count: 1 }]);
    expect((await readFileItems()).map((c) => c.id)).toEqual(['200']);
  });

  it('refuses a stale base version and leaves the file unchanged', async () => {
    const before = await readFile(file);
    await expect(deleteCompetition('100', 'deadbeefdeadbeef', deps)).rejects.toBeInstanceOf(ConflictError);
    expect(await readFile(file)).toEqual(before);
  });

  it('answers 404 for an unknown id', async () => {
    await expect(deleteCompetition('999', 'x', deps)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('conflict retries', () => {
  it('re-reads and re-applies when another writer got there first, keeping both changes', async () => {
    let calls = 0;
    const racing: CompetitionStore = {
      kind: 'local',
      location: 'test',
      read: () => store.read(),
      async write(items, version, message) {
        calls++;
        if (calls === 1) {
          // Another process writes between this writer's read and write.
          const snap = await store.read();
          await store.write(dataFileOf([...snap.items, { id: '300', ...input('Dari proses lain') }]), snap.version, 'other');
        }
        return store.write(items, version, message);
      },
    };
    const { item } = await createCompetition(input('Lomba Saya'), { ...deps, store: racing });
    expect(calls).toBe(2);
    const saved = await readFileItems();
    expect(saved.map((c) => c.title).sort()).toEqual(['Dari proses lain', 'Lomba A', 'Lomba B', 'Lomba Saya']);
    expect(saved.some((c) => c.id === item.id)).toBe(true);
  });

  it('retries after a VersionConflictError from the store, with a backoff', async () => {
    const backoff = vi.fn(() => 1);
    let failed = false;
    const flaky: CompetitionStore = {
      kind: 'github',
      location: 'test',
      read: () => store.read(),
      write(items, version, message) {
        if (!failed) {
          failed = true;
          return Promise.reject(new VersionConflictError());
        }
        return store.write(items, version, message);
      },
    };
    await updateCompetition('100', input('Setelah konflik'), competitionVersion(seed[0]!), { ...deps, store: flaky, backoff });
    expect(backoff).toHaveBeenCalledWith(1);
    expect(writes.map((w) => w.message)).toEqual(['Update competition: Setelah konflik']);
  });

  it('gives up with a ConflictError after the last attempt', async () => {
    const write = vi.fn(() => Promise.reject(new VersionConflictError()));
    const stuck: CompetitionStore = { kind: 'github', location: 'test', read: () => store.read(), write };
    await expect(createCompetition(input('X'), { ...deps, store: stuck, maxAttempts: 3 })).rejects.toBeInstanceOf(ConflictError);
    expect(write).toHaveBeenCalledTimes(3);
    expect(deps.revalidate).not.toHaveBeenCalled();
  });

  it('passes other store failures through without retrying', async () => {
    const write = vi.fn(() => Promise.reject(new Error('Failed to update data: Bad credentials')));
    const broken: CompetitionStore = { kind: 'github', location: 'test', read: () => store.read(), write };
    await expect(createCompetition(input('X'), { ...deps, store: broken })).rejects.toThrow('Failed to update data: Bad credentials');
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('a failed write does not block the next one', async () => {
    const broken: CompetitionStore = {
      kind: 'github',
      location: 'test',
      read: () => store.read(),
      write: () => Promise.reject(new Error('boom')),
    };
    await expect(createCompetition(input('X'), { ...deps, store: broken })).rejects.toThrow('boom');
    await expect(createCompetition(input('Y'), deps)).resolves.toMatchObject({ item: { title: 'Y' } });
  });
});
