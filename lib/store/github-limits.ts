/**
 * GitHub's limits, obeyed (docs.github.com "Rate limits for the REST API" and "Best practices"): after a 403/429
 * with `x-ratelimit-remaining: 0`, no request until `x-ratelimit-reset`; after a `retry-after`, none until it has
 * passed; a secondary limit without either waits at least a minute, then longer each time; 5xx answers and refused
 * connections back off exponentially too. Every wait has jitter, so servers sharing one token do not return at once.
 * When a wait ends, one request goes first (the probe) and the others wait for its answer.
 */

type LimitKind = 'primary' | 'retry-after' | 'secondary' | 'server';

export type Block = { kind: LimitKind; until: number; status: number };

/** What the adapter saw: an answer's status and headers, or no answer at all (a refused or broken connection). */
export type Outcome =
  | {
      status: number;
      headers: Record<string, unknown>;
      /** The body says it is a rate limit (a secondary limit's 403 may carry no header saying so). */
      limitMessage?: boolean;
    }
  | { network: true };

const SECONDARY_BASE_MS = 60_000;
const SECONDARY_MAX_MS = 15 * 60_000;
const SERVER_BASE_MS = 1_000;
const SERVER_MAX_MS = 60_000;
/** A reset GitHub names in the past (clock skew) still waits this long. */
const MIN_WAIT_MS = 1_000;

const header = (headers: Record<string, unknown>, name: string): string | undefined => {
  const v = headers[name];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
};

/** Seconds or an HTTP date, as RFC 9110 allows; undefined when neither. */
function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export type GateOptions = { now?: () => number; random?: () => number };

export class GithubGate {
  private block: Block | undefined;
  private failures = 0;
  private probe: Promise<void> | undefined;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(opts: GateOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.random = opts.random ?? Math.random;
  }

  /** The wait in force now, if any. */
  current(): Block | undefined {
    return this.block && this.block.until > this.now() ? this.block : undefined;
  }

  /**
   * Runs `request` unless a wait is in force (then returns the block without sending anything). Right after a wait,
   * the first request is the probe: the others wait for its answer and then ask the gate again.
   */
  async run<T>(
    request: () => Promise<T>,
    outcomeOf: (result: T | undefined, error: unknown) => Outcome | null,
  ): Promise<{ blocked: Block } | { value: T }> {
    for (;;) {
      const blocked = this.current();
      if (blocked) return { blocked };
      if (!this.probe) break;
      await this.probe;
    }
    const wasBlocked = this.block !== undefined;
    let release: () => void = () => undefined;
    if (wasBlocked) this.probe = new Promise<void>((r) => (release = r));
    try {
      const value = await request();
      this.settle(outcomeOf(value, undefined));
      return { value };
    } catch (e) {
      this.settle(outcomeOf(undefined, e));
      throw e;
    } finally {
      if (wasBlocked) {
        this.probe = undefined;
        release();
      }
    }
  }

  /** Records an answer: a success ends any wait; a limit or a failing GitHub starts one. */
  settle(outcome: Outcome | null): void {
    if (!outcome) return;
    const now = this.now();
    if ('network' in outcome) return this.backOff('server', 0, SERVER_BASE_MS, SERVER_MAX_MS);
    const { status, headers } = outcome;
    if (status < 400 || status === 404 || status === 409 || status === 422) {
      this.block = undefined;
      this.failures = 0;
      return;
    }
    const limited = status === 403 || status === 429;
    if (limited && header(headers, 'x-ratelimit-remaining') === '0') {
      const reset = Number(header(headers, 'x-ratelimit-reset'));
      const until = Number.isFinite(reset) && reset > 0 ? Math.max(reset * 1000, now + MIN_WAIT_MS) : now + SECONDARY_BASE_MS;
      this.block = { kind: 'primary', until, status };
      return;
    }
    const after = retryAfterMs(header(headers, 'retry-after'), now);
    if (after !== undefined && (limited || status >= 500)) {
      this.block = { kind: 'retry-after', until: now + Math.max(after, MIN_WAIT_MS), status };
      return;
    }
    if (status === 429 || (status === 403 && outcome.limitMessage))
      return this.backOff('secondary', status, SECONDARY_BASE_MS, SECONDARY_MAX_MS);
    if (status >= 500) return this.backOff('server', status, SERVER_BASE_MS, SERVER_MAX_MS);
    // Any other 4xx (a 403 without a limit: no permission) is an answer about the request, not a reason to wait.
  }

  private backOff(kind: LimitKind, status: number, base: number, max: number): void {
    this.failures += 1;
    const full = Math.min(max, base * 2 ** (this.failures - 1));
    // "Equal jitter": at least half the delay, so the wait still grows, and a random rest.
    const delay = full / 2 + (this.random() * full) / 2;
    this.block = { kind, until: this.now() + delay, status };
  }
}
