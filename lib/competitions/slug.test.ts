import { describe, expect, it } from 'vitest';
import { competitionPath, findBySlug, idFromSlug, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Lomba Menulis Esai', 'lomba-menulis-esai'],
    ['Café', 'cafe'],
    ['Ñandú Über Résumé', 'nandu-uber-resume'],
    ['Lomba: Desain & Poster 2025!', 'lomba-desain-poster-2025'],
    ['  Spasi   Banyak  ', 'spasi-banyak'],
    ['Lomba — Nasional', 'lomba-nasional'],
    ['Tingkat SD/SMP (Gratis)', 'tingkat-sdsmp-gratis'],
    ['Baris\nBaru\tTab', 'baris-baru-tab'],
    ['snake_case', 'snake_case'],
    ['Lomba - ke-2', 'lomba-ke-2'],
    ['!!!', ''],
    ['', ''],
  ])('%j => %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('only ever yields lower-case letters, digits, underscores and single inner hyphens', () => {
    for (const s of ['ÀÉÎÕÜ çñ', '--a--b--', '日本語 lomba', 'A.B,C;D', '#tag @user']) {
      expect(slugify(s)).toMatch(/^(?:[a-z0-9_]+(?:-[a-z0-9_]+)*)?$/);
    }
  });
});

describe('competitionPath', () => {
  it('is /berita/{id}-{slug}', () => {
    expect(competitionPath({ id: '123', title: 'Lomba Menulis Esai' })).toBe('/berita/123-lomba-menulis-esai');
    expect(competitionPath({ id: '1751328000000', title: 'Café Olimpiade' })).toBe('/berita/1751328000000-cafe-olimpiade');
  });

  it('leaves the slug out when the title has none', () => {
    expect(competitionPath({ id: '123', title: '!!!' })).toBe('/berita/123');
  });

  it('encodes the id', () => {
    expect(competitionPath({ id: 'a b/c?', title: 'X' })).toBe('/berita/a%20b%2Fc%3F-x');
  });
});

describe('idFromSlug', () => {
  it.each([
    ['123-judul', '123'],
    ['123-judul-yang-panjang', '123'],
    ['123', '123'],
    ['123-', '123'],
    ['a%20b%2Fc-judul', 'a b/c'],
    ['%E2%9C%93-x', '\u2713'],
    // A malformed escape is taken as it is rather than throwing.
    ['%E0%A4%A-judul', '%E0%A4%A'],
  ])('%j => %j', (slug, expected) => {
    expect(idFromSlug(slug)).toBe(expected);
  });

  it('reads back the id of every path competitionPath builds (ids without hyphens)', () => {
    for (const id of ['1', '1751328000000', 'abc', 'a b', 'x/y', 'ü']) {
      for (const title of ['Lomba', '', 'Café - Nasional']) {
        const slug = competitionPath({ id, title }).slice('/berita/'.length);
        expect(idFromSlug(slug)).toBe(id);
      }
    }
  });
});

describe('findBySlug', () => {
  const byId = new Map([
    ['123', 'angka'],
    ['lomba-7', 'berstrip'],
  ]);
  it('finds the id before the first hyphen', () => {
    expect(findBySlug(byId, '123-judul-apa-saja')).toBe('angka');
    expect(findBySlug(byId, '123')).toBe('angka');
  });
  it('finds an id that holds hyphens itself', () => {
    expect(findBySlug(byId, 'lomba-7-judul')).toBe('berstrip');
    expect(findBySlug(byId, 'lomba-7')).toBe('berstrip');
  });
  it('finds nothing for an unknown id', () => {
    expect(findBySlug(byId, '999-judul')).toBeUndefined();
  });
});
