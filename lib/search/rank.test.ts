import { describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { parseSearchFilters } from './params';
import { holdsWhole } from './pieces';
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
  comp('phrase-description', { description: 'Ikuti Lomba Esai\nNasional tahun ini.' }), // a line break inside the phrase
  comp('two-title', { title: 'Esai Nasional' }),
  comp('all-title-tags', { title: 'Esai Pelajar', tags: ['lomba', 'nasional'] }),
  comp('phrase-title', { title: 'Lomba Esai Nasional 2025' }),
  comp('two-description', { description: 'Esai tingkat nasional.' }),
  comp('all-title', { title: 'Nasional: Lomba Esai' }),
  comp('phrase-tags', { tags: ['lomba esai nasional'] }),
  comp('none', { title: 'Olimpiade Fisika' }),
];
const index = SearchIndex.build(items);

const ranked = (q: string) => index.searchByRelevance(parseSearchFilters({ q })).map((c) => c.id);

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
      comp('in-tags', { tags: ['robot-pintar'] }),
      comp('in-title', { title: 'Kontes Robot' }),
    ];
    const ix = SearchIndex.build(one);
    const order = (q: string) => ix.searchByRelevance(parseSearchFilters({ q })).map((c) => c.id);
    expect(order('robot')).toEqual(['in-title', 'in-tags', 'in-description']);
    expect(order('robot juli')).toEqual(['in-title', 'in-tags', 'in-description', 'in-date']);
  });

  it('puts a whole-word match before a match inside another word ("esai" in "desain"), in every field', () => {
    const list = [
      comp('design-title', { title: 'Lomba Desain Poster SMA', description: 'Gratis untuk pelajar.', published_date: '2026-03-01' }),
      comp('essay-description', {
        title: 'Kompetisi Menulis SMA',
        description: 'Ikuti lomba ini: tulis esai, gratis.',
        published_date: '2026-01-01',
      }),
      comp('design-all', { title: 'Lomba Desain Grafis SMA Gratis', published_date: '2026-04-01' }),
      comp('essay-title', { title: 'Lomba Esai SMA Gratis', published_date: '2025-01-01' }),
      comp('essay-suffix', { title: 'Lomba Esai-Puisi (SMA), gratis!', published_date: '2024-01-01' }),
      comp('designer', { title: 'Desainer Muda', published_date: '2026-05-01' }),
    ];
    const ix = SearchIndex.build(list);
    const order = (x: SearchIndex, q: string) => x.searchByRelevance(parseSearchFilters({ q })).map((c) => c.id);
    // Which items match is still the spec's rule: every design contest holds "esai" inside "desain".
    expect(order(ix, 'esai').sort()).toEqual(list.map((c) => c.id).sort());
    expect(order(ix, 'esai').slice(0, 3)).toEqual(['essay-title', 'essay-suffix', 'essay-description']);
    expect(order(ix, 'lomba esai sma gratis').slice(0, 3)).toEqual(['essay-title', 'essay-suffix', 'essay-description']);
    // Only inside words: the best field still decides (titles before descriptions), then newest first.
    expect(order(ix, 'esain')).toEqual(['designer', 'design-all', 'design-title']);
    // The same for items edited since the full build.
    const edited = ix.with({ upsert: comp('new-design', { title: 'Desain Kaos', published_date: '2027-01-01' }) });
    expect(order(edited, 'esai').slice(0, 3)).toEqual(['essay-title', 'essay-suffix', 'essay-description']);
    expect(order(edited, 'esai')).toEqual(order(SearchIndex.build(edited.items), 'esai'));
  });

  it('tells a whole word by its edges: letters against letters, digits against digits', () => {
    for (const text of ['esai', 'lomba esai,', '“esai”', '(esai)', 'esai2026', 'esai-puisi', 'tema:esai'])
      expect(holdsWhole(text, 'esai'), text).toBe(true);
    for (const text of ['desain', 'esainya', 'pengesaian', 'éesai', 'lomba desain esaian'])
      expect(holdsWhole(text, 'esai'), text).toBe(false);
    expect(holdsWhole('2026', '2026')).toBe(true);
    expect(holdsWhole('20261', '2026')).toBe(false);
    expect(holdsWhole('ui/ux', 'ui/ux')).toBe(true);
    expect(holdsWhole('lomba ui/uxdesain', 'ui/ux')).toBe(false);
    const quoted = SearchIndex.build([
      comp('inside', { title: 'Lomba Desain', published_date: '2026-02-01' }),
      comp('quoted', { description: 'Tema “esai” untuk pelajar.', published_date: '2026-01-01' }),
    ]);
    expect(quoted.searchByRelevance(parseSearchFilters({ q: 'esai' })).map((c) => c.id)).toEqual(['quoted', 'inside']);
  });

  it('breaks ties newest first, then by title, also for items edited since the full build', () => {
    const same = [
      comp('old', { title: 'Lomba Esai A', published_date: '2024-01-01' }),
      comp('new', { title: 'Lomba Esai B', published_date: '2026-01-01' }),
      comp('undated', { title: 'Lomba Esai C' }),
      comp('mid', { title: 'Lomba Esai D', published_date: '2025-01-01' }),
      comp('mid-too', { title: 'Lomba Esai C', published_date: '2025-01-01' }),
    ];
    const ix = SearchIndex.build(same);
    const order = (x: SearchIndex) => x.searchByRelevance(parseSearchFilters({ q: 'esai' })).map((c) => c.id);
    expect(order(ix)).toEqual(['new', 'mid-too', 'mid', 'old', 'undated']);
    const edited = ix
      .with({ upsert: { ...same[0]!, published_date: '2025-06-01' } })
      .with({ upsert: comp('newest', { title: 'Esai', published_date: '2027-01-01' }) });
    expect(order(edited)).toEqual(['newest', 'new', 'old', 'mid-too', 'mid', 'undated']);
    expect(order(edited)).toEqual(order(SearchIndex.build(edited.items)));
  });

  it('ranks exactly the results of the spec rule', () => {
    for (const q of ['lomba esai nasional', 'esai', 'fisika lomba', 'tidakada', 'nasional:']) {
      const f = parseSearchFilters({ q });
      expect([...ranked(q)].sort(), q).toEqual(
        index
          .search(f)
          .map((c) => c.id)
          .sort(),
      );
    }
  });
});

describe('"Paling relevan" with open and closed listings', () => {
  const TODAY = '2026-06-01';
  const list = [
    comp('closed-all', {
      title: 'Lomba Esai Nasional Pelajar',
      registration: { start: '', end: '2026-05-01' },
      published_date: '2026-05-30',
    }),
    comp('open-some', { title: 'Lomba Robotik Nasional', registration: { start: '', end: '2026-07-01' } }),
    comp('open-all', { title: 'Esai Nasional', tags: ['lomba'], registration: { start: '', end: '2026-07-01' } }),
    comp('closed-some', { title: 'Lomba Pemrograman', registration: { start: '', end: '2026-01-01' } }),
    comp('no-end-all', { description: 'Lomba esai tingkat nasional.' }),
    comp('open-some-2', { title: 'Esai Pelajar', registration: { start: '', end: '2026-08-01' } }),
  ];
  const ix = SearchIndex.build(list);
  const order = (q: string, openFirst = true) => ix.searchByRelevance(parseSearchFilters({ q }), TODAY, openFirst).map((c) => c.id);

  it('puts every-word listings that are open first, then closed ones, then some-word listings open before closed', () => {
    expect(order('lomba esai nasional')).toEqual(['open-all', 'no-end-all', 'closed-all', 'open-some', 'open-some-2', 'closed-some']);
  });

  it('puts a title that is the query first, ignoring case, punctuation and a year', () => {
    const titles = SearchIndex.build([
      comp('longer', { title: 'UI/UX Sprint Nasional', published_date: '2026-05-01' }),
      comp('exact', { title: 'UI/UX Sprint 2026', registration: { start: '', end: '2026-01-01' } }),
    ]);
    expect(titles.searchByRelevance(parseSearchFilters({ q: 'ui/ux sprint' }), TODAY).map((c) => c.id)).toEqual(['exact', 'longer']);
  });

  it('for the admin leaves open and closed mixed', () => {
    expect(order('lomba esai nasional', false).slice(0, 3)).toEqual(['closed-all', 'open-all', 'no-end-all']);
  });
});
