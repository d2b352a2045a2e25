import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDataFile, serialiseDataFile } from '@/lib/competitions/normalise';
import { dataFileOf, readDataFile, serialiseRecords } from './raw-file';
import type { Competition } from '@/lib/competitions/schema';
import { createLocalStore } from './local';
import { type CompetitionStore, VersionConflictError } from './types';

// Counts the data-file reads the store makes through its file handles; everything else is the real fs.
const fileReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof fs.open = async (...args) => {
    const handle = await fs.open(...args);
    const readFile = handle.readFile.bind(handle);
    handle.readFile = ((...a: Parameters<typeof readFile>) => {
      fileReads.count++;
      return readFile(...a);
    }) as typeof handle.readFile;
    return handle;
  };
  return { ...fs, open, default: { ...fs, open } };
});

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
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

/** What the server does for every admin operation: read, apply, write at that version, and on a conflict start over. */
async function applyWithRetry(store: CompetitionStore, apply: (items: readonly Competition[]) => Competition[], message: string) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const snap = await store.read();
    try {
      return await store.write(dataFileOf(apply(snap.items)), snap.version, message);
    } catch (e) {
      if (!(e instanceof VersionConflictError)) throw e;
    }
  }
  throw new Error('too many conflicts');
}

describe('createLocalStore', () => {
  it('reads a missing file as an empty list at version ""', async () => {
    expect(await createLocalStore(file).read()).toEqual({
      records: [],
      items: [],
      itemRecords: [],
      dropped: [],
      version: '',
      absent: true,
    });
  });

  it('writes, creating the folder, and reads back the same items and version', async () => {
    const store = createLocalStore(file);
    const items = [competition('a'), competition('b')];
    const version = await store.write(dataFileOf(items), '', 'Create competition: Lomba a');
    expect(await readFile(file, 'utf8')).toBe(serialiseDataFile(items));
    const snap = await store.read();
    expect(snap.items).toEqual(items);
    expect(snap.version).toBe(version);
    expect(version).not.toBe('');
  });

  it('refuses a stale version and leaves the file unchanged', async () => {
    const store = createLocalStore(file);
    const v1 = await store.write(dataFileOf([competition('a')]), '', 'one');
    await store.write(dataFileOf([competition('b')]), v1, 'two');
    const before = await readFile(file, 'utf8');
    await expect(store.write(dataFileOf([competition('c')]), v1, 'three')).rejects.toBeInstanceOf(VersionConflictError);
    await expect(store.write(dataFileOf([competition('c')]), '', 'three')).rejects.toBeInstanceOf(VersionConflictError);
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
    await createLocalStore(file).write(dataFileOf([]), '', 'init');
    await writeFile(file, ' \n\t\n');
    const snap = await createLocalStore(file).read();
    expect(snap.items).toEqual([]);
    expect(snap.version).not.toBe('');
  });

  it('explains a malformed file', async () => {
    await createLocalStore(file).write(dataFileOf([]), '', 'init');
    await writeFile(file, '[{"id": "a", ');
    await expect(createLocalStore(file).read()).rejects.toThrow(/^Data lomba rusak: JSON tidak valid/);
    await writeFile(file, '{"items": []}');
    await expect(createLocalStore(file).read()).rejects.toThrow('Data lomba rusak: isi file harus berupa array JSON.');
  });

  it('drops broken records and reports them', async () => {
    await createLocalStore(file).write(dataFileOf([]), '', 'init');
    await writeFile(file, JSON.stringify([competition('a'), { title: 'tanpa id' }, competition('a')]));
    const snap = await createLocalStore(file).read();
    expect(snap.items.map((c) => c.id)).toEqual(['a']);
    expect(snap.dropped).toEqual([
      { index: 1, reason: 'id kosong', title: 'tanpa id' },
      { index: 2, reason: 'id ganda a', id: 'a', title: 'Lomba a', duplicate: true },
    ]);
  });
});

describe('createLocalStore: reusing the last read', () => {
  /** Files written by a test are seconds old from the store's point of view, past the window it distrusts. */
  const later = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_000);
  };
  const write = async (items: Competition[]) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, serialiseDataFile(items));
  };

  it('does not read or parse an unchanged file again', async () => {
    await write([competition('a'), competition('b')]);
    later();
    const store = createLocalStore(file);
    fileReads.count = 0;
    const first = await store.read();
    expect(fileReads.count).toBe(1);
    const second = await store.read();
    const other = await createLocalStore(file).read();
    expect(fileReads.count).toBe(1);
    expect(second.items).toBe(first.items);
    expect(second.version).toBe(first.version);
    expect(other.items).toBe(first.items);
  });

  it('sees a file renamed over the old one, even with the same size', async () => {
    await createLocalStore(file).write(dataFileOf([competition('a')]), '', 'init');
    later();
    const store = createLocalStore(file);
    const before = await store.read();
    const tmp = `${file}.other`;
    await writeFile(tmp, serialiseDataFile([competition('b')]));
    await rename(tmp, file);
    const after = await store.read();
    expect(after.items.map((c) => c.id)).toEqual(['b']);
    expect(after.version).not.toBe(before.version);
  });

  it('sees the file rewritten in place with a different size', async () => {
    await createLocalStore(file).write(dataFileOf([competition('a')]), '', 'init');
    later();
    const store = createLocalStore(file);
    await store.read();
    await write([competition('a'), competition('c')]);
    expect((await store.read()).items.map((c) => c.id)).toEqual(['a', 'c']);
  });

  it('sees its own writes, and refuses a version that an edit in place made stale', async () => {
    later();
    const store = createLocalStore(file);
    const v1 = await store.write(dataFileOf([competition('a')]), '', 'one');
    const read1 = await store.read();
    expect(read1.version).toBe(v1);
    const v2 = await store.write(dataFileOf([competition('a'), competition('b')]), v1, 'two');
    const read2 = await store.read();
    expect(read2.items.map((c) => c.id)).toEqual(['a', 'b']);
    expect(read2.version).toBe(v2);
    await write([competition('x')]);
    await expect(store.write(dataFileOf([competition('y')]), v2, 'three')).rejects.toBeInstanceOf(VersionConflictError);
    expect((await store.read()).items.map((c) => c.id)).toEqual(['x']);
  });

  it('remembers what it wrote, so the next read and write cost one fstat, not a read of the file', async () => {
    const store = createLocalStore(file);
    const items = [competition('a'), competition('b')];
    const written = dataFileOf(items);
    const version = await store.write(written, '', 'init');
    fileReads.count = 0;
    const snap = await store.read();
    expect(snap.items).toBe(written.items);
    expect(snap.version).toBe(version);
    const next = dataFileOf([...items, competition('c')]);
    const version2 = await store.write(next, version, 'add');
    expect((await store.read()).items).toBe(next.items);
    expect(fileReads.count).toBe(0);
    // Exactly what a fresh read of the file gives, at the version a fresh read computes.
    const bytes = await readFile(file);
    expect(parseDataFile(bytes.toString('utf8')).items).toEqual(next.items);
    expect(version2).toBe(createHash('sha256').update(bytes).digest('hex').slice(0, 40));
  });

  it('writes thousands of records (many writev batches) byte for byte, keeping each record as it was read', async () => {
    // Hand-made layout inside the records (tabs, no spaces, unknown fields): only the array around them is ours.
    const src = `[${Array.from({ length: 3000 }, (_, i) => `{"id":"${i}",\t"title":"Lomba ${i}","x":"${'7'.repeat(i)}"}`).join(',')}]`;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, src);
    later();
    const store = createLocalStore(file);
    const snap = await store.read();
    expect(snap.items).toHaveLength(3000);
    const version = await store.write(snap, snap.version, 'same');
    const bytes = await readFile(file);
    expect(bytes.equals(serialiseRecords(snap.records).bytes)).toBe(true);
    expect(bytes.byteLength).toBeGreaterThan(4 * 1024 * 1024);
    expect(version).toBe(createHash('sha256').update(bytes).digest('hex').slice(0, 40));
    expect(readDataFile(bytes).records.map((r) => Buffer.from(r).toString())).toEqual(snap.records.map((r) => Buffer.from(r).toString()));
  });

  it('sees an edit in place of the same size made after its own write, once the timestamps move on', async () => {
    const store = createLocalStore(file);
    const v1 = await store.write(dataFileOf([competition('a')]), '', 'one');
    // A later edit in place (not a rename) with a later modification time.
    await new Promise((r) => setTimeout(r, 20));
    await writeFile(file, serialiseDataFile([competition('b')]));
    await expect(store.write(dataFileOf([competition('c')]), v1, 'two')).rejects.toBeInstanceOf(VersionConflictError);
    expect((await store.read()).items.map((c) => c.id)).toEqual(['b']);
  });

  it('reads a file deleted after a read as empty', async () => {
    await createLocalStore(file).write(dataFileOf([competition('a')]), '', 'init');
    later();
    const store = createLocalStore(file);
    expect((await store.read()).items).toHaveLength(1);
    await unlink(file);
    expect(await store.read()).toEqual({ records: [], items: [], itemRecords: [], dropped: [], version: '', absent: true });
  });

  it('reads a file that changed moments ago again, as its timestamps may not show the next change yet', async () => {
    await write([competition('a')]);
    const store = createLocalStore(file);
    fileReads.count = 0;
    const first = await store.read();
    const second = await store.read();
    expect(fileReads.count).toBe(2);
    // Same bytes: the first parse is kept.
    expect(second.items).toBe(first.items);
    // Same size, possibly within the same timestamp tick: only a fresh read can tell.
    await write([competition('b')]);
    expect((await store.read()).items.map((c) => c.id)).toEqual(['b']);
  });
});
