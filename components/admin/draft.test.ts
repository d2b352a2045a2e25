import { describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import {
  draftFromCompetition,
  draftToInput,
  emptyDraft,
  publishedFieldValue,
  withPublished,
  withPublishSameAsStart,
  withStart,
} from './draft';

const item: Competition = {
  id: '1',
  title: 'Lomba',
  description: 'Deskripsi',
  thumbnails: ['https://example.com/a.png'],
  tags: ['sains'],
  categories: ['SMA'],
  registration: { start: '2025-07-01', end: '2025-08-01' },
  published_date: '2025-07-01',
};

describe('draft', () => {
  it('a new draft publishes on the start date', () => {
    expect(emptyDraft().publishSameAsStart).toBe(true);
  });

  it('opening an item ticks the box only when the publish date is its start date', () => {
    expect(draftFromCompetition(item).publishSameAsStart).toBe(true);
    expect(draftFromCompetition({ ...item, published_date: '2025-06-01' }).publishSameAsStart).toBe(false);
    expect(draftFromCompetition({ ...item, published_date: '', registration: { start: '', end: '' } }).publishSameAsStart).toBe(false);
  });

  it('while ticked, the start date is copied to the publish date', () => {
    const d = withStart(emptyDraft(), '2025-09-09');
    expect(d.published).toBe('2025-09-09');
    expect(draftToInput(d).published_date).toBe('2025-09-09');
  });

  it('unticked, the publish date is its own', () => {
    let d = withPublishSameAsStart(withStart(emptyDraft(), '2025-09-09'), false);
    expect(d.published).toBe('2025-09-09');
    d = withPublished(withStart(d, '2025-10-10'), '2025-01-02');
    expect(draftToInput(d).published_date).toBe('2025-01-02');
    expect(draftToInput(withPublishSameAsStart(d, true)).published_date).toBe('2025-10-10');
  });

  it('keeps a publish timestamp unless its date is changed', () => {
    const d = draftFromCompetition({ ...item, published_date: '2025-06-30T20:00:00.000Z' });
    expect(publishedFieldValue(d)).toBe('2025-07-01');
    expect(withPublished(d, '2025-07-01')).toBe(d);
    expect(draftToInput(d).published_date).toBe('2025-06-30T20:00:00.000Z');
    expect(draftToInput(withPublished(d, '2025-07-02')).published_date).toBe('2025-07-02');
  });

  it('round-trips an item, trimming text', () => {
    const d = { ...draftFromCompetition(item), title: '  Lomba  ' };
    const { id: _id, ...rest } = item;
    expect(draftToInput(d)).toEqual(rest);
  });
});
