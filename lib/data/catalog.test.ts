import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

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
    const { searchCompetitions } = await import('@/lib/competitions/search');
    expect(searchCompetitions(catalog.index, { q: 'jumat', categories: [], tags: [] }).map((c) => c.id)).toEqual(['1']);
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

describe('orderResults', () => {
  it('gives the same order as sorting the results, for every sort option', async () => {
    const { buildCatalog, orderResults } = await import('./catalog');
    const { SORT_OPTIONS, sortCompetitions } = await import('@/lib/competitions/sort');
    const { normaliseCompetitions } = await import('@/lib/competitions/normalise');
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const day = () => `2026-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
    const raw = Array.from({ length: 300 }, (_, i) => ({
      ...item(String(i + 1), `Lomba ${['Alfa', 'beta', 'Gama', 'delta'][i % 4]} ${Math.floor(rnd() * 50)}`, rnd() < 0.1 ? '' : day()),
      published_date: rnd() < 0.1 ? '' : day(),
    }));
    const catalog = buildCatalog({ items: normaliseCompetitions(raw).items, version: 'v' });
    const subset = catalog.items.filter(() => rnd() < 0.5);
    for (const { value } of SORT_OPTIONS) {
      expect(orderResults(catalog, subset, value, '2026-06-15').map((c) => c.id)).toEqual(sortCompetitions(subset, value, '2026-06-15').map((c) => c.id));
    }
  });
});
