import 'server-only';
import path from 'node:path';
import { getEnv, getSiteEnv, readAuthEnv } from '@/lib/env';
import { chooseShared } from '@/lib/shared';
import { getLimiter, type Limiter } from '@/lib/shared/limiter';
import { getUploadStore } from '@/lib/uploads';
import { getMailer } from './mailer';
import type { ModerateDeps } from './moderate';
import { altchaKey, createProofOfWork, type ProofOfWork } from './pow';
import { createRedisSubmissionStore } from './redis-store';
import { createFileSubmissionStore, type SubmissionStore } from './store';
import type { SubmitDeps } from './submit';
import { statusLinkKey } from './tokens';

/** `database/data.json` -> `database/data.submissions.json`: beside the data file, never in it. */
function submissionsFileFor(dataFile: string): string {
  const { dir, name } = path.parse(dataFile);
  return path.join(dir, `${name}.submissions.json`);
}

/**
 * In any hour: accepted submissions per e-mail address and per client address (higher: a school's or a campus's
 * Wi-Fi is one address for many organisers), and forms checked per address, refused ones included.
 */
const PER_EMAIL_PER_HOUR = 5;
const PER_ADDRESS_PER_HOUR = 20;
const CHECKED_PER_HOUR = 60;

// One of each per process; route bundles may each load this module.
const KEY = Symbol.for('infolomba.submissions');
type Holder = { store?: SubmissionStore; pow?: ProofOfWork; linkKey?: Buffer };
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

const HOUR = 3_600_000;

/** Shared limiters (every instance counts together): see SubmitDeps.limits. */
function getSubmissionLimits(): SubmitDeps['limits'] {
  return {
    checked: getLimiter('submissions-checked', { limit: CHECKED_PER_HOUR, windowMs: HOUR }),
    perAddress: getLimiter('submissions-accepted', { limit: PER_ADDRESS_PER_HOUR, windowMs: HOUR }),
    perEmail: getLimiter('submissions', { limit: PER_EMAIL_PER_HOUR, windowMs: HOUR }),
  };
}

/** Resending the confirmation (or sending it to a corrected address): 3 an hour per submission. */
export function getResendLimiter(): Limiter {
  return getLimiter('submissions-resend', { limit: 3, windowMs: HOUR });
}

/** Each challenge's signature is admitted once within its lifetime, on the same shared limiter. */
export function getProofOfWork(): ProofOfWork {
  const lifetimeMs = getEnv().SUBMISSION_CHALLENGE_SECONDS * 1000;
  return (holder.pow ??= createProofOfWork(
    altchaKey(readAuthEnv().NEXTAUTH_SECRET),
    getLimiter('altcha-once', { limit: 1, windowMs: lifetimeMs }),
    { lifetimeMs },
  ));
}

export function getModerateDeps(): ModerateDeps {
  const { url, name } = getSiteEnv();
  return {
    store: getSubmissionStore(),
    uploads: getUploadStore(),
    mailer: getMailer(),
    siteUrl: url,
    siteName: name,
    linkKey: (holder.linkKey ??= statusLinkKey(readAuthEnv().NEXTAUTH_SECRET)),
  };
}

export function getSubmitDeps(): SubmitDeps {
  return { ...getModerateDeps(), pow: getProofOfWork(), limits: getSubmissionLimits() };
}
