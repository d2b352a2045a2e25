import { describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { comparator, sortByRegistrationEnd } from '@/lib/competitions/sort';
import { parseSearchFilters } from './params';
import { randomSeed, randomSeeds, randomWorld, withSeed } from '@/testing/random-data';
import { type IndexEdit, SearchIndex } from './search-index';
import { runAtOnce, sortSteps } from './slices';

const compare = comparator<Competition>('home');
const ids = (xs: readonly Competition[]) => xs.map((c) => c.id);

/** Every query answered by `ix` as by a full build of `items` (home order): the same hits, order and scores. */
function expectSameAsFullBuild(ix: SearchIndex, items: readonly Competition[], queries: Record<string, string>[], step: string) {
  const sorted = sortByRegistrationEnd(items);
  const full = SearchIndex.build(sorted, { compare });
  expect(ids(ix.items), `${step}: items`).toEqual(ids(sorted));
  for (const params of queries) {
    const f = parseSearchFilters(params);
    expect(ids(ix.search(f)), `${step}: ${JSON.stringify(params)}`).toEqual(ids(full.search(f)));
    const mine = ix.searchRanked(f);
    const theirs = full.searchRanked(f);
    expect(ids(mine.items), `${step}: ranked ${JSON.stringify(params)}`).toEqual(ids(theirs.items));
    expect([...mine.scores], `${step}: scores ${JSON.stringify(params)}`).toEqual([...theirs.scores]);
    expect(ids(ix.searchByRelevance(f)), `${step}: relevance ${JSON.stringify(params)}`).toEqual(ids(full.searchByRelevance(f)));
  }
}

describe('SearchIndex edits against a full rebuild', () => {
  for (const seed of randomSeeds([1, 2, 3])) {
    it(withSeed('random creates, updates and deletes give the same results as a full build', seed), async () => {
      const w = randomWorld(seed);
      let items = Array.from({ length: 120 }, () => w.competition());
      let ix = SearchIndex.build(sortByRegistrationEnd(items), { compare });
      const queries = Array.from({ length: 25 }, () => w.query());
      let compactFrom: SearchIndex | undefined;
      let compacting: Promise<SearchIndex> | undefined;
      for (let step = 0; step < 60; step++) {
        const r = w.rand();
        let edit: IndexEdit;
        if (r < 0.35 || !items.length) {
          const c = w.competition();
          items = [...items, c];
          edit = { upsert: c };
        } else if (r < 0.75) {
          const old = w.pick(items);
          const c = w.competition(old.id);
          items = items.map((x) => (x.id === old.id ? c : x));
          edit = { upsert: c };
        } else {
          const old = w.pick(items);
          items = items.filter((x) => x.id !== old.id);
          edit = { remove: old.id };
        }
        ix = ix.with(edit);
        // Now and then a compaction starts; edits go on meanwhile and are replayed onto its result.
        if (step % 17 === 5) {
          compactFrom = ix;
          compacting = ix.compacted();
        }
        if (compacting && step % 17 === 9) {
          const replayed = ix.replayOnto(await compacting, compactFrom!);
          expect(replayed).not.toBeNull();
          expect(replayed!.edits.length).toBe(4);
          ix = replayed!;
          compacting = undefined;
        }
        if (step % 6 === 5) expectSameAsFullBuild(ix, items, queries, `seed ${seed} step ${step}`);
      }
      expectSameAsFullBuild(ix, items, queries, `seed ${seed} end`);
    });
  }

  const seed9 = randomSeed(9);
  it(withSeed('leaves the snapshot it came from unchanged', seed9), () => {
    const w = randomWorld(seed9);
    const items = sortByRegistrationEnd(Array.from({ length: 30 }, () => w.competition()));
    const before = SearchIndex.build(items, { compare });
    const q = parseSearchFilters({ q: items[3]!.title });
    const found = ids(before.search(q));
    const after = before.with({ remove: items[3]!.id }).with({ upsert: { ...items[4]!, title: 'zzz' } });
    expect(ids(before.search(q))).toEqual(found);
    expect(ids(after.search(q))).not.toContain(items[3]!.id);
    expect(ids(before.items)).toEqual(ids(items));
  });

  const seed10 = randomSeed(10);
  it(withSeed('refuses to replay onto a compaction of another lineage', seed10), async () => {
    const w = randomWorld(seed10);
    const items = sortByRegistrationEnd(Array.from({ length: 10 }, () => w.competition()));
    const a = SearchIndex.build(items, { compare }).with({ remove: items[0]!.id });
    const other = SearchIndex.build(items, { compare }).with({ remove: items[1]!.id });
    expect(other.replayOnto(await a.compacted(), a)).toBeNull();
  });
});

describe('SearchIndex with extra text (the admin table searches every field)', () => {
  const seed21 = randomSeed(21);
  it(withSeed('finds by the extra text, and edits keep it in step with a full build', seed21), () => {
    const w = randomWorld(seed21);
    const extraText = (c: Competition) => [c.id, ...c.thumbnails].join(' ');
    let items = sortByRegistrationEnd(
      Array.from({ length: 40 }, () => ({ ...w.competition(), thumbnails: [`https://cdn.contoh.id/${w.int(1e6)}.png`] })),
    );
    let ix = SearchIndex.build(items, { compare, extraText });
    const target = items[7]!;
    expect(ids(ix.search(parseSearchFilters({ q: target.id })))).toContain(target.id);
    expect(ids(ix.search(parseSearchFilters({ q: target.thumbnails[0]! })))).toEqual([target.id]);
    // Only the extra text changes: the edited item is found by its new link and no longer by the old one.
    const moved = { ...target, thumbnails: ['https://cdn.contoh.id/baru.png'] };
    items = sortByRegistrationEnd(items.map((c) => (c.id === target.id ? moved : c)));
    ix = ix.with({ upsert: moved });
    const full = SearchIndex.build(items, { compare, extraText });
    for (const q of ['baru.png', target.thumbnails[0]!, target.id, 'cdn.contoh.id', 'lomba esai']) {
      const f = parseSearchFilters({ q });
      expect(ids(ix.search(f)), q).toEqual(ids(full.search(f)));
      expect([...ix.searchRanked(f).scores], q).toEqual([...full.searchRanked(f).scores]);
    }
    expect(ids(ix.search(parseSearchFilters({ q: 'baru.png' })))).toEqual([target.id]);
  });
});

describe('sortSteps', () => {
  const seed4 = randomSeed(4);
  it(withSeed('sorts exactly as Array.prototype.sort for a total order, across many runs', seed4), () => {
    const w = randomWorld(seed4);
    const xs = Array.from({ length: 5000 }, (_, i) => ({ k: w.int(50), i }));
    const cmp = (a: (typeof xs)[number], b: (typeof xs)[number]) => a.k - b.k || a.i - b.i;
    expect(runAtOnce(sortSteps(xs, cmp, 64))).toEqual(xs.slice().sort(cmp));
    expect(runAtOnce(sortSteps([], cmp))).toEqual([]);
  });
});
