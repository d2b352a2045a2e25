import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@/lib/competitions/paginate';
import type { Competition } from '@/lib/competitions/schema';
import { randomWorld } from '@/testing/random-data';
import { runAtOnce } from '@/lib/search/slices';
import { buildCatalog } from './catalog';
import { catalogSteps } from './catalog-derive';
import { DATA_SEGMENTS, revalidateAfterWrite } from './revalidate';
import { SIDEBAR_TAGS, sidebarPicks } from './sidebar-picks';

const revalidatePath = vi.hoisted(() => vi.fn<(path: string, type?: string) => void>());
vi.mock('next/cache', () => ({ revalidatePath }));

const w = randomWorld(31);
// Every item has an end date a day apart, so home order is the order made here: item 0 first.
const items: Competition[] = Array.from({ length: 200 }, (_, i) => {
  const c = w.competition();
  const end = new Date(Date.UTC(2030, 0, 1) - i * 86_400_000).toISOString().slice(0, 10);
  return { ...c, id: `c${i}`, title: `Lomba ${i}`, tags: [`tag${i % 150}`], registration: { start: '2020-01-01', end } };
});
const before = buildCatalog({ items, version: 'v1' });
const home = (c: Competition) => before.items.indexOf(c);

/** The catalog after replacing item `i` (in home order) by `edit` of it: every other item keeps its object. */
function after(i: number, edit: (c: Competition) => Competition) {
  const target = before.items[i]!;
  return buildCatalog({ items: items.map((c) => (c === target ? edit(c) : c)), version: 'v2' });
}
const retitled = (c: Competition) => ({ ...c, title: `${c.title} (diperbaiki)` });

beforeEach(() => revalidatePath.mockClear());

describe('revalidateAfterWrite: which pages a write makes stale', () => {
  it('leaves the home page cached when the competition is on none of what it shows', () => {
    expect(home(before.items[150]!)).toBe(150);
    revalidateAfterWrite(before, after(150, retitled));
    expect(revalidatePath.mock.calls).toEqual(DATA_SEGMENTS.map((s) => [s, 'layout']));
  });

  it('revalidates every page when the competition is a card on the first page', () => {
    revalidateAfterWrite(before, after(PAGE_SIZE - 1, retitled));
    expect(revalidatePath.mock.calls).toEqual([['/', 'layout']]);
  });

  it('revalidates every page when a tag in the sidebar changes, though the item is far down the list', () => {
    // Item 120 brings tag120, the 121st tag in order of appearance: not shown. Item 90 brings tag90, shown.
    revalidateAfterWrite(
      before,
      after(120, (c) => ({ ...c, tags: ['baru'] })),
    );
    expect(revalidatePath.mock.calls).toEqual(DATA_SEGMENTS.map((s) => [s, 'layout']));
    revalidatePath.mockClear();
    revalidateAfterWrite(
      before,
      after(90, (c) => ({ ...c, tags: ['baru'] })),
    );
    expect(revalidatePath.mock.calls).toEqual([['/', 'layout']]);
  });

  it('revalidates every page when the item is in "Segera Ditutup", though it is last in the list', () => {
    const soonEnd = new Date(Date.now() + 7 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
    const closing: Competition = { ...items[0]!, id: 'segera', title: 'Segera tutup', registration: { start: '2020-01-01', end: soonEnd } };
    const withSoon = buildCatalog({ items: [...items, closing], version: 'v1' });
    expect(withSoon.items.at(-1)).toBe(closing);
    revalidateAfterWrite(withSoon, buildCatalog({ items: [...items, retitled(closing)], version: 'v2' }));
    expect(revalidatePath.mock.calls).toEqual([['/', 'layout']]);
  });

  it('revalidates every page when a count of the filters changes, though the item is far down the list', () => {
    const flipped = (c: Competition): Competition => ({ ...c, fee: c.fee?.type === 'free' ? { type: 'paid' } : { type: 'free' } });
    revalidateAfterWrite(before, after(150, flipped));
    expect(revalidatePath.mock.calls).toEqual([['/', 'layout']]);
  });

  it('revalidates every page when the number of pages changes or an earlier copy is not known', () => {
    const fewer = buildCatalog({ items: items.slice(0, PAGE_SIZE * 5), version: 'v2' });
    revalidateAfterWrite(buildCatalog({ items: items.slice(0, PAGE_SIZE * 5 + 1), version: 'v1' }), fewer);
    expect(revalidatePath.mock.calls).toEqual([['/', 'layout']]);
    revalidatePath.mockClear();
    revalidateAfterWrite(undefined, after(150, retitled));
    expect(revalidatePath.mock.calls).toEqual([['/', 'layout']]);
  });
});

describe('sidebarPicks', () => {
  it('shows the first tags in order of appearance, as the full tag list starts', () => {
    for (const seed of [5, 6, 7]) {
      const world = randomWorld(seed);
      const list = Array.from({ length: 300 }, () => world.competition());
      const full = runAtOnce(catalogSteps(list));
      const picks = sidebarPicks(full.items);
      expect(picks.tags).toEqual(full.tags.slice(0, SIDEBAR_TAGS));
      expect(picks.recent).toEqual(full.items.slice(0, 5));
      expect(picks.featured).toBe(full.items.find((c) => c.thumbnails.length > 0));
      expect(sidebarPicks(full.items)).toBe(picks);
    }
  });
});

// Every route that reads the competitions (imports lib/data/catalog.ts, directly or through other modules) must be
// under a segment a write revalidates; otherwise a save would leave that page showing the old data.
const ROOT = path.resolve(__dirname, '../..');

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const f of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(f) && f.match(/\.tsx?$/)) return f;
  return null;
}

function readsData(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  if (file === path.join(ROOT, 'lib/data/catalog.ts')) return true;
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    const target = resolveImport(file, spec!);
    if (target && readsData(target, seen)) return true;
  }
  return false;
}

const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? routeFiles(path.join(dir, e.name))
      : /^(page|route|layout|opengraph-image)\.tsx?$/.test(e.name)
        ? [path.join(dir, e.name)]
        : [],
  );

/** Routes that read the data but are never cached as pages: nothing for a write to revalidate. */
const UNCACHED = [
  '/admin', // signed in, rendered for every request
  '/poster/[key]/[file]', // image files answered per request (immutable per address)
  '/unggahan/[file]', // an uploaded poster: a redirect or a 404, answered per request
  '/(site)/kiriman/[token]', // an organiser's private status page, rendered per request
  '/(site)/kiriman/[token]/koreksi',
  '/(site)/kiriman/[token]/kirim-ulang',
  '/(site)/kiriman/[token]/ubah',
  '/(site)/pengingat/konfirmasi', // a reminder's confirmation page (names what it turns on), rendered per request
];

describe('DATA_SEGMENTS', () => {
  it('covers every route that reads the competitions, but the home page and the API', () => {
    const app = path.join(ROOT, 'app');
    const reading = routeFiles(app)
      .filter((f) => readsData(f))
      .map((f) => `/${path.relative(app, path.dirname(f)).split(path.sep).join('/')}`);
    expect(reading).toContain('/(site)');
    expect(reading).toContain('/(site)/berita/[slug]');
    const uncovered = reading.filter(
      (route) =>
        route !== '/(site)' &&
        !route.startsWith('/api/') &&
        !UNCACHED.includes(route) &&
        !DATA_SEGMENTS.some((s) => route === s || route.startsWith(`${s}/`)),
    );
    expect(uncovered).toEqual([]);
  });
});
