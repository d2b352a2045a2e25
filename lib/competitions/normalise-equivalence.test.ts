import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseCompetition, normaliseCompetitionStrict } from './normalise';
import { isCalendarDate } from './normalise-date';
import { competitionSchema, isRealDate, thumbnailSchema } from './schema';
import { mulberry32 } from '@/scripts/prng.mjs';
import { randomSeed, withSeed } from '@/testing/random-data';

// The fast path must give exactly what the all-zod path gives: the same item (key order included) or the same reason.

type Generate = (n: number, seed?: number) => Record<string, unknown>[];

async function realistic(n: number, seed?: number): Promise<Record<string, unknown>[]> {
  const file = fileURLToPath(new URL('../../bench/generate.mjs', import.meta.url));
  const mod = (await import(/* @vite-ignore */ file)) as { generateCompetitions: Generate };
  return mod.generateCompetitions(n, seed);
}

function expectSame(raw: unknown): void {
  const fast = normaliseCompetition(raw);
  const strict = normaliseCompetitionStrict(raw);
  expect(fast).toStrictEqual(strict);
  expect(JSON.stringify(fast)).toBe(JSON.stringify(strict));
}

const emoji = '\u{1F600}';

const TEXTS: unknown[] = [
  undefined,
  null,
  true,
  0,
  -0,
  42,
  42.5,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  {},
  [],
  ['x'],
  '',
  ' ',
  '\n\t ',
  '\u00a0',
  '\u3000',
  'a',
  ' a ',
  '1',
  'Lomba',
  '  Lomba  Esai  ',
  'İstanbul',
  'ΣΑΣ',
  'ǅ',
  emoji,
  `${emoji}x`,
  'x'.repeat(64),
  'x'.repeat(65),
  emoji.repeat(32),
  emoji.repeat(33),
  '\ud800',
  '\ud800'.repeat(65),
  'x'.repeat(300),
  'x'.repeat(301),
  ` ${'x'.repeat(300)} `,
  emoji.repeat(150),
  emoji.repeat(151),
  emoji.repeat(301),
  'x'.repeat(20_000),
  'x'.repeat(20_001),
  emoji.repeat(10_000),
  emoji.repeat(10_001),
  '\u200b',
  'a\u0000b',
];

const URLS: unknown[] = [
  'https://example.com/a.jpg',
  'http://example.com/a.jpg',
  'HTTPS://EXAMPLE.COM/A.JPG',
  'hTTp://example.com/x',
  ' https://example.com/y.png ',
  'https://exa\nmple.com/a.jpg',
  'https://example.com/a\tb.jpg',
  'https://example.com/a\rb',
  'https://example.com/a b.jpg',
  'https://example.com/\u00a0a.jpg',
  'https://example.com/a\u3000b',
  'http://a b.com/x',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'ftp://example.com/a.jpg',
  'data:image/png;base64,AAAA',
  'mailto:a@b.c',
  '//evil.com/x',
  '/\\evil',
  '/\\evil.example/a.jpg',
  '\\\\evil',
  'http://',
  'https://',
  'http:example.com',
  'https:/path',
  'http:\\\\example.com',
  'http://[rusak',
  'http://[::1]/a.png',
  'http://256.1.1.1/',
  'http://1.2.3.4/x',
  'http://-/',
  'http://a..b/',
  'https://example.com:99999/a',
  'https://example.com:8080/a',
  'http://user:pass@host/x',
  'http://%zz/',
  'http://example.com/%zz',
  'https://bücher.example/a.png',
  'https://例え.jp/a.png',
  'http://\u200bexample.com/',
  'https://example.com/a#frag',
  'https://example.com/?q=1,2',
  'https://example.com\\path',
  'http://exa mple.com',
  'https://res.cloudinary.com/demo/image/upload/w_300,h_200/poster.jpg',
  'https://a.example/1.jpg, https://a.example/2.jpg',
  'https://a.example/1.jpg,/b.jpg',
  'http://x.com/1,http://x.com/2,HTTP://x.com/3',
  '/',
  '/a',
  '/a b',
  '/a\tb',
  '//',
  '/posters/poster-01.svg',
  'posters/x.svg',
  './x.png',
  '/\u00e9t\u00e9.png',
  `/${emoji}`,
  `/${'a'.repeat(1999)}`,
  `/${'a'.repeat(2000)}`,
  `/${emoji.repeat(999)}`,
  `/${emoji.repeat(1000)}`,
  `https://example.com/${'a'.repeat(1980)}`,
  `https://example.com/${'a'.repeat(1981)}`,
  `https://example.com/${emoji.repeat(991)}`,
  '',
  ' ',
  5,
  null,
  {},
  ['https://example.com/nested.jpg'],
];

const TAGS: unknown[] = [
  '#Tag',
  'tag',
  ' TAG ',
  '##Dua  Kata',
  '# #tag',
  '#',
  '##',
  '# ',
  ' ',
  '',
  'sd',
  'İstanbul',
  'ΣΑΣ',
  'ǅ',
  'ẞ',
  '\u212a',
  'tag\u00a0x',
  'a\tb',
  'x'.repeat(60),
  'x'.repeat(61),
  `#${'x'.repeat(60)}`,
  emoji.repeat(30),
  emoji.repeat(31),
  'İ'.repeat(40),
  3,
  0,
  null,
  {},
  ['x'],
  'a,b',
  '#A, b ,a,,',
  'hadiah jutaan',
];

const CATS: unknown[] = [
  ['sd'],
  'sd',
  ['SD', 'sd'],
  ['XYZ'],
  [],
  7,
  ['ALL', 'all'],
  'mahasiswa, umum',
  [' Smp '],
  ['ſd'],
  ['etc', 'ALL'],
  null,
  {},
];

const DATES: unknown[] = [
  '',
  '2025-07-01',
  '2025-7-1',
  '2025/07/01',
  ' 2025-12-31 ',
  '2024-02-29',
  '2025-02-29',
  '2025-02-30',
  '2025-13-01',
  '2025-00-10',
  '01-07-2025',
  'besok',
  20250701,
  null,
  '2025-07-01 10:00',
  '2025-07-01T10:00:00Z',
  '2025-06-30T18:00:00Z',
  '2025-07-01T00:30:00+07:00',
  '2025-07-01T10:00:00',
  '2025-07-01t10:00z',
  '2025-07-01T10:00:00.123456Z',
  '2025-07-01T24:00:00Z',
  '2025-07-01T10:00:00+0700',
  '2025-02-30T10:00:00Z',
  '0050-01-01',
  '0099-12-31',
  '0100-01-01',
  '0100-01-01T00:00:00+14:00',
  '0000-01-01T00:00:00Z',
  '9999-12-31',
  '9999-12-31T23:00:00Z',
  '9999-12-31T23:59:59-05:00',
  '2025-07-01T10:00:00.000Z',
  '2025-07-01T03:00:00.000+00:00',
];

const THUMBNAIL_LISTS: unknown[] = [
  ...URLS,
  URLS,
  URLS.slice(0, 12),
  Array.from({ length: 25 }, (_, i) => `https://example.com/${i}.jpg`),
  Array.from({ length: 25 }, (_, i) => `/p/${i % 7}.jpg`),
  ['https://example.com/ok.jpg', 'https://example.com/ok.jpg', '/images/lokal.jpg', ' /images/lokal.jpg'],
  ['https://exa\nmple.com/a.jpg', 'https://example.com/a.jpg'],
];

const TAG_LISTS: unknown[] = [
  ...TAGS,
  TAGS,
  Array.from({ length: 40 }, (_, i) => `t${i}`),
  Array.from({ length: 9 }, (_, i) => `#Tag${i % 4}`),
  ['# #tag', 'tag'],
  ['#a', '#A', 'a'],
];

function record(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id: '1',
    title: 'Lomba Menulis',
    description: 'Deskripsi',
    thumbnails: ['https://example.com/a.jpg'],
    tags: ['menulis'],
    categories: ['SMA'],
    registration: { start: '2025-07-01', end: '2025-07-31' },
    published_date: '2025-07-01',
    ...fields,
  };
}

const MESSY: unknown[] = [
  null,
  undefined,
  0,
  'teks',
  [],
  [record({})],
  {},
  { id: '7', title: 'Judul' },
  { id: '7' },
  { title: 'Judul' },
  record({ id: 42 }),
  record({ id: 42.5, title: 2025 }),
  record({ id: '  9 ', title: '  Lomba  ', description: '\n Isi \n' }),
  record({ description: { text: 'x' }, tags: { a: 1 }, categories: 7, registration: 'besok', thumbnails: 5, published_date: true }),
  record({ thumbnails: undefined, thumbnail: ' https://example.com/y.png ' }),
  record({ categories: undefined, category: 'mahasiswa, umum' }),
  record({ registration: { start: '0100-01-01T00:00:00+14:00', end: '' } }),
  record({ published_date: '0100-01-01T00:00:00+14:00' }),
  record({ published_date: '0000-01-01T00:00:00Z' }),
  record({ published_date: '9999-12-31T23:59:59-05:00' }),
  record({ title: 'x'.repeat(301) }),
  record({ id: 'x'.repeat(65), title: '', description: 'x'.repeat(20_001) }),
  record({ tags: 'a, #B, c', thumbnails: 'https://a.example/1.jpg, https://a.example/2.jpg' }),
  ...TEXTS.flatMap((t) => [record({ id: t }), record({ title: t }), record({ description: t })]),
  ...THUMBNAIL_LISTS.map((thumbnails) => record({ thumbnails })),
  ...TAG_LISTS.map((tags) => record({ tags })),
  ...CATS.map((categories) => record({ categories })),
  ...DATES.flatMap((d) => [
    record({ registration: { start: d, end: '2025-07-31' } }),
    record({ registration: { start: '2025-07-01', end: d } }),
    record({ published_date: d }),
  ]),
];

describe('normaliseCompetition fast path', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives what the all-zod path gives for realistic records', async () => {
    for (const raw of await realistic(3000)) expectSame(raw);
  });

  it('gives what the all-zod path gives for messy hand-written records', () => {
    for (const raw of MESSY) expectSame(raw);
  });

  const messySeed = randomSeed(7);
  it(withSeed('gives what the all-zod path gives for realistic records with random messy fields', messySeed), async () => {
    const rand = mulberry32(messySeed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const fields: [string, () => unknown][] = [
      ['id', () => pick(TEXTS)],
      ['title', () => pick(TEXTS)],
      ['description', () => pick(TEXTS)],
      ['thumbnails', () => (rand() < 0.5 ? pick(URLS) : Array.from({ length: 1 + Math.floor(rand() * 8) }, () => pick(URLS)))],
      ['thumbnail', () => pick(URLS)],
      ['tags', () => (rand() < 0.3 ? pick(TAGS) : Array.from({ length: 1 + Math.floor(rand() * 12) }, () => pick(TAGS)))],
      ['categories', () => pick(CATS)],
      ['category', () => pick(CATS)],
      ['registration', () => (rand() < 0.1 ? pick(DATES) : { start: pick(DATES), end: pick(DATES) })],
      ['published_date', () => pick(DATES)],
    ];
    for (const base of await realistic(4000, messySeed + 4)) {
      const raw: Record<string, unknown> = { ...base };
      const changes = 1 + Math.floor(rand() * 3);
      for (let i = 0; i < changes; i++) {
        const [key, value] = pick(fields);
        if (rand() < 0.1) delete raw[key];
        else raw[key] = value();
      }
      expectSame(raw);
    }
  });

  it('skips zod for realistic records', async () => {
    const records = await realistic(200);
    const competition = vi.spyOn(competitionSchema, 'safeParse');
    const thumbnail = vi.spyOn(thumbnailSchema, 'safeParse');
    for (const raw of records) expect(normaliseCompetition(raw).ok).toBe(true);
    for (const raw of records) {
      const r = raw as { thumbnails: string[] };
      expect(normaliseCompetition({ ...r, thumbnails: r.thumbnails.map((t) => `https://cdn.example.com${t}`) }).ok).toBe(true);
    }
    expect(competition).not.toHaveBeenCalled();
    expect(thumbnail).not.toHaveBeenCalled();
  });
});

describe('isCalendarDate', () => {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const disagreements = (dates: string[]) => dates.filter((s) => isCalendarDate(s) !== isRealDate(s));

  it('agrees with isRealDate for every year', () => {
    const monthDays = ['01-01', '02-28', '02-29', '02-30', '04-30', '04-31', '12-31', '12-32', '00-10', '13-01', '01-00'];
    const dates = Array.from({ length: 10_000 }, (_, y) => monthDays.map((md) => `${pad(y, 4)}-${md}`)).flat();
    expect(disagreements(dates)).toEqual([]);
  });

  it('agrees with isRealDate for every month and day number', () => {
    const dates: string[] = [];
    for (const y of [0, 50, 99, 100, 1900, 2000, 2023, 2024, 2100, 2400, 9999]) {
      for (let m = 0; m <= 99; m++) for (let d = 0; d <= 99; d++) dates.push(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    }
    expect(disagreements(dates)).toEqual([]);
  });

  it('agrees with isRealDate for strings of other shapes', () => {
    const odd = [
      '',
      '2025-7-1',
      '2025/07/01',
      ' 2025-07-01',
      '2025-07-01 ',
      '2025-07-01\n',
      '20250-07-01',
      '2025-07-011',
      '\uff12\uff10\uff12\uff15-07-01',
      '2025-07-0a',
      'abcd-ef-gh',
      '2025-07-01T00:00:00Z',
      '+02025-07-01',
      '-2025-07-01',
    ];
    expect(disagreements(odd)).toEqual([]);
  });
});
