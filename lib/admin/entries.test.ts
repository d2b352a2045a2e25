import { describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { applyWrite, sortEntries, type AdminEntry } from './entries';

const make = (id: string, end: string): AdminEntry => ({
  competition: {
    id,
    title: `Lomba ${id}`,
    description: 'd',
    thumbnails: [],
    tags: [],
    categories: ['ALL'],
    registration: { start: '', end },
    published_date: '',
  } satisfies Competition,
  version: `v${id}`,
});

const ids = (list: AdminEntry[]) => list.map((e) => e.competition.id);

describe('admin entries', () => {
  const list = sortEntries([make('a', '2025-01-01'), make('b', '2025-03-01'), make('c', '')]);

  it('sorts like the home page', () => {
    expect(ids(list)).toEqual(['b', 'a', 'c']);
  });

  it('adds and replaces saved items, keeping the order and the new version', () => {
    const added = applyWrite(list, { kind: 'saved', competition: make('d', '2025-02-01').competition, version: 'x' });
    expect(ids(added)).toEqual(['b', 'd', 'a', 'c']);
    const moved = applyWrite(added, { kind: 'saved', competition: make('a', '2026-01-01').competition, version: 'y' });
    expect(ids(moved)).toEqual(['a', 'b', 'd', 'c']);
    expect(moved[0]!.version).toBe('y');
  });

  it('removes deleted items', () => {
    expect(ids(applyWrite(list, { kind: 'deleted', id: 'a' }))).toEqual(['b', 'c']);
  });
});
