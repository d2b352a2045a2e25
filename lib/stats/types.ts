/**
 * First-party statistics: daily totals only. Each table holds, per Jakarta day (YYYY-MM-DD), named counters:
 *
 * - `d`: the day's numbers (visits, page kinds, phones, sources) and each competition's events (`c:<id>:<event>`);
 * - `r`: visits from other sites, by the referring site's domain;
 * - `q`: searches that found nothing or little, by normalised term (`n:<term>` searches, `r:<term>` results).
 *
 * No event, address, user agent or identifier is kept: only these sums. Days older than KEEP_DAYS are dropped.
 */
export type StatsTable = 'd' | 'r' | 'q';
export type DayCounts = Record<string, number>;

export interface StatsStore {
  /**
   * Adds `incr` to the day's counters and sets the `set` fields (atomic per call). A table that already holds its
   * MAX_FIELDS takes no new field that day, so no flood of made-up terms or domains can grow it without bound.
   */
  add(table: StatsTable, day: string, incr: DayCounts, set?: DayCounts): Promise<void>;
  /**
   * The counters of each day asked for that holds any; with `fields`, only those (a competition's own, say), so one
   * competition's weekly figures never fetch every competition's.
   */
  read(table: StatsTable, days: readonly string[], fields?: readonly string[]): Promise<Map<string, DayCounts>>;
  /**
   * Each day's revision: a number that changes whenever an `add` changes that day (0 or absent: never counted). Read
   * before `read`, it lets a reader keep what it made of a day until the day changes (lib/stats/report.ts).
   */
  versions(table: StatsTable, days: readonly string[]): Promise<Map<string, number>>;
  /**
   * A summary of finished days (lib/stats/report.ts makes it and reads it back; to the store it is text): in Redis
   * shared by every instance, in the stats file otherwise, so a start reads one summary instead of every day's
   * counters. Dropped SUMMARY_DAYS after `lastDay`, the last day it sums. Null when there is none.
   */
  summary(name: string): Promise<string | null>;
  keepSummary(name: string, lastDay: string, text: string): Promise<void>;
  /** Writes what this process holds and not yet written (the file store); nothing to do with Redis. */
  flush(): Promise<void>;
}

/** A summary sums finished days up to yesterday: useful for a day, kept a little longer. */
export const SUMMARY_DAYS = 3;

/** Daily totals are kept 13 months. */
export const KEEP_DAYS = 400;

export const MAX_FIELDS: Record<StatsTable, number> = { d: 500_000, r: 200, q: 4_000 };
