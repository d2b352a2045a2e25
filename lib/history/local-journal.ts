import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { readTextIfPresent, serialQueue, writeFileAtomic } from '@/lib/fs/small-files';
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

  const newestFirst = (list: HistoryEntry[]) => list.reverse();

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
