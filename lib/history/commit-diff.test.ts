import { describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { recordBytes, serialiseRecords } from '@/lib/store/raw-file';
import { type CommitInfo, diffRecords, entryOf, parseCommitEntryId, readTrailers, recordSet, trailersFor } from './commit-diff';

const fileOf = (items: unknown[]) => recordSet(serialiseRecords(items.map(recordBytes)).bytes);
const diffFiles = (a: ReturnType<typeof fileOf> | null, b: ReturnType<typeof fileOf>) => diffRecords(a, b);

const item = (id: string, title = `Lomba ${id}`): Competition => ({
  id,
  title,
  description: 'Deskripsi',
  thumbnails: [],
  tags: [],
  categories: ['SMA'],
  registration: { start: '2026-01-01', end: '2026-02-01' },
  published_date: '2026-01-01',
});

const commit = (message: string, sha = 'a'.repeat(40)): CommitInfo => ({
  sha,
  date: '2026-11-23T10:00:00Z',
  authorName: 'Budi',
  authorEmail: 'budi@example.com',
  message,
});

describe('diffRecords', () => {
  it('names the competitions whose record changed: created, updated, deleted; an unchanged one never', () => {
    const before = fileOf([item('1'), item('2'), item('3')]);
    const after = fileOf([item('1'), item('2', 'Judul Baru'), item('4')]);
    const changes = diffFiles(before, after);
    expect(changes.map((c) => [c.competitionId, c.before?.title ?? null, c.after?.title ?? null])).toEqual([
      ['2', 'Lomba 2', 'Judul Baru'],
      ['4', null, 'Lomba 4'],
      ['3', 'Lomba 3', null],
    ]);
  });

  it('compares the bytes: a moved record is no change, a field the site does not read is one', () => {
    const a = fileOf([item('1'), item('2')]);
    expect(diffFiles(a, fileOf([item('2'), item('1')]))).toEqual([]);
    const extra = fileOf([item('1'), { ...item('2'), catatan: 'baru' }]);
    expect(diffFiles(a, extra).map((c) => c.competitionId)).toEqual(['2']);
  });

  it('reads a blank file as no records and refuses what is not an array', () => {
    expect(recordSet(Buffer.from(' \n')).size).toBe(0);
    expect(() => recordSet(Buffer.from('{"id": "1"}'))).toThrow();
  });

  it('a file that did not exist yet: every competition created', () => {
    expect(diffFiles(null, fileOf([item('1')]))).toEqual([
      { competitionId: '1', before: null, after: expect.objectContaining({ id: '1' }) },
    ]);
  });
});

describe('entries from commits', () => {
  it('who: the admin of our trailer, else the commit author; restores are named by their trailer', () => {
    const change = { competitionId: '7', before: item('7'), after: item('7', 'Baru') };
    const ours = entryOf(commit(`Update competition: Baru\n\n${trailersFor('admin@lomba.id')}`), change);
    expect(ours).toMatchObject({ id: `${'a'.repeat(40)}:7`, action: 'update', by: 'admin@lomba.id', changed: ['title'], title: 'Baru' });
    expect(entryOf(commit('Fix typo'), change).by).toBe('Budi');
    const restore = entryOf(commit(`Create competition: X\n\n${trailersFor('admin@lomba.id', 'e1')}`), { ...change, before: null });
    expect(restore).toMatchObject({ action: 'restore', source: 'e1' });
    expect(entryOf(commit('x'), { ...change, after: null }).action).toBe('delete');
  });

  it('reads only the last paragraph as trailers, and parses entry ids', () => {
    expect(readTrailers('Admin: bukan trailer')).toEqual({});
    expect(readTrailers('Judul\n\nbadan\n\nAdmin: a@b.id\nRestores: x:1')).toEqual({ Admin: 'a@b.id', Restores: 'x:1' });
    expect(parseCommitEntryId(`${'b'.repeat(40)}:12-a`)).toEqual({ sha: 'b'.repeat(40), competitionId: '12-a' });
    expect(parseCommitEntryId('lrx-1234')).toBeNull();
  });
});
