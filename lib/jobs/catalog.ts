import 'server-only';
import { getEnv, readReminderJobMs, readSharedEnv, readSmtpEnv } from '@/lib/env';
import { posterRecheckJob } from '@/lib/posters/recheck-job';
import { sharedMode } from '@/lib/shared';
import { remindersEnabled, runReminderJob } from '@/lib/reminders';
import { PRUNE_WORDS } from '@/lib/words/operations';
import type { JobDefinition } from './types';

/** Kept here, not imported from lib/links: the catalogue must load before any feature module reads its settings. */
const LINK_CHECK_EVERY_MS = 10 * 60_000;

/**
 * Every scheduled job of the site (see lib/jobs/types.ts for the contract), each with its lease (JOB_LEASE_SECONDS). Add a job here; it then runs on the
 * in-process timer of every instance (once per period across them all) and through /api/jobs/run.
 */
export function scheduledJobs(): JobDefinition[] {
  const leaseMs = readSharedEnv().JOB_LEASE_SECONDS * 1000;
  return [
    posterRecheckJob(getEnv().POSTER_RECHECK_SECONDS * 1000, leaseMs),
    // Organisers' submissions past their time (privacy policy): unconfirmed 7 days, rejected 30, published 90.
    // Imported when it runs: the start-up check must reject a bad setting before any feature module loads.
    {
      id: 'submissions-prune',
      everyMs: 6 * 3_600_000,
      leaseMs,
      run: async () => {
        const [{ getModerateDeps }, { pruneSubmissions }, { pruneUploadsNow }] = await Promise.all([
          import('@/lib/submissions'),
          import('@/lib/submissions/moderate'),
          import('@/lib/uploads/prune-job'),
        ]);
        const deps = getModerateDeps();
        const submissions = await pruneSubmissions(deps);
        return `${PRUNE_WORDS.submissionsRemoved(submissions)}, ${await pruneUploadsNow(deps)}`;
      },
    },
    // Several instances (REDIS_URL): one poll of the store per DATA_CACHE_SECONDS across them all, for changes made
    // outside the site; the embedded server reads on its own timer instead (lib/data/catalog.ts).
    ...(sharedMode() === 'redis'
      ? [
          {
            id: 'data-poll',
            everyMs: Math.max(1, getEnv().DATA_CACHE_SECONDS) * 1000,
            leaseMs,
            run: async () => (await import('@/lib/data/shared-version')).pollStoreForChanges(),
          } satisfies JobDefinition,
        ]
      : []),
    // Registration, guidebook, description and poster links of open competitions (lib/links), and once a day an
    // e-mail to the owner naming the links that broke, when SMTP is set.
    {
      id: 'link-check',
      everyMs: LINK_CHECK_EVERY_MS,
      leaseMs,
      run: async ({ signal }) => (await import('@/lib/links')).runLinkCheckJob(signal),
    },
    ...(readSmtpEnv() !== null
      ? [
          {
            id: 'link-mail',
            everyMs: 24 * 3_600_000,
            leaseMs,
            run: async () => (await import('@/lib/links')).mailNewBrokenLinks(),
          } satisfies JobDefinition,
        ]
      : []),
    // Reminders by push and e-mail (lib/reminders), only when VAPID keys or SMTP are configured: every
    // REMINDER_JOB_SECONDS (5 minutes, so a retry waits about as long as it asked). Its lease is twice the others'
    // (2 minutes by default): a run of thousands of sends must not lose it to one slow renewal. Sends are claimed one
    // by one in the sent log, so a run taken over after its instance died sends nothing twice.
    ...(remindersEnabled()
      ? [
          {
            id: 'reminders',
            everyMs: readReminderJobMs(),
            leaseMs: 2 * leaseMs,
            run: ({ signal }) => runReminderJob(signal),
          } satisfies JobDefinition,
        ]
      : []),
  ];
}
