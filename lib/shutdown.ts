import 'server-only';

/**
 * Graceful stop. On SIGTERM Next's own handler closes the listening socket and waits for requests in flight; this
 * adds what it lacks: readiness turns to 503 at once (a load balancer stops sending traffic), store writes in
 * flight are awaited, and the process exits within SHUTDOWN_DEADLINE_MS even when a client keeps a connection busy
 * (a keep-alive loop, the AI progress stream). A write is never cut half way: the local store renames a complete
 * file into place and a GitHub commit is one request, and the forced exit waits for both first.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;
// Leave time, inside the deadline, for the writes in flight to finish after we stop waiting for Next.
const FORCE_AFTER_MS = 7_000;
const WRITE_WAIT_MS = 2_500;

type State = { draining: boolean; writes: Set<Promise<unknown>>; installed: boolean };
// One state per process: instrumentation and the route bundles each load their own copy of this module.
const KEY = Symbol.for('infolomba.shutdown');
const state: State = ((globalThis as Record<symbol, State>)[KEY] ??= { draining: false, writes: new Set(), installed: false });

export const isDraining = () => state.draining;

/** Keeps a write in the set the shutdown waits for, until it settles. */
export function trackWrite<T>(write: Promise<T>): Promise<T> {
  state.writes.add(write);
  const done = () => state.writes.delete(write);
  write.then(done, done);
  return write;
}

/** Resolves when no write is in flight (writes started meanwhile are waited for too). */
export async function writesSettled(): Promise<void> {
  while (state.writes.size) await Promise.allSettled([...state.writes]);
}

type Options = { forceAfterMs?: number; writeWaitMs?: number; exit?: (code: number) => void; log?: (msg: string) => void };

export function installShutdown({
  forceAfterMs = FORCE_AFTER_MS,
  writeWaitMs = WRITE_WAIT_MS,
  exit = (c) => process.exit(c),
  log = console.info,
}: Options = {}) {
  if (state.installed) return;
  state.installed = true;
  process.once('SIGTERM', () => {
    state.draining = true;
    log(
      `[shutdown] SIGTERM: no new requests; exiting once requests and writes in flight finish (at most ${SHUTDOWN_DEADLINE_MS / 1000} s)`,
    );
    setTimeout(() => {
      const pending = state.writes.size;
      log(`[shutdown] requests still open after ${forceAfterMs / 1000} s; waiting for ${pending} write(s), then exiting`);
      const timeout = new Promise((r) => setTimeout(r, writeWaitMs));
      void Promise.race([writesSettled(), timeout]).then(() => exit(143));
    }, forceAfterMs).unref();
  });
}
