import { describe, expect, it } from 'vitest';
import { recordMoves, shownExtension } from './extension';

const base = { registration: { start: '2026-11-01', end: '2026-12-10' } };

describe('recordMoves', () => {
  it('an end moved later records the earlier end and the note; moved earlier drops it; unchanged keeps it', () => {
    const later = recordMoves(
      { registration: { start: '2026-11-01', end: '2026-12-20' }, extension: { from: '2000-01-01', note: 'Karena banyak peminat' } },
      base,
      '2026-12-01',
    );
    expect(later.extension).toEqual({ from: '2026-12-10', at: '2026-12-01', note: 'Karena banyak peminat' });
    const again = recordMoves({ registration: { start: '2026-11-01', end: '2026-12-20' } }, later);
    expect(again.extension).toEqual({ from: '2026-12-10', at: '2026-12-01' });
    const earlier = recordMoves({ registration: { start: '2026-11-01', end: '2026-12-05' }, extension: later.extension }, later);
    expect(earlier).not.toHaveProperty('extension');
    expect(recordMoves({ ...base, extension: { from: '2026-12-01' } }, base)).not.toHaveProperty('extension');
  });

  it('records the event start before each move, and keeps it while the start stays', () => {
    const prev = { ...base, stages: { event_start: '2027-01-10' } };
    const moved = recordMoves({ ...base, stages: { event_start: '2027-01-17' } }, prev);
    expect(moved.previous_event_start).toBe('2027-01-10');
    expect(recordMoves({ ...base, stages: { event_start: '2027-01-17' } }, moved).previous_event_start).toBe('2027-01-10');
    expect(recordMoves({ ...base, stages: { event_start: '2027-01-10' } }, moved).previous_event_start).toBe('2027-01-17');
    expect(recordMoves(base, base)).not.toHaveProperty('previous_event_start');
  });
});

describe('shownExtension', () => {
  it('shows while registration is open only', () => {
    const c = { registration: { start: '', end: '2026-12-20' }, extension: { from: '2026-12-10' } };
    expect(shownExtension(c, '2026-12-15')).toEqual({ from: '2026-12-10' });
    expect(shownExtension(c, '2026-12-21')).toBeNull();
    expect(shownExtension({ ...c, extension: undefined }, '2026-12-15')).toBeNull();
  });
});

describe('the weekly digest', () => {
  it("lists the week's extensions beside the week's new competitions", async () => {
    const { digestMatches } = await import('@/lib/reminders/digest');
    const c = (id: string, published: string, at?: string) => ({
      id,
      title: id,
      description: 'x',
      thumbnails: [],
      tags: [],
      categories: ['SMA' as const],
      registration: { start: '2026-10-01', end: '2026-12-20' },
      published_date: published,
      ...(at ? { extension: { from: '2026-11-20', at } } : {}),
    });
    const items = [c('baru', '2026-11-25'), c('diperpanjang', '2026-10-01', '2026-11-24'), c('lama', '2026-10-01', '2026-11-01')];
    const got = digestMatches(() => items, '', Date.UTC(2026, 10, 27, 3));
    expect(got.map((x) => x.id).sort()).toEqual(['baru', 'diperpanjang']);
    // A stored future publish date counts in the week of its last save: this week's, not December's digest.
    const ahead = { ...c('dibuka-desember', '2026-12-01'), updated_at: '2026-11-24T02:00:00.000Z' };
    const stale = { ...c('disimpan-oktober', '2026-11-26'), updated_at: '2026-10-02T02:00:00.000Z' };
    const week = digestMatches(() => [...items, ahead, stale], '', Date.UTC(2026, 10, 27, 3));
    expect(week.map((x) => x.id)).toEqual(['baru', 'dibuka-desember', 'diperpanjang']);
    expect(digestMatches(() => [ahead], '', Date.UTC(2026, 11, 3, 3))).toEqual([]);
  });
});
