import { noStore } from '@/lib/api/errors';
import { getProofOfWork } from '@/lib/submissions';

/**
 * GET: a fresh ALTCHA challenge for the submission form, each one good once for `lifetimeMs` (ten minutes unless
 * SUBMISSION_CHALLENGE_SECONDS says otherwise): the form replaces one older than that before it sends.
 */
export async function GET(): Promise<Response> {
  const pow = getProofOfWork();
  return Response.json({ ...(await pow.challenge()), lifetimeMs: pow.lifetimeMs }, { headers: noStore });
}
