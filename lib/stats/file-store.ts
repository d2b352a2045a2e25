import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { trackWrite } from '@/lib/shutdown';
import { todayInJakarta } from '@/lib/competitions/dates';
import { addDays } from './days';
import { type DayCounts, KEEP_DAYS, MAX_FIELDS, type StatsStore, type StatsTable, SUMMARY_DAYS } from './types';

// The day's counters are checked by `isCounts` below, not by zod: 90 days at 10,000 competitions hold about a million
// fields, and a schema per field took seconds to parse them on the first read after a start.
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const fileSchema = z.object({
  tables: z.record(z.enum(['d', 'r', 'q']), z.record(z.string(), z.custom<Record<string, unknown>>(isObject))),
  // Each day's revision (`<table>:<day>`), kept across restarts so a summary made before one is still known current.
  revs: z.record(z.string(), z.number()).optional(),
  // The reports' summaries of finished days (lib/stats/report.ts), by name, with the last day each sums.
  sums: z.record(z.string(), z.object({ lastDay: z.string(), text: z.string() })).optional(),
});

/** Every counter a finite number. */
function isCounts(counts: Record<string, unknown>): counts is DayCounts {
  for (const field in counts) if (!Number.isFinite(counts[field])) return false;
  return true;
}
type Tables = Record<StatsTable, Record<string, DayCounts>>;
type Summaries = Map<string, { lastDay: string; text: string }>;
type Loaded = { tables: Tables; revisions: Map<string, number>; summaries: Summaries };

type FileStatsStore = StatsStore & {
  /** Writes at once without waiting (for the process's `exit`): nothing counted before it is lost. */
  flushSync(): void;
  /** Stops the timer (tests). */
  stop(): void;
};

type Options = { flushMs?: number; now?: () => number; log?: (msg: string, e?: unknown) => void };

/**
 * The embedded store: every total in this process's memory, written to a JSON file beside the data file at most
 * every `flushMs` when something changed, and once more when the process exits. A crash loses at most those
 * seconds. One server only: several instances share their counts through Redis.
 */
export function createFileStatsStore(file: string, { flushMs = 5_000, now = Date.now, log = console.error }: Options = {}): FileStatsStore {
  // Each day's revision (`versions`) is kept in the file with the counts: a summary kept there names the revisions it
  // was made from, and is current after a restart only if nothing changed those days since.
  const { tables, revisions, summaries } = load(file, log);
  let sumsText: string | null = null;
  // Each day's number of counters, counted once: `Object.keys` of a day with thousands of counters on every add was
  // most of what a count cost (about 1 ms at 10,000 competitions).
  const sizes = new Map<string, number>();
  // The days counted in this process (see `add`).
  const moved = new Set<string>();
  let dirty = false;
  let writing: Promise<void> | null = null;

  const prune = () => {
    const oldest = addDays(todayInJakarta(now()), -KEEP_DAYS);
    for (const [name, table] of Object.entries(tables)) {
      for (const day of Object.keys(table)) {
        if (day >= oldest) continue;
        delete table[day];
        sizes.delete(`${name}:${day}`);
        revisions.delete(`${name}:${day}`);
      }
    }
    const lastUseful = addDays(todayInJakarta(now()), -SUMMARY_DAYS);
    for (const [name, { lastDay }] of summaries) {
      if (lastDay >= lastUseful) continue;
      summaries.delete(name);
      sumsText = null;
    }
  };
  // Each day's JSON kept by its revision: a write serialises the days that changed (today) and joins the rest, not
  // 90 days of counters every few seconds (at 10,000 competitions some 16 MB, a stall the public pages felt).
  const dayTexts = new Map<string, { rev: number; text: string }>();
  /**
   * The file's text in pieces of about a day each, joined: the whole file. A generator, so a day not yet serialised
   * (every day, on the first write after a start: some 16 MB at 10,000 competitions) is serialised when the writer
   * reaches it, between the writes that let the event loop run, not all at once.
   */
  function* pieces(): Generator<string> {
    const seen = new Set<string>();
    // Each day's revision as its text was taken: a count landing while the writer runs is not claimed by the file.
    const written: Record<string, number> = {};
    yield '{"tables":{';
    for (const [t, table] of (['d', 'r', 'q'] as const).entries()) {
      yield `${t ? ',' : ''}${JSON.stringify(table)}:{`;
      let comma = '';
      for (const day of Object.keys(tables[table])) {
        // Gone since the keys were taken (the writer yields between pieces): nothing to write.
        const counts = tables[table][day];
        if (!counts) continue;
        const key = `${table}:${day}`;
        seen.add(key);
        const rev = revisions.get(key) ?? 0;
        let kept = dayTexts.get(key);
        if (!kept || kept.rev !== rev) dayTexts.set(key, (kept = { rev, text: JSON.stringify(counts) }));
        if (rev) written[key] = rev;
        yield `${comma}${JSON.stringify(day)}:${kept.text}`;
        comma = ',';
      }
      yield '}';
    }
    // A summary names the revisions it was made from: one made from a count this file does not hold yet names a
    // revision the file does not, and is made again after a restart.
    // The summaries (about 1 MB at 10,000 competitions) serialised once each time they change, not every write.
    sumsText ??= JSON.stringify(Object.fromEntries(summaries));
    yield `},"revs":${JSON.stringify(written)},"sums":${sumsText}}\n`;
    for (const key of dayTexts.keys()) if (!seen.has(key)) dayTexts.delete(key);
  }

  async function flush(): Promise<void> {
    if (writing) await writing;
    if (!dirty) return;
    dirty = false;
    prune();
    writing = trackWrite(writeInPieces(file, pieces()))
      .catch((e: unknown) => {
        dirty = true;
        log('[statistik] writing the counts failed:', e);
      })
      .finally(() => (writing = null));
    await writing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    async add(table, day, incr, set = {}) {
      const key = `${table}:${day}`;
      const counts = (tables[table][day] ??= {});
      let fields = sizes.get(key) ?? Object.keys(counts).length;
      const room = (field: string) => {
        if (field in counts) return true;
        if (fields >= MAX_FIELDS[table]) return false;
        fields++;
        return true;
      };
      for (const field in incr) if (room(field)) counts[field] = (counts[field] ?? 0) + (incr[field] ?? 0);
      for (const field in set) if (room(field)) counts[field] = set[field] ?? 0;
      sizes.set(key, fields);
      // A day's first count in this process moves its revision by a random step: a count lost in a crash (its
      // revision with it) and another one after the restart never share a revision, nor a summary made of either.
      revisions.set(key, (revisions.get(key) ?? 0) + (moved.has(key) ? 1 : randomInt(1, 2 ** 40)));
      moved.add(key);
      dirty = true;
    },
    async read(table, days, fields) {
      const found = new Map<string, DayCounts>();
      for (const day of days) {
        const counts = tables[table][day];
        if (!counts) continue;
        // The store's own object, not a copy (a day can hold tens of thousands of fields): callers only read it.
        if (!fields) found.set(day, counts);
        else found.set(day, Object.fromEntries(fields.flatMap((f) => (counts[f] === undefined ? [] : [[f, counts[f]]]))));
      }
      return found;
    },
    async versions(table, days) {
      return new Map(days.map((day) => [day, revisions.get(`${table}:${day}`) ?? 0]));
    },
    async summary(name) {
      return summaries.get(name)?.text ?? null;
    },
    async keepSummary(name, lastDay, text) {
      summaries.set(name, { lastDay, text });
      sumsText = null;
      dirty = true;
    },
    flush,
    flushSync() {
      if (!dirty) return;
      prune();
      const tmp = `${file}.exit.tmp`;
      writeFileSync(tmp, [...pieces()].join(''));
      renameSync(tmp, file);
      dirty = false;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * Writes the pieces one after another into a temporary file, flushed and renamed over `file` (a reader never sees it
 * half-written). A piece at a time, not one string: at 10,000 competitions the file is some 16 MB, and encoding it
 * in one go held the event loop (and the public pages waiting on it) for tens of milliseconds every few seconds.
 */
async function writeInPieces(file: string, pieces: Iterable<string>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    let batch = '';
    for (const piece of pieces) {
      batch += piece;
      if (batch.length < 256 * 1024) continue;
      await handle.write(batch);
      batch = '';
    }
    await handle.write(batch);
    await handle.sync();
  } catch (e) {
    await handle.close();
    await rm(tmp, { force: true });
    throw e;
  }
  await handle.close();
  await rename(tmp, file);
}

function load(file: string, log: Options['log'] & {}): Loaded {
  const empty = (): Loaded => ({ tables: { d: {}, r: {}, q: {} }, revisions: new Map(), summaries: new Map() });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') log('[statistik] reading the counts failed:', e);
    return empty();
  }
  try {
    const parsed = fileSchema.parse(JSON.parse(text));
    const tables: Tables = { d: {}, r: {}, q: {} };
    for (const table of ['d', 'r', 'q'] as const) {
      for (const [day, counts] of Object.entries(parsed.tables[table] ?? {})) {
        if (!isCounts(counts)) throw new Error(`${table} ${day}: a counter that is not a number`);
        tables[table][day] = counts;
      }
    }
    return { tables, revisions: new Map(Object.entries(parsed.revs ?? {})), summaries: new Map(Object.entries(parsed.sums ?? {})) };
  } catch (e) {
    // Kept aside, not overwritten: the owner can look at it; counting starts again from nothing.
    const aside = `${file}.unreadable-${Date.now()}`;
    log(`[statistik] ${file} cannot be read; kept as ${aside} and counting starts afresh:`, e);
    try {
      renameSync(file, aside);
    } catch {
      // Nothing more to do: the next write replaces it.
    }
    return empty();
  }
}
