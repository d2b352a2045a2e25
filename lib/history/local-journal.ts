import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { readTextIfPresent, serialQueue, writeFileAtomic } from '@/lib/fs/small-files';
import { requireRedis } from '@/lib/shared';
import { type HistoryEntry, type HistoryJournal, historyEntrySchema } from './types';

/** Deleted competitions stay restorable at least this long, whatever the bound below. */
export const KEEP_DELETED_MS = 30 * 24 * 60 * 60 * 1000;

type LocalJournalOptions = {
  /** Entries kept besides deletions younger than KEEP_DELETED_MS; older ones go first. */
  maxEntries?: number;
  now?: () => number;
};

/** The journal file beside the data file: `data.json` keeps its history in `data.history.jsonl`. */
export function journalPathFor(dataFile: string): string {
  const { dir, name } = path.parse(dataFile);
  return path.join(dir, `${name}.history.jsonl`);
}

/**
 * History as JSON lines beside the data file, appended after each write. It is bounded: past `maxEntries` (plus
 * a slack, so compaction is rare) it is rewritten with the newest entries and every deletion of the last 30 days.
 * Appends in this process are serialised; another process appending at once may lose a compaction's race,
 * which costs history lines, never data.
 */
export function createLocalJournal(file: string, opts: LocalJournalOptions = {}): HistoryJournal {
  const maxEntries = opts.maxEntries ?? 2000;
  const slack = Math.max(10, Math.floor(maxEntries / 10));
  const now = opts.now ?? Date.now;
  let lines: number | null = null;
  const serial = serialQueue();

  async function readAll(): Promise<HistoryEntry[]> {
    const text = await readTextIfPresent(file);
    if (text === null) return [];
    const out: HistoryEntry[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const parsed = historyEntrySchema.safeParse(JSON.parse(line));
        if (parsed.success) out.push(parsed.data);
      } catch {
        /* a torn or hand-edited line */
      }
    }
    return out;
  }

  async function compact(): Promise<void> {
    const all = await readAll();
    const keepDeleted = now() - KEEP_DELETED_MS;
    const recent = new Set(all.slice(-maxEntries));
    const kept = all.filter((e) => recent.has(e) || (e.action === 'delete' && Date.parse(e.at) >= keepDeleted));
    await writeFileAtomic(file, kept.map((e) => JSON.stringify(e)).join('\n') + (kept.length ? '\n' : ''));
    lines = kept.length;
  }

  return {
    record: (entry) =>
      serial(async () => {
        await mkdir(path.dirname(file), { recursive: true });
        lines ??= (await readAll()).length;
        await appendFile(file, `${JSON.stringify(entry)}\n`);
        lines++;
        if (lines > maxEntries + slack) await compact();
      }),
    forCompetition: async (competitionId, limit = 50) =>
      newestFirst((await readAll()).filter((e) => e.competitionId === competitionId)).slice(0, limit),
    get: async (entryId) => (await readAll()).find((e) => e.id === entryId) ?? null,
    since: async (since) => newestFirst((await readAll()).filter((e) => Date.parse(e.at) >= since)),
  };
}

// KEYS: the list. ARGV: entry json, max + slack. Appends; answers the length, so the caller knows when to compact.
const APPEND = `
redis.call('RPUSH', KEYS[1], ARGV[1])
return redis.call('LLEN', KEYS[1])`;

/**
 * The same journal shared by every instance (REDIS_URL set, data in a local file on a disk they share): a Redis
 * list of JSON lines, appended atomically, bounded as the file is. A compaction rewrites the list only if nobody
 * appended meanwhile (WATCH), else it is left for the next append. Durable as Redis is (AOF; see docs/deploy.md).
 * Redis unreachable: recording throws SharedUnavailableError, which lib/history/writes.ts logs as it does a file
 * it cannot append to (the write itself stands); admin writes are refused anyway while sessions cannot be checked.
 */
export function createRedisJournal(redis: Redis, listKey: string, opts: LocalJournalOptions = {}): HistoryJournal {
  const maxEntries = opts.maxEntries ?? 2000;
  const slack = Math.max(10, Math.floor(maxEntries / 10));
  const now = opts.now ?? Date.now;

  const parse = (lines: string[]): HistoryEntry[] =>
    lines.flatMap((line) => {
      try {
        const parsed = historyEntrySchema.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
  const readAll = () => requireRedis(redis, async (r) => parse(await r.lrange(listKey, 0, -1)));

  async function compact(): Promise<void> {
    const r = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false });
    try {
      await r.watch(listKey);
      const lines = await r.lrange(listKey, 0, -1);
      const all = parse(lines);
      const keepDeleted = now() - KEEP_DELETED_MS;
      const recent = new Set(all.slice(-maxEntries));
      const kept = all.filter((e) => recent.has(e) || (e.action === 'delete' && Date.parse(e.at) >= keepDeleted));
      const tx = r.multi().del(listKey);
      if (kept.length) tx.rpush(listKey, ...kept.map((e) => JSON.stringify(e)));
      await tx.exec(); // null when another append came first: the next append compacts again
    } finally {
      r.disconnect();
    }
  }

  return {
    record: (entry) =>
      requireRedis(redis, async (r) => {
        const length = Number(await r.eval(APPEND, 1, listKey, JSON.stringify(entry)));
        if (length > maxEntries + slack) await compact().catch((e: unknown) => console.error('[history] compaction failed:', e));
      }),
    forCompetition: async (competitionId, limit = 50) =>
      newestFirst((await readAll()).filter((e) => e.competitionId === competitionId)).slice(0, limit),
    get: async (entryId) => (await readAll()).find((e) => e.id === entryId) ?? null,
    since: async (since) => newestFirst((await readAll()).filter((e) => Date.parse(e.at) >= since)),
  };
}

const newestFirst = (list: HistoryEntry[]) => list.reverse();
