import { describe, expect, it } from 'vitest';
import type { Competition } from './schema';
import { DEFAULT_SORT, parseSort, SORT_OPTIONS, sortByRegistrationEnd, sortCompetitions } from './sort';

function comp(id: string, title: string, end: string, published = ''): Competition {
  return {
    id,
    title,
    description: '',
    thumbnails: [],
    tags: [],
    categories: ['ALL'],
    registration: { start: '', end },
    published_date: published,
  };
}

const titles = (xs: Competition[]) => xs.map((c) => c.title);

describe('sortByRegistrationEnd', () => {
  const items = [
    comp('1', 'Beta', '2025-07-31'),
    comp('2', 'Tanpa Tanggal', ''),
    comp('3', 'Agustus', '2025-08-01'),
    comp('4', 'Lama', '2024-01-01'),
    comp('5', 'alpha', '2025-07-31'),
    comp('6', 'Juga Tanpa', ''),
  ];

  it('puts the latest end first, ties by title, no end date last', () => {
    expect(titles(sortByRegistrationEnd(items))).toEqual(['Agustus', 'alpha', 'Beta', 'Lama', 'Juga Tanpa', 'Tanpa Tanggal']);
  });

  it('does not change its input', () => {
    const copy = [...items];
    sortByRegistrationEnd(items);
    expect(items).toEqual(copy);
  });
});

describe('sortCompetitions', () => {
  const items = [
    comp('1', 'Lomba 10', '', '2025-07-01'), // 2025-06-30T17:00Z
    comp('2', 'Lomba 2', '', '2025-06-30T18:00:00.000Z'), // an hour after item 1
    comp('3', 'apel', '', ''),
    comp('4', 'Bola', '', '2024-01-01'),
    comp('5', 'Écrire', '', '2025-07-01'),
    comp('6', 'zebra', '', ''),
  ];

  it('published_date_desc: newest first, missing dates last', () => {
    expect(titles(sortCompetitions(items, 'published_date_desc'))).toEqual(['Lomba 2', 'Écrire', 'Lomba 10', 'Bola', 'apel', 'zebra']);
  });

  it('published_date_desc: a stored future date counts as the day of the last save, not ahead of everything', () => {
    const ahead = { ...comp('7', 'Dibuka Desember', '', '2099-12-01'), updated_at: '2025-06-30T17:30:00.000Z' };
    expect(titles(sortCompetitions([...items, ahead], 'published_date_desc'))).toEqual([
      'Lomba 2',
      'Dibuka Desember',
      'Écrire',
      'Lomba 10',
      'Bola',
      'apel',
      'zebra',
    ]);
  });

  it('published_date_asc: oldest first, missing dates still last', () => {
    expect(titles(sortCompetitions(items, 'published_date_asc'))).toEqual(['Bola', 'Écrire', 'Lomba 10', 'Lomba 2', 'apel', 'zebra']);
  });

  it('title_asc: case- and accent-insensitive, numbers in numeric order', () => {
    expect(titles(sortCompetitions(items, 'title_asc'))).toEqual(['apel', 'Bola', 'Écrire', 'Lomba 2', 'Lomba 10', 'zebra']);
  });

  it('title_desc is the reverse', () => {
    expect(titles(sortCompetitions(items, 'title_desc'))).toEqual(['zebra', 'Lomba 10', 'Lomba 2', 'Écrire', 'Bola', 'apel']);
  });

  it('does not change its input', () => {
    const copy = [...items];
    sortCompetitions(items, 'title_asc');
    expect(items).toEqual(copy);
  });
});

describe('closing_soon', () => {
  const items = [
    comp('1', 'Bulan Depan', '2025-08-01'),
    comp('2', 'Kemarin', '2025-06-30'),
    comp('3', 'Tanpa Tanggal', ''),
    comp('4', 'Hari Ini B', '2025-07-01'),
    comp('5', 'Hari Ini A', '2025-07-01'),
    comp('6', 'Besok', '2025-07-02'),
  ];

  it('keeps open competitions only, nearest deadline first, ties by title', () => {
    expect(titles(sortCompetitions(items, 'closing_soon', '2025-07-01'))).toEqual(['Hari Ini A', 'Hari Ini B', 'Besok', 'Bulan Depan']);
    expect(titles(sortCompetitions(items, 'closing_soon', '2025-07-02'))).toEqual(['Besok', 'Bulan Depan']);
  });

  it('does not change its input', () => {
    const copy = [...items];
    sortCompetitions(items, 'closing_soon', '2025-07-01');
    expect(items).toEqual(copy);
  });
});

describe('parseSort', () => {
  it('accepts the four options of the spec and "Segera ditutup"', () => {
    expect(SORT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['published_date_desc', 'Terbaru Diterbitkan'],
      ['published_date_asc', 'Terlama Diterbitkan'],
      ['title_asc', 'Judul (A-Z)'],
      ['title_desc', 'Judul (Z-A)'],
      ['closing_soon', 'Segera ditutup'],
    ]);
    for (const o of SORT_OPTIONS) expect(parseSort(o.value)).toBe(o.value);
  });

  it('falls back to the default for anything else', () => {
    expect(DEFAULT_SORT).toBe('published_date_desc');
    for (const v of [undefined, null, '', 'xyz', 'TITLE_ASC', ' title_asc', 'constructor', 'toString']) {
      expect(parseSort(v)).toBe('published_date_desc');
    }
  });
});
