import { COMPETITION_EVENTS, type CompetitionEvent, DAY_FIELDS, SOURCES, type Source, sourceField } from './count';
import { lastDays, weekOf } from './days';
import { type DayCounts, KEEP_DAYS, type StatsStore, type StatsTable } from './types';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

/** A term is shown only once it was searched on at least this many different days (and as many times). */
const MIN_SEARCH_DAYS = 3;

export type DailyRow = {
  day: string;
  visits: number;
  list: number;
  search: number;
  detail: number;
  phone: number;
  noResult: number;
  sources: Record<Source, number>;
} & Record<Exclude<CompetitionEvent, 'view'>, number>;

type EventTotals = Record<CompetitionEvent, number>;
export type Ranked = { id: string; views: number; daftar: number; rate: number | null };
type Missing = { term: string; searches: number; days: number; results: number };

export type StatsReport = {
  days: DailyRow[];
  total: DailyRow;
  topViews: Ranked[];
  topDaftar: Ranked[];
  domains: { domain: string; visits: number }[];
  /** Phones' share of the visits, 0..1; null without visits. */
  phoneShare: number | null;
  missing: Missing[];
};

const emptyEvents = (): EventTotals => ({ view: 0, daftar: 0, save: 0, reminder: 0, cal: 0, share: 0 });

/** What a report needs of one day of the `d` table: its own counters (a dozen) and its events per competition. */
type DayDigest = { counts: DayCounts; byId: Map<string, EventTotals>; sum: EventTotals };

/** The event a `c:<id>:<event>` field ends with, told by its length and first letter (no string made per field). */
function eventAt(field: string, cut: number): CompetitionEvent | null {
  const length = field.length - cut - 1;
  switch (field.charCodeAt(cut + 1)) {
    case 118 /* v */:
      return length === 4 && field.endsWith('view') ? 'view' : null;
    case 100 /* d */:
      return length === 6 && field.endsWith('daftar') ? 'daftar' : null;
    case 115 /* s */:
      return length === 4 && field.endsWith('save') ? 'save' : length === 5 && field.endsWith('share') ? 'share' : null;
    case 114 /* r */:
      return length === 8 && field.endsWith('reminder') ? 'reminder' : null;
    case 99 /* c */:
      return length === 3 && field.endsWith('cal') ? 'cal' : null;
    default:
      return null;
  }
}

/** One day's `c:<id>:<event>` fields, per competition and summed, and the day's other counters. */
function digestDay(counts: DayCounts): DayDigest {
  const own: DayCounts = {};
  const byId = new Map<string, EventTotals>();
  const sum = emptyEvents();
  for (const field in counts) {
    const n = counts[field] ?? 0;
    if (field.charCodeAt(0) !== 99 /* c */ || field.charCodeAt(1) !== 58 /* : */) {
      own[field] = n;
      continue;
    }
    const cut = field.lastIndexOf(':');
    const event = eventAt(field, cut);
    if (!event) continue;
    const id = field.slice(2, cut);
    let totals = byId.get(id);
    if (!totals) byId.set(id, (totals = emptyEvents()));
    totals[event] += n;
    sum[event] += n;
  }
  return { counts: own, byId, sum };
}

/** The sums over a run of finished days, kept until one of those days changes. */
type RangeSums = {
  revisions: string;
  byId: Map<string, EventTotals>;
  domains: Map<string, number>;
  terms: Map<string, Missing>;
};

/**
 * What this process made of each day, by the store's revision of that day, and the sums over the finished days of
 * each period. A report reads the store's revisions (one MGET with Redis) and then only the days that changed since:
 * usually today alone. Kept per store, so a new store (a test's, another file) starts afresh.
 */
type Kept = {
  d: Map<string, { rev: number; value: DayDigest }>;
  r: Map<string, { rev: number; value: DayCounts }>;
  q: Map<string, { rev: number; value: DayCounts }>;
  ranges: Map<string, RangeSums>;
};
const keptByStore = new WeakMap<StatsStore, Kept>();

function keptFor(store: StatsStore): Kept {
  let kept = keptByStore.get(store);
  if (!kept) keptByStore.set(store, (kept = { d: new Map(), r: new Map(), q: new Map(), ranges: new Map() }));
  return kept;
}

/** The days asked for as `make` made them, reading from the store only the days whose revision moved. */
async function daysOf<T>(
  store: StatsStore,
  table: StatsTable,
  days: readonly string[],
  kept: Map<string, { rev: number; value: T }>,
  make: (counts: DayCounts) => T,
): Promise<{ values: Map<string, T>; revisions: Map<string, number> }> {
  // Revisions first: a count landing between the two reads leaves a newer day under an older revision, read again
  // next time, never the other way round.
  const revisions = await store.versions(table, days);
  const stale = days.filter((day) => kept.get(day)?.rev !== (revisions.get(day) ?? 0));
  if (stale.length) {
    const read = await store.read(table, stale);
    for (const day of stale) kept.set(day, { rev: revisions.get(day) ?? 0, value: make(read.get(day) ?? {}) });
  }
  // Days past keeping leave the cache (the oldest first).
  if (kept.size > KEEP_DAYS + 10) for (const day of [...kept.keys()].sort().slice(0, kept.size - KEEP_DAYS)) kept.delete(day);
  const values = new Map<string, T>();
  for (const day of days) {
    const k = kept.get(day);
    if (k) values.set(day, k.value);
  }
  return { values, revisions };
}

function addEvents(into: Map<string, EventTotals>, from: ReadonlyMap<string, EventTotals>): void {
  for (const [id, e] of from) {
    const totals = into.get(id);
    if (!totals) into.set(id, { ...e });
    else for (const k of COMPETITION_EVENTS) totals[k] += e[k];
  }
}

function addTerms(into: Map<string, Missing>, counts: DayCounts): void {
  for (const field in counts) {
    const n = counts[field] ?? 0;
    if (!field.startsWith('n:') || n <= 0) continue;
    const term = field.slice(2);
    let m = into.get(term);
    if (!m) into.set(term, (m = { term, searches: 0, days: 0, results: 0 }));
    m.searches += n;
    m.days += 1;
    m.results = counts[`r:${term}`] ?? m.results;
  }
}

/** Every table's days over `days`: the finished ones summed once per revision, today's on top. */
async function readDays(store: StatsStore, days: readonly string[]) {
  const kept = keptFor(store);
  const [d, r, q] = await Promise.all([
    daysOf(store, 'd', days, kept.d, digestDay),
    daysOf(store, 'r', days, kept.r, (c) => c),
    daysOf(store, 'q', days, kept.q, (c) => c),
  ]);
  const finished = days.slice(0, -1);
  const today = days[days.length - 1] ?? '';
  const revisions = [d, r, q].map((t) => finished.map((day) => t.revisions.get(day) ?? 0).join(',')).join('|');
  const name = `${finished[0] ?? ''}..${finished[finished.length - 1] ?? ''}`;
  let sums = kept.ranges.get(name);
  if (sums?.revisions !== revisions) {
    sums = { revisions, byId: new Map(), domains: new Map(), terms: new Map() };
    // Oldest first: a term's result count is its latest day's.
    for (const day of finished) {
      const digest = d.values.get(day);
      if (digest) addEvents(sums.byId, digest.byId);
      for (const [domain, n] of Object.entries(r.values.get(day) ?? {})) sums.domains.set(domain, (sums.domains.get(domain) ?? 0) + n);
      const terms = q.values.get(day);
      if (terms) addTerms(sums.terms, terms);
    }
    // A handful of periods at most (7, 30 and 90 days, today's and, around midnight, yesterday's).
    if (kept.ranges.size >= 8) kept.ranges.clear();
    kept.ranges.set(name, sums);
  }
  return { d: d.values, r: r.values, q: q.values, sums, today };
}

function dailyRow(day: string, counts: DayCounts, events: EventTotals): DailyRow {
  const n = (field: string) => counts[field] ?? 0;
  const sources = Object.fromEntries(SOURCES.map((s) => [s, n(sourceField(s))])) as Record<Source, number>;
  return {
    day,
    visits: n(DAY_FIELDS.visits),
    list: n(DAY_FIELDS.list),
    search: n(DAY_FIELDS.search),
    detail: n(DAY_FIELDS.detail),
    phone: n(DAY_FIELDS.phone),
    noResult: n(DAY_FIELDS.noResult),
    sources,
    daftar: events.daftar,
    save: events.save,
    reminder: events.reminder,
    cal: events.cal,
    share: events.share,
  };
}

function sumRows(rows: readonly DailyRow[]): DailyRow {
  const total = dailyRow('', {}, emptyEvents());
  for (const row of rows) {
    for (const key of ['visits', 'list', 'search', 'detail', 'phone', 'noResult', 'daftar', 'save', 'reminder', 'cal', 'share'] as const) {
      total[key] += row[key];
    }
    for (const s of SOURCES) total.sources[s] += row.sources[s];
  }
  return total;
}

/** The `limit` greatest by `score` (> 0), ties by `tie`, without sorting everything. */
function topBy<T>(items: Iterable<T>, score: (x: T) => number, tie: (a: T, b: T) => number, limit: number): T[] {
  const order = (a: T, b: T) => score(b) - score(a) || tie(a, b);
  const top: T[] = [];
  for (const x of items) {
    if (score(x) <= 0) continue;
    if (top.length === limit && order(x, top[limit - 1] as T) >= 0) continue;
    let i = top.length;
    while (i > 0 && order(x, top[i - 1] as T) < 0) i--;
    top.splice(i, 0, x);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** The report of the `period` days ending `today`. */
export async function readReport(store: StatsStore, today: string, period: number, top = 10): Promise<StatsReport> {
  const days = lastDays(today, period);
  const { d, r, q, sums } = await readDays(store, days);
  const rows = days.map((day) => {
    const digest = d.get(day);
    return dailyRow(day, digest?.counts ?? {}, digest?.sum ?? emptyEvents());
  });
  const total = sumRows(rows);
  const last = d.get(today);
  const ranked = (function* (): Generator<Ranked> {
    const seen = last?.byId ?? new Map<string, EventTotals>();
    const one = (id: string, a?: EventTotals, b?: EventTotals): Ranked => {
      const views = (a?.view ?? 0) + (b?.view ?? 0);
      const daftar = (a?.daftar ?? 0) + (b?.daftar ?? 0);
      return { id, views, daftar, rate: views ? daftar / views : null };
    };
    for (const [id, e] of sums.byId) yield one(id, e, seen.get(id));
    for (const [id, e] of seen) if (!sums.byId.has(id)) yield one(id, e);
  })();
  const all = [...ranked];
  const byId = (a: Ranked, b: Ranked) => a.id.localeCompare(b.id);
  const domains = new Map(sums.domains);
  for (const [domain, n] of Object.entries(r.get(today) ?? {})) domains.set(domain, (domains.get(domain) ?? 0) + n);
  const terms = new Map<string, Missing>();
  for (const [term, m] of sums.terms) terms.set(term, { ...m });
  const todayTerms = q.get(today);
  if (todayTerms) addTerms(terms, todayTerms);
  return {
    days: rows,
    total,
    topViews: topBy(all, (x) => x.views, byId, top),
    topDaftar: topBy(all, (x) => x.daftar, byId, top),
    domains: topBy(
      [...domains].map(([domain, visits]) => ({ domain, visits })),
      (x) => x.visits,
      (a, b) => a.domain.localeCompare(b.domain),
      top,
    ),
    phoneShare: total.visits ? total.phone / total.visits : null,
    missing: topBy(
      [...terms.values()].filter((m) => m.days >= MIN_SEARCH_DAYS && m.searches >= MIN_SEARCH_DAYS),
      (m) => m.searches,
      (a, b) => a.term.localeCompare(b.term),
      20,
    ),
  };
}

/**
 * Makes what the periods' reports need, one day at a time with a pause between days, so the first "Statistik" after
 * a start finds the days made (at 10,000 competitions a day is some 8,000 fields) and no visitor's request waits long
 * behind it.
 */
export async function warmReports(store: StatsStore, today: string): Promise<void> {
  const kept = keptFor(store);
  for (const day of lastDays(today, Math.max(...PERIODS)).reverse()) {
    await Promise.all([
      daysOf(store, 'd', [day], kept.d, digestDay),
      daysOf(store, 'r', [day], kept.r, (c) => c),
      daysOf(store, 'q', [day], kept.q, (c) => c),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const period of PERIODS) {
    await readReport(store, today, period);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export type WeekReach = { week: string; views: number; daftar: number };

/** One competition's views and "Daftar" clicks per week (weeks start on Monday), from `since` to `today`. */
export async function readWeeklyReach(store: StatsStore, id: string, since: string, today: string): Promise<WeekReach[]> {
  const first = weekOf(since > today ? today : since);
  const span = Math.min(Math.round((Date.parse(today) - Date.parse(first)) / 86_400_000) + 1, 7 * 53);
  const days = lastDays(today, Math.max(1, span));
  // Two fields a day, not the day's every competition (one HMGET a day in one pipeline with Redis).
  const d = await store.read('d', days, [`c:${id}:view`, `c:${id}:daftar`]);
  const weeks = new Map<string, WeekReach>();
  for (const day of days) {
    const week = weekOf(day);
    const w = weeks.get(week) ?? { week, views: 0, daftar: 0 };
    const counts = d.get(day) ?? {};
    w.views += counts[`c:${id}:view`] ?? 0;
    w.daftar += counts[`c:${id}:daftar`] ?? 0;
    weeks.set(week, w);
  }
  return [...weeks.values()];
}

export type Figures = Record<string, { views: number; daftar: number }>;

/** Views and "Daftar" clicks of the competitions asked for, over the `period` days ending `today`. */
export async function readFigures(store: StatsStore, today: string, ids: readonly string[], period = 30): Promise<Figures> {
  const { d, sums } = await readDays(store, lastDays(today, period));
  const last = d.get(today)?.byId;
  const figure = (id: string) => {
    const [a, b] = [sums.byId.get(id), last?.get(id)];
    return { views: (a?.view ?? 0) + (b?.view ?? 0), daftar: (a?.daftar ?? 0) + (b?.daftar ?? 0) };
  };
  return Object.fromEntries(ids.map((id) => [id, figure(id)]));
}
