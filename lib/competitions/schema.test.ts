import { describe, expect, it } from 'vitest';
import { competitionInputSchema, competitionSchema, isRealDate, LIMITS } from './schema';

const good = {
  title: 'Lomba Menulis Esai',
  description: 'Daftar di https://contoh.id\nCP: 0812',
  thumbnails: ['https://example.com/poster.jpg', '/uploads/lokal.png'],
  tags: ['esai', 'menulis'],
  categories: ['SMA', 'MAHASISWA'],
  registration: { start: '2025-07-01', end: '2025-07-31' },
  published_date: '2025-07-01',
};

/** The paths and messages of every issue, or null when the input is accepted. */
function issues(input: unknown): { path: string; message: string }[] | null {
  const res = competitionInputSchema.safeParse(input);
  return res.success ? null : res.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('competitionInputSchema', () => {
  it('accepts a good input', () => {
    const res = competitionInputSchema.safeParse(good);
    expect(res.success).toBe(true);
    expect(res.data).toEqual(good);
  });

  it('accepts an ISO timestamp or an empty publish date', () => {
    expect(issues({ ...good, published_date: '2025-07-01T10:00:00.000Z' })).toBeNull();
    expect(issues({ ...good, published_date: '2025-07-01T10:00:00+07:00' })).toBeNull();
    expect(issues({ ...good, published_date: '' })).toBeNull();
  });

  it('trims text, lower-cases tags and strips their #', () => {
    const res = competitionInputSchema.parse({ ...good, title: '  Judul  ', tags: [' #Esai ', 'ROBOT'] });
    expect(res.title).toBe('Judul');
    expect(res.tags).toEqual(['esai', 'robot']);
  });

  it('drops an id sent with the input', () => {
    expect(competitionInputSchema.parse({ ...good, id: '99' })).not.toHaveProperty('id');
  });

  it('rejects a missing title', () => {
    const rest: Partial<typeof good> = { ...good };
    delete rest.title;
    expect(issues(rest)?.map((i) => i.path)).toEqual(['title']);
    expect(issues({ ...good, title: '' })).toEqual([{ path: 'title', message: 'Judul wajib diisi.' }]);
    expect(issues({ ...good, title: '   ' })).toEqual([{ path: 'title', message: 'Judul wajib diisi.' }]);
  });

  it('rejects a title over the limit', () => {
    expect(issues({ ...good, title: 'x'.repeat(LIMITS.title + 1) })).toEqual([
      { path: 'title', message: 'Judul paling banyak 300 karakter.' },
    ]);
  });

  it('rejects a 2,000,000-character description', () => {
    expect(issues({ ...good, description: 'x'.repeat(2_000_000) })).toEqual([
      { path: 'description', message: 'Deskripsi paling banyak 20000 karakter.' },
    ]);
  });

  it('rejects a missing description', () => {
    expect(issues({ ...good, description: '  ' })).toEqual([{ path: 'description', message: 'Deskripsi wajib diisi.' }]);
  });

  it('rejects an unknown category and an empty category list', () => {
    expect(issues({ ...good, categories: ['SMA', 'XYZ'] })?.map((i) => i.path)).toEqual(['categories.1']);
    expect(issues({ ...good, categories: ['sma'] })?.map((i) => i.path)).toEqual(['categories.0']);
    expect(issues({ ...good, categories: [] })).toEqual([{ path: 'categories', message: 'Pilih setidaknya satu kategori.' }]);
  });

  it('rejects bad registration dates', () => {
    expect(issues({ ...good, registration: { start: '2025-13-01', end: '2025-07-31' } })).toEqual([
      { path: 'registration.start', message: 'Tanggal tidak valid.' },
    ]);
    expect(issues({ ...good, registration: { start: '2025-07-01', end: '2025-02-30' } })).toEqual([
      { path: 'registration.end', message: 'Tanggal tidak valid.' },
    ]);
    // One message per field: a malformed date is not also reported as an impossible one.
    expect(issues({ ...good, registration: { start: '2025-7-1', end: '2025-07-31' } })).toEqual([
      { path: 'registration.start', message: 'Tanggal harus berformat YYYY-MM-DD.' },
    ]);
    // Both dates are required on input.
    expect(issues({ ...good, registration: { start: '', end: '2025-07-31' } })?.map((i) => i.path)).toEqual(['registration.start']);
  });

  it('rejects a bad publish date', () => {
    expect(issues({ ...good, published_date: '2025-13-01' })?.map((i) => i.path)).toEqual(['published_date']);
    expect(issues({ ...good, published_date: 'kemarin' })?.map((i) => i.path)).toEqual(['published_date']);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/a.jpg',
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    'poster.jpg',
    '',
    `https://example.com/${'a'.repeat(LIMITS.thumbnailUrl)}`,
  ])('rejects the thumbnail %j', (url) => {
    expect(issues({ ...good, thumbnails: [url] })?.map((i) => i.path)).toEqual(['thumbnails.0']);
  });

  it('rejects too many thumbnails and tags, and over-long or empty tags', () => {
    const thumbs = Array.from({ length: LIMITS.thumbnails + 1 }, (_, i) => `https://example.com/${i}.jpg`);
    expect(issues({ ...good, thumbnails: thumbs })?.map((i) => i.path)).toEqual(['thumbnails']);
    const tags = Array.from({ length: LIMITS.tags + 1 }, (_, i) => `t${i}`);
    expect(issues({ ...good, tags })?.map((i) => i.path)).toEqual(['tags']);
    expect(issues({ ...good, tags: ['x'.repeat(LIMITS.tag + 1)] })?.map((i) => i.path)).toEqual(['tags.0']);
    expect(issues({ ...good, tags: ['#'] })?.map((i) => i.path)).toEqual(['tags.0']);
  });

  it('rejects wrong types', () => {
    expect(issues({ ...good, title: 5 })?.map((i) => i.path)).toEqual(['title']);
    expect(issues({ ...good, tags: 'esai' })?.map((i) => i.path)).toEqual(['tags']);
    expect(issues(null)).not.toBeNull();
  });
});

describe('competitionSchema', () => {
  it('requires an id and allows empty registration dates', () => {
    const stored = { ...good, id: '1751328000000', registration: { start: '', end: '' } };
    expect(competitionSchema.safeParse(stored).success).toBe(true);
    expect(competitionSchema.safeParse({ ...stored, id: '' }).success).toBe(false);
    const noId: Partial<typeof stored> = { ...stored };
    delete noId.id;
    expect(competitionSchema.safeParse(noId).success).toBe(false);
  });
});

describe('isRealDate', () => {
  it.each([
    ['2025-07-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-7-1', false],
    ['2025-07-01T00:00:00Z', false],
  ])('%j => %j', (s, expected) => {
    expect(isRealDate(s)).toBe(expected);
  });
});
