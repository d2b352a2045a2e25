import { describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { parseSearchFilters } from './params';
import { orderByRelevance } from './rank';
import { SearchIndex } from './search-index';

function comp(id: string, fields: Partial<Competition>): Competition {
  return {
    id,
    title: `Kegiatan ${id}`,
    description: 'Keterangan singkat.',
    thumbnails: [],
    tags: [],
    categories: ['UMUM'],
    registration: { start: '', end: '' },
    published_date: '',
    ...fields,
  };
}

// Each item is built to sit at one rank for "lomba esai nasional"; the list order (the tie order) is scrambled.
const items = [
  comp('some-title', { title: 'Lomba Puisi' }),
  comp('all-description', { description: 'Esai ditulis untuk lomba tingkat nasional.' }),
  comp('phrase-description', { description: 'Ikuti Lomba Esai Nasional tahun ini.' }),
  comp('two-title', { title: 'Esai Nasional' }),
  comp('all-title-tags', { title: 'Esai Pelajar', tags: ['lomba', 'nasional'] }),
  comp('phrase-title', { title: 'Lomba Esai Nasional 2025' }),
  comp('two-description', { description: 'Esai tingkat nasional.' }),
  comp('all-title', { title: 'Nasional: Lomba Esai' }),
  comp('phrase-tags', { tags: ['lomba esai nasional'] }),
  comp('none', { title: 'Olimpiade Fisika' }),
];
const index = SearchIndex.build(items);

const ranked = (q: string, tieOrder: readonly Competition[] = items) =>
  orderByRelevance(index.searchRanked(parseSearchFilters({ q })), tieOrder).map((c) => c.id);

describe('"Paling relevan"', () => {
  it('puts the whole phrase before all words before some words, title before tags before description', () => {
    expect(ranked('lomba esai nasional')).toEqual([
      'phrase-title',
      'phrase-tags',
      'phrase-description',
      'all-title',
      'all-title-tags',
      'all-description',
      'two-title',
      'two-description',
      'some-title',
    ]);
  });

  it('reads the phrase case- and space-insensitively', () => {
    expect(ranked('  LOMBA   esai Nasional ')).toEqual(ranked('lomba esai nasional'));
  });

  it('ranks one word by the best field holding it', () => {
    const one = [
      comp('in-description', { description: 'robot pintar' }),
      comp('in-date', { registration: { start: '2025-07-01', end: '' } }), // "Selasa, 1 Juli 2025"
      comp('in-tags', { tags: ['robotik'] }),
      comp('in-title', { title: 'Kontes Robot' }),
    ];
    const ix = SearchIndex.build(one);
    const order = (q: string) => orderByRelevance(ix.searchRanked(parseSearchFilters({ q })), one).map((c) => c.id);
    expect(order('robot')).toEqual(['in-title', 'in-tags', 'in-description']);
    expect(order('robot juli')).toEqual(['in-title', 'in-tags', 'in-description', 'in-date']);
  });

  it('keeps the tie order within a rank', () => {
    const reversed = [...items].reverse();
    // Same rank (title) for the four items with "esai" in the title: they follow the tie order given.
    const titled = ['all-title', 'all-title-tags', 'phrase-title', 'two-title'];
    expect(ranked('esai', reversed).slice(0, 4)).toEqual(reversed.map((c) => c.id).filter((id) => titled.includes(id)));
  });

  it('ranks exactly the results of the spec rule', () => {
    for (const q of ['lomba esai nasional', 'esai', 'fisika lomba', 'tidakada', 'nasional:']) {
      const f = parseSearchFilters({ q });
      expect([...ranked(q)].sort(), q).toEqual(index.search(f).map((c) => c.id).sort());
    }
  });
});
