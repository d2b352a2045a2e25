import { describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { SORT_OPTIONS } from '@/lib/competitions/sort';
import { parseSearchFilters } from '@/lib/search/params';
import { randomWorld } from '@/testing/random-data';
import type { IndexEdit } from '@/lib/search/search-index';
import { runAtOnce, runInSlices } from '@/lib/search/slices';
import { applyEdit, catalogSteps, type Derived } from './catalog-derive';

const ids = (xs: readonly Competition[] | undefined) => (xs ?? []).map((c) => c.id);

function expectSame(mine: Derived, full: Derived, queries: Record<string, string>[], step: string) {
  expect(ids(mine.items), `${step}: items`).toEqual(ids(full.items));
  expect(mine.tags, `${step}: tags`).toEqual(full.tags);
  expect(mine.tagsSorted, `${step}: tagsSorted`).toEqual(full.tagsSorted);
  expect([...mine.byId.keys()].sort(), `${step}: byId`).toEqual([...full.byId.keys()].sort());
  for (const [id, c] of full.byId) expect(mine.byId.get(id), `${step}: byId ${id}`).toEqual(c);
  for (const { value } of SORT_OPTIONS) expect(ids(mine.sorted[value]), `${step}: ${value}`).toEqual(ids(full.sorted[value]));
  for (const params of queries) {
    const f = parseSearchFilters(params);
    expect(ids(mine.index.search(f)), `${step}: ${JSON.stringify(params)}`).toEqual(ids(full.index.search(f)));
  }
}

describe('catalog: one edit against a full rebuild', () => {
  for (const seed of [11, 12]) {
    it(`random creates, updates and deletes keep every list as a full rebuild makes it (seed ${seed})`, () => {
      const w = randomWorld(seed);
      let items = Array.from({ length: 80 }, () => w.competition());
      let derived = runAtOnce(catalogSteps(items));
      const queries = Array.from({ length: 15 }, () => w.query());
      for (let step = 0; step < 50; step++) {
        const r = w.rand();
        let edit: IndexEdit;
        if (r < 0.35 || !items.length) {
          const c = w.competition();
          items = [...items, c];
          edit = { upsert: c };
        } else if (r < 0.5) {
          // Same text, new date: the item moves but its tags do not change.
          const old = w.pick(items);
          const c = { ...old, registration: { ...old.registration, end: '2026-01-0' + (1 + w.int(9)) } };
          items = items.map((x) => (x.id === old.id ? c : x));
          edit = { upsert: c };
        } else if (r < 0.6) {
          // Same tags and date, another title: the item may keep its place or move among ties on the date.
          const old = w.pick(items);
          const c = { ...old, title: `${w.pick(['A', 'M', 'Z'])} ${old.title}` };
          items = items.map((x) => (x.id === old.id ? c : x));
          edit = { upsert: c };
        } else if (r < 0.8) {
          const old = w.pick(items);
          const c = w.competition(old.id);
          items = items.map((x) => (x.id === old.id ? c : x));
          edit = { upsert: c };
        } else {
          const old = w.pick(items);
          items = items.filter((x) => x.id !== old.id);
          edit = { remove: old.id };
        }
        derived = applyEdit(derived, edit);
        if (step % 5 === 4) expectSame(derived, runAtOnce(catalogSteps(items)), queries, `seed ${seed} step ${step}`);
      }
    });
  }

  it('keeps the tag lists of a retitled item that keeps its tags and its place', () => {
    const w = randomWorld(14);
    const items = Array.from({ length: 50 }, () => w.competition());
    const derived = runAtOnce(catalogSteps(items));
    const c = derived.items[10]!;
    const edited = applyEdit(derived, { upsert: { ...c, title: `${c.title} (diperbarui)` } });
    expect(edited.items.findIndex((x) => x.id === c.id)).toBe(10);
    // The same arrays, not a new pass over every item's tags.
    expect(edited.tags).toBe(derived.tags);
    expect(edited.tagsSorted).toBe(derived.tagsSorted);
    const moved = applyEdit(derived, { upsert: { ...c, registration: { ...c.registration, end: '2099-12-31' } } });
    expect(moved.tags).not.toBe(derived.tags);
    expect(moved.tags).toEqual(runAtOnce(catalogSteps(moved.items)).tags);
  });

  it('builds in slices exactly what it builds at once', async () => {
    const w = randomWorld(13);
    const items = Array.from({ length: 3000 }, () => w.competition());
    const queries = Array.from({ length: 10 }, () => w.query());
    expectSame(await runInSlices(catalogSteps(items), 1), runAtOnce(catalogSteps(items)), queries, 'slices');
  });
});
