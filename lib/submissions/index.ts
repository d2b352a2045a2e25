import 'server-only';
import path from 'node:path';
import { getEnv, getSiteEnv, readAuthEnv } from '@/lib/env';
import { chooseShared } from '@/lib/shared';
import { getLimiter, type Limiter } from '@/lib/shared/limiter';
import { getUploadStore } from '@/lib/uploads';
import { getMailer } from './mailer';
import type { ModerateDeps } from './moderate';
import { altchaKey, CHALLENGE_TTL_MS, createProofOfWork, type ProofOfWork } from './pow';
import { createRedisSubmissionStore } from './redis-store';
import { createFileSubmissionStore, type SubmissionStore } from './store';
import type { SubmitDeps } from './submit';

/** `database/data.json` -> `database/data.submissions.json`: beside the data file, never in it. */
function submissionsFileFor(dataFile: string): string {
  const { dir, name } = path.parse(dataFile);
  return path.join(dir, `${name}.submissions.json`);
}

/** Submissions per address and per e-mail address in any hour. */
const SUBMISSIONS_PER_HOUR = 5;

// One of each per process; route bundles may each load this module.
const KEY = Symbol.for('infolomba.submissions');
type Holder = { store?: SubmissionStore; pow?: ProofOfWork };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

/** A file beside the data file (SUBMISSIONS_FILE), or Redis shared by every instance when REDIS_URL is set. */
export function getSubmissionStore(): SubmissionStore {
  if (holder.store) return holder.store;
  return (holder.store = chooseShared<SubmissionStore>({
    embedded: () => {
      const env = getEnv();
      const file = env.SUBMISSIONS_FILE
        ? path.resolve(/* turbopackIgnore: true */ process.cwd(), env.SUBMISSIONS_FILE)
        : submissionsFileFor(env.DATA_FILE);
      return createFileSubmissionStore(file);
    },
    redis: (redis, key) => createRedisSubmissionStore(redis, key),
  }));
}

/** The login throttle's shared limiter, counting submissions per address and per e-mail. */
function getSubmissionLimiter(): Limiter {
  return getLimiter('submissions', { limit: SUBMISSIONS_PER_HOUR, windowMs: 3_600_000 });
}

/** Each challenge's signature is admitted once within its lifetime, on the same shared limiter. */
export function getProofOfWork(): ProofOfWork {
  return (holder.pow ??= createProofOfWork(
    altchaKey(readAuthEnv().NEXTAUTH_SECRET),
    getLimiter('altcha-once', { limit: 1, windowMs: CHALLENGE_TTL_MS }),
  ));
}

export function getModerateDeps(): ModerateDeps {
  return { store: getSubmissionStore(), uploads: getUploadStore(), mailer: getMailer(), siteUrl: getSiteEnv().url };
}

export function getSubmitDeps(): SubmitDeps {
  return { ...getModerateDeps(), pow: getProofOfWork(), limiter: getSubmissionLimiter() };
}
