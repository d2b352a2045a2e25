import { z } from 'zod';
import { type CompetitionEvent, DAY_FIELDS, SOURCES, type Source, sourceField } from './count';
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

/** A competition's views and "Daftar" clicks: all the top lists and the admin table need of a run of days. */
type Reach = { view: number; daftar: number };

/**
 * The sums over a run of finished days (a period less today), made once per set of those days' revisions: each
 * finished day's row, each competition's reach, the referring sites and the search terms. Kept in this process and
 * in the store (one summary per period and day, shared by instances with Redis), so a start reads one summary, not
 * 90 days of counters (about 600,000 at 10,000 competitions).
 */
type RangeSums = {
  revisions: string;
  rows: DailyRow[];
  byId: Map<string, Reach>;
  domains: Map<string, number>;
  terms: Map<string, Missing>;
};

/**
 * What this process made of each day, by the store's revision of that day, and the sums over the finished days of
 * each period. A report reads the store's revisions (one MGET per table with Redis), then the period's sums (kept
 * here, or the store's summary, or made from the days that changed) and today's counters, always live. Kept per
 * store, so a new store (a test's, another file) starts afresh; on globalThis, because the start's warm-up
 * (instrumentation) and the pages load this module separately and must share what either made.
 */
type Kept = {
  d: Map<string, { rev: number; value: DayDigest }>;
  r: Map<string, { rev: number; value: DayCounts }>;
  q: Map<string, { rev: number; value: DayCounts }>;
  /** Days being read now, by table, day and revision: a second reader joins the first. */
  reading: Map<string, Promise<unknown>>;
  ranges: Map<string, RangeSums>;
  /** Sums being made or fetched now, by name and revisions: a render arriving during the warm-up joins it. */
  making: Map<string, Promise<RangeSums>>;
};
const KEPT = Symbol.for('infolomba.stats.kept');
const keptByStore: WeakMap<StatsStore, Kept> = ((globalThis as Record<symbol, WeakMap<StatsStore, Kept>>)[KEPT] ??= new WeakMap());

function keptFor(store: StatsStore): Kept {
  let kept = keptByStore.get(store);
  if (!kept) {
    kept = { d: new Map(), r: new Map(), q: new Map(), reading: new Map(), ranges: new Map(), making: new Map() };
    keptByStore.set(store, kept);
  }
  return kept;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The days asked for as `make` made them, reading from the store only the days whose revision (read before, in
 * `revisions`) moved since; a day another reader is reading now is joined, not read twice. Several days are made one
 * at a time with a turn of the event loop between them (a day at 10,000 competitions is some 8,000 fields), so no
 * visitor's request waits long behind them.
 */
async function daysOf<T>(
  store: StatsStore,
  table: StatsTable,
  days: readonly string[],
  revisions: ReadonlyMap<string, number>,
  kept: Map<string, { rev: number; value: T }>,
  reading: Map<string, Promise<unknown>>,
  make: (counts: DayCounts) => T,
): Promise<Map<string, T>> {
  // Revisions were read first: a count landing between the two reads leaves a newer day under an older revision,
  // read again next time, never the other way round.
  const rev = (day: string) => revisions.get(day) ?? 0;
  const key = (day: string) => `${table}:${day}:${rev(day)}`;
  const stale = days.filter((day) => kept.get(day)?.rev !== rev(day) && !reading.has(key(day)));
  if (stale.length) {
    const batch = (async () => {
      const read = await store.read(table, stale);
      for (const day of stale) {
        if (stale.length > 1) await nextTurn();
        kept.set(day, { rev: rev(day), value: make(read.get(day) ?? {}) });
      }
    })();
    for (const day of stale) {
      const one = batch.finally(() => reading.delete(key(day)));
      // Its failure is the batch's, and reaches whoever awaits it below.
      one.catch(() => undefined);
      reading.set(key(day), one);
    }
  }
  await Promise.all(days.map((day) => reading.get(key(day))));
  // Days past keeping leave the cache (the oldest first).
  if (kept.size > KEEP_DAYS + 10) for (const day of [...kept.keys()].sort().slice(0, kept.size - KEEP_DAYS)) kept.delete(day);
  const values = new Map<string, T>();
  for (const day of days) {
    const k = kept.get(day);
    if (k) values.set(day, k.value);
  }
  return values;
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

type Versions = Record<StatsTable, ReadonlyMap<string, number>>;

/** The sums over `finished` made from the days themselves (those not changed since this process read them kept). */
async function sumDays(store: StatsStore, kept: Kept, finished: readonly string[], revisions: string, v: Versions): Promise<RangeSums> {
  const [d, r, q] = await Promise.all([
    daysOf(store, 'd', finished, v.d, kept.d, kept.reading, digestDay),
    daysOf(store, 'r', finished, v.r, kept.r, kept.reading, (c) => c),
    daysOf(store, 'q', finished, v.q, kept.q, kept.reading, (c) => c),
  ]);
  const sums: RangeSums = { revisions, rows: [], byId: new Map(), domains: new Map(), terms: new Map() };
  // Oldest first: a term's result count is its latest day's.
  for (const day of finished) {
    const digest = d.get(day);
    sums.rows.push(dailyRow(day, digest?.counts ?? {}, digest?.sum ?? emptyEvents()));
    for (const [id, e] of digest?.byId ?? []) {
      const reach = sums.byId.get(id);
      if (reach) {
        reach.view += e.view;
        reach.daftar += e.daftar;
      } else sums.byId.set(id, { view: e.view, daftar: e.daftar });
    }
    for (const [domain, n] of Object.entries(r.get(day) ?? {})) sums.domains.set(domain, (sums.domains.get(domain) ?? 0) + n);
    const terms = q.get(day);
    if (terms) addTerms(sums.terms, terms);
    if (finished.length > 1) await nextTurn();
  }
  return sums;
}

const count = z.number();
const rowSchema = z.object({
  day: z.string(),
  visits: count,
  list: count,
  search: count,
  detail: count,
  phone: count,
  noResult: count,
  sources: z.object({ search: count, instagram: count, whatsapp: count, direct: count, other: count }),
  daftar: count,
  save: count,
  reminder: count,
  cal: count,
  share: count,
});
/** A summary as the store keeps it: competitions as three parallel lists (a tenth of the text of objects). */
const summarySchema = z.object({
  v: z.literal(1),
  revisions: z.string(),
  rows: z.array(rowSchema),
  ids: z.array(z.string()),
  views: z.array(count),
  daftar: z.array(count),
  domains: z.array(z.tuple([z.string(), count])),
  terms: z.array(z.tuple([z.string(), count, count, count])),
});

function summaryText(sums: RangeSums): string {
  return JSON.stringify({
    v: 1,
    revisions: sums.revisions,
    rows: sums.rows,
    ids: [...sums.byId.keys()],
    views: [...sums.byId.values()].map((x) => x.view),
    daftar: [...sums.byId.values()].map((x) => x.daftar),
    domains: [...sums.domains],
    terms: [...sums.terms.values()].map((m) => [m.term, m.searches, m.days, m.results]),
  } satisfies z.input<typeof summarySchema>);
}

/** The store's summary of `finished` if it was made from these revisions of these days; null otherwise. */
async function savedSums(store: StatsStore, name: string, finished: readonly string[], revisions: string): Promise<RangeSums | null> {
  const text = await store.summary(name);
  if (!text) return null;
  let parsed: z.infer<typeof summarySchema>;
  try {
    parsed = summarySchema.parse(JSON.parse(text));
  } catch (e) {
    console.error(`[statistik] summary ${name} unreadable; made again:`, e);
    return null;
  }
  const { rows, ids, views, daftar } = parsed;
  // Made before one of its days changed (a late count, another instance): made again from the days.
  if (parsed.revisions !== revisions) return null;
  if (rows.length !== finished.length || rows.some((row, i) => row.day !== finished[i])) return null;
  if (views.length !== ids.length || daftar.length !== ids.length) return null;
  return {
    revisions,
    rows,
    byId: new Map(ids.map((id, i) => [id, { view: views[i] ?? 0, daftar: daftar[i] ?? 0 }])),
    domains: new Map(parsed.domains),
    terms: new Map(parsed.terms.map(([term, searches, days, results]) => [term, { term, searches, days, results }])),
  };
}

/**
 * The sums over the finished days of a period: this process's if they are of these revisions, else the store's
 * summary if it is, else made from the days and kept in the store for the next start and the other instances.
 */
function rangeSums(store: StatsStore, kept: Kept, finished: readonly string[], v: Versions): Promise<RangeSums> | RangeSums {
  const revisions = (['d', 'r', 'q'] as const).map((t) => finished.map((day) => v[t].get(day) ?? 0).join(',')).join('|');
  const name = `${finished[0] ?? ''}..${finished[finished.length - 1] ?? ''}`;
  const held = kept.ranges.get(name);
  if (held?.revisions === revisions) return held;
  const key = `${name}\n${revisions}`;
  let making = kept.making.get(key);
  if (!making) {
    making = (async () => {
      const last = finished[finished.length - 1];
      if (!last) return { revisions, rows: [], byId: new Map(), domains: new Map(), terms: new Map() };
      let sums = await savedSums(store, name, finished, revisions);
      if (!sums) {
        sums = await sumDays(store, kept, finished, revisions, v);
        try {
          await store.keepSummary(name, last, summaryText(sums));
        } catch (e) {
          // The figures are right without it; the next start makes them again.
          console.error('[statistik] keeping the summary failed:', e);
        }
      }
      // A handful of periods at most (7, 30 and 90 days, today's and, around midnight, yesterday's).
      if (kept.ranges.size >= 8) kept.ranges.clear();
      kept.ranges.set(name, sums);
      return sums;
    })().finally(() => kept.making.delete(key));
    kept.making.set(key, making);
  }
  return making;
}

/** The period's finished days summed, and today's counters in every table read live. */
async function readDays(store: StatsStore, days: readonly string[]) {
  const kept = keptFor(store);
  const [d, r, q] = await Promise.all((['d', 'r', 'q'] as const).map((t) => store.versions(t, days)));
  const v: Versions = { d: d ?? new Map(), r: r ?? new Map(), q: q ?? new Map() };
  const finished = days.slice(0, -1);
  const today = days.slice(-1);
  const [sums, digest, domains, terms] = await Promise.all([
    rangeSums(store, kept, finished, v),
    daysOf(store, 'd', today, v.d, kept.d, kept.reading, digestDay),
    daysOf(store, 'r', today, v.r, kept.r, kept.reading, (c) => c),
    daysOf(store, 'q', today, v.q, kept.q, kept.reading, (c) => c),
  ]);
  const day = today[0] ?? '';
  return { sums, today: { day, digest: digest.get(day), domains: domains.get(day), terms: terms.get(day) } };
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
  const { sums, today: live } = await readDays(store, lastDays(today, period));
  const rows = [...sums.rows, dailyRow(live.day, live.digest?.counts ?? {}, live.digest?.sum ?? emptyEvents())];
  const total = sumRows(rows);
  const ranked = (function* (): Generator<Ranked> {
    const seen = live.digest?.byId ?? new Map<string, EventTotals>();
    const one = (id: string, a?: Reach, b?: Reach): Ranked => {
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
  for (const [domain, n] of Object.entries(live.domains ?? {})) domains.set(domain, (domains.get(domain) ?? 0) + n);
  const terms = new Map<string, Missing>();
  for (const [term, m] of sums.terms) terms.set(term, { ...m });
  if (live.terms) addTerms(terms, live.terms);
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
 * Makes the periods' sums ready after a start (and after each midnight, lib/stats/index.ts), the longest first so the
 * shorter ones find its days read: from the store's summaries when they are current (a few reads), else from the
 * days, a day at a time, and then kept in the store. A render arriving meanwhile joins this work.
 */
export async function warmReports(store: StatsStore, today: string): Promise<void> {
  for (const period of [...PERIODS].sort((a, b) => b - a)) await readReport(store, today, period);
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
  const { sums, today: live } = await readDays(store, lastDays(today, period));
  const last = live.digest?.byId;
  const figure = (id: string) => {
    const [a, b] = [sums.byId.get(id), last?.get(id)];
    return { views: (a?.view ?? 0) + (b?.view ?? 0), daftar: (a?.daftar ?? 0) + (b?.daftar ?? 0) };
  };
  return Object.fromEntries(ids.map((id) => [id, figure(id)]));
}
