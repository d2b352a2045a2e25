import 'server-only';
import { type AttemptStore, createMemoryAttemptStore } from './attempt-store';

export { LOGIN_MESSAGES } from '@/lib/words/admin';

export type ThrottleOptions = {
  store?: AttemptStore;
  /** Attempts per key within the window. */
  limit?: number;
  windowMs?: number;
  now?: () => number;
};

export type Admission = { ok: true } | { ok: false; retryAfterSeconds: number };

export type LoginThrottle = {
  /**
   * Counts a sign-in attempt before its password is checked, so a burst of any size costs at most `limit` password
   * checks per key and window: the attempts beyond it are refused without one.
   */
  admit(keys: readonly string[]): Promise<Admission>;
  /** A successful sign-in does not use up its keys' allowance. */
  succeeded(keys: readonly string[]): Promise<void>;
  reset(): Promise<void>;
  readonly windowMs: number;
};

export const LOGIN_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;

export function createLoginThrottle({
  store = createMemoryAttemptStore(),
  limit = LOGIN_LIMIT,
  windowMs = LOGIN_WINDOW_MS,
  now = Date.now,
}: ThrottleOptions = {}): LoginThrottle {
  return {
    windowMs,
    async admit(keys) {
      const wait = await store.take(keys, limit, windowMs, now());
      return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
    },
    succeeded: (keys) => store.forget(keys),
    reset: () => store.clear(),
  };
}

// One throttle per process: route bundles may each load this module.
const KEY = Symbol.for('infolomba.loginThrottle');
type Holder = { throttle?: LoginThrottle };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

export function getLoginThrottle(): LoginThrottle {
  return (holder.throttle ??= createLoginThrottle());
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
