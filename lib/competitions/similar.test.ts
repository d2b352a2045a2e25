import { describe, expect, it } from 'vitest';
import { byMonth, closedCompetitions } from './archive';
import type { Competition } from './schema';
import { similarCompetitions } from './similar';

const today = '2026-11-27';
function comp(id: string, over: Partial<Competition> = {}): Competition {
  return {
    id,
    title: `Lomba ${id}`,
    description: 'x',
    thumbnails: [],
    tags: [],
    categories: ['SMA'],
    registration: { start: '2026-11-01', end: '2026-12-31' },
    published_date: '2026-11-01',
    ...over,
  };
}

describe('similarCompetitions', () => {
  it('open ones only, most in common first, then closing soonest, at most six', () => {
    const closed = comp('c', { tags: ['esai', 'sejarah'], registration: { start: '2026-10-01', end: '2026-11-01' } });
    const target = comp('t', { tags: ['esai', 'sejarah'], mode: 'online', registration: { start: '2026-10-01', end: '2026-11-20' } });
    const both = comp('b', { tags: ['esai', 'sejarah'], registration: { start: '2026-11-01', end: '2027-01-31' } });
    const oneLate = comp('l', { tags: ['esai'], registration: { start: '2026-11-01', end: '2027-02-01' } });
    const oneSoon = comp('s', { tags: ['esai'], registration: { start: '2026-11-01', end: '2026-12-01' } });
    const notStarted = comp('n', { tags: ['esai', 'sejarah'], registration: { start: '2026-12-01', end: '2026-12-31' } });
    const nothing = comp('z', { categories: ['SD'] });
    const many = Array.from({ length: 10 }, (_, i) =>
      comp(`m${i}`, { registration: { start: '2026-11-01', end: `2026-12-${String(10 + i)}` } }),
    );
    const got = similarCompetitions(target, [closed, target, nothing, oneLate, many[9]!, notStarted, both, oneSoon, ...many], today);
    expect(got.map((c) => c.id)).toEqual(['b', 's', 'l', 'm0', 'm1', 'm2']);
  });
});

describe('archive', () => {
  it('closed ones in order, grouped by the month they closed', () => {
    const items = [
      comp('a', { registration: { start: '', end: '2026-12-01' } }),
      comp('b', { registration: { start: '', end: '2026-11-20' } }),
      comp('c', { registration: { start: '', end: '2026-11-02' } }),
      comp('d', { registration: { start: '', end: '2026-10-30' } }),
      comp('e', { registration: { start: '', end: '' } }),
    ];
    const closed = closedCompetitions(items, today);
    expect(closed.map((c) => c.id)).toEqual(['b', 'c', 'd']);
    expect(byMonth(closed).map((g) => [g.label, g.items.map((c) => c.id)])).toEqual([
      ['November 2026', ['b', 'c']],
      ['Oktober 2026', ['d']],
    ]);
  });
});
