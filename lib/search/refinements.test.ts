import { describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { hasSearchCriteria, parseSearchFilters, searchHref } from './params';
import { refinementValue, withRefinement } from './refinements';
import type { AnyRefinement, Refinement } from './refinement-types';
import { SearchIndex } from './search-index';

// Two refinements of the kinds the facts and admin work will add: a flag judged on today, and a choice of values.
const open: Refinement<true> = {
  param: 'dibuka',
  parse: (values) => (values.includes('1') ? true : undefined),
  format: () => '1',
  test: (c, _v, today) => Boolean(c.registration.end) && c.registration.end >= today,
};
const level: Refinement<string[]> = {
  param: 'jenjang',
  parse: (values) => {
    const known = values.map((v) => v.toUpperCase()).filter((v) => ['SD', 'SMA'].includes(v));
    return known.length ? [...new Set(known)] : undefined;
  },
  format: (v) => v.join(','),
  test: (c, v) => c.categories.some((x) => v.includes(x)),
};
const REGISTRY = [open, level] as unknown as AnyRefinement[];

const comp = (id: string, title: string, end: string, categories: Competition['categories']): Competition => ({
  id,
  title,
  description: '',
  thumbnails: [],
  tags: [],
  categories,
  registration: { start: '', end },
  published_date: '',
});
const items = [
  comp('1', 'Lomba Esai', '2026-12-31', ['SMA']),
  comp('2', 'Lomba Puisi', '2025-01-01', ['SMA']),
  comp('3', 'Olimpiade Sains', '2026-12-31', ['SD']),
  comp('4', 'Lomba Foto', '', ['UMUM']),
];
const TODAY = '2026-06-01';
const parse = (params: Record<string, string>) => parseSearchFilters(params, REGISTRY);
const ids = (xs: readonly Competition[]) => xs.map((c) => c.id);

describe('refinements', () => {
  it('are read from the URL, written back in one canonical order, and count as criteria', () => {
    const f = parse({ q: 'lomba', jenjang: 'sma,sd,XYZ', dibuka: '1' });
    expect(refinementValue(f.refine, level)).toEqual(['SMA', 'SD']);
    expect(refinementValue(f.refine, open)).toBe(true);
    expect(searchHref(f)).toBe('/search?q=lomba&dibuka=1&jenjang=SMA%2CSD');
    // Set in another order, the same URL.
    const again = { ...parse({ q: 'lomba' }), refine: withRefinement(withRefinement(undefined, level, ['SMA', 'SD']), open, true) };
    expect(searchHref(again)).toBe(searchHref(f));
    expect(withRefinement(f.refine, open, undefined).map((a) => a.value)).toEqual([['SMA', 'SD']]);
    expect(hasSearchCriteria(parse({ dibuka: '1' }))).toBe(true);
    expect(hasSearchCriteria(parse({ jenjang: 'XYZ', dibuka: '0' }))).toBe(false);
    expect(parse({ q: 'x' })).toEqual({ q: 'x', categories: [], tags: [] });
  });

  it('combine as text AND (category OR tag) AND every refinement; alone they pick from everything', () => {
    const ix = SearchIndex.build(items);
    expect(ids(ix.search(parse({ q: 'lomba' }), TODAY))).toEqual(['1', '2', '4']);
    expect(ids(ix.search(parse({ q: 'lomba', dibuka: '1' }), TODAY))).toEqual(['1']);
    expect(ids(ix.search(parse({ dibuka: '1' }), TODAY))).toEqual(['1', '3']);
    expect(ids(ix.search(parse({ dibuka: '1', jenjang: 'SD' }), TODAY))).toEqual(['3']);
    expect(ids(ix.search(parse({ categories: 'SMA,UMUM', dibuka: '1' }), TODAY))).toEqual(['1']);
    expect(ids(ix.search(parse({ q: 'lomba', dibuka: '1' }), '2027-01-01'))).toEqual([]);
    // Items edited since the last full build pass the same test.
    const edited = ix.with({ upsert: { ...items[1]!, registration: { start: '', end: '2026-07-01' } } });
    expect(ids(edited.search(parse({ q: 'lomba', dibuka: '1' }), TODAY)).sort()).toEqual(['1', '2']);
    expect(ids(edited.searchRanked(parse({ q: 'lomba', dibuka: '1' }), TODAY).items).sort()).toEqual(['1', '2']);
  });
});
