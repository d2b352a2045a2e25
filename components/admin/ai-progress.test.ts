import { describe, expect, it } from 'vitest';
import { cardTags, formatElapsed, progressText, withoutTitle } from './ai-progress';

describe('progressText', () => {
  it('names each stage in Indonesian', () => {
    expect(progressText({ stage: 'connecting' })).toBe('Menghubungi server...');
    expect(progressText({ stage: 'start' })).toBe('Menyiapkan permintaan...');
    expect(progressText({ stage: 'search' })).toBe('Mencari lomba terbaru...');
    expect(progressText({ stage: 'extract' })).toBe('Meminta AI membaca poster...');
  });

  it('counts the image being fetched, never past the total', () => {
    expect(progressText({ stage: 'fetching', done: 0, total: 2 })).toBe('Mengambil gambar 1 dari 2...');
    expect(progressText({ stage: 'fetching', done: 1, total: 2 })).toBe('Mengambil gambar 2 dari 2...');
    expect(progressText({ stage: 'fetching', done: 2, total: 2 })).toBe('Mengambil gambar 2 dari 2...');
    expect(progressText({ stage: 'fetching', done: 0, total: 0 })).toBe('Mengambil gambar 1 dari 1...');
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '0 detik'],
    [12.9, '12 detik'],
    [59, '59 detik'],
    [60, '1 menit'],
    [65, '1 menit 5 detik'],
    [-3, '0 detik'],
  ])('%s seconds → %s', (s, text) => {
    expect(formatElapsed(s)).toBe(text);
  });
});

describe('cardTags', () => {
  it('shows three tags and marks more', () => {
    expect(cardTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c'], more: true });
    expect(cardTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: false });
    expect(cardTags([])).toEqual({ shown: [], more: false });
  });
});

describe('withoutTitle', () => {
  it('drops every result with that title', () => {
    const list = [{ title: 'A' }, { title: 'B' }, { title: 'A' }];
    expect(withoutTitle(list, 'A')).toEqual([{ title: 'B' }]);
    expect(withoutTitle(list, 'C')).toEqual(list);
  });
});
