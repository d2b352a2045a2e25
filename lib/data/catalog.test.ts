import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';

let dir: string;
let file: string;

const item = (id: string, title: string, end: string) => ({
  id,
  title,
  description: 'Deskripsi',
  thumbnails: [],
  tags: ['sains', 'nasional'],
  categories: ['SMA'],
  registration: { start: '2026-07-01', end },
  published_date: '2026-07-01',
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'catalog-'));
  file = path.join(dir, 'data.json');
  await writeFile(file, JSON.stringify([item('1', 'Lomba Juli', '2026-07-31'), item('2', 'Lomba Agustus', '2026-08-31')]));
  process.env.DATA_SOURCE = 'local';
  process.env.DATA_FILE = file;
  process.env.DATA_CACHE_SECONDS = '60';
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('getCatalog', () => {
  it('reads the store once for many requests, and derives the index and tags once', async () => {
    const { getStore } = await import('@/lib/store');
    const read = vi.spyOn(getStore(), 'read');
    const { getCatalog } = await import('./catalog');
    const results = await Promise.all(Array.from({ length: 50 }, () => getCatalog()));
    for (let i = 0; i < 50; i++) await getCatalog();
    expect(read).toHaveBeenCalledTimes(1);
    expect(new Set(results).size).toBe(1);
    const catalog = results[0]!;
    expect(catalog.items.map((c) => c.title)).toEqual(['Lomba Agustus', 'Lomba Juli']);
    expect(catalog.tags).toEqual(['sains', 'nasional']);
    expect(catalog.tagsSorted).toEqual(['nasional', 'sains']);
    // Dates are searchable in their Indonesian form through the index built at read time.
    expect(catalog.index.search({ q: 'jumat', categories: [], tags: [] }).map((c) => c.id)).toEqual(['1']);
  });

  it('serves the last good copy with the error when the file turns malformed, and recovers', async () => {
    const { primeCatalog, reloadCatalog } = await import('./catalog');
    await writeFile(file, '[{"id": ');
    const broken = await reloadCatalog();
    expect(broken.error).toMatch(/Data lomba rusak/);
    expect(broken.items).toHaveLength(2);
    await writeFile(file, JSON.stringify([item('3', 'Lomba Baru', '2026-09-30')]));
    const fixed = await reloadCatalog();
    expect(fixed.error).toBeNull();
    expect(fixed.items.map((c) => c.id)).toEqual(['3']);
    const primed = primeCatalog([], 'v-kosong');
    expect(primed.items).toEqual([]);
    expect(primed.version).toBe('v-kosong');
  });
});

describe('refreshing the catalog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the same catalog, index and sorted lists when the data did not change, and rebuilds when it did', async () => {
    const { getCatalog, orderResults, reloadCatalog } = await import('./catalog');
    const { getStore } = await import('@/lib/store');
    // More than orderResults sorts directly, so it keeps the sorted list on the catalog.
    await writeFile(file, JSON.stringify(Array.from({ length: 40 }, (_, i) => item(String(100 + i), `Lomba ${i}`, '2026-09-30'))));
    const first = await reloadCatalog();
    orderResults(first, first.items, 'title_asc', '2026-06-15');
    const sortedTitles = first.sorted.title_asc;
    expect(sortedTitles).toBeDefined();
    vi.restoreAllMocks();
    const read = vi.spyOn(getStore(), 'read');
    const loadedAt = first.loadedAt;
    await new Promise((r) => setTimeout(r, 5));
    const again = await reloadCatalog();
    expect(read).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    expect(again.index).toBe(first.index);
    expect(again.sorted.title_asc).toBe(sortedTitles);
    expect(again.loadedAt).toBeGreaterThan(loadedAt);
    expect(await getCatalog()).toBe(first);

    await writeFile(file, JSON.stringify([item('6', 'Lomba Tiga', '2026-11-30')]));
    const changed = await reloadCatalog();
    expect(changed).not.toBe(first);
    expect(changed.index).not.toBe(first.index);
    expect(changed.items.map((c) => c.id)).toEqual(['6']);
  });

  it('clears the error on the kept copy once the same data reads cleanly again', async () => {
    const { reloadCatalog } = await import('./catalog');
    const good = await reloadCatalog();
    const bytes = await readFile(file);
    await writeFile(file, '[{"id": ');
    const broken = await reloadCatalog();
    expect(broken.error).toMatch(/Data lomba rusak/);
    expect(broken.index).toBe(good.index);
    await writeFile(file, bytes);
    const recovered = await reloadCatalog();
    expect(recovered.error).toBeNull();
    expect(recovered.version).toBe(good.version);
    expect(recovered.index).toBe(good.index);
  });

  it('keeps what a write primed while a read was under way', async () => {
    const { primeCatalog, reloadCatalog } = await import('./catalog');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    const realRead = store.read.bind(store);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const read = vi.spyOn(store, 'read').mockImplementation(async () => {
      const snap = await realRead();
      await gate;
      return snap;
    });
    const pending = reloadCatalog();
    await new Promise((r) => setTimeout(r, 5));
    const primed = primeCatalog([], 'v-ditulis');
    release();
    expect(await pending).toBe(primed);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('warming up', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the catalog and reports it ready', async () => {
    const { reloadCatalog } = await import('./catalog');
    await writeFile(file, JSON.stringify([item('7', 'Lomba Tujuh', '2026-12-31')]));
    await reloadCatalog();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { warmCatalog } = await import('./warm');
    await expect(warmCatalog()).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^\[data\] catalog ready: 1 item\(s\) in \d+ ms$/));
  });

  it('never rejects, and register() starts it only in the Node.js runtime', async () => {
    vi.resetModules();
    const getCatalog = vi.fn(() => Promise.reject(new Error('boom')));
    vi.doMock('./catalog', () => ({ getCatalog }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { warmCatalog } = await import('./warm');
    await expect(warmCatalog()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('[data] warm-up failed:', 'boom');
    getCatalog.mockClear();

    const { register } = await import('@/instrumentation');
    const runtime = process.env.NEXT_RUNTIME;
    try {
      process.env.NEXT_RUNTIME = 'edge';
      await register();
      expect(getCatalog).not.toHaveBeenCalled();
      process.env.NEXT_RUNTIME = 'nodejs';
      await expect(register()).resolves.toBeUndefined();
      expect(getCatalog).toHaveBeenCalledTimes(1);
    } finally {
      if (runtime === undefined) delete process.env.NEXT_RUNTIME;
      else process.env.NEXT_RUNTIME = runtime;
      vi.doUnmock('./catalog');
      error.mockRestore();
    }
  });
});

describe('orderResults', () => {
  it('gives the same order as sorting the results, for every sort option', async () => {
    const { buildCatalog, orderResults } = await import('./catalog');
    const { SORT_OPTIONS, sortCompetitions } = await import('@/lib/competitions/sort');
    const { normaliseCompetitions } = await import('@/lib/competitions/normalise');
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const day = () => `2026-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
    const raw = Array.from({ length: 300 }, (_, i) => ({
      ...item(String(i + 1), `Lomba ${['Alfa', 'beta', 'Gama', 'delta'][i % 4]} ${Math.floor(rnd() * 50)}`, rnd() < 0.1 ? '' : day()),
      published_date: rnd() < 0.1 ? '' : day(),
    }));
    const catalog = buildCatalog({ items: normaliseCompetitions(raw).items, version: 'v' });
    const subset = catalog.items.filter(() => rnd() < 0.5);
    for (const { value } of SORT_OPTIONS) {
      expect(orderResults(catalog, subset, value, '2026-06-15').map((c) => c.id)).toEqual(
        sortCompetitions(subset, value, '2026-06-15').map((c) => c.id),
      );
    }
  });
});

describe('after a write', () => {
  it('places only the written item when the catalog holds the data it was applied to', async () => {
    const { buildCatalog, primeCatalog, reloadCatalog } = await import('./catalog');
    await writeFile(file, JSON.stringify([item('1', 'Lomba Juli', '2026-07-31'), item('2', 'Lomba Agustus', '2026-08-31')]));
    const before = await reloadCatalog();
    const added = item('9', 'Lomba Robot', '2026-08-15') as Competition;
    const written = [...before.items, added];
    const after = primeCatalog(written, 'v-sesudah', { edit: { upsert: added }, before: before.version });
    // The index carries one edit instead of being rebuilt; every list is what a full build makes.
    expect(after.index.edits).toHaveLength(1);
    const full = buildCatalog({ items: written, version: 'v-sesudah' });
    expect(after.items.map((c) => c.id)).toEqual(full.items.map((c) => c.id));
    expect(after.index.search({ q: 'robot', categories: [], tags: [] }).map((c) => c.id)).toEqual(['9']);
    expect(after.byId.get('9')).toBe(added);
    expect(after.version).toBe('v-sesudah');
  });

  it('shows a write at once and rebuilds in the background when the data changed elsewhere', async () => {
    const { getCatalog, primeCatalog, reloadCatalog } = await import('./catalog');
    await writeFile(file, JSON.stringify([item('1', 'Lomba Juli', '2026-07-31')]));
    await reloadCatalog();
    // Another writer added item 5; this write (based on that newer data) adds item 6.
    const six = item('6', 'Lomba Enam', '2026-06-30') as Competition;
    const written = [item('1', 'Lomba Juli', '2026-07-31') as Competition, item('5', 'Lomba Lima', '2026-05-31') as Competition, six];
    const shown = primeCatalog(written, 'v-lain', { edit: { upsert: six }, before: 'v-orang-lain' });
    expect(shown.byId.get('6')).toBe(six);
    await vi.waitFor(async () => expect((await getCatalog()).items.map((c) => c.id)).toEqual(['1', '6', '5']));
    expect((await getCatalog()).index.edits).toHaveLength(0);
  });
});
