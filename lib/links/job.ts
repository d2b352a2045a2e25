import { isOpenUntil } from '@/lib/competitions/deadline';
import type { Competition } from '@/lib/competitions/schema';
import type { Outcome } from './classify';
import { type LinkRef, linksOf } from './extract';
import type { KeyedStore } from './keyed-store';
import { type LinkState, nextState } from './state';

type Item = LinkRef & { id: string; host: string };

type LinkCheckDeps = {
  competitions: Iterable<Competition>;
  today: string;
  store: KeyedStore<LinkState>;
  /** One check of one link (request.ts's checkLink, paced per host). */
  check: (url: string) => Promise<Outcome>;
  /** When a host may be asked next (pace.ts), so the run starts whichever link can go soonest. */
  readyAt: (host: string) => number;
  /** The clock of the states (due, 24 hours apart); injectable for tests. */
  now: () => number;
  signal?: AbortSignal;
  /** Wall-clock time after which no new check starts; the rest waits for the next run. */
  budgetMs: number;
  concurrency?: number;
};

/** Links waiting to start, at most: the run reads competitions only as fast as it checks their links. */
const POOL = 256;
const yieldToRequests = () => new Promise<void>((r) => setImmediate(r));

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/**
 * One run of the link checker over the open competitions: each link that is due (never checked, or its `nextAt`
 * passed) is checked once, several hosts at a time and one request at a time per host, and its new state is stored.
 * Memory stays bounded: competitions are read lazily into a pool of at most POOL links, and no list of results is
 * kept. The run gives the event loop back between competitions, so pages are served meanwhile.
 */
export async function runLinkCheck(deps: LinkCheckDeps): Promise<{ checked: number; broken: number; left: boolean }> {
  const started = performance.now();
  const concurrency = deps.concurrency ?? 8;
  const source = deps.competitions[Symbol.iterator]();
  const pending: Item[] = [];
  const queued = new Set<string>();
  const busy = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  let exhausted = false;
  let read = 0;
  let checked = 0;
  let broken = 0;

  async function fill(): Promise<void> {
    while (!exhausted && pending.length < POOL) {
      const next = source.next();
      if (next.done) {
        exhausted = true;
        return;
      }
      const c = next.value;
      if (++read % 64 === 0) await yieldToRequests();
      if (!isOpenUntil(c.registration.end, deps.today)) continue;
      const links = linksOf(c).filter((l) => !queued.has(l.url));
      if (!links.length) continue;
      const states = await deps.store.getMany(links.map((l) => l.url));
      const now = deps.now();
      links.forEach((l, i) => {
        const s = states[i];
        if (s && s.nextAt > now) return;
        queued.add(l.url);
        pending.push({ ...l, id: c.id, host: hostOf(l.url) });
      });
    }
  }

  // A name that does not resolve is a hard failure only when other hosts answered in this run: when none did, the
  // server's own resolver or network is down, and that says nothing about the links.
  let answered = 0;
  const unresolved: { item: Item; outcome: Outcome }[] = [];

  async function checkOne(item: Item): Promise<void> {
    const outcome = await deps.check(item.url);
    if (outcome.answered) answered++;
    if (outcome.unresolved && !answered) unresolved.push({ item, outcome });
    else await record(item, outcome);
  }

  async function record(item: Item, outcome: Outcome): Promise<void> {
    const [prev] = await deps.store.getMany([item.url]);
    const state = nextState(prev, outcome, deps.now(), { id: item.id, kind: item.kind });
    await deps.store.set(item.url, state);
    checked++;
    if (state.state === 'broken') broken++;
  }

  /** The waiting link whose host is free and may be asked soonest. */
  function pick(): Item | undefined {
    let best = -1;
    let bestAt = Infinity;
    for (let i = 0; i < pending.length; i++) {
      const item = pending[i];
      if (!item || busy.has(item.host)) continue;
      const at = deps.readyAt(item.host);
      if (at < bestAt) {
        bestAt = at;
        best = i;
      }
    }
    return best < 0 ? undefined : pending.splice(best, 1)[0];
  }

  const overBudget = () => deps.signal?.aborted || performance.now() - started > deps.budgetMs;
  try {
    for (;;) {
      await fill();
      if (overBudget()) break;
      while (inFlight.size < concurrency) {
        const item = pick();
        if (!item) break;
        busy.add(item.host);
        const run: Promise<void> = checkOne(item)
          .catch((e: unknown) => console.error('[links] check failed:', item.url, e))
          .finally(() => {
            busy.delete(item.host);
            queued.delete(item.url);
            inFlight.delete(run);
          });
        inFlight.add(run);
      }
      if (!inFlight.size) break;
      await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    for (const { item, outcome } of unresolved) await record(item, answered ? outcome : { ...outcome, kind: 'soft' });
  } finally {
    await deps.store.flush();
  }
  return { checked, broken, left: pending.length > 0 || !exhausted };
}
