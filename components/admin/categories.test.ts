import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/lib/competitions/schema';
import { EDITOR_CATEGORIES, toggleCategory } from './categories';

describe('toggleCategory', () => {
  it('offers every category of the schema', () => {
    expect([...EDITOR_CATEGORIES]).toEqual([...CATEGORIES]);
  });

  it('adds and removes levels in a fixed order', () => {
    expect(toggleCategory([], 'SMA', true)).toEqual(['SMA']);
    expect(toggleCategory(['SMA'], 'SD', true)).toEqual(['SD', 'SMA']);
    expect(toggleCategory(['SD', 'SMA'], 'SD', false)).toEqual(['SMA']);
  });

  it('ALL or ETC stand alone', () => {
    expect(toggleCategory(['SD', 'SMP'], 'ALL', true)).toEqual(['ALL']);
    expect(toggleCategory(['SD', 'SMP'], 'ETC', true)).toEqual(['ETC']);
    expect(toggleCategory(['ALL'], 'ETC', true)).toEqual(['ETC']);
    expect(toggleCategory(['ETC'], 'ALL', true)).toEqual(['ALL']);
  });

  it('all five levels collapse to ALL', () => {
    expect(toggleCategory(['SD', 'SMP', 'SMA', 'MAHASISWA'], 'UMUM', true)).toEqual(['ALL']);
    expect(toggleCategory(['SD', 'SMP', 'SMA', 'UMUM'], 'MAHASISWA', true)).toEqual(['ALL']);
  });

  it('a level replaces ALL or ETC', () => {
    expect(toggleCategory(['ALL'], 'SD', true)).toEqual(['SD']);
    expect(toggleCategory(['ETC'], 'UMUM', true)).toEqual(['UMUM']);
  });

  it('unticking the last box leaves nothing chosen', () => {
    expect(toggleCategory(['ALL'], 'ALL', false)).toEqual([]);
  });
});
