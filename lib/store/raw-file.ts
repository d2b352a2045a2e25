import { createHash } from 'node:crypto';
import { normaliseCompetition, parseDataArray } from '@/lib/competitions/normalise';
import { isInvisible, repairText } from '@/lib/competitions/normalise-text';
import type { Competition } from '@/lib/competitions/schema';
import { splitArray } from './split-array';
import { DATA_MESSAGES } from '@/lib/words/errors';

/** A record the site cannot show. It stays in the file; the admin panel lists it. */
export type DroppedRecord = {
  /** Its position in the file's array. */
  index: number;
  /** The normaliser's reason ('judul kosong', 'id ganda 7', 'title: Judul paling banyak 300 karakter.'). */
  reason: string;
  /** Its id and title as far as they can be read (repaired), for the admin's list. */
  id?: string;
  title?: string;
  /** Left out only because an earlier record has the same id. */
  duplicate?: boolean;
};

/**
 * The data file's content. Every record is kept as the exact bytes it has in the file, so a write can put back
 * every record it did not target unchanged (unknown fields and unreadable records included); only the records
 * the site can show are normalised, for the pages.
 */
export type DataFile = {
  /** Each element of the file's array, its original bytes, in file order. Read-only, shared. */
  records: readonly Uint8Array[];
  /** The records the site can show, normalised, in file order. */
  items: readonly Competition[];
  /** items[i] came from records[itemRecords[i]] (ascending). */
  itemRecords: readonly number[];
  /** The records the site cannot show, in file order. */
  dropped: readonly DroppedRecord[];
};

export const EMPTY_DATA_FILE: DataFile = Object.freeze({ records: [], items: [], itemRecords: [], dropped: [] });

const label = (v: unknown, max: number): string =>
  (typeof v === 'string' ? repairText(v).trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '').slice(0, max);

/** A dropped record's entry; `duplicateId` marks one hidden only because an earlier record has that id. */
export function droppedOf(index: number, raw: unknown, reason: string, duplicateId?: string): DroppedRecord {
  const r = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const d: DroppedRecord = { index, reason };
  const id = duplicateId ?? label(r.id, 64);
  const title = label(r.title, 120);
  if (id) d.id = id;
  // A title of only zero-width characters reads as none: the admin list shows "(tanpa judul)".
  if (title && !isInvisible(title)) d.title = title;
  if (duplicateId !== undefined) d.duplicate = true;
  return d;
}

export const duplicateReason = (id: string) => `id ganda ${id}`;

/**
 * Reads the data file's bytes: blank means no records; anything but a JSON array is an error (the pages show it
 * and keep the last good copy). Duplicate ids keep the first record.
 */
export function readDataFile(bytes: Uint8Array): DataFile {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buf.toString('utf8');
  if (!text.trim()) return EMPTY_DATA_FILE;
  const data = parseDataArray(text);
  const spans = splitArray(buf);
  if (spans.length !== data.length) throw new Error(DATA_MESSAGES.unreadableArray);
  const records = spans.map(([start, end]) => buf.subarray(start, end));
  const items: Competition[] = [];
  const itemRecords: number[] = [];
  const dropped: DroppedRecord[] = [];
  const seen = new Set<string>();
  data.forEach((raw: unknown, index) => {
    const res = normaliseCompetition(raw);
    if (!res.ok) return dropped.push(droppedOf(index, raw, res.reason));
    if (seen.has(res.item.id)) return dropped.push(droppedOf(index, raw, duplicateReason(res.item.id), res.item.id));
    seen.add(res.item.id);
    items.push(res.item);
    itemRecords.push(index);
  });
  return { records, items, itemRecords, dropped };
}

const OPEN = Buffer.from('[\n  ');
const SEPARATOR = Buffer.from(',\n  ');
const CLOSE = Buffer.from('\n]\n');
const EMPTY_ARRAY = Buffer.from('[]\n');

/**
 * The file's bytes for these records, as the chunks they are joined from: a two-space-indented JSON array (what
 * `JSON.stringify(list, null, 2)` gives for records it wrote itself), each record's bytes put back exactly. The
 * records are not copied, so a writer can send them as they are (one writev) instead of building one large buffer.
 */
export function fileChunks(records: readonly Uint8Array[]): Uint8Array[] {
  if (records.length === 0) return [EMPTY_ARRAY];
  const parts: Uint8Array[] = new Array(records.length * 2 + 1);
  parts[0] = OPEN;
  records.forEach((r, i) => {
    parts[2 * i + 1] = r;
    parts[2 * i + 2] = i + 1 < records.length ? SEPARATOR : CLOSE;
  });
  return parts;
}

/**
 * The file's bytes for these records in one buffer (fileChunks joined). Also returns each record as a view into
 * the new bytes, so a snapshot of what was written holds one buffer, not every earlier one.
 */
export function serialiseRecords(records: readonly Uint8Array[]): { bytes: Buffer; records: Uint8Array[] } {
  const bytes = Buffer.concat(fileChunks(records));
  const views: Uint8Array[] = [];
  let offset = OPEN.length;
  for (const r of records) {
    views.push(bytes.subarray(offset, offset + r.byteLength));
    offset += r.byteLength + SEPARATOR.length;
  }
  return { bytes, records: views };
}

/** One record's bytes as the array writes it: two-space JSON, nested one level. */
export function recordBytes(value: unknown): Uint8Array {
  return Buffer.from(JSON.stringify(value, null, 2).replace(/\n/g, '\n  '), 'utf8');
}

/** A short, stable name for one record's bytes: the admin names an unreadable record by it. */
export function recordKey(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 20);
}

/** The record's value, or undefined when its bytes are not JSON (never the case for a file that was read). */
export function parseRecord(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A competition written for a data file from tests and seeds: every record new. */
export function dataFileOf(items: readonly unknown[]): DataFile {
  return readDataFile(serialiseRecords(items.map(recordBytes)).bytes);
}
