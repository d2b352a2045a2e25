import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { changedFields } from './diff';
import { createLocalJournal, journalPathFor, KEEP_DELETED_MS } from './local-journal';
import type { HistoryEntry } from './types';

const item = (id: string, title = `Lomba ${id}`): Competition => ({
  id,
  title,
  description: 'Deskripsi',
  thumbnails: [],
  tags: [],
  categories: ['ALL'],
  registration: { start: '2026-01-01', end: '2026-02-01' },
  published_date: '2026-01-01',
});

const DAY = 24 * 60 * 60 * 1000;
const entry = (n: number, action: HistoryEntry['action'], at: number, id = String(n)): HistoryEntry => ({
  id: `e${n}`,
  competitionId: id,
  action,
  at: new Date(at).toISOString(),
  by: 'admin@lomba.test',
  title: `Lomba ${id}`,
  changed: [],
  before: action === 'create' ? null : item(id),
  after: action === 'delete' ? null : item(id),
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'journal-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('local journal', () => {
  it('lives beside the data file', () => {
    expect(journalPathFor('/srv/database/data.json')).toBe('/srv/database/data.history.jsonl');
  });

  it('lists one competition newest first, finds entries by id, skips unreadable lines', async () => {
    const file = path.join(dir, 'data.history.jsonl');
    const j = createLocalJournal(file);
    await j.record(entry(1, 'create', 1000, 'a'));
    await j.record(entry(2, 'update', 2000, 'b'));
    await j.record(entry(3, 'update', 3000, 'a'));
    await writeFile(file, `${await readFile(file, 'utf8')}{"torn": \n`);
    expect((await j.forCompetition('a')).map((e) => e.id)).toEqual(['e3', 'e1']);
    expect((await j.get('e2'))?.competitionId).toBe('b');
    expect(await j.get('nope')).toBeNull();
    expect((await j.since(2000)).map((e) => e.id)).toEqual(['e3', 'e2']);
  });

  it('stays bounded, but keeps every deletion of the last 30 days', async () => {
    const now = 100 * DAY;
    const file = path.join(dir, 'data.history.jsonl');
    const j = createLocalJournal(file, { maxEntries: 20, now: () => now });
    await j.record(entry(0, 'delete', now - KEEP_DELETED_MS - DAY, 'old'));
    await j.record(entry(1, 'delete', now - 10 * DAY, 'recent'));
    for (let n = 2; n < 60; n++) await j.record(entry(n, 'update', now - DAY + n, 'x'));
    const lines = (await readFile(file, 'utf8')).trim().split('\n').length;
    expect(lines).toBeLessThanOrEqual(20 + 10 + 1);
    const ids = (await j.since(0)).map((e) => e.id);
    expect(ids).toContain('e1');
    expect(ids).not.toContain('e0');
    expect(ids).toContain('e59');
  });
});

describe('changedFields', () => {
  it('names the fields that differ, registration dates by their own name', () => {
    const a = item('1');
    expect(changedFields(a, { ...a, title: 'Baru', registration: { ...a.registration, end: '2026-03-01' } })).toEqual([
      'registration.end',
      'title',
    ]);
    expect(changedFields(a, { ...a })).toEqual([]);
    expect(changedFields(null, a)).toContain('title');
  });
});
