import 'server-only';
import { revalidatePath } from 'next/cache';
import { normaliseCompetition } from '@/lib/competitions/normalise';
import { type Competition, type CompetitionInput } from '@/lib/competitions/schema';
import { sortByRegistrationEnd } from '@/lib/competitions/sort';
import { competitionVersion } from '@/lib/competitions/version';
import { primeCatalog, type WrittenChange } from '@/lib/data/catalog';
import type { IndexEdit } from '@/lib/search/search-index';
import { getStore, type CompetitionStore, type StoreSnapshot, VersionConflictError } from '@/lib/store';

export const MUTATION_MESSAGES = {
  conflict: 'Gagal menyimpan: Terjadi konflik data. Coba muat ulang halaman dan simpan lagi.',
  notFound: 'Lomba tidak ditemukan.',
  invalid: 'Data lomba tidak valid.',
  saveFailed: 'Gagal menyimpan perubahan.',
} as const;

/** The competition changed since the editor loaded it (409). Nothing was written. */
export class ConflictError extends Error {
  readonly status = 409;
  constructor(message: string = MUTATION_MESSAGES.conflict) {
    super(message);
    this.name = 'ConflictError';
  }
}

export class NotFoundError extends Error {
  readonly status = 404;
  constructor(message: string = MUTATION_MESSAGES.notFound) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** The input passed the schema but not the normaliser the data file is read through (422). */
export class InvalidCompetitionError extends Error {
  readonly status = 422;
  constructor(readonly reason: string) {
    super(MUTATION_MESSAGES.invalid);
    this.name = 'InvalidCompetitionError';
  }
}

export type MutationDeps = {
  store?: CompetitionStore;
  /** Called after a successful write; defaults to revalidating every page. */
  revalidate?: () => void;
  /** Called with what was written; defaults to priming the in-process catalog. */
  prime?: (items: Competition[], version: string, change: WrittenChange) => void;
  maxAttempts?: number;
  /** Backoff before retry `attempt` (1-based), in ms. */
  backoff?: (attempt: number) => number;
};

export type MutationResult = { item: Competition; version: string };

const MAX_ATTEMPTS = 8;
const defaultBackoff = (attempt: number) => Math.min(1000, 25 * 2 ** (attempt - 1)) * (0.5 + Math.random());

function defaultRevalidate(): void {
  try {
    revalidatePath('/', 'layout');
  } catch (e) {
    // Outside a request (scripts, tests) there is nothing to revalidate; the write itself succeeded.
    console.warn('[data] revalidate skipped:', e instanceof Error ? e.message : e);
  }
}

// Writes in this process go one at a time, so they never conflict with each other; the store's version check
// (and the retry below) handles writers elsewhere. On globalThis because route bundles may each load this module.
const QUEUE_KEY = Symbol.for('infolomba.mutationQueue');
type Queue = { tail: Promise<unknown> };
const queue: Queue = ((globalThis as Record<symbol, Queue>)[QUEUE_KEY] ??= { tail: Promise.resolve() });

function serialised<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.tail.then(fn, fn);
  queue.tail = run.catch(() => undefined);
  return run;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Operation = (snap: StoreSnapshot) => { items: Competition[]; item: Competition; message: string; edit: IndexEdit };

/** Reads the latest list, applies one operation, writes at the version read; re-reads and re-applies on a conflict. */
async function apply(op: Operation, deps: MutationDeps): Promise<MutationResult> {
  const store = deps.store ?? getStore();
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const backoff = deps.backoff ?? defaultBackoff;
  const result = await serialised(async () => {
    for (let attempt = 1; ; attempt++) {
      const snap = await store.read();
      const { items, item, message, edit } = op(snap);
      const sorted = sortByRegistrationEnd(items);
      try {
        const version = await store.write(sorted, snap.version, message);
        return { sorted, version, item, change: { edit, before: snap.version } };
      } catch (e) {
        if (!(e instanceof VersionConflictError)) throw e;
        if (attempt >= maxAttempts) throw new ConflictError();
        await sleep(backoff(attempt));
      }
    }
  });
  (deps.prime ?? primeCatalog)(result.sorted, result.version, result.change);
  (deps.revalidate ?? defaultRevalidate)();
  return { item: result.item, version: competitionVersion(result.item) };
}

/**
 * The item exactly as the data file will read it back, so its version stays the same after a re-read. It is
 * stamped with the time of the save (calendars raise the event's SEQUENCE from it).
 */
function toStored(id: string, input: CompetitionInput): Competition {
  const res = normaliseCompetition({ ...input, id, updated_at: new Date().toISOString() });
  if (!res.ok) throw new InvalidCompetitionError(res.reason);
  return res.item;
}

/** A new id: the current timestamp, moved on while it is taken. */
export function newCompetitionId(existing: Iterable<string>, now: number = Date.now()): string {
  const taken = new Set(existing);
  let n = now;
  while (taken.has(String(n))) n++;
  return String(n);
}

export function createCompetition(input: CompetitionInput, deps: MutationDeps = {}): Promise<MutationResult> {
  toStored('0', input); // fail before touching the store
  return apply((snap) => {
    const item = toStored(newCompetitionId(snap.items.map((c) => c.id)), input);
    return { items: [...snap.items, item], item, message: `Create competition: ${item.title}`, edit: { upsert: item } };
  }, deps);
}

function current(snap: StoreSnapshot, id: string, baseVersion: string): number {
  const index = snap.items.findIndex((c) => c.id === id);
  if (index < 0) throw new NotFoundError();
  if (competitionVersion(snap.items[index]!) !== baseVersion) throw new ConflictError();
  return index;
}

export function updateCompetition(
  id: string,
  input: CompetitionInput,
  baseVersion: string,
  deps: MutationDeps = {},
): Promise<MutationResult> {
  const item = toStored(id, input);
  return apply((snap) => {
    const index = current(snap, id, baseVersion);
    const items = snap.items.slice();
    items[index] = item;
    return { items, item, message: `Update competition: ${item.title}`, edit: { upsert: item } };
  }, deps);
}

export function deleteCompetition(id: string, baseVersion: string, deps: MutationDeps = {}): Promise<MutationResult> {
  return apply((snap) => {
    const index = current(snap, id, baseVersion);
    const item = snap.items[index]!;
    return { items: snap.items.filter((_, i) => i !== index), item, message: `Delete competition ${id}`, edit: { remove: id } };
  }, deps);
}
