import { describe, expect, it } from 'vitest';
import { closingSoon } from './closing-soon';
import type { Competition } from './schema';
import { sortByRegistrationEnd } from './sort';

const item = (id: string, end: string) => ({ id, title: `Lomba ${id}`, registration: { start: '', end } }) as unknown as Competition;

describe('closingSoon', () => {
  const items = sortByRegistrationEnd([
    item('a', '2025-07-01'),
    item('b', '2025-07-08'),
    item('c', '2025-07-09'),
    item('d', '2025-06-30'),
    item('e', ''),
    item('f', '2025-07-03'),
    item('g', '2025-09-01'),
  ]);

  it('finds those ending from today to 7 days on, nearest first', () => {
    expect(closingSoon(items, '2025-07-01')).toEqual({ items: [items[4], items[3], items[2]], total: 3 });
    expect(closingSoon(items, '2025-07-01').items.map((c) => c.id)).toEqual(['a', 'f', 'b']);
  });

  it('keeps the nearest when there are more than the limit, and counts them all', () => {
    const res = closingSoon(items, '2025-07-01', 7, 2);
    expect(res.items.map((c) => c.id)).toEqual(['a', 'f']);
    expect(res.total).toBe(3);
  });

  it('finds none when nothing closes soon', () => {
    expect(closingSoon(items, '2025-10-01')).toEqual({ items: [], total: 0 });
    expect(closingSoon([], '2025-10-01')).toEqual({ items: [], total: 0 });
  });
});
