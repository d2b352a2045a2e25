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
const isEvent = (s: string): s is CompetitionEvent => (COMPETITION_EVENTS as readonly string[]).includes(s);

/** Each competition's events over the days given: `c:<id>:<event>` fields summed. */
function competitionTotals(d: Map<string, DayCounts>): Map<string, EventTotals> {
  const byId = new Map<string, EventTotals>();
  for (const counts of d.values()) {
    for (const [field, n] of Object.entries(counts)) {
      if (!field.startsWith('c:')) continue;
      const cut = field.lastIndexOf(':');
      const event = field.slice(cut + 1);
      if (!isEvent(event)) continue;
      const id = field.slice(2, cut);
      let totals = byId.get(id);
      if (!totals) byId.set(id, (totals = emptyEvents()));
      totals[event] += n;
    }
  }
  return byId;
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
function buildReport(days: readonly string[], { d, r, q }: Tables, top = 10): StatsReport {
  const rows = days.map((day) => {
    const counts = d.get(day) ?? {};
    const events = competitionTotals(new Map([[day, counts]]));
    const sum = emptyEvents();
    for (const e of events.values()) for (const k of COMPETITION_EVENTS) sum[k] += e[k];
    return dailyRow(day, counts, sum);
  });
  const total = sumRows(rows);
  const ranked: Ranked[] = [...competitionTotals(d)].map(([id, e]) => ({
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
  return buildReport(days, { d, r, q });
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
  const totals = competitionTotals(await store.read('d', lastDays(today, period)));
  return Object.fromEntries(ids.map((id) => [id, { views: totals.get(id)?.view ?? 0, daftar: totals.get(id)?.daftar ?? 0 }]));
}
