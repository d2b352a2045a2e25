import type { JobDefinition, JobLedger, JobRun, JobStatus } from './types';

type RunOutcome = { id: string; period: number; ran: boolean; ok?: boolean; result?: string };

type JobRunnerOptions = {
  ledger: JobLedger;
  jobs: readonly JobDefinition[];
  /** This instance's name in leases and results. */
  instance: string;
  now?: () => number;
};

const DEFAULT_LEASE_MS = 60_000;

/** Runs the jobs that are due, each at most once per period across every instance sharing the ledger. */
export function createJobRunner({ ledger, jobs, instance, now = Date.now }: JobRunnerOptions) {
  const running = new Set<string>();

  async function runOne(job: JobDefinition, at: number, startNew: boolean): Promise<RunOutcome> {
    const period = Math.floor(at / job.everyMs);
    if (running.has(job.id)) return { id: job.id, period, ran: false };
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const owner = `${instance}#${period}`;
    running.add(job.id);
    try {
      if (!(await ledger.claim(job.id, period, owner, leaseMs, startNew))) return { id: job.id, period, ran: false };
      const controller = new AbortController();
      const renew = setInterval(
        () =>
          void ledger.renew(job.id, owner, leaseMs).then(
            (held) => held || controller.abort(),
            () => undefined, // Redis unreachable: keep going; the lease may lapse and the period run again.
          ),
        Math.max(100, Math.floor(leaseMs / 3)),
      );
      renew.unref?.();
      const startedAt = now();
      let ok = true;
      let result: string;
      try {
        result = await job.run({ period, signal: controller.signal });
      } catch (e) {
        ok = false;
        result = e instanceof Error && e.message ? e.message : String(e);
        console.error(`[jobs] ${job.id} failed:`, e);
      } finally {
        clearInterval(renew);
      }
      const run: JobRun = { period, instance, startedAt, finishedAt: now(), ok, result };
      await ledger.finish(job.id, run, owner);
      return { id: job.id, period, ran: true, ok, result };
    } finally {
      running.delete(job.id);
    }
  }

  return {
    jobs,
    /**
     * Every due job, at once; a job whose ledger cannot be reached is skipped this time. `startNew` runs a job the
     * ledger has never seen at once (the cron route); without it such a job waits for the next period (the timer).
     */
    async runDue({ startNew = false }: { startNew?: boolean } = {}): Promise<RunOutcome[]> {
      const at = now();
      const settled = await Promise.allSettled(jobs.map((job) => runOne(job, at, startNew)));
      return settled.map((s, i) => {
        if (s.status === 'fulfilled') return s.value;
        const job = jobs[i]!;
        return { id: job.id, period: Math.floor(at / job.everyMs), ran: false, ok: false, result: String(s.reason) };
      });
    },
    async status(): Promise<JobStatus[]> {
      const at = now();
      return Promise.all(
        jobs.map(async (job) => {
          const { donePeriod, recent, holder } = await ledger.state(job.id);
          const period = Math.floor(at / job.everyMs);
          const nextRunAt = donePeriod !== null && donePeriod >= period ? (period + 1) * job.everyMs : at;
          const [runningOn, runningPeriod] = holder ? [holder.replace(/#\d+$/, ''), Number(holder.split('#').pop())] : [null, null];
          return { id: job.id, everyMs: job.everyMs, lastRun: recent[0] ?? null, recent, runningOn, runningPeriod, nextRunAt };
        }),
      );
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
