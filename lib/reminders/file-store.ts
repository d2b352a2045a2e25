import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { readTextIfPresent, writeFileAtomic } from '@/lib/fs/small-files';
import {
  RECENT_REMINDER_RUNS,
  type ReminderRun,
  type SentEntry,
  type Subscription,
  type SubscriptionCounts,
  type SubscriptionStore,
} from './types';

/** `data.json` -> `data.subscriptions.json` and `data.reminders-sent.jsonl`, beside the data file. */
export function subscriptionFilesFor(dataFile: string): { subscriptions: string; sentLog: string } {
  const { dir, name } = path.parse(dataFile);
  return { subscriptions: path.join(dir, `${name}.subscriptions.json`), sentLog: path.join(dir, `${name}.reminders-sent.jsonl`) };
}

type FileShape = { subscriptions: Subscription[]; runs: ReminderRun[] };
type LogLine = { k: string; e: SentEntry | null; x: number };

/**
 * Writes coalesced: calls made while a write runs share the next one, and each resolves once a write that includes
 * its change is on disk.
 */
function coalesced(write: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    running = write().finally(() => {
      running = null;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(
      () => ((next = null), start()),
      () => ((next = null), start()),
    );
    return next;
  };
}

/**
 * The embedded store: subscriptions in one JSON file (mode 600: personal data), rewritten whole by rename; the sent
 * log in an append-only file of JSON lines, one per claim or outcome, so a claim is on disk before its message goes
 * out and a restart mid-run never sends it again. Everything is held in memory after the first read; this store
 * serves one server process (Redis serves several).
 */
export function createFileSubscriptionStore(files: { subscriptions: string; sentLog: string }, now: () => number = Date.now) {
  let loaded: Promise<void> | null = null;
  const subs = new Map<string, Subscription>();
  const byEndpoint = new Map<string, string>();
  let runs: ReminderRun[] = [];
  const sent = new Map<string, { e: SentEntry; x: number }>();
  let pendingLines: string[] = [];

  const index = (s: Subscription) => {
    if (s.push) byEndpoint.set(s.push.endpoint, s.id);
  };

  async function load(): Promise<void> {
    const text = await readTextIfPresent(files.subscriptions);
    if (text?.trim()) {
      const data = JSON.parse(text) as Partial<FileShape>;
      for (const s of data.subscriptions ?? []) {
        subs.set(s.id, s);
        index(s);
      }
      runs = data.runs ?? [];
    }
    const log = await readTextIfPresent(files.sentLog);
    let lines = 0;
    const t = now();
    for (const line of log?.split('\n') ?? []) {
      if (!line.trim()) continue;
      lines++;
      try {
        const { k, e, x } = JSON.parse(line) as LogLine;
        if (e && x > t) sent.set(k, { e, x });
        else sent.delete(k);
      } catch {
        // A line cut short by a crash: the entry before it stands.
      }
    }
    // Keep the log from growing without end: rewrite it with the live entries when most lines are dead.
    if (lines > 1000 && lines > sent.size * 2) {
      await writeFileAtomic(files.sentLog, [...sent].map(([k, v]) => JSON.stringify({ k, e: v.e, x: v.x }) + '\n').join(''), {
        mode: 0o600,
      });
    }
  }
  const ready = () => (loaded ??= load().catch((e: unknown) => ((loaded = null), Promise.reject(e))));

  const writeSubs = coalesced(async () => {
    const data: FileShape = { subscriptions: [...subs.values()], runs };
    await writeFileAtomic(files.subscriptions, JSON.stringify(data) + '\n', { mode: 0o600 });
  });
  const flushLog = coalesced(async () => {
    if (!pendingLines.length) return;
    const chunk = pendingLines.join('');
    pendingLines = [];
    await mkdir(path.dirname(files.sentLog), { recursive: true });
    // Written before the message goes out, so a restarted process reads it; not fsynced one by one (a 10,000-message
    // run waited minutes for the disk): a power cut can lose the last claims, a crash of the process cannot.
    await appendFile(files.sentLog, chunk, { mode: 0o600 });
  });
  const log = (k: string, e: SentEntry | null, x: number) => {
    pendingLines.push(JSON.stringify({ k, e, x }) + '\n');
    return flushLog();
  };

  const store: SubscriptionStore & { files: typeof files } = {
    files,
    async get(id) {
      await ready();
      return subs.get(id) ?? null;
    },
    async findPush(endpoint) {
      await ready();
      const id = byEndpoint.get(endpoint);
      return (id && subs.get(id)) || null;
    },
    async findEmail(email) {
      await ready();
      // The address's record: the confirmed one, else the newest waiting for confirmation (handles hold no address).
      let pending: Subscription | null = null;
      for (const s of subs.values()) {
        if (s.channel !== 'email' || s.email !== email || s.linkedTo) continue;
        if (s.confirmedAt) return s;
        if (!pending || s.createdAt > pending.createdAt) pending = s;
      }
      return pending;
    },
    async put(sub) {
      await ready();
      const old = subs.get(sub.id);
      if (old?.push && old.push.endpoint !== sub.push?.endpoint) byEndpoint.delete(old.push.endpoint);
      subs.set(sub.id, structuredClone(sub));
      index(sub);
      await writeSubs();
    },
    async delete(id) {
      await ready();
      const old = subs.get(id);
      if (!old) return false;
      subs.delete(id);
      if (old.push) byEndpoint.delete(old.push.endpoint);
      await writeSubs();
      return true;
    },
    async *scan() {
      await ready();
      const all = [...subs.values()];
      for (let i = 0; i < all.length; i += 500) yield all.slice(i, i + 500).map((s) => structuredClone(s));
    },
    async counts() {
      await ready();
      const c: SubscriptionCounts = { email: 0, emailPending: 0, push: 0, digests: 0, followed: 0 };
      for (const s of subs.values()) {
        if (s.linkedTo) continue;
        if (s.channel === 'push') c.push++;
        else if (s.confirmedAt) c.email++;
        else c.emailPending++;
        if (s.digest && s.confirmedAt) c.digests++;
        if (s.confirmedAt) c.followed += Object.keys(s.competitions).length;
      }
      return c;
    },
    async claim(key, at) {
      await ready();
      const cur = sent.get(key);
      const live = cur && cur.x > at ? cur.e : null;
      if (live && (live.state !== 'retry' || live.retryAt > at)) return null;
      const attempts = live?.state === 'retry' ? live.attempts : 0;
      // Checked and taken in one synchronous step: two runs in this process cannot both take it.
      const entry: SentEntry = { state: 'sending', at, attempts };
      const keep = Math.max(cur?.x ?? 0, at + 7 * 86_400_000);
      sent.set(key, { e: entry, x: keep });
      await log(key, entry, keep);
      return attempts;
    },
    async settle(key, entry, keepMs) {
      await ready();
      const x = entry.at + keepMs;
      sent.set(key, { e: entry, x });
      await log(key, entry, x);
    },
    async entry(key) {
      await ready();
      const cur = sent.get(key);
      return cur && cur.x > now() ? cur.e : null;
    },
    async recordRun(run) {
      await ready();
      runs = [run, ...runs].slice(0, RECENT_REMINDER_RUNS);
      await writeSubs();
    },
    async runs() {
      await ready();
      return runs;
    },
  };
  return store;
}
