import { describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { dataFileOf } from '@/lib/store/raw-file';
import { type CommitInfo, diffFiles, entryOf, parseCommitEntryId, readTrailers, trailersFor } from './commit-diff';

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

describe('diffFiles', () => {
  it('names the competitions whose record changed: created, updated, deleted; an unchanged one never', () => {
    const before = dataFileOf([item('1'), item('2'), item('3')]);
    const after = dataFileOf([item('1'), item('2', 'Judul Baru'), item('4')]);
    const changes = diffFiles(before, after);
    expect(changes.map((c) => [c.competitionId, c.before?.title ?? null, c.after?.title ?? null])).toEqual([
      ['2', 'Lomba 2', 'Judul Baru'],
      ['4', null, 'Lomba 4'],
      ['3', 'Lomba 3', null],
    ]);
  });

  it('compares the bytes: a moved record is no change, a field the site does not read is one', () => {
    const a = dataFileOf([item('1'), item('2')]);
    expect(diffFiles(a, dataFileOf([item('2'), item('1')]))).toEqual([]);
    const extra = dataFileOf([item('1'), { ...item('2'), catatan: 'baru' }]);
    expect(diffFiles(a, extra).map((c) => c.competitionId)).toEqual(['2']);
  });

  it('a file that did not exist yet: every competition created', () => {
    expect(diffFiles(null, dataFileOf([item('1')]))).toEqual([
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
