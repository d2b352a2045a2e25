import 'server-only';
import { serialQueue } from '@/lib/fs/small-files';
import { normaliseCompetition } from '@/lib/competitions/normalise';
import { illFormedPaths } from '@/lib/competitions/normalise-text';
import { FIELD_LABEL_OF, TEXT_MESSAGES } from '@/lib/words/fields';
import { clearedDatesIssues, type Competition, type CompetitionInput } from '@/lib/competitions/schema';
import { ValidationError } from '@/lib/api/errors';
import { competitionVersion } from '@/lib/competitions/version';
import { recordMoves } from '@/lib/competitions/extension';
import { type Catalog, currentCatalog, primeCatalog, type WrittenChange } from '@/lib/data/catalog';
import { revalidateAfterWrite } from '@/lib/data/revalidate';
import type { SharedEdit } from '@/lib/cache/shared-changes.mjs';
import type { IndexEdit } from '@/lib/search/search-index';
import { type CompetitionStore, type DataFile, getStore, type StoreSnapshot, VersionConflictError } from '@/lib/store';
import { MUTATION_MESSAGES } from '@/lib/words/errors';
import {
  insertRecord,
  positionOf,
  removeRecord,
  replaceRecordAt,
  replaceShown,
  sortedPosition,
  updatedPosition,
} from '@/lib/store/raw-edit';
import { parseRecord, recordBytes } from '@/lib/store/raw-file';
import { itemAt } from '@/lib/checked';

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
  constructor(
    readonly reason: string,
    message: string = MUTATION_MESSAGES.invalid,
  ) {
    super(message);
    this.name = 'InvalidCompetitionError';
  }
}

export type MutationDeps = {
  store?: CompetitionStore;
  /**
   * Called after a successful write with the catalog before and after it, and what was written (the new version and
   * the one edit); defaults to revalidateAfterWrite.
   */
  revalidate?: (before?: Catalog, after?: Catalog, written?: { head: string; edit?: SharedEdit }) => void;
  /** Called with what was written; defaults to priming the in-process catalog. */
  prime?: (file: DataFile, version: string, change?: WrittenChange) => void;
  maxAttempts?: number;
  /** Backoff before retry `attempt` (1-based), in ms. */
  backoff?: (attempt: number) => number;
  /** Trailer lines for the commit message (who made the change): GitHub history reads them back. */
  trailers?: string;
  /** An update may clear a registration date that was set (a restore of an older version); else it is refused. */
  allowClearingDates?: boolean;
};

export type MutationResult = { item: Competition; version: string };

const MAX_ATTEMPTS = 8;
const defaultBackoff = (attempt: number) => Math.min(1000, 25 * 2 ** (attempt - 1)) * (0.5 + Math.random());

// Writes in this process go one at a time, so they never conflict with each other; the store's version check
// (and the retry below) handles writers elsewhere. On globalThis because route bundles may each load this module.
const QUEUE_KEY = Symbol.for('infolomba.mutationQueue');
type Queue = ReturnType<typeof serialQueue>;
const serialised: Queue = ((globalThis as Record<symbol, Queue>)[QUEUE_KEY] ??= serialQueue());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `edit` is what the search index takes for the change; none means the catalog is built again in full. */
type Operation<R> = (snap: StoreSnapshot) => { next: DataFile; message: string; result: R; edit?: IndexEdit };

/**
 * Reads the latest file, applies one operation to it, writes at the version read; re-reads and re-applies on a
 * conflict. The operation changes one record; every other record is written back with the bytes it was read with.
 */
export async function applyToFile<R>(op: Operation<R>, deps: MutationDeps): Promise<R> {
  const store = deps.store ?? getStore();
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const backoff = deps.backoff ?? defaultBackoff;
  const done = await serialised(async () => {
    for (let attempt = 1; ; attempt++) {
      const snap = await store.read();
      const { next, message, result, edit } = op(snap);
      try {
        const version = await store.write(next, snap.version, deps.trailers ? `${message}\n\n${deps.trailers}` : message);
        return { next, version, result, change: edit && { edit, before: snap.version } };
      } catch (e) {
        if (!(e instanceof VersionConflictError)) throw e;
        if (attempt >= maxAttempts) throw new ConflictError();
        await sleep(backoff(attempt));
      }
    }
  });
  const prime =
    deps.prime ?? ((file: DataFile, version: string, change?: WrittenChange) => primeCatalog([...file.items], version, change, file));
  const before = currentCatalog();
  prime(done.next, done.version, done.change);
  const after = currentCatalog();
  // Pages are compared before and after only when the catalog held exactly the data the write was applied to.
  const known = done.change !== undefined && before?.version === done.change.before && after !== before;
  const edit = done.change && { before: done.change.before, version: done.version, edit: done.change.edit };
  (deps.revalidate ?? revalidateAfterWrite)(known ? before : undefined, known ? after : undefined, { head: done.version, edit });
  return done.result;
}

/** Refuses text that is not valid Unicode (a lone surrogate), naming the field; reads repair it, writes do not guess. */
export function assertWellFormed(value: unknown): void {
  const bad = illFormedPaths(value);
  if (!bad.length) return;
  const field = FIELD_LABEL_OF[itemAt(itemAt(bad, 0).split('.'), 0)] ?? itemAt(bad, 0);
  throw new InvalidCompetitionError(`${bad.join(', ')}: karakter Unicode tidak valid`, `${field}: ${TEXT_MESSAGES.invalidUnicode}`);
}

/**
 * The item exactly as the data file will read it back, so its version stays the same after a re-read. It is
 * stamped with the time of the save (calendars raise the event's SEQUENCE from it).
 */
function toStored(id: string, input: CompetitionInput): Competition {
  assertWellFormed(input);
  const res = normaliseCompetition({ ...input, id, updated_at: new Date().toISOString() });
  if (!res.ok) throw new InvalidCompetitionError(res.reason, res.reason === 'judul kosong' ? TEXT_MESSAGES.invisibleTitle : undefined);
  return res.item;
}

/** An item as the data file will read it back (fields in the normalised order), so its version matches a re-read. */
function readBack(item: Competition): Competition {
  const res = normaliseCompetition(item);
  if (!res.ok) throw new InvalidCompetitionError(res.reason);
  return res.item;
}

/**
 * The record to write for an item: the previous record's fields in their order, each replaced by the item's value
 * when it has one; a field the item lacks is left out only when the admin saw it (the previous item had it) and
 * cleared it, so fields the site does not know or could not read are kept as they were. Then the item's new fields.
 */
function recordFor(item: Competition, previous?: unknown, previousItem?: Competition): Uint8Array {
  const prev = previous && typeof previous === 'object' && !Array.isArray(previous) ? (previous as Record<string, unknown>) : {};
  const fields = item as Record<string, unknown>;
  const seen = (previousItem ?? {}) as Record<string, unknown>;
  // No prototype: a field named __proto__ in the file stays a field.
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(prev)) {
    if (Object.hasOwn(fields, k)) out[k] = fields[k];
    else if (!Object.hasOwn(seen, k) || seen[k] === undefined) out[k] = v;
  }
  for (const [k, v] of Object.entries(fields)) if (!Object.hasOwn(out, k) && v !== undefined) out[k] = v;
  return recordBytes(out);
}

/** A new id: the current timestamp, moved on while it is taken. */
export function newCompetitionId(taken: (id: string) => boolean, now: number = Date.now()): string {
  let n = now;
  while (taken(String(n))) n++;
  return String(n);
}

/** Whether a record in the file has `id`: a shown item, or one hidden (a duplicate keeps its id). */
const idTaken = (snap: StoreSnapshot, id: string) => positionOf(snap, id) >= 0 || snap.dropped.some((d) => d.id === id);

/**
 * A new competition under a fresh id; with `id`, under that one (a deleted competition brought back keeps its
 * address), refused with a 409 and nothing written when a record with that id is in the file.
 */
export function createCompetition(input: CompetitionInput, deps: MutationDeps = {}, id?: string): Promise<MutationResult> {
  toStored(id ?? '0', input); // fail before touching the store
  return applyToFile((snap) => {
    const taken = (candidate: string) => idTaken(snap, candidate);
    if (id !== undefined && taken(id)) throw new ConflictError(MUTATION_MESSAGES.idTaken);
    const item = toStored(id ?? newCompetitionId(taken), input);
    const next = insertRecord(snap, sortedPosition(snap, item), recordFor(item));
    return {
      next,
      message: `Create competition: ${item.title}`,
      result: { item, version: competitionVersion(item) },
      edit: { upsert: item },
    };
  }, deps);
}

function current(snap: StoreSnapshot, id: string, baseVersion: string): number {
  const index = positionOf(snap, id);
  if (index < 0) throw new NotFoundError();
  if (competitionVersion(itemAt(snap.items, index)) !== baseVersion) throw new ConflictError();
  return index;
}

/** An update's result also names the copy it replaced (the one the editor loaded), for the history. */
type UpdateResult = MutationResult & { previous: Competition };

export function updateCompetition(
  id: string,
  input: CompetitionInput,
  baseVersion: string,
  deps: MutationDeps = {},
): Promise<UpdateResult> {
  const edited = toStored(id, input);
  return applyToFile((snap) => {
    const pos = current(snap, id, baseVersion);
    // What the save moved ("Diperpanjang", a rescheduled event) is read from the copy it replaces.
    const item = readBack(recordMoves(edited, itemAt(snap.items, pos)));
    const cleared = deps.allowClearingDates ? {} : clearedDatesIssues(itemAt(snap.items, pos).registration, item);
    if (Object.keys(cleared).length) throw new ValidationError(MUTATION_MESSAGES.invalid, cleared);
    const index = itemAt(snap.itemRecords, pos);
    const bytes = recordFor(item, parseRecord(itemAt(snap.records, index)), snap.items[pos]);
    // Saved in its place when it keeps that place and no record hides behind it; else removed and inserted where
    // it goes. With later records of the same id hidden behind it, it keeps its place so it stays the one shown.
    const shadowed = snap.dropped.some((d) => d.duplicate && d.id === id);
    const next =
      replaceShown(snap, pos, bytes) ??
      replaceRecordAt(snap, index, bytes, (without) => (shadowed ? index : updatedPosition(without, index, itemAt(snap.items, pos), item)));
    return {
      next,
      message: `Update competition: ${item.title}`,
      result: { item, version: competitionVersion(item), previous: itemAt(snap.items, pos) },
      edit: { upsert: item },
    };
  }, deps);
}

export function deleteCompetition(id: string, baseVersion: string, deps: MutationDeps = {}): Promise<MutationResult> {
  return applyToFile((snap) => {
    const pos = current(snap, id, baseVersion);
    const item = itemAt(snap.items, pos);
    const next = removeRecord(snap, itemAt(snap.itemRecords, pos));
    // A later record with the same id, hidden until now, shows in its place.
    const promoted = next.items[positionOf(next, id)];
    const edit: IndexEdit = promoted ? { upsert: promoted } : { remove: id };
    return { next, message: `Delete competition ${id}`, result: { item, version: competitionVersion(item) }, edit };
  }, deps);
}
