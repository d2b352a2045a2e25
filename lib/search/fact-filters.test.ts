import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@/lib/competitions/dates';
import { PROVINCES } from '@/lib/competitions/provinces';
import { CATEGORIES, type Competition, MODES } from '@/lib/competitions/schema';
import { searchCacheKey, paramsFromCacheKey } from './cache-key';
import { factFilterState, toggleFactHref } from './fact-filters';
import { type SearchFilters, hasSearchCriteria, parseSearchFilters, searchHref } from './params';
import { SearchIndex } from './search-index';
import { randomSeed, withSeed } from '@/testing/random-data';

const TODAY = '2025-07-15';

/** A small deterministic PRNG, so a failure names a data set that can be rebuilt. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['esai', 'olimpiade', 'matematika', 'debat', 'poster', 'nasional', 'robotik', 'puisi', 'video', 'sains'];
const TAGS = ['gratis', 'online', 'offline', 'nasional', 'seni', 'teknologi'];
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function generate(n: number, rand: () => number): Competition[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  return Array.from({ length: n }, (_, i) => {
    const start = rand() < 0.1 ? '' : addDays(TODAY, Math.floor(rand() * 60) - 45);
    const end = rand() < 0.1 ? '' : addDays(start || TODAY, Math.floor(rand() * 60) - 10);
    const mode = rand() < 0.25 ? undefined : pick(MODES);
    const fee = rand() < 0.3 ? undefined : rand() < 0.5 ? { type: 'free' as const } : { type: 'paid' as const, amount: 25_000 };
    const province = rand() < 0.5 ? pick(PROVINCES.slice(0, 6)) : undefined;
    return {
      id: String(i + 1),
      title: `Lomba ${pick(WORDS)} ${pick(WORDS)} ${i}`,
      description: `Deskripsi ${pick(WORDS)}.`,
      thumbnails: [],
      tags: [pick(TAGS), pick(TAGS)].filter((t, j, all) => all.indexOf(t) === j),
      categories: [pick(CATEGORIES)],
      registration: { start, end },
      published_date: start,
      ...(mode ? { mode } : {}),
      ...(fee ? { fee } : {}),
      ...(province || rand() < 0.2 ? { location: { city: 'Kota', ...(province ? { province } : {}) } } : {}),
    };
  });
}

const texts = new WeakMap<Competition, string>();
const textOf = (c: Competition) => {
  let t = texts.get(c);
  if (t === undefined) {
    const dates = [c.registration.start, c.registration.end, c.published_date].filter(Boolean).map(formatLongDate);
    t = [c.title, c.description, c.categories.join(' '), c.tags.join(' '), ...dates].join('\u0001').toLowerCase();
    texts.set(c, t);
  }
  return t;
};

/** The rules read literally: the spec's match, then every facts filter on its own. */
function reference(all: readonly Competition[], filters: SearchFilters): string[] {
  const f = { ...filters, ...factFilterState(filters) };
  const words = f.q.toLowerCase().split(/\s+/).filter(Boolean);
  const specGiven = words.length > 0 || f.categories.length > 0 || f.tags.length > 0;
  const factsGiven = f.free || f.modes.length > 0 || f.provinces.length > 0 || f.open;
  if (!specGiven && !factsGiven) return [];
  return all
    .filter((c) => {
      if (specGiven) {
        const text = textOf(c);
        const textOk = words.some((w) => text.includes(w));
        const filterOk = c.categories.some((x) => f.categories.includes(x)) || c.tags.some((t) => f.tags.includes(t));
        const hasFilters = f.categories.length > 0 || f.tags.length > 0;
        if (words.length && hasFilters ? !(textOk && filterOk) : words.length ? !textOk : !filterOk) return false;
      }
      if (f.free && c.fee?.type !== 'free') return false;
      if (f.modes.length && (!c.mode || !f.modes.includes(c.mode))) return false;
      if (f.provinces.length && (c.mode === 'online' || !c.location?.province || !f.provinces.includes(c.location.province))) return false;
      if (f.open) {
        const { start, end } = c.registration;
        if (!end || end < TODAY || (start && start > TODAY)) return false;
      }
      return true;
    })
    .map((c) => c.id);
}

const SEED = randomSeed(20250715);

describe(withSeed('facts filters', SEED), () => {
  const rand = prng(SEED);
  const items = generate(3000, rand);
  const index = SearchIndex.build(items);

  it('find exactly what the literal rules find, alone and combined with the spec filters', () => {
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    let nonEmpty = 0;
    for (let run = 0; run < 400; run++) {
      const params: Record<string, string> = {};
      if (rand() < 0.4) params.q = rand() < 0.5 ? pick(WORDS) : `${pick(WORDS)} ${pick(WORDS)}`;
      if (rand() < 0.3) params.categories = pick(CATEGORIES);
      if (rand() < 0.2) params.tag = pick(TAGS);
      if (rand() < 0.4) params.fee = 'free';
      if (rand() < 0.4) params.mode = rand() < 0.5 ? pick(MODES) : `${pick(MODES)},${pick(MODES)}`;
      if (rand() < 0.3) params.province = pick(PROVINCES.slice(0, 8));
      if (rand() < 0.4) params.open = '1';
      const f = parseSearchFilters(params);
      const expected = reference(items, f);
      if (expected.length) nonEmpty++;
      expect(
        index.search(f, TODAY).map((c) => c.id),
        JSON.stringify(params),
      ).toEqual(expected);
    }
    expect(nonEmpty).toBeGreaterThan(150);
  });

  it('facts filters alone search every competition; nothing given still finds nothing', () => {
    expect(index.search(parseSearchFilters({ fee: 'free' }), TODAY).length).toBe(items.filter((c) => c.fee?.type === 'free').length);
    expect(index.search(parseSearchFilters({}), TODAY)).toEqual([]);
    expect(hasSearchCriteria(parseSearchFilters({ open: '1' }))).toBe(true);
  });

  it('reads the URL leniently, writes it canonically, and the cache key tells filters apart', () => {
    const f = parseSearchFilters({ fee: 'FREE', mode: ['Hybrid', 'online,daring'], province: 'jabar,DKI Jakarta,Narnia', open: 'true' });
    expect(factFilterState(f)).toEqual({ free: true, modes: ['online', 'hybrid'], provinces: ['DKI Jakarta', 'Jawa Barat'], open: true });
    expect(searchHref(f)).toBe('/search?fee=free&mode=online%2Chybrid&open=1&province=DKI+Jakarta%2CJawa+Barat');
    expect(parseSearchFilters({ fee: 'paid', mode: 'daring', open: '0' })).toEqual({ q: '', categories: [], tags: [] });

    const key = (qs: string) => searchCacheKey(new URLSearchParams(qs));
    expect(key('q=esai&fee=free')).not.toBe(key('q=esai'));
    expect(key('q=esai&mode=hybrid,online')).toBe(key('mode=online&mode=hybrid&q=esai&x=1'));
    expect(key('province=jabar')).toBe(key('province=Jawa%20Barat'));
    expect(factFilterState(parseSearchFilters(paramsFromCacheKey(key('open=1&mode=offline')!)!))).toEqual({
      free: false,
      modes: ['offline'],
      provinces: [],
      open: true,
    });
  });

  it('toggles a facts filter on and off, back to page 1', () => {
    const state = { ...parseSearchFilters({ q: 'esai', mode: 'online' }), page: 3 };
    expect(toggleFactHref(state, 'free')).toBe('/search?q=esai&fee=free&mode=online');
    expect(toggleFactHref({ ...parseSearchFilters({ q: 'esai', mode: 'online', fee: 'free' }), page: 3 }, 'free')).toBe(
      '/search?q=esai&mode=online',
    );
    expect(toggleFactHref(state, 'mode', 'offline')).toBe('/search?q=esai&mode=online%2Coffline');
    expect(toggleFactHref(state, 'mode', 'online')).toBe('/search?q=esai');
    expect(toggleFactHref(state, 'open')).toBe('/search?q=esai&mode=online&open=1');
  });
});
