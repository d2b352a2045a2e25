import { describe, expect, it } from 'vitest';
import { clampPage, DOTS, PAGE_SIZE, pageSlice, paginationRange, SIBLING_COUNT, totalPagesFor } from './paginate';

const D = DOTS;

describe('paginationRange', () => {
  it('uses sibling count 1 by default', () => {
    expect(SIBLING_COUNT).toBe(1);
  });

  it('one page', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
  });

  it('six pages or fewer: all of them', () => {
    for (const current of [1, 3, 6]) expect(paginationRange(current, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationRange(2, 3)).toEqual([1, 2, 3]);
  });

  it('no pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, D, 7]],
    [2, [1, 2, 3, 4, 5, D, 7]],
    [3, [1, 2, 3, 4, 5, D, 7]],
    [4, [1, D, 3, 4, 5, 6, 7]],
    [5, [1, D, 3, 4, 5, 6, 7]],
    [6, [1, D, 3, 4, 5, 6, 7]],
    [7, [1, D, 3, 4, 5, 6, 7]],
  ])('seven pages, current %i', (current, expected) => {
    expect(paginationRange(current, 7)).toEqual(expected);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, D, 20]],
    [3, [1, 2, 3, 4, 5, D, 20]],
    [4, [1, D, 3, 4, 5, D, 20]],
    [5, [1, D, 4, 5, 6, D, 20]],
    [10, [1, D, 9, 10, 11, D, 20]],
    [16, [1, D, 15, 16, 17, D, 20]],
    [17, [1, D, 16, 17, 18, 19, 20]],
    [18, [1, D, 16, 17, 18, 19, 20]],
    [20, [1, D, 16, 17, 18, 19, 20]],
  ])('twenty pages, current %i', (current, expected) => {
    expect(paginationRange(current, 20)).toEqual(expected);
  });

  it('treats an out-of-range current page as the nearest real page', () => {
    expect(paginationRange(0, 20)).toEqual([1, 2, 3, 4, 5, D, 20]);
    expect(paginationRange(-3, 20)).toEqual([1, 2, 3, 4, 5, D, 20]);
    expect(paginationRange(Number.NaN, 20)).toEqual([1, 2, 3, 4, 5, D, 20]);
    expect(paginationRange(999, 20)).toEqual([1, D, 16, 17, 18, 19, 20]);
  });

  it('always shows the current page, the first and the last, at most 7 items, in order', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = paginationRange(current, total);
        const numbers = items.filter((x): x is number => x !== D);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect(items.length).toBeLessThanOrEqual(7);
        for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]!);
        // Dots always hide at least one page and never stand first, last or next to each other.
        items.forEach((x, i) => {
          if (x === D) expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThanOrEqual(2);
        });
      }
    }
  });
});

describe('clampPage', () => {
  it.each([
    ['abc', 1],
    ['-1', 1],
    ['0', 1],
    ['1', 1],
    ['3', 3],
    [' 4 ', 4],
    ['5', 5],
    ['999', 5],
    ['2.5', 1],
    ['1e2', 1],
    ['', 1],
    [undefined, 1],
    [null, 1],
    [['3', '4'], 3],
    [['abc', '2'], 1],
    [[], 1],
  ] as const)('%j with 5 pages => %i', (raw, expected) => {
    expect(clampPage(raw as string | string[] | undefined | null, 5)).toBe(expected);
  });

  it('never returns less than 1, even with no pages', () => {
    expect(clampPage('3', 0)).toBe(1);
  });
});

describe('totalPagesFor and pageSlice', () => {
  it('page size is 16', () => {
    expect(PAGE_SIZE).toBe(16);
  });

  it('totalPagesFor', () => {
    expect(totalPagesFor(0)).toBe(1);
    expect(totalPagesFor(16)).toBe(1);
    expect(totalPagesFor(17)).toBe(2);
    expect(totalPagesFor(33)).toBe(3);
    expect(totalPagesFor(10, 3)).toBe(4);
  });

  it('pageSlice', () => {
    const items = Array.from({ length: 40 }, (_, i) => i);
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 16));
    expect(pageSlice(items, 2)).toEqual(items.slice(16, 32));
    expect(pageSlice(items, 3)).toEqual([32, 33, 34, 35, 36, 37, 38, 39]);
    expect(pageSlice(items, 4)).toEqual([]);
    expect(pageSlice(items, 2, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(pageSlice([], 1)).toEqual([]);
  });
});
