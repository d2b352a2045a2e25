import { describe, expect, it } from 'vitest';
import { CATEGORIES, type Category, type Competition } from '@/lib/competitions/schema';
import { hasSearchCriteria, parseSearchFilters, type SearchFilters } from './params';
import { SearchIndex } from './search-index';
import { mulberry32 } from '@/scripts/prng.mjs';
import { randomSeed, withSeed } from '@/testing/random-data';

function comp(id: string, fields: Partial<Competition>): Competition {
  return {
    id,
    title: `Judul ${id}`,
    description: '',
    thumbnails: [],
    tags: [],
    categories: ['ALL'],
    registration: { start: '', end: '' },
    published_date: '',
    ...fields,
  };
}

// Each token below appears in exactly one field of one competition, so a hit proves which field was searched.
const c1 = comp('1', {
  title: 'Lomba Zebra Esai Nasional',
  description: 'Daftar lewat formulir kuda.',
  categories: ['SMA', 'MAHASISWA'],
  tags: ['esai', 'origami'],
  registration: { start: '2025-07-01', end: '2025-07-31' }, // Selasa, 1 Juli 2025 / Kamis, 31 Juli 2025
  published_date: '2025-06-30T18:00:00.000Z', // Selasa, 1 Juli 2025 in Jakarta (30 Juni in UTC)
});
const c2 = comp('2', {
  title: 'Olimpiade Matematika',
  description: 'Untuk siswa SD dan SMP.',
  categories: ['SD', 'SMP'],
  tags: ['matematika'],
  registration: { start: '2024-12-02', end: '2025-01-15' }, // Senin, 2 Desember 2024 / Rabu, 15 Januari 2025
});
const c3 = comp('3', {
  title: 'Desain Poster',
  description: 'Kompetisi grafis terbuka.',
  categories: ['UMUM'],
  tags: ['desain', 'dua kata'],
  published_date: '2023-08-17', // Kamis, 17 Agustus 2023
});
const index = SearchIndex.build([c1, c2, c3]);

const ids = (f: Partial<SearchFilters>) => index.search({ q: '', categories: [], tags: [], ...f }).map((c) => c.id);

describe('SearchIndex.search', () => {
  it('nothing given gives no results', () => {
    expect(ids({})).toEqual([]);
    expect(ids({ q: '   ' })).toEqual([]);
  });

  it('ignores surrounding whitespace in the text', () => {
    expect(ids({ q: '   olimpiade \n' })).toEqual(['2']);
    expect(parseSearchFilters({ q: '  olimpiade  ' }).q).toBe('olimpiade');
  });

  it('is case-insensitive both ways', () => {
    expect(ids({ q: 'ZEBRA' })).toEqual(['1']);
    expect(ids({ q: 'zEbRa' })).toEqual(['1']);
    expect(ids({ q: 'mahasiswa' })).toEqual(['1']);
  });

  it('searches the title', () => {
    expect(ids({ q: 'zebra' })).toEqual(['1']);
    expect(ids({ q: 'poster' })).toEqual(['3']);
  });

  it('searches the description', () => {
    expect(ids({ q: 'kuda' })).toEqual(['1']);
    expect(ids({ q: 'grafis' })).toEqual(['3']);
  });

  it('searches the categories', () => {
    expect(ids({ q: 'mahasiswa' })).toEqual(['1']);
    expect(ids({ q: 'umum' })).toEqual(['3']);
  });

  it('searches the tags', () => {
    expect(ids({ q: 'origami' })).toEqual(['1']);
    expect(ids({ q: 'dua kata' })).toEqual(['3']);
  });

  it('searches the formatted registration start date', () => {
    expect(ids({ q: 'senin' })).toEqual(['2']);
    expect(ids({ q: 'desember' })).toEqual(['2']);
    expect(ids({ q: '2024' })).toEqual(['2']);
  });

  it('searches the formatted registration end date', () => {
    expect(ids({ q: 'januari' })).toEqual(['2']);
    expect(ids({ q: 'rabu' })).toEqual(['2']);
  });

  it('searches the formatted published date, in Jakarta time', () => {
    expect(ids({ q: 'agustus' })).toEqual(['3']);
    expect(ids({ q: '2023' })).toEqual(['3']);
    // c1 was published 2025-06-30T18:00Z, which is 1 Juli in Jakarta: no "Juni" anywhere.
    expect(ids({ q: 'juni' })).toEqual([]);
  });

  it('matches Indonesian month, weekday and year words', () => {
    expect(ids({ q: 'juli' })).toEqual(['1']);
    expect(ids({ q: 'Selasa' })).toEqual(['1']);
    expect(ids({ q: '2025' })).toEqual(['1', '2']);
    // Any word: "1" is in a date of every competition (1 Juli, 15 Januari, 17 Agustus).
    expect(ids({ q: '1 juli 2025' })).toEqual(['1', '2', '3']);
  });

  it('does not treat a missing date as the text "N/A"', () => {
    expect(ids({ q: 'n/a' })).toEqual([]);
  });

  it('matches the whole phrase', () => {
    expect(ids({ q: 'Lewat Formulir Kuda' })).toEqual(['1']);
    expect(ids({ q: 'olimpiade matematika' })).toEqual(['2']);
  });

  it('matches when any single word of several appears', () => {
    expect(ids({ q: 'zebra olimpiade' })).toEqual(['1', '2']);
    expect(ids({ q: 'tidakada   grafis' })).toEqual(['3']);
    expect(ids({ q: 'tidakada sama sekali' })).toEqual([]);
  });

  it('does not let a word match across two fields', () => {
    // c1's title ends "nasional" and its description starts "daftar".
    expect(ids({ q: 'nasionaldaftar' })).toEqual([]);
    expect(ids({ q: 'nasional\u0001daftar' })).toEqual([]);
  });

  it('filters only: category OR tag', () => {
    expect(ids({ categories: ['SD'] })).toEqual(['2']);
    expect(ids({ tags: ['desain'] })).toEqual(['3']);
    expect(ids({ categories: ['UMUM'], tags: ['esai'] })).toEqual(['1', '3']);
    expect(ids({ categories: ['SD', 'SMA'] })).toEqual(['1', '2']);
    expect(ids({ categories: ['ETC'] })).toEqual([]);
    expect(ids({ tags: ['tidak-ada'] })).toEqual([]);
  });

  it('text and filters: text AND (category OR tag)', () => {
    expect(ids({ q: '2025', categories: ['SD'] })).toEqual(['2']);
    expect(ids({ q: '2025', tags: ['esai'] })).toEqual(['1']);
    expect(ids({ q: '2025', categories: ['UMUM'] })).toEqual([]);
    expect(ids({ q: 'zebra', categories: ['SD'], tags: ['esai'] })).toEqual(['1']);
    expect(ids({ q: 'zebra', categories: ['SD'], tags: ['desain'] })).toEqual([]);
    expect(ids({ q: 'zebra desain', categories: ['SD'], tags: ['desain'] })).toEqual(['3']);
  });

  it('keeps the index order', () => {
    const reversed = SearchIndex.build([c3, c2, c1]);
    expect(reversed.search({ q: 'a', categories: [], tags: [] }).map((c) => c.id)).toEqual(['3', '2', '1']);
  });
});

describe('parseSearchFilters', () => {
  it('reads nothing as empty filters', () => {
    expect(parseSearchFilters({})).toEqual({ q: '', categories: [], tags: [] });
  });

  it('reads comma lists and upper-cases categories', () => {
    expect(parseSearchFilters({ q: ' lomba ', categories: 'sd, Smp,,SMA', tag: 'esai,Desain' })).toEqual({
      q: 'lomba',
      categories: ['SD', 'SMP', 'SMA'],
      tags: ['esai', 'desain'],
    });
  });

  it('reads repeated parameters and removes duplicates', () => {
    expect(parseSearchFilters({ categories: ['SD', 'smp,SD', 'sd'], tag: ['a', 'b,#A', 'B'] })).toEqual({
      q: '',
      categories: ['SD', 'SMP'],
      tags: ['a', 'b'],
    });
  });

  it('ignores unknown categories', () => {
    expect(parseSearchFilters({ categories: 'XYZ' }).categories).toEqual([]);
    expect(parseSearchFilters({ categories: 'XYZ,umum' }).categories).toEqual(['UMUM']);
  });

  it('reads a tag written with #', () => {
    expect(parseSearchFilters({ tag: '#Esai' }).tags).toEqual(['esai']);
    expect(parseSearchFilters({ tag: '## Dua  Kata ' }).tags).toEqual(['dua kata']);
    expect(parseSearchFilters({ tag: '#' }).tags).toEqual([]);
  });

  it('takes the first q and caps its length', () => {
    expect(parseSearchFilters({ q: ['satu', 'dua'] }).q).toBe('satu');
    expect(parseSearchFilters({ q: 'x'.repeat(600) }).q).toHaveLength(500);
  });

  it('hasSearchCriteria', () => {
    expect(hasSearchCriteria(parseSearchFilters({}))).toBe(false);
    expect(hasSearchCriteria(parseSearchFilters({ q: '  ' }))).toBe(false);
    expect(hasSearchCriteria(parseSearchFilters({ categories: 'XYZ' }))).toBe(false);
    expect(hasSearchCriteria(parseSearchFilters({ q: 'a' }))).toBe(true);
    expect(hasSearchCriteria(parseSearchFilters({ categories: 'sd' }))).toBe(true);
    expect(hasSearchCriteria(parseSearchFilters({ tag: 'x' }))).toBe(true);
  });
});

const MATCH_RULE_SEED = randomSeed(20250701);

describe(withSeed('SearchIndex.search against a literal reading of the match rule', MATCH_RULE_SEED), () => {
  const rand = mulberry32(MATCH_RULE_SEED);
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const some = <T>(xs: readonly T[], max: number): T[] => [...new Set(Array.from({ length: int(max + 1) }, () => pick(xs)))];
  const randomCase = (s: string) => [...s].map((ch) => (rand() < 0.3 ? ch.toUpperCase() : ch)).join('');

  const WORDS = [
    'lomba',
    'esai',
    'Menulis',
    'olimpiade',
    'Matematika',
    'desain',
    'poster',
    'nasional',
    'sains',
    'robot',
    'puisi',
    'Foto',
    'video',
    'film',
    'bahasa',
    'Inggris',
    'kuda',
    'tingkat',
    'SMA',
    'juara',
    'hadiah',
    'Rp5.000.000',
    'https://contoh.id/daftar',
    'cp:',
    '0812-3456',
    'Café',
    'ÉLITE',
    'ke-2',
    '(gratis)',
    'juli',
    'Senin',
  ];
  const TAGS = ['esai', 'sains', 'robotik', 'seni', 'dua kata', 'matematika', 'foto', 'menulis', 'umum', 'juli'];
  // Fragments of what formatted dates contain, plus odd ones.
  const QUERY_WORDS = [
    ...WORDS,
    'juli',
    'agustus',
    'selasa',
    'rabu',
    'minggu',
    'jumat',
    '2025',
    '2024',
    '2023',
    '17',
    '1',
    'des',
    'ju',
    'sd',
    'smp',
    'etc',
    'all',
    'MAHASISWA',
    'a',
    'e',
    ',',
    'x',
    'tidakada',
    'kata',
    'dua kata',
    // A missing date is no text at all, not "N/A".
    'n/a',
    'N/A',
    'n/',
    '/a',
  ];

  const randomDate = (): string => {
    const t = Date.UTC(2023, 0, 1) + int(4 * 365) * 86_400_000;
    return new Date(t).toISOString().slice(0, 10);
  };
  const randomPublished = (): string => {
    const r = rand();
    if (r < 0.25) return '';
    if (r < 0.6) return randomDate();
    // Timestamps around Jakarta midnight, where the UTC and Jakarta dates differ.
    const t = Date.UTC(2023, 0, 1) + int(4 * 365) * 86_400_000 + (15 + int(4)) * 3_600_000 + int(3_600_000);
    return new Date(t).toISOString();
  };

  const items: Competition[] = Array.from({ length: 300 }, (_, i) =>
    comp(String(i + 1), {
      title: Array.from({ length: 1 + int(5) }, () => pick(WORDS)).join(' '),
      description: Array.from({ length: int(12) }, () => pick(WORDS)).join(pick([' ', '\n', ', ', '  '])),
      categories: (() => {
        const cs = some(CATEGORIES, 3);
        return cs.length ? cs : ['ALL' as Category];
      })(),
      tags: some(TAGS, 3),
      registration: { start: rand() < 0.2 ? '' : randomDate(), end: rand() < 0.2 ? '' : randomDate() },
      published_date: randomPublished(),
    }),
  );

  const formatter = new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  });
  // A date-only value is a Jakarta calendar date; a timestamp is shown as its Jakarta date.
  const referenceFormat = (v: string) => formatter.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00+07:00` : v));

  function reference(all: readonly Competition[], f: SearchFilters): string[] {
    const phrase = f.q.trim().toLowerCase();
    const words = phrase.split(/\s+/).filter(Boolean);
    const hasText = phrase !== '';
    const hasFilters = f.categories.length > 0 || f.tags.length > 0;
    if (!hasText && !hasFilters) return [];
    const fieldMatches = (field: string) => {
      const text = field.toLowerCase();
      return text.includes(phrase) || words.some((w) => text.includes(w));
    };
    const textMatch = (c: Competition) =>
      [
        c.title,
        c.description,
        ...c.categories,
        ...c.tags,
        ...[c.registration.start, c.registration.end, c.published_date].filter(Boolean).map(referenceFormat),
      ].some(fieldMatches);
    const filterMatch = (c: Competition) => c.categories.some((x) => f.categories.includes(x)) || c.tags.some((t) => f.tags.includes(t));
    return all.filter((c) => (!hasText || textMatch(c)) && (!hasFilters || filterMatch(c))).map((c) => c.id);
  }

  function randomParams(kind: number): Record<string, string | string[] | undefined> {
    const withText = kind === 0 || kind === 2 || (kind > 3 && rand() < 0.7);
    const withFilters = kind === 1 || kind === 2 || (kind > 3 && rand() < 0.5);
    const params: Record<string, string | string[] | undefined> = {};
    if (withText) {
      const r = rand();
      if (r < 0.3) params.q = randomCase(pick(QUERY_WORDS));
      else if (r < 0.5) params.q = pick(items).title.split(' ').slice(0, 2).join(' ');
      else if (r < 0.6) params.q = referenceFormat(pick(items.filter((c) => c.published_date)).published_date);
      else params.q = ['', ...Array.from({ length: 2 + int(2) }, () => randomCase(pick(QUERY_WORDS))), ''].join(pick([' ', '  ', '\t']));
    }
    if (withFilters) {
      const cats = some([...CATEGORIES, 'xyz', 'sd'], 2);
      const tags = some(
        TAGS.map((t) => (rand() < 0.3 ? `#${t.toUpperCase()}` : t)),
        2,
      );
      if (cats.length) params.categories = rand() < 0.5 ? cats.join(',') : cats;
      if (tags.length || !cats.length) params.tag = tags.length ? tags : pick(TAGS);
    }
    return params;
  }

  it('gives identical results for 40 random queries over 300 random competitions', () => {
    const searchIndex = SearchIndex.build(items);
    const sizes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const params = randomParams(i < 8 ? i % 4 : 4 + i);
      const filters = parseSearchFilters(params);
      const expected = reference(items, filters);
      const actual = searchIndex.search(filters).map((c) => c.id);
      expect(actual, JSON.stringify(params)).toEqual(expected);
      sizes.push(actual.length);
    }
    // Guard against a vacuous run: some queries find nothing, some a part, none can be trusted otherwise.
    expect(sizes.filter((n) => n > 0 && n < items.length).length).toBeGreaterThan(10);
    expect(sizes).toContain(0);
  });

  it('stays identical through edits, deletions and additions, each indexed from the last index', () => {
    let current = items.slice();
    const check = (step: string) => {
      const searchIndex = SearchIndex.build(current);
      for (let i = 0; i < 12; i++) {
        const filters = parseSearchFilters(randomParams(i < 4 ? i : 4 + i));
        expect(
          searchIndex.search(filters).map((c) => c.id),
          `${step}: ${JSON.stringify(filters)}`,
        ).toEqual(reference(current, filters));
      }
      return searchIndex;
    };
    check('as read');
    // A word only one edit brings in, then takes out again: found after the first, gone after the second.
    const word = 'kata-baru-sekali';
    current[7] = { ...current[7]!, title: `${current[7]!.title} ${word}` };
    expect(
      check('edited')
        .search(parseSearchFilters({ q: word }))
        .map((c) => c.id),
    ).toEqual([current[7]!.id]);
    current[7] = items[7]!;
    expect(check('edited back').search(parseSearchFilters({ q: word }))).toEqual([]);
    current = current.filter((_, i) => i % 5 !== 0);
    check('a fifth deleted');
    current = [
      ...current,
      comp('9001', { title: 'Lomba Layang-Layang', description: 'Terbuka untuk umum, cp: 0899-0000' }),
      ...items.slice(0, 20),
    ];
    check('added');
    current = current.map((c, i) => (i % 3 ? c : { ...c, description: `${c.description} tambahan ${i}` }));
    check('a third edited');
  });
});

describe('index memory', () => {
  it("keeps no item's lower-cased text alive through its tokens", async () => {
    const v8 = await import('node:v8');
    const vm = await import('node:vm');
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    // 2,000 items with 20 KB of mixed-case text (so lower-casing makes a new string) and a unique long link each:
    // a token kept as a slice of that text would keep about 40 MB of it (80 MB as two-byte strings) alive.
    const filler = 'Lomba Menulis Esai Nasional untuk Pelajar. '.repeat(480);
    const items = Array.from({ length: 2000 }, (_, i) =>
      comp(String(i), { description: `${filler} Daftar di https://example.com/daftar/lomba-${i}-${'x'.repeat(20)}` }),
    );
    gc();
    const before = process.memoryUsage().heapUsed;
    const index = SearchIndex.build(items);
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(index.search({ q: `lomba-1999-`, categories: [], tags: [] }).map((c) => c.id)).toEqual(['1999']);
    expect(grown).toBeLessThan(8 * 1024 * 1024);
  });
});
