// In-process search benchmark: lib/search against a naive reading of spec section 5, over the
// bench data set at each size. Run by scripts/bench.mjs in its own process:
//   node --expose-gc --import ./bench/ts-loader.mjs bench/search.mjs --sizes 10000,100000 --out FILE
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { generateCompetitions } from './generate.mjs';

/** Twenty queries of the kinds a visitor types: words, phrases, dates, categories, tags and mixes of them. */
export const QUERIES = [
  { q: 'matematika' },
  { q: 'lomba esai nasional' },
  { q: 'Olimpiade Fisika' },
  { q: 'Juli' },
  { q: '17 Agustus 2025' },
  { q: 'Senin' },
  { categories: 'SMA' },
  { categories: 'SD,SMP' },
  { tag: 'robotik' },
  { categories: 'SMA', tag: 'nasional' },
  { q: 'robot', categories: 'SMP' },
  { q: 'desain poster', tag: 'gratis' },
  { q: 'hackathon kesehatan', categories: 'MAHASISWA,UMUM' },
  { q: 'kaligrafi', tag: 'islami,seni' },
  { q: 'Surabaya Makassar' },
  { q: 'e-sertifikat' },
  { q: 'Rp10.000.000' },
  { q: 'lomba.example.org/daftar/hackathon' },
  { q: 'tidakadayangcocok' },
  { q: '08' },
];

const formatter = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});
// A date-only value is a Jakarta calendar date; a timestamp is shown as its Jakarta date.
const referenceFormat = (v) => formatter.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00+07:00` : v));

/** Spec section 5 read literally: every field lower-cased and every date formatted, for every item, on every query. */
export function naiveSearch(all, f) {
  const phrase = f.q.trim().toLowerCase();
  const words = phrase.split(/\s+/).filter(Boolean);
  const hasText = phrase !== '';
  const hasFilters = f.categories.length > 0 || f.tags.length > 0;
  if (!hasText && !hasFilters) return [];
  const fieldMatches = (field) => {
    const text = field.toLowerCase();
    return text.includes(phrase) || words.some((w) => text.includes(w));
  };
  const textMatch = (c) =>
    [
      c.title,
      c.description,
      ...c.categories,
      ...c.tags,
      ...[c.registration.start, c.registration.end, c.published_date].filter(Boolean).map(referenceFormat),
    ].some(fieldMatches);
  const filterMatch = (c) => c.categories.some((x) => f.categories.includes(x)) || c.tags.some((t) => f.tags.includes(t));
  return all.filter((c) => (!hasText || textMatch(c)) && (!hasFilters || filterMatch(c)));
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const label = (params) =>
  Object.entries(params)
    .map(([k, v]) => (k === 'q' ? `"${v}"` : `${k}=${v}`))
    .join(' ');

export async function benchSearch(size, { log = console.log } = {}) {
  const { parseSearchFilters } = await import('@/lib/search/params');
  const { SearchIndex } = await import('@/lib/search/search-index');
  const items = generateCompetitions(size);
  const before = heapMb();
  let t = performance.now();
  const index = SearchIndex.build(items);
  const buildMs = performance.now() - t;
  const indexMb = heapMb() - before;
  log(`  search ${size}: index built in ${buildMs.toFixed(0)} ms, ${indexMb.toFixed(0)} MB of heap`);

  const rounds = size >= 50_000 ? 10 : 30;
  const refRounds = size >= 50_000 ? 1 : 3;
  const ours = [];
  const ranked = [];
  const naive = [];
  const queries = [];
  let identical = true;
  for (const params of QUERIES) {
    const filters = parseSearchFilters(params);
    const expected = naiveSearch(items, filters).map((c) => c.id);
    const actual = index.search(filters).map((c) => c.id);
    const same = expected.length === actual.length && expected.every((id, i) => id === actual[i]);
    identical &&= same;
    const mine = [];
    for (let r = 0; r < rounds; r++) {
      t = performance.now();
      index.search(filters);
      mine.push(performance.now() - t);
    }
    const ref = [];
    for (let r = 0; r < refRounds; r++) {
      t = performance.now();
      naiveSearch(items, filters);
      ref.push(performance.now() - t);
    }
    // "Paling relevan", the default order for a text query: the same hits with their rank, then ordered.
    const rank = [];
    if (filters.q) {
      for (let r = 0; r < rounds; r++) {
        t = performance.now();
        index.searchByRelevance(filters);
        rank.push(performance.now() - t);
      }
    }
    ours.push(...mine);
    ranked.push(...rank);
    naive.push(...ref);
    queries.push({
      query: label(params),
      results: actual.length,
      identical: same,
      p50: percentile(mine, 50),
      rankedP50: rank.length ? percentile(rank, 50) : null,
      naiveP50: percentile(ref, 50),
    });
    if (!same) log(`  search ${size}: DIFFERENT results for ${label(params)}: ${actual.length} vs ${expected.length}`);
  }
  const p50 = percentile(ours, 50);
  const naiveP50 = percentile(naive, 50);
  const writes = await benchWrites(items, log);
  const result = {
    size,
    buildMs,
    indexMb,
    p50,
    p99: percentile(ours, 99),
    max: Math.max(...ours),
    rankedP50: percentile(ranked, 50),
    rankedP99: percentile(ranked, 99),
    naiveP50,
    naiveP99: percentile(naive, 99),
    speedup: naiveP50 / p50,
    minSpeedup: Math.min(...queries.map((q) => q.naiveP50 / q.p50)),
    identical,
    queries,
    ...writes,
  };
  log(
    `  search ${size}: ranked ("Paling relevan", text queries) p50 ${result.rankedP50.toFixed(3)} ms, p99 ${result.rankedP99.toFixed(3)} ms`,
  );
  log(
    `  search ${size}: p50 ${p50.toFixed(3)} ms, p99 ${result.p99.toFixed(3)} ms; naive p50 ${naiveP50.toFixed(1)} ms; ${result.speedup.toFixed(0)}x; identical ${identical}`,
  );
  return result;
}

/**
 * Issue 14 item 3: what a one-item write costs the catalog (every list and the index placed for that item only,
 * catalog-derive.ts applyEdit), and how long a full rebuild in slices holds the event loop at most (what a request
 * arriving meanwhile can wait), against the same rebuild at once.
 */
async function benchWrites(items, log) {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const { applyEdit, catalogSteps } = await import('@/lib/data/catalog-derive');
  const { runAtOnce, runInSlices } = await import('@/lib/search/slices');
  let t = performance.now();
  let derived = runAtOnce(catalogSteps(items));
  const rebuildMs = performance.now() - t;
  const edits = [];
  for (let k = 0; k < 30; k++) {
    const old = derived.items[(k * 7919) % derived.items.length];
    const edit =
      k % 3 === 2
        ? { remove: old.id }
        : {
            upsert: {
              ...old,
              title: `${old.title} diperbarui ${k}`,
              registration: { ...old.registration, end: k % 2 ? '2026-03-01' : old.registration.end },
            },
          };
    t = performance.now();
    derived = applyEdit(derived, edit);
    edits.push(performance.now() - t);
  }
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  t = performance.now();
  await runInSlices(catalogSteps(items));
  const slicedMs = performance.now() - t;
  loop.disable();
  const result = {
    catalogRebuildMs: rebuildMs,
    editP50: percentile(edits, 50),
    editMax: Math.max(...edits),
    slicedRebuildMs: slicedMs,
    slicedMaxBlockMs: loop.max / 1e6,
  };
  log(
    `  writes ${items.length}: one edit p50 ${result.editP50.toFixed(1)} ms, max ${result.editMax.toFixed(1)} ms; full rebuild ${rebuildMs.toFixed(0)} ms at once, ` +
      `${slicedMs.toFixed(0)} ms in slices holding the event loop at most ${result.slicedMaxBlockMs.toFixed(0)} ms`,
  );
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const sizes = String(arg('--sizes', '10000,100000')).split(',').map(Number);
  const out = arg('--out', '');
  const results = [];
  for (const size of sizes) results.push(await benchSearch(size));
  if (out) writeFileSync(out, JSON.stringify(results, null, 2));
  else
    console.log(
      JSON.stringify(
        results.map(({ queries: _q, ...r }) => r),
        null,
        2,
      ),
    );
}
