import 'server-only';
import type { JobDefinition } from './types';

/**
 * Every scheduled job of the site (see lib/jobs/types.ts for the contract). Add a job here; it then runs on the
 * in-process timer of every instance (once per period across them all) and through /api/jobs/run.
 */
export function scheduledJobs(): JobDefinition[] {
  return [];
}
