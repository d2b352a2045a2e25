/**
 * Scheduled work: jobs that run while nobody visits, exactly once per period across every instance.
 *
 * A job is a plain definition listed in lib/jobs/catalog.ts:
 *
 *     { id: 'reminders', everyMs: 15 * 60_000, run: async ({ period, signal }) => `${sent} pengingat dikirim` }
 *
 * Time is cut into periods of `everyMs` (period n covers [n * everyMs, (n + 1) * everyMs)). A job the ledger has
 * never seen starts with the next period when a timer finds it (a deploy or a restart is not a schedule), and at once
 * when the cron route asks (the platform's cron is the schedule). Once in each period,
 * the first instance whose timer ticks (or the cron route, on a serverless host) takes the job's lease and runs it;
 * the lease is renewed while the job runs, and a run whose instance died is taken over by another once its lease
 * has lapsed (`leaseMs`). The period counts as done only when a run finishes, so a job may run twice for one period
 * when an instance dies mid-run: every job must be idempotent (running it twice sends nothing twice). A run that
 * throws is recorded as failed and not retried before the next period.
 *
 * `run` resolves to a short Indonesian summary the admin reads (`3 sumber diperiksa`).
 */
type JobContext = {
  /** The period this run is for: floor(now / everyMs). */
  period: number;
  /** Aborted when the run lost its lease (another instance may be running it now): stop soon. */
  signal: AbortSignal;
};

export type JobDefinition = {
  id: string;
  everyMs: number;
  /** How long a run holds the job without renewing before another instance may take it over; 60 s by default. */
  leaseMs?: number;
  run(ctx: JobContext): Promise<string>;
};

export type JobRun = {
  period: number;
  instance: string;
  startedAt: number;
  finishedAt: number;
  ok: boolean;
  result: string;
};

/** What the admin sees of one job. */
export type JobStatus = {
  id: string;
  everyMs: number;
  lastRun: JobRun | null;
  /** The most recent runs, newest first (at most 20). */
  recent: JobRun[];
  /** The instance holding the lease now, if a run is under way, and the period it is running. */
  runningOn: string | null;
  runningPeriod: number | null;
  /** When the next period starts, or now when this period has not run yet. */
  nextRunAt: number;
};

/**
 * Where leases and results are kept: memory in the embedded mode, Redis when shared. Each method is atomic.
 */
export interface JobLedger {
  /**
   * Takes the lease of `id` for `period` when the period has not finished and nobody holds the lease. `owner` names
   * the holder (the runner passes `instance#period`). A job never seen before is marked done for `period` and not
   * claimed, unless `startNew` (the cron route asked).
   */
  claim(id: string, period: number, owner: string, leaseMs: number, startNew?: boolean): Promise<boolean>;
  /** Extends the lease if `owner` still holds it; false when it was lost. */
  renew(id: string, owner: string, leaseMs: number): Promise<boolean>;
  /** Records the run, marks its period done and releases the lease (if `owner` still holds it). */
  finish(id: string, run: JobRun, owner: string): Promise<void>;
  /** The last finished period (or null), the recent runs (newest first) and the lease holder. */
  state(id: string): Promise<{ donePeriod: number | null; recent: JobRun[]; holder: string | null }>;
}

export const RECENT_RUNS = 20;
