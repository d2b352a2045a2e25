import { describe, expect, it } from 'vitest';
import {
  normaliseCategories,
  normaliseCompetition,
  normaliseCompetitions,
  normaliseTag,
  normaliseTags,
  parseDataFile,
  serialiseDataFile,
} from './normalise';
import { normaliseDate, normalisePublishedDate } from './normalise-date';
import type { Competition } from './schema';

const base = {
  id: '1',
  title: 'Lomba Menulis',
  description: 'Deskripsi',
  thumbnails: ['https://example.com/a.jpg'],
  tags: ['menulis'],
  categories: ['SMA'],
  registration: { start: '2025-07-01', end: '2025-07-31' },
  published_date: '2025-07-01',
};

function one(raw: unknown): Competition {
  const res = normaliseCompetition(raw);
  if (!res.ok) throw new Error(`dropped: ${res.reason}`);
  return res.item;
}

describe('normaliseCompetition', () => {
  it('keeps a clean record as it is', () => {
    expect(one(base)).toEqual(base);
  });

  it('fills missing fields with empty values', () => {
    expect(one({ id: '7', title: 'Judul' })).toEqual({
      id: '7',
      title: 'Judul',
      description: '',
      thumbnails: [],
      tags: [],
      categories: ['ALL'],
      registration: { start: '', end: '' },
      published_date: '',
    });
  });

  it('reads wrong types leniently', () => {
    const c = one({
      id: 42,
      title: 2025,
      description: { text: 'x' },
      tags: { a: 1 },
      categories: 7,
      registration: 'besok',
      thumbnails: 5,
      published_date: true,
    });
    expect(c.id).toBe('42');
    expect(c.title).toBe('2025');
    expect(c.description).toBe('');
    expect(c.tags).toEqual([]);
    expect(c.categories).toEqual(['ALL']);
    expect(c.registration).toEqual({ start: '', end: '' });
    expect(c.thumbnails).toEqual([]);
    expect(c.published_date).toBe('');
  });

  it('trims text', () => {
    const c = one({ ...base, id: '  9 ', title: '  Lomba  ', description: '\n Isi \n' });
    expect(c.id).toBe('9');
    expect(c.title).toBe('Lomba');
    expect(c.description).toBe('Isi');
  });

  it('normalises tags: # removed, lower-cased, duplicates removed', () => {
    const c = one({ ...base, tags: ['#Tag', 'tag', ' TAG ', '##Dua  Kata', '', 3, null, 'dua kata'] });
    expect(c.tags).toEqual(['tag', 'dua kata', '3']);
  });

  it('normalises categories: lower case accepted, unknown dropped, none left means ALL', () => {
    expect(one({ ...base, categories: ['sd', 'Smp', 'XYZ', 'sd'] }).categories).toEqual(['SD', 'SMP']);
    expect(one({ ...base, categories: ['XYZ', 'guru'] }).categories).toEqual(['ALL']);
    expect(one({ ...base, categories: [] }).categories).toEqual(['ALL']);
    expect(one({ ...base, categories: undefined, category: 'mahasiswa, umum' }).categories).toEqual(['MAHASISWA', 'UMUM']);
  });

  it('pads short dates and empties impossible ones', () => {
    const c = one({ ...base, registration: { start: '2025-7-1', end: '2025-02-30' } });
    expect(c.registration).toEqual({ start: '2025-07-01', end: '' });
  });

  it('accepts a single thumbnail string and drops unusable ones', () => {
    expect(one({ ...base, thumbnails: 'https://example.com/x.png' }).thumbnails).toEqual(['https://example.com/x.png']);
    expect(one({ ...base, thumbnails: undefined, thumbnail: ' https://example.com/y.png ' }).thumbnails).toEqual([
      'https://example.com/y.png',
    ]);
    expect(
      one({
        ...base,
        thumbnails: [
          'javascript:alert(1)',
          'ftp://example.com/a.jpg',
          'data:image/png;base64,AAAA',
          '//evil.example/a.jpg',
          '/\\evil.example/a.jpg',
          'https://example.com/ok.jpg',
          'https://example.com/ok.jpg',
          '/images/lokal.jpg',
        ],
      }).thumbnails,
    ).toEqual(['https://example.com/ok.jpg', '/images/lokal.jpg']);
  });

  it('drops a thumbnail URL that does not parse instead of the whole record', () => {
    const res = normaliseCompetition({ ...base, thumbnails: ['http://[rusak', 'https://example.com/ok.jpg'] });
    expect(res).toEqual({ ok: true, item: { ...base, thumbnails: ['https://example.com/ok.jpg'] } });
  });

  it('does not split a single thumbnail URL at commas inside it', () => {
    const url = 'https://res.cloudinary.com/demo/image/upload/w_300,h_200/poster.jpg';
    expect(one({ ...base, thumbnails: url }).thumbnails).toEqual([url]);
    expect(one({ ...base, thumbnails: 'https://a.example/1.jpg, https://a.example/2.jpg' }).thumbnails).toEqual([
      'https://a.example/1.jpg',
      'https://a.example/2.jpg',
    ]);
  });

  it('caps tags and thumbnails at the schema limits instead of dropping the record', () => {
    const tags = Array.from({ length: 40 }, (_, i) => `t${i}`);
    const thumbnails = Array.from({ length: 25 }, (_, i) => `https://example.com/${i}.jpg`);
    const c = one({ ...base, tags: [...tags, 'x'.repeat(61)], thumbnails });
    expect(c.tags).toEqual(tags.slice(0, 30));
    expect(c.thumbnails).toEqual(thumbnails.slice(0, 20));
    expect(one({ ...base, tags: ['x'.repeat(61), 'pendek'] }).tags).toEqual(['pendek']);
  });

  it('keeps an ISO published timestamp as an ISO timestamp', () => {
    expect(one({ ...base, published_date: '2025-07-01T10:00:00Z' }).published_date).toBe('2025-07-01T10:00:00.000Z');
    expect(one({ ...base, published_date: '2025-07-01T10:00:00.000+07:00' }).published_date).toBe('2025-07-01T03:00:00.000Z');
    expect(one({ ...base, published_date: '2025-7-1' }).published_date).toBe('2025-07-01');
  });

  it('drops a record without id or title, with a reason', () => {
    expect(normaliseCompetition({ ...base, id: '' })).toEqual({ ok: false, reason: 'id kosong' });
    expect(normaliseCompetition({ ...base, id: undefined })).toEqual({ ok: false, reason: 'id kosong' });
    expect(normaliseCompetition({ ...base, title: '   ' })).toEqual({ ok: false, reason: 'judul kosong' });
    expect(normaliseCompetition(null)).toEqual({ ok: false, reason: 'bukan objek' });
    expect(normaliseCompetition([base])).toEqual({ ok: false, reason: 'bukan objek' });
    expect(normaliseCompetition('teks')).toEqual({ ok: false, reason: 'bukan objek' });
  });

  it('drops a record whose title is too long, naming the field', () => {
    const res = normaliseCompetition({ ...base, title: 'x'.repeat(301) });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.reason).toMatch(/^title: /);
  });
});

describe('normaliseDate', () => {
  it.each([
    ['2025-07-01', '2025-07-01'],
    ['2025-7-1', '2025-07-01'],
    ['2025/07/01', '2025-07-01'],
    [' 2025-12-31 ', '2025-12-31'],
    ['2024-02-29', '2024-02-29'],
    ['2025-02-29', ''],
    ['2025-02-30', ''],
    ['2025-13-01', ''],
    ['01-07-2025', ''],
    ['besok', ''],
    ['', ''],
    [20250701, ''],
    [null, ''],
    ['2025-07-01 10:00', '2025-07-01'],
    ['2025-07-01T10:00:00Z', '2025-07-01'],
    // A timestamp is read as the Jakarta calendar date the site shows for it.
    ['2025-06-30T18:00:00Z', '2025-07-01'],
    ['2025-06-30T16:59:59Z', '2025-06-30'],
    ['2025-07-01T00:30:00+07:00', '2025-07-01'],
    ['2025-02-30T10:00:00Z', ''],
  ])('%j => %j', (input, expected) => {
    expect(normaliseDate(input)).toBe(expected);
  });
});

describe('normalisePublishedDate', () => {
  it.each([
    ['2025-07-01', '2025-07-01'],
    ['2025-7-1', '2025-07-01'],
    ['2025-07-01T10:00:00Z', '2025-07-01T10:00:00.000Z'],
    ['2025-07-01T10:00:00.123Z', '2025-07-01T10:00:00.123Z'],
    ['2025-07-01T10:00:00+07:00', '2025-07-01T03:00:00.000Z'],
    // Without an offset the time is Jakarta time, whatever the machine's zone.
    ['2025-07-01T10:00:00', '2025-07-01T03:00:00.000Z'],
    // An impossible day must not roll over into March.
    ['2025-02-30T10:00:00Z', ''],
    ['bukan tanggal', ''],
    ['', ''],
  ])('%j => %j', (input, expected) => {
    expect(normalisePublishedDate(input)).toBe(expected);
  });

  it('is stable when applied twice', () => {
    const once = normalisePublishedDate('2025-07-01T10:00:00+07:00');
    expect(normalisePublishedDate(once)).toBe(once);
  });
});

describe('tag and category helpers', () => {
  it('normaliseTag', () => {
    expect(normaliseTag('#Tag')).toBe('tag');
    expect(normaliseTag('## Lomba   Esai ')).toBe('lomba esai');
    expect(normaliseTag({})).toBe('');
  });

  it('normaliseTags accepts a comma-separated string', () => {
    expect(normaliseTags('#A, b ,a,,')).toEqual(['a', 'b']);
  });

  it('normaliseCategories', () => {
    expect(normaliseCategories(['etc', 'ALL'])).toEqual(['ETC', 'ALL']);
    expect(normaliseCategories('nope')).toEqual(['ALL']);
  });
});

describe('normaliseCompetitions', () => {
  it('keeps the first of duplicate ids and reports dropped records by index', () => {
    const res = normaliseCompetitions([
      { ...base, id: '1', title: 'Pertama' },
      { title: 'Tanpa id' },
      { ...base, id: 1, title: 'Kedua' },
      { ...base, id: '2', title: '' },
      { ...base, id: '3', title: 'Ketiga' },
    ]);
    expect(res.items.map((c) => [c.id, c.title])).toEqual([
      ['1', 'Pertama'],
      ['3', 'Ketiga'],
    ]);
    expect(res.dropped).toEqual([
      { index: 1, reason: 'id kosong' },
      { index: 2, reason: 'id ganda 1' },
      { index: 3, reason: 'judul kosong' },
    ]);
  });

  it('treats anything but an array as an empty list', () => {
    expect(normaliseCompetitions({ a: 1 })).toEqual({ items: [], dropped: [] });
  });
});

describe('parseDataFile and serialiseDataFile', () => {
  it('blank text is an empty list', () => {
    expect(parseDataFile('')).toEqual({ items: [], dropped: [] });
    expect(parseDataFile('  \n\t ')).toEqual({ items: [], dropped: [] });
  });

  it('an empty array is an empty list', () => {
    expect(parseDataFile('[]')).toEqual({ items: [], dropped: [] });
  });

  it('a JSON object is an error', () => {
    expect(() => parseDataFile('{}')).toThrow('Data lomba rusak: isi file harus berupa array JSON.');
    expect(() => parseDataFile('"teks"')).toThrow(/array JSON/);
  });

  it('malformed JSON is a readable Indonesian error', () => {
    expect(() => parseDataFile('[{"id": "1",')).toThrow(/^Data lomba rusak: JSON tidak valid \(.+\)\.$/);
  });

  it('parses and normalises records', () => {
    const res = parseDataFile(JSON.stringify([{ ...base, tags: ['#X'] }, { id: '2' }]));
    expect(res.items).toEqual([{ ...base, tags: ['x'] }]);
    expect(res.dropped).toEqual([{ index: 1, reason: 'judul kosong' }]);
  });

  it('serialises with two-space indent and a trailing newline, and round-trips', () => {
    const text = serialiseDataFile([base as Competition]);
    expect(text.endsWith(']\n')).toBe(true);
    expect(text.endsWith('\n\n')).toBe(false);
    expect(text.split('\n')[1]).toBe('  {');
    expect(text.split('\n')[2]).toBe('    "id": "1",');
    expect(text).toBe(JSON.stringify([base], null, 2) + '\n');
    expect(parseDataFile(text).items).toEqual([base]);
    expect(serialiseDataFile([])).toBe('[]\n');
  });
});
