import 'server-only';
import { readSharedEnv } from '@/lib/env';
import { chooseShared } from '@/lib/shared';
import { scheduledJobs } from './catalog';
import { createMemoryLedger, createRedisLedger } from './ledger';
import { INSTANCE } from './instance';
import { createJobRunner, type JobRunner } from './runner';

/** How often each instance's timer looks for due jobs: every 5 s, or four times a period for a shorter one. */
const JOB_TICK_MS = 5_000;

const KEY = Symbol.for('infolomba.jobs');
type Holder = { runner?: JobRunner; timer?: NodeJS.Timeout };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

export function getJobRunner(): JobRunner {
  return (holder.runner ??= createJobRunner({
    ledger: chooseShared({ embedded: () => createMemoryLedger(), redis: (redis, key) => createRedisLedger(redis, key) }),
    jobs: scheduledJobs(),
    instance: INSTANCE,
  }));
}

/**
 * The in-process timer (lib/startup.ts): every JOB_TICK_MS, run what is due. Off with JOB_TIMER=off (a serverless
 * host, where the platform's cron calls /api/jobs/run instead).
 */
export function startJobTimer(): void {
  if (holder.timer || readSharedEnv().JOB_TIMER === 'off') return;
  const runner = getJobRunner();
  if (!runner.jobs.length) return;
  const tick = Math.max(250, Math.min(JOB_TICK_MS, ...runner.jobs.map((j) => Math.floor(j.everyMs / 4))));
  holder.timer = setInterval(() => void runner.runDue().catch((e: unknown) => console.error('[jobs] tick failed:', e)), tick);
  holder.timer.unref();
}

export type { JobDefinition, JobRun, JobStatus } from './types';
