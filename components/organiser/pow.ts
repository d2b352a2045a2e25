import { solveChallenge } from 'altcha-lib/v1';

/**
 * Fetches a challenge and solves it in the browser (SHA-256 through Web Crypto, off the main thread's hot path):
 * resolves with the base64 payload the server verifies once.
 */
export async function solveSubmissionChallenge(signal?: AbortSignal): Promise<string> {
  const res = await fetch('/api/kiriman/tantangan', { cache: 'no-store', signal });
  if (!res.ok) throw new Error(`challenge ${res.status}`);
  const c = (await res.json()) as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber?: number };
  const { promise, controller } = solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber);
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await promise;
  if (!solution) throw new Error('challenge not solved');
  return btoa(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature }),
  );
}
