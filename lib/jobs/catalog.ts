import 'server-only';
import { getModerateDeps } from '@/lib/submissions';
import { pruneSubmissions } from '@/lib/submissions/moderate';
import type { JobDefinition } from './types';

/**
 * Every scheduled job of the site (see lib/jobs/types.ts for the contract). Add a job here; it then runs on the
 * in-process timer of every instance (once per period across them all) and through /api/jobs/run.
 */
export function scheduledJobs(): JobDefinition[] {
  return [
    // Organisers' submissions past their time (privacy policy): unconfirmed 7 days, rejected 30, published 90.
    { id: 'submissions-prune', everyMs: 6 * 3_600_000, run: async () => `${await pruneSubmissions(getModerateDeps())} kiriman dihapus` },
  ];
}
