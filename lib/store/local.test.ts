import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serialiseDataFile } from '@/lib/competitions/normalise';
import type { Competition } from '@/lib/competitions/schema';
import { createLocalStore } from './local';
import { type CompetitionStore, VersionConflictError } from './types';

function competition(id: string): Competition {
  return {
    id,
    title: `Lomba ${id}`,
    description: `Deskripsi lomba ${id}`,
    thumbnails: [],
    tags: ['umum'],
    categories: ['ALL'],
    registration: { start: '', end: '' },
    published_date: '',
  };
}

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lomba-store-'));
  file = path.join(dir, 'database', 'data.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What the server does for every admin operation: read, apply, write at that version, and on a conflict start over. */
async function applyWithRetry(store: CompetitionStore, apply: (items: Competition[]) => Competition[], message: string) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const snap = await store.read();
    try {
      return await store.write(apply(snap.items), snap.version, message);
    } catch (e) {
      if (!(e instanceof VersionConflictError)) throw e;
    }
  }
  throw new Error('too many conflicts');
}

describe('createLocalStore', () => {
  it('reads a missing file as an empty list at version ""', async () => {
    expect(await createLocalStore(file).read()).toEqual({ items: [], version: '', dropped: [] });
  });

  it('writes, creating the folder, and reads back the same items and version', async () => {
    const store = createLocalStore(file);
    const items = [competition('a'), competition('b')];
    const version = await store.write(items, '', 'Create competition: Lomba a');
    expect(await readFile(file, 'utf8')).toBe(serialiseDataFile(items));
    const snap = await store.read();
    expect(snap.items).toEqual(items);
    expect(snap.version).toBe(version);
    expect(version).not.toBe('');
  });

  it('refuses a stale version and leaves the file unchanged', async () => {
    const store = createLocalStore(file);
    const v1 = await store.write([competition('a')], '', 'one');
    await store.write([competition('b')], v1, 'two');
    const before = await readFile(file, 'utf8');
    await expect(store.write([competition('c')], v1, 'three')).rejects.toBeInstanceOf(VersionConflictError);
    await expect(store.write([competition('c')], '', 'three')).rejects.toBeInstanceOf(VersionConflictError);
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('keeps every one of 50 concurrent read-modify-write edits', async () => {
    const stores = [createLocalStore(file), createLocalStore(file)];
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        applyWithRetry(stores[i % 2]!, (items) => [...items, competition(`item-${i}`)], `Create competition: ${i}`),
      ),
    );
    const text = await readFile(file, 'utf8');
    const parsed: unknown = JSON.parse(text);
    expect(Array.isArray(parsed)).toBe(true);
    const ids = (await stores[0]!.read()).items.map((c) => c.id).sort();
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => `item-${i}`).sort());
    expect((await readdir(path.dirname(file))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('reads a blank file as an empty list', async () => {
    await createLocalStore(file).write([], '', 'init');
    await writeFile(file, ' \n\t\n');
    const snap = await createLocalStore(file).read();
    expect(snap.items).toEqual([]);
    expect(snap.version).not.toBe('');
  });

  it('explains a malformed file', async () => {
    await createLocalStore(file).write([], '', 'init');
    await writeFile(file, '[{"id": "a", ');
    await expect(createLocalStore(file).read()).rejects.toThrow(/^Data lomba rusak: JSON tidak valid/);
    await writeFile(file, '{"items": []}');
    await expect(createLocalStore(file).read()).rejects.toThrow('Data lomba rusak: isi file harus berupa array JSON.');
  });

  it('drops broken records and reports them', async () => {
    await createLocalStore(file).write([], '', 'init');
    await writeFile(file, JSON.stringify([competition('a'), { title: 'tanpa id' }, competition('a')]));
    const snap = await createLocalStore(file).read();
    expect(snap.items.map((c) => c.id)).toEqual(['a']);
    expect(snap.dropped).toEqual([
      { index: 1, reason: 'id kosong' },
      { index: 2, reason: 'id ganda a' },
    ]);
  });
});
