import { normaliseCompetition } from '@/lib/competitions/normalise';
import type { Competition } from '@/lib/competitions/schema';
import { type DataFile, type DroppedRecord, droppedOf, duplicateReason, parseRecord } from './raw-file';
import { itemAt } from '@/lib/checked';

/**
 * One-record edits of a DataFile. Each gives what reading the edited file back would give (the same items, the
 * same dropped records with the same reasons), without reading or normalising the other records again.
 */

/** The first position in the ascending list whose value is >= `value`. */
function lowerBound(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (itemAt(list, mid) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertDropped(dropped: DroppedRecord[], d: DroppedRecord): void {
  dropped.splice(
    lowerBound(
      dropped.map((x) => x.index),
      d.index,
    ),
    0,
    d,
  );
}

/*
 * Lookups by id go through a list of the shown items' ids, kept beside each items array: a scan of 100,000 id
 * strings takes about a millisecond where reading `id` off 100,000 objects spread over the heap takes five, and a
 * save does several. An edit derives the new list from the old one the way it derives the items.
 */
const idLists = new WeakMap<readonly Competition[], string[]>();

function idsOf(items: readonly Competition[]): string[] {
  let ids = idLists.get(items);
  if (!ids) idLists.set(items, (ids = items.map((c) => c.id)));
  return ids;
}

/** Where the item with `id` is in `file.items`, or -1. */
export function positionOf(file: Pick<DataFile, 'items'>, id: string): number {
  return idsOf(file.items).indexOf(id);
}

/** `items` spliced like Array#splice, with its id list spliced the same way. */
function spliceItems(items: Competition[], ids: string[], at: number, remove: number, item?: Competition): void {
  if (item) {
    items.splice(at, remove, item);
    ids.splice(at, remove, item.id);
  } else {
    items.splice(at, remove);
    ids.splice(at, remove);
  }
}

/** A file being edited: its own copies of every list, changed in place, the ids in step with the items. */
type Draft = { records: Uint8Array[]; items: Competition[]; ids: string[]; itemRecords: number[]; dropped: DroppedRecord[] };

/** One copy of each list of `file`, for any number of edits before it is handed out as a DataFile. */
function draftOf(file: DataFile): Draft {
  const items = file.items.slice();
  const ids = idsOf(file.items).slice();
  idLists.set(items, ids);
  return { records: file.records.slice(), items, ids, itemRecords: file.itemRecords.slice(), dropped: file.dropped.slice() };
}

const done = ({ records, items, itemRecords, dropped }: Draft): DataFile => ({ records, items, itemRecords, dropped });

/** Removes records[index]. A duplicate the removed item was hiding shows in its place. */
function removeFrom(d: Draft, index: number): void {
  d.records.splice(index, 1);
  const pos = lowerBound(d.itemRecords, index);
  const removed = d.itemRecords[pos] === index ? d.items[pos] : undefined;
  if (removed) {
    spliceItems(d.items, d.ids, pos, 1);
    d.itemRecords.splice(pos, 1);
  }
  for (let k = pos; k < d.itemRecords.length; k++) d.itemRecords[k] = itemAt(d.itemRecords, k) - 1;
  d.dropped = d.dropped.filter((x) => x.index !== index).map((x) => (x.index > index ? { ...x, index: x.index - 1 } : x));
  if (removed) {
    const at = d.dropped.findIndex((x) => x.duplicate && x.id === removed.id);
    const res = at >= 0 ? normaliseCompetition(parseRecord(itemAt(d.records, itemAt(d.dropped, at).index))) : null;
    if (res?.ok && res.item.id === removed.id) {
      const promoted = itemAt(d.dropped.splice(at, 1), 0);
      const p = lowerBound(d.itemRecords, promoted.index);
      spliceItems(d.items, d.ids, p, 0, res.item);
      d.itemRecords.splice(p, 0, promoted.index);
    }
  }
}

/**
 * Inserts `bytes` as a new record at `at`. It is read as the file would read it: shown when it normalises and its
 * id is free, or hidden (with the reason) when not; ids taken by a later record move that one out.
 */
function insertInto(d: Draft, at: number, bytes: Uint8Array): void {
  d.records.splice(at, 0, bytes);
  for (let k = lowerBound(d.itemRecords, at); k < d.itemRecords.length; k++) d.itemRecords[k] = itemAt(d.itemRecords, k) + 1;
  d.dropped = d.dropped.map((x) => (x.index >= at ? { ...x, index: x.index + 1 } : x));
  const raw = parseRecord(bytes);
  const res = normaliseCompetition(raw);
  if (!res.ok) return insertDropped(d.dropped, droppedOf(at, raw, res.reason));
  const existing = d.ids.indexOf(res.item.id);
  if (existing >= 0 && itemAt(d.itemRecords, existing) < at)
    return insertDropped(d.dropped, droppedOf(at, raw, duplicateReason(res.item.id), res.item.id));
  if (existing >= 0) {
    const demotedIndex = itemAt(d.itemRecords, existing);
    spliceItems(d.items, d.ids, existing, 1);
    d.itemRecords.splice(existing, 1);
    insertDropped(
      d.dropped,
      droppedOf(demotedIndex, parseRecord(itemAt(d.records, demotedIndex)), duplicateReason(res.item.id), res.item.id),
    );
  }
  const p = lowerBound(d.itemRecords, at);
  spliceItems(d.items, d.ids, p, 0, res.item);
  d.itemRecords.splice(p, 0, at);
}

/** The file without records[index]. A duplicate the removed item was hiding shows in its place. */
export function removeRecord(file: DataFile, index: number): DataFile {
  const d = draftOf(file);
  removeFrom(d, index);
  return done(d);
}

/** The file with `bytes` as a new record at `at`, read as the file would read it (see insertInto). */
export function insertRecord(file: DataFile, at: number, bytes: Uint8Array): DataFile {
  const d = draftOf(file);
  insertInto(d, at, bytes);
  return done(d);
}

/**
 * The file with records[index] replaced by `bytes` at the place `place` gives for the file without the record:
 * the same as removeRecord then insertRecord, with one copy of each list instead of two.
 */
export function replaceRecordAt(file: DataFile, index: number, bytes: Uint8Array, place: (without: DataFile) => number): DataFile {
  const d = draftOf(file);
  removeFrom(d, index);
  insertInto(d, place(done(d)), bytes);
  return done(d);
}

/** The file with records[index] replaced by `bytes`, at the same place. */
export function replaceRecord(file: DataFile, index: number, bytes: Uint8Array): DataFile {
  return replaceRecordAt(file, index, bytes, () => index);
}

const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

/**
 * Home order (registration end, latest first, none last; ties by title): the order the list is saved in. On items as
 * read (normalised), whose end is '' or a calendar date `YYYY-MM-DD`, so comparing the strings compares the dates:
 * a scan of 100,000 items for a new item's place then costs no date parsing.
 */
export function compareHomeOrder(a: Competition, b: Competition): number {
  const x = a.registration.end;
  const y = b.registration.end;
  if (x !== y) {
    if (!x || !y) return x ? -1 : 1;
    return x < y ? 1 : -1;
  }
  return collator.compare(a.title, b.title);
}

/**
 * Where a new or changed item's record goes: before the first shown record that sorts after it in home order,
 * so a file kept sorted stays sorted; at the end when none does.
 */
export function sortedPosition(file: DataFile, item: Competition): number {
  const k = file.items.findIndex((c) => compareHomeOrder(item, c) < 0);
  return k < 0 ? file.records.length : itemAt(file.itemRecords, k);
}

/** Whether `after` sorts between `prev` and `next` in home order (either may be missing). */
const fitsBetween = (prev: Competition | undefined, after: Competition, next: Competition | undefined) =>
  (!prev || compareHomeOrder(prev, after) <= 0) && (!next || compareHomeOrder(after, next) <= 0);

/**
 * Where an updated record goes: where it was when its place in home order did not change (or still fits between
 * its neighbours), so an edit moves nothing else; otherwise where the order puts it.
 */
export function updatedPosition(without: DataFile, index: number, before: Competition, after: Competition): number {
  if (compareHomeOrder(before, after) === 0) return index;
  const p = lowerBound(without.itemRecords, index);
  return fitsBetween(p > 0 ? without.items[p - 1] : undefined, after, without.items[p]) ? index : sortedPosition(without, after);
}

/**
 * The file with the shown item at `pos` saved as `bytes` in its record's place, when that is exactly what removing
 * the record and inserting `bytes` at the same place would give: the bytes read as an item with the same id, which
 * still sorts between its neighbours, and no hidden record has that id. One copy of the records and the items
 * instead of two of everything; otherwise undefined (use replaceRecordAt with updatedPosition).
 */
export function replaceShown(file: DataFile, pos: number, bytes: Uint8Array): DataFile | undefined {
  const before = itemAt(file.items, pos);
  const res = normaliseCompetition(parseRecord(bytes));
  if (!res.ok || res.item.id !== before.id || file.dropped.some((d) => d.id === before.id)) return undefined;
  const stays = compareHomeOrder(before, res.item) === 0 || fitsBetween(file.items[pos - 1], res.item, file.items[pos + 1]);
  if (!stays) return undefined;
  const records = file.records.slice();
  records[itemAt(file.itemRecords, pos)] = bytes;
  const items = file.items.slice();
  items[pos] = res.item;
  // The same ids in the same order: the list is shared (edits only ever change copies of it).
  idLists.set(items, idsOf(file.items));
  return { records, items, itemRecords: file.itemRecords, dropped: file.dropped };
}
