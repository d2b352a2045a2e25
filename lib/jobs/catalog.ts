import 'server-only';
import { getEnv, readSharedEnv } from '@/lib/env';
import { posterRecheckJob } from '@/lib/posters/recheck-job';
import { REMINDER_JOB_EVERY_MS, remindersEnabled, runReminderJob } from '@/lib/reminders';
import type { JobDefinition } from './types';

/**
 * Every scheduled job of the site (see lib/jobs/types.ts for the contract), each with its lease (JOB_LEASE_SECONDS). Add a job here; it then runs on the
 * in-process timer of every instance (once per period across them all) and through /api/jobs/run.
 */
export function scheduledJobs(): JobDefinition[] {
  const leaseMs = readSharedEnv().JOB_LEASE_SECONDS * 1000;
  return [
    posterRecheckJob(getEnv().POSTER_RECHECK_SECONDS * 1000, leaseMs),
    // Reminders by push and e-mail (lib/reminders), only when VAPID keys or SMTP are configured.
    ...(remindersEnabled()
      ? [
          {
            id: 'reminders',
            everyMs: REMINDER_JOB_EVERY_MS,
            leaseMs: Math.max(leaseMs, 120_000),
            run: ({ signal }) => runReminderJob(signal),
          } satisfies JobDefinition,
        ]
      : []),
  ];
}
