import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { getLimiter, type Limiter } from '@/lib/shared/limiter';
import { chooseShared } from '@/lib/shared';
import { createFileReportStore, createRedisReportStore, type ReportStore } from './store';

/** `database/data.json` -> `database/data.reports.json`: beside the data file, named after it. */
export function reportsFileFor(dataFile: string): string {
  const { dir, name } = path.parse(dataFile);
  return path.join(dir, `${name}.reports.json`);
}

// One store and one limiter per process; route bundles may each load this module.
const KEY = Symbol.for('infolomba.reports');
type Holder = { store?: ReportStore; file?: string };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

export function getReportStore(): ReportStore {
  const env = getEnv();
  const file = env.REPORTS_FILE ? path.resolve(/* turbopackIgnore: true */ process.cwd(), env.REPORTS_FILE) : reportsFileFor(env.DATA_FILE);
  if (!holder.store || holder.file !== file) {
    holder.store = chooseShared({
      embedded: () => createFileReportStore(file),
      redis: (redis, key) => createRedisReportStore(redis, key('reports')),
    });
    holder.file = file;
  }
  return holder.store;
}

const REPORTS_PER_MINUTE = 10;

/** Reports per visitor address: at most REPORTS_PER_MINUTE in any minute (the login throttle's sliding window). */
export function getReportLimiter(): Limiter {
  return getLimiter('reports', { limit: REPORTS_PER_MINUTE, windowMs: 60_000 });
}
