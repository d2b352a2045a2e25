import { CATEGORIES, type Category, type Competition } from '@/lib/competitions/schema';
import { mulberry32 } from '@/scripts/prng.mjs';

/**
 * The seed of a random test: TEST_SEED from the environment when it is set (to replay a failure, or to try another
 * seed), else the test's own fixed seed.
 */
export function randomSeed(fallback: number, env: Record<string, string | undefined> = process.env): number {
  const raw = env.TEST_SEED?.trim();
  if (!raw) return fallback;
  const seed = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(seed)) throw new Error(`TEST_SEED must be a whole number, not "${raw}".`);
  return seed;
}

/** The seeds of a test run over several: TEST_SEED alone when it is set. */
export function randomSeeds(fallbacks: number[], env: Record<string, string | undefined> = process.env): number[] {
  return env.TEST_SEED?.trim() ? [randomSeed(0, env)] : fallbacks;
}

/** A test's name with its seed, so a failure's report says how to replay it. */
export const withSeed = (name: string, seed: number) => `${name} (seed ${seed}: replay with TEST_SEED=${seed})`;

/** Seeded random competitions and queries for the index tests (a failure replays from its seed). */
export function randomWorld(seed: number) {
  const rand = mulberry32(seed);
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const some = <T>(xs: readonly T[], max: number): T[] => [...new Set(Array.from({ length: int(max + 1) }, () => pick(xs)))];

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
    'bahasa',
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
    'ke-2',
    '(gratis)',
    'juli',
    'Senin',
  ];
  const TAGS = ['esai', 'sains', 'robotik', 'seni', 'dua kata', 'matematika', 'foto', 'menulis', 'umum', 'juli'];
  const QUERIES = [
    ...WORDS,
    'lomba esai',
    'esai nasional',
    'lomba esai nasional',
    'olimpiade matematika',
    'desain poster',
    'juli 2025',
    'selasa',
    '2025',
    '17',
    'a',
    'e',
    'ju',
    'sd',
    'dua kata',
    'kata',
    'tidakada',
    'baru',
    'kata-baru',
    'ke-2 juara',
  ];
  let serial = 0;
  const date = () => new Date(Date.UTC(2024, 0, 1) + int(3 * 365) * 86_400_000).toISOString().slice(0, 10);
  const text = (max: number) => Array.from({ length: 1 + int(max) }, () => pick(WORDS)).join(' ');

  /** A competition; `id` keeps an existing one's id (an update). */
  const competition = (id?: string): Competition => {
    const categories = some(CATEGORIES, 2);
    return {
      id: id ?? String(1000 + serial++),
      // Same titles and dates now and then, so ties by title and then id are exercised.
      title: rand() < 0.1 ? 'Lomba Sama' : text(4) + (rand() < 0.1 ? ' kata-baru' : ''),
      description: text(12),
      thumbnails: [],
      tags: some(TAGS, 3),
      categories: categories.length ? categories : ['ALL' as Category],
      registration: { start: rand() < 0.2 ? '' : date(), end: rand() < 0.2 ? '' : rand() < 0.2 ? '2025-07-01' : date() },
      published_date: rand() < 0.2 ? '' : date(),
    };
  };

  const query = (): Record<string, string> => {
    const params: Record<string, string> = {};
    if (rand() < 0.85) params.q = pick(QUERIES);
    if (rand() < 0.3) params.categories = some(CATEGORIES, 2).join(',');
    if (rand() < 0.3) params.tag = some(TAGS, 2).join(',');
    return params;
  };

  return { rand, int, pick, competition, query };
}
