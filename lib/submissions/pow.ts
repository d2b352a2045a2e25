import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { Limiter } from '@/lib/shared/limiter';

/**
 * The search space: the browser tries SHA-256(salt + n) for n = 0.. until it finds the challenge, on average
 * half of this (about a second on a phone); a server verifying costs one HMAC and one hash.
 */
const CHALLENGE_MAX_NUMBER = 50_000;

export type ProofOfWork = {
  /** A challenge is good for this long after it was made, and only once (SUBMISSION_CHALLENGE_SECONDS). */
  readonly lifetimeMs: number;
  challenge(): Promise<Challenge>;
  /** 'missing': no payload; 'invalid': wrong, forged or expired; 'reused': already used once. */
  verify(payload: string): Promise<'ok' | 'missing' | 'invalid' | 'reused'>;
};

/** The HMAC key: derived from NEXTAUTH_SECRET so every server of a deployment agrees, else random per process. */
export function altchaKey(secret: string | undefined): string {
  return secret ? createHmac('sha256', secret).update('infolomba:altcha').digest('hex') : randomBytes(32).toString('hex');
}

/**
 * ALTCHA proof of work (altcha-lib, no outside service). `used` counts each challenge's signature once within its
 * lifetime (its window must be at least `lifetimeMs`) (the same limiter as the login throttle, with a limit of one), so a solved challenge works once.
 */
export function createProofOfWork(
  hmacKey: string,
  used: Limiter,
  {
    now = Date.now,
    maxNumber = CHALLENGE_MAX_NUMBER,
    lifetimeMs = 10 * 60_000,
  }: { now?: () => number; maxNumber?: number; lifetimeMs?: number } = {},
): ProofOfWork {
  return {
    lifetimeMs,
    challenge: () => createChallenge({ hmacKey, maxnumber: maxNumber, expires: new Date(now() + lifetimeMs) }),
    async verify(payload) {
      if (!payload.trim()) return 'missing';
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return 'invalid';
      }
      const signature = decoded && typeof decoded === 'object' && 'signature' in decoded ? decoded.signature : undefined;
      if (typeof signature !== 'string') return 'invalid';
      let ok = false;
      try {
        ok = await verifySolution(payload, hmacKey, true);
      } catch {
        ok = false;
      }
      if (!ok) return 'invalid';
      return (await used.admit([`altcha:${signature}`])).ok ? 'ok' : 'reused';
    },
  };
}
