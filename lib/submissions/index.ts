import 'server-only';
import path from 'node:path';
import { createLoginThrottle, type LoginThrottle } from '@/lib/auth/throttle';
import { getEnv, getSiteEnv, readAuthEnv } from '@/lib/env';
import { getUploadStore } from '@/lib/uploads';
import { getMailer } from './mailer';
import type { ModerateDeps } from './moderate';
import { altchaKey, CHALLENGE_TTL_MS, createProofOfWork, type ProofOfWork } from './pow';
import { createFileSubmissionStore, type SubmissionStore } from './store';
import type { SubmitDeps } from './submit';

/** `database/data.json` -> `database/data.submissions.json`: beside the data file, never in it. */
export function submissionsFileFor(dataFile: string): string {
  const { dir, name } = path.parse(dataFile);
  return path.join(dir, `${name}.submissions.json`);
}

/** Submissions per address and per e-mail address in any hour. */
export const SUBMISSIONS_PER_HOUR = 5;

// One of each per process; route bundles may each load this module.
const KEY = Symbol.for('infolomba.submissions');
type Holder = { store?: SubmissionStore; limiter?: LoginThrottle; pow?: ProofOfWork };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

export function getSubmissionStore(): SubmissionStore {
  if (holder.store) return holder.store;
  const env = getEnv();
  const file = env.SUBMISSIONS_FILE
    ? path.resolve(/* turbopackIgnore: true */ process.cwd(), env.SUBMISSIONS_FILE)
    : submissionsFileFor(env.DATA_FILE);
  return (holder.store = createFileSubmissionStore(file));
}

/** The login throttle's limiter, counting submissions per address and per e-mail. */
export function getSubmissionLimiter(): LoginThrottle {
  return (holder.limiter ??= createLoginThrottle({ limit: SUBMISSIONS_PER_HOUR, windowMs: 3_600_000 }));
}

export function getProofOfWork(): ProofOfWork {
  return (holder.pow ??= createProofOfWork(
    altchaKey(readAuthEnv().NEXTAUTH_SECRET),
    createLoginThrottle({ limit: 1, windowMs: CHALLENGE_TTL_MS }),
  ));
}

export function getModerateDeps(): ModerateDeps {
  return { store: getSubmissionStore(), uploads: getUploadStore(), mailer: getMailer(), siteUrl: getSiteEnv().url };
}

export function getSubmitDeps(): SubmitDeps {
  return { ...getModerateDeps(), pow: getProofOfWork(), limiter: getSubmissionLimiter() };
}
