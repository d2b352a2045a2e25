import { COMPETITION_EVENTS, type CompetitionEvent, DAY_FIELDS, SOURCES, type Source, sourceField } from './count';
import { lastDays, weekOf } from './days';
import type { DayCounts, StatsStore } from './types';

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

type Tables = { d: Map<string, DayCounts>; r: Map<string, DayCounts>; q: Map<string, DayCounts> };

const emptyEvents = (): EventTotals => ({ view: 0, daftar: 0, save: 0, reminder: 0, cal: 0, share: 0 });
const EVENT_NAMES: ReadonlySet<string> = new Set(COMPETITION_EVENTS);
const isEvent = (s: string): s is CompetitionEvent => EVENT_NAMES.has(s);

type DayEvents = { byId: Map<string, EventTotals>; sum: EventTotals };

/** A finished day's events do not change: kept per store, so a 90-day report parses only today afresh. */
type ParsedDays = Map<string, DayEvents>;
const parsedByStore = new WeakMap<StatsStore, ParsedDays>();
const KEEP_PARSED = 400;

function parsedDays(store: StatsStore): ParsedDays {
  let parsed = parsedByStore.get(store);
  if (!parsed) parsedByStore.set(store, (parsed = new Map()));
  return parsed;
}

/** One day's `c:<id>:<event>` fields, per competition and summed. */
function dayEvents(counts: DayCounts): DayEvents {
  const byId = new Map<string, EventTotals>();
  const sum = emptyEvents();
  for (const field in counts) {
    if (field.charCodeAt(0) !== 99 /* c */ || field.charCodeAt(1) !== 58 /* : */) continue;
    const cut = field.lastIndexOf(':');
    const event = field.slice(cut + 1);
    if (!isEvent(event)) continue;
    const n = counts[field] ?? 0;
    const id = field.slice(2, cut);
    let totals = byId.get(id);
    if (!totals) byId.set(id, (totals = emptyEvents()));
    totals[event] += n;
    sum[event] += n;
  }
  return { byId, sum };
}

/**
 * Each competition's events over the days given, summed, and each day's sum of every event. Days before `today`
 * are parsed once per process (at 10,000 competitions, 90 days hold about a million fields).
 */
function competitionTotals(
  d: Map<string, DayCounts>,
  today: string,
  finishedDays: ParsedDays = new Map(),
): { byId: Map<string, EventTotals>; byDay: Map<string, EventTotals> } {
  const byId = new Map<string, EventTotals>();
  const byDay = new Map<string, EventTotals>();
  for (const [day, counts] of d) {
    let events = day < today ? finishedDays.get(day) : undefined;
    if (!events) {
      events = dayEvents(counts);
      if (day < today) {
        if (finishedDays.size >= KEEP_PARSED) finishedDays.delete(finishedDays.keys().next().value ?? '');
        finishedDays.set(day, events);
      }
    }
    byDay.set(day, events.sum);
    for (const [id, e] of events.byId) {
      const totals = byId.get(id);
      if (!totals) byId.set(id, { ...e });
      else for (const k of COMPETITION_EVENTS) totals[k] += e[k];
    }
  }
  return { byId, byDay };
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

/** Terms searched on MIN_SEARCH_DAYS different days or more, most searched first, with the latest result count. */
function missingSearches(q: Map<string, DayCounts>, limit = 20): Missing[] {
  const terms = new Map<string, Missing>();
  for (const day of [...q.keys()].sort()) {
    const counts = q.get(day) ?? {};
    for (const [field, n] of Object.entries(counts)) {
      if (!field.startsWith('n:') || n <= 0) continue;
      const term = field.slice(2);
      const m = terms.get(term) ?? { term, searches: 0, days: 0, results: 0 };
      m.searches += n;
      m.days += 1;
      m.results = counts[`r:${term}`] ?? m.results;
      terms.set(term, m);
    }
  }
  return [...terms.values()]
    .filter((m) => m.days >= MIN_SEARCH_DAYS && m.searches >= MIN_SEARCH_DAYS)
    .sort((a, b) => b.searches - a.searches || a.term.localeCompare(b.term))
    .slice(0, limit);
}

/** The figures of the days given (oldest first), from the three tables. */
function buildReport(days: readonly string[], { d, r, q }: Tables, parsed: ParsedDays, top = 10): StatsReport {
  const { byId, byDay } = competitionTotals(d, days[days.length - 1] ?? '', parsed);
  const rows = days.map((day) => dailyRow(day, d.get(day) ?? {}, byDay.get(day) ?? emptyEvents()));
  const total = sumRows(rows);
  const ranked: Ranked[] = [...byId].map(([id, e]) => ({
    id,
    views: e.view,
    daftar: e.daftar,
    rate: e.view ? e.daftar / e.view : null,
  }));
  const by = (key: 'views' | 'daftar') =>
    ranked
      .filter((x) => x[key] > 0)
      .sort((a, b) => b[key] - a[key] || a.id.localeCompare(b.id))
      .slice(0, top);
  const domains = new Map<string, number>();
  for (const counts of r.values()) for (const [domain, n] of Object.entries(counts)) domains.set(domain, (domains.get(domain) ?? 0) + n);
  return {
    days: rows,
    total,
    topViews: by('views'),
    topDaftar: by('daftar'),
    domains: [...domains]
      .map(([domain, visits]) => ({ domain, visits }))
      .sort((a, b) => b.visits - a.visits || a.domain.localeCompare(b.domain))
      .slice(0, top),
    phoneShare: total.visits ? total.phone / total.visits : null,
    missing: missingSearches(q),
  };
}

/** The report of the `period` days ending `today`. */
export async function readReport(store: StatsStore, today: string, period: number): Promise<StatsReport> {
  const days = lastDays(today, period);
  const [d, r, q] = await Promise.all([store.read('d', days), store.read('r', days), store.read('q', days)]);
  return buildReport(days, { d, r, q }, parsedDays(store));
}

export type WeekReach = { week: string; views: number; daftar: number };

/** One competition's views and "Daftar" clicks per week (weeks start on Monday), from `since` to `today`. */
export async function readWeeklyReach(store: StatsStore, id: string, since: string, today: string): Promise<WeekReach[]> {
  const first = weekOf(since > today ? today : since);
  const span = Math.min(Math.round((Date.parse(today) - Date.parse(first)) / 86_400_000) + 1, 7 * 53);
  const days = lastDays(today, Math.max(1, span));
  const d = await store.read('d', days);
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
  const totals = competitionTotals(await store.read('d', lastDays(today, period)), today, parsedDays(store)).byId;
  return Object.fromEntries(ids.map((id) => [id, { views: totals.get(id)?.view ?? 0, daftar: totals.get(id)?.daftar ?? 0 }]));
}
