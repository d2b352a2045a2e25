import { solveChallenge } from 'altcha-lib/v1';

/** A solved challenge: the base64 payload the server verifies once, and how long it may be used (server's word). */
export type Solved = { payload: string; lifetimeMs: number };

/**
 * Fetches a challenge and solves it in the browser (SHA-256 through Web Crypto, off the main thread's hot path):
 * resolves with the base64 payload the server verifies once.
 */
async function solveSubmissionChallenge(signal?: AbortSignal): Promise<Solved> {
  const res = await fetch('/api/kiriman/tantangan', { cache: 'no-store', signal });
  if (!res.ok) throw new Error(`challenge ${res.status}`);
  const c = (await res.json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber?: number;
    lifetimeMs?: number;
  };
  const { promise, controller } = solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber);
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = btoa(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature }),
  );
  return { payload, lifetimeMs: c.lifetimeMs ?? 600_000 };
}

/**
 * The form's one challenge in the works: started on first use (focus, typing), replaced once it is older than nine
 * tenths of its lifetime by this browser's clock (a form left open over lunch), and used once.
 */
export function challengeKeeper(solve: () => Promise<Solved> = solveSubmissionChallenge, now: () => number = Date.now) {
  let current: { promise: Promise<Solved>; startedAt: number; lifetimeMs?: number } | null = null;
  const stale = (c: NonNullable<typeof current>) => c.lifetimeMs !== undefined && now() - c.startedAt > c.lifetimeMs * 0.9;
  return {
    /** Starts (or replaces a stale) solution in the background. */
    prepare(): Promise<Solved> {
      if (current && !stale(current)) return current.promise;
      const entry: NonNullable<typeof current> = { promise: solve(), startedAt: now() };
      entry.promise.then(
        (s) => (entry.lifetimeMs = s.lifetimeMs),
        () => {
          if (current === entry) current = null;
        },
      );
      current = entry;
      return entry.promise;
    },
    /** A fresh solution for one request; the next request gets another. */
    async take(): Promise<string> {
      let solved = await this.prepare();
      // It may have turned stale while it was being waited for.
      if (current && stale(current)) solved = await this.prepare();
      current = null;
      return solved.payload;
    },
  };
}

type ChallengeKeeper = ReturnType<typeof challengeKeeper>;

/**
 * One request guarded by the proof of work: when the server refuses the challenge itself (expired by its clock,
 * already used, or made before a restart), a new one is solved and the request sent once more, so nothing the
 * organiser typed or chose is lost to a reload.
 */
export async function sendWithChallenge(keeper: ChallengeKeeper, send: (payload: string) => Promise<Response>): Promise<Response> {
  const res = await send(await keeper.take());
  if (res.status !== 403) return res;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== 'object' || !('code' in body) || body.code !== 'challenge') return res;
  return send(await keeper.take());
}
