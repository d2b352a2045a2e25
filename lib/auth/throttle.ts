import 'server-only';
import { type AttemptStore } from './attempt-store';
import { createLimiter, getLimiter, type Limiter } from '@/lib/shared/limiter';

type ThrottleOptions = {
  store?: AttemptStore;
  /** Attempts per key within the window. */
  limit?: number;
  windowMs?: number;
  now?: () => number;
};

/** The sign-in throttle is one use of the shared limiter (lib/shared/limiter.ts). */
export type LoginThrottle = Limiter;

const LOGIN_LIMIT = 5;
const LOGIN_WINDOW_MS = 15 * 60_000;

export function createLoginThrottle({ limit = LOGIN_LIMIT, windowMs = LOGIN_WINDOW_MS, ...rest }: ThrottleOptions = {}): LoginThrottle {
  return createLimiter({ limit, windowMs, ...rest });
}

/** The sign-in throttle: in this process's memory, or shared by every instance through Redis (lib/shared). */
export function getLoginThrottle(): LoginThrottle {
  return getLimiter('login', { limit: LOGIN_LIMIT, windowMs: LOGIN_WINDOW_MS });
}

/**
 * The keys one attempt is counted under. A browser with a valid device cookie for the e-mail: that device only,
 * so nobody else's failures lock it out. Any other client: the e-mail (once locked, no untrusted client may try it)
 * and the client's address.
 */
export function attemptKeys({ email, address, device }: { email: string; address: string; device?: string | null }): string[] {
  if (device) return [`device:${device}`];
  return email ? [`email:${email}`, `addr:${address}`] : [`addr:${address}`];
}
