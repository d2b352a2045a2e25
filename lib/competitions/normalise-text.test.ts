import { describe, expect, it } from 'vitest';
import { normaliseCompetition } from './normalise';
import { illFormedPaths, isInvisible, repairText } from './normalise-text';

const base = {
  id: '1',
  title: 'Lomba Menulis',
  description: 'Deskripsi',
  thumbnails: [],
  tags: ['menulis'],
  categories: ['SMA'],
  registration: { start: '2025-07-01', end: '2025-07-31' },
  published_date: '2025-07-01',
};

describe('repairText', () => {
  it('turns lone surrogates into U+FFFD and keeps pairs', () => {
    expect(repairText('a\ud800b')).toBe('a\ufffdb');
    expect(repairText('\udc00')).toBe('\ufffd');
    expect(repairText('x\ud83d')).toBe('x\ufffd');
    expect(repairText('emoji 😀 ok')).toBe('emoji 😀 ok');
  });

  it('removes control characters but keeps tab and line breaks', () => {
    expect(repairText('a\u0000b\u0007c\u001bd\u007fe\u0085f\ufffeg\uffff')).toBe('abcdefg');
    expect(repairText('baris 1\r\nbaris 2\tx')).toBe('baris 1\r\nbaris 2\tx');
  });

  it('returns the same string when nothing needs repairing', () => {
    const s = 'Lomba Esai Nasional 2025 — \u202eRTL tetap ada';
    expect(repairText(s)).toBe(s);
  });

  it('makes any string safe for encodeURIComponent', () => {
    for (const s of ['\ud800', 'a\udfff', '\udc00\ud800', 'tag\ud83d']) {
      expect(() => encodeURIComponent(s)).toThrow(URIError);
      expect(() => encodeURIComponent(repairText(s))).not.toThrow();
    }
  });
});

describe('isInvisible', () => {
  it('sees zero-width, bidi and control characters as nothing', () => {
    expect(isInvisible('')).toBe(true);
    expect(isInvisible(' \u200b\u200c\u200d\u2060\ufeff\u00ad ')).toBe(true);
    expect(isInvisible('\u202e\u202d\u2066\u0001\u3164')).toBe(true);
    expect(isInvisible('\u200bA')).toBe(false);
    expect(isInvisible('ب')).toBe(false);
  });
});

describe('illFormedPaths', () => {
  it('names every field holding a lone surrogate, keys included', () => {
    expect(illFormedPaths({ title: 'ok', tags: ['a', 'b\ud800'], registration: { start: '\udc00' } })).toEqual([
      'tags.1',
      'registration.start',
    ]);
    expect(illFormedPaths({ ['k\ud800']: 'x' })).toEqual(['k\ufffd']);
    expect(illFormedPaths({ title: 'Lomba 😀' })).toEqual([]);
  });
});

describe('normaliseCompetition over hostile strings', () => {
  it('repairs lone surrogates in every text field on read', () => {
    const res = normaliseCompetition({ ...base, id: '9\ud800', title: 'Judul \ud800', description: 'x\udfff', tags: ['a\ud800'] });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.item.id).toBe('9\ufffd');
    expect(res.item.title).toBe('Judul \ufffd');
    expect(res.item.description).toBe('x\ufffd');
    expect(res.item.tags).toEqual(['a\ufffd']);
    for (const s of [res.item.id, res.item.title, ...res.item.tags]) expect(() => encodeURIComponent(s)).not.toThrow();
  });

  it('drops control characters and leaves out invisible tags', () => {
    const res = normaliseCompetition({ ...base, title: 'A\u0000B', tags: ['\u200b\u200b', 'ok\u0001'] });
    expect(res.ok && res.item.title).toBe('AB');
    expect(res.ok && res.item.tags).toEqual(['ok']);
  });

  it('treats a title of only zero-width characters as empty', () => {
    expect(normaliseCompetition({ ...base, title: '\u200b\u200d\ufeff' })).toEqual({ ok: false, reason: 'judul kosong' });
  });
});
