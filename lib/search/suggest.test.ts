import { describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { parseSearchFilters } from './params';
import { SearchIndex } from './search-index';
import { editDistance } from './suggest';

const comp = (id: string, title: string, description = ''): Competition => ({
  id,
  title,
  description,
  thumbnails: [],
  tags: [],
  categories: ['UMUM'],
  registration: { start: '', end: '' },
  published_date: '',
});

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and neighbour swaps, stopping past the limit', () => {
    expect(editDistance('esay', 'esai', 2)).toBe(1);
    expect(editDistance('esai', 'essay', 2)).toBe(2);
    expect(editDistance('robotk', 'robotik', 2)).toBe(1);
    expect(editDistance('lmoba', 'lomba', 2)).toBe(1);
    expect(editDistance('desain', 'fisika', 2)).toBe(3);
  });
});

describe('SearchIndex.suggest', () => {
  const ix = SearchIndex.build([
    comp('1', 'Lomba Esai Nasional', 'Esai tentang energi.'),
    comp('2', 'Lomba Esai Pelajar'),
    comp('3', 'Essay Competition'),
    comp('5', 'Esai Foto', 'Lomba esai dan essay.'),
    comp('4', 'Kontes Robotik'),
  ]);

  it('offers the nearest indexed word, the more used one among equals', () => {
    expect(ix.suggest('esay')).toBe('esai');
    expect(ix.suggest('lomba robotk')).toBe('lomba robotik');
    expect(ix.search(parseSearchFilters({ q: ix.suggest('esay')! })).length).toBe(3);
  });

  it('offers nothing when the words are found or nothing is near', () => {
    expect(ix.suggest('esai')).toBeNull();
    expect(ix.suggest('zzzqqq')).toBeNull();
    expect(ix.suggest('2026')).toBeNull();
  });
});
