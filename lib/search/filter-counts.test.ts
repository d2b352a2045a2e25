import { describe, expect, it } from 'vitest';
import { MODES } from '@/lib/competitions/fact-constants';
import { CATEGORIES, type Competition } from '@/lib/competitions/schema';
import { factCounts, filtersToDrop } from './filter-counts';
import { hasSearchCriteria, parseSearchFilters, type SearchFilters } from './params';
import { SearchIndex } from './search-index';

const TODAY = '2026-06-01';
const PROVINCES = ['Jawa Barat', 'Bali', 'Aceh'] as const;
const items: Competition[] = Array.from({ length: 60 }, (_, i) => ({
  id: String(i),
  title: i % 2 ? `Lomba Esai ${i}` : `Olimpiade ${i}`,
  description: 'Deskripsi.',
  thumbnails: [],
  tags: i % 4 ? [] : ['sains'],
  categories: i % 11 ? [i % 3 ? 'SMA' : 'SMP'] : ['SD', 'UMUM'],
  registration: { start: '', end: i % 4 ? '2026-07-01' : '2026-01-01' },
  published_date: '',
  ...(i % 5 ? { fee: i % 2 ? { type: 'free' as const } : { type: 'paid' as const } } : {}),
  ...(i % 7 ? { mode: MODES[i % 3] } : {}),
  ...(i % 3 ? { location: { province: PROVINCES[i % 3] } } : {}),
}));
const index = SearchIndex.build(items);
const match = (f: SearchFilters) => (hasSearchCriteria(f) ? index.search(f, TODAY) : items);
const n = (params: Record<string, string>) => match(parseSearchFilters(params)).length;

describe('factCounts', () => {
  it.each<Record<string, string>>([
    {},
    { q: 'esai' },
    { categories: 'SMA', fee: 'free' },
    { q: 'lomba', mode: 'online' },
    { province: 'Bali', open: '1' },
    { categories: 'SMP,SD' },
    { tag: 'sains' },
    { q: 'olimpiade', categories: 'SMA', tag: 'sains', fee: 'free' },
  ])('gives for each choice the results a search with it gives: %o', (params: Record<string, string>) => {
    const f = parseSearchFilters(params);
    const counts = factCounts(f, match, TODAY);
    expect(counts.free).toBe(n({ ...params, fee: 'free' }));
    expect(counts.open).toBe(n({ ...params, open: '1' }));
    const modes = params.mode ? params.mode.split(',') : [];
    for (const m of MODES) expect(counts.modes[m], m).toBe(n({ ...params, mode: [...new Set([...modes, m])].join(',') }));
    for (const p of PROVINCES) expect(counts.provinces.get(p) ?? 0, p).toBe(n({ ...params, province: p }));
    const chosen = params.categories ? params.categories.split(',') : [];
    for (const k of CATEGORIES) {
      expect(counts.categories.get(k) ?? 0, k).toBe(n({ ...params, categories: [...new Set([...chosen, k])].join(',') }));
    }
  });
});

describe('filtersToDrop', () => {
  it('names each filter whose removal alone finds something, most results first', () => {
    const f = parseSearchFilters({ q: 'tidakada', fee: 'free', province: 'Aceh' });
    expect(filtersToDrop(f, match)).toEqual([]);
    const g = parseSearchFilters({ categories: 'SMP', fee: 'free', mode: 'hybrid' });
    const drop = filtersToDrop(g, match);
    for (const d of drop) expect(d.count).toBe(match(d.filters).length);
    expect(drop.map((d) => d.count)).toEqual([...drop.map((d) => d.count)].sort((a, b) => b - a));
  });
});
