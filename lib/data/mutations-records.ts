import 'server-only';
import { describeDropReason } from '@/lib/data/data-health';
import { applyToFile, assertWellFormed, ConflictError, InvalidCompetitionError, type MutationDeps } from '@/lib/data/mutations';
import type { StoreSnapshot } from '@/lib/store';
import { removeRecord, replaceRecord } from '@/lib/store/raw-edit';
import { recordBytes, recordKey } from '@/lib/store/raw-file';
import { RECORD_MESSAGES } from '@/lib/words/admin';
import { itemAt } from '@/lib/checked';

/**
 * Fixing or deleting a record the site cannot show (an empty title, an over-long description, a duplicate id...).
 * The admin names the record by the key of its bytes, so a record changed since the panel loaded is never
 * overwritten by mistake: that answers 409 and nothing is written.
 */

type RecordFixResult = {
  /** The record's new key. */
  key: string;
  /** The site shows it now. */
  shown: boolean;
  /** Why it is still not shown. */
  reason: string | null;
};

function find(snap: StoreSnapshot, key: string): number {
  const d = snap.dropped.find((x) => recordKey(itemAt(snap.records, x.index)) === key);
  if (!d) throw new ConflictError(RECORD_MESSAGES.gone);
  return d.index;
}

const nameOf = (snap: StoreSnapshot, index: number) => {
  const d = snap.dropped.find((x) => x.index === index);
  return d?.title || d?.id || `data ke-${index + 1}`;
};

/** Parses the admin's text for a record: one JSON object with valid Unicode. */
function parseRecordText(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidCompetitionError('not json', RECORD_MESSAGES.notJson);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new InvalidCompetitionError('not an object', RECORD_MESSAGES.notObject);
  assertWellFormed(value);
  return value as Record<string, unknown>;
}

/** Replaces the record with the admin's corrected JSON, in the same place; the site shows it if it now can. */
export function fixInvalidRecord(key: string, text: string, deps: MutationDeps = {}): Promise<RecordFixResult> {
  const value = parseRecordText(text);
  const bytes = recordBytes(value);
  return applyToFile((snap) => {
    const index = find(snap, key);
    const next = replaceRecord(snap, index, bytes);
    const still = next.dropped.find((d) => d.index === index);
    const title = typeof value.title === 'string' && value.title.trim() ? value.title.trim() : nameOf(snap, index);
    return {
      next,
      message: `Update competition: ${title}`,
      result: { key: recordKey(bytes), shown: !still, reason: still ? describeDropReason(still) : null },
    };
  }, deps);
}

/** Removes the record from the file. */
export function deleteInvalidRecord(key: string, deps: MutationDeps = {}): Promise<{ key: string }> {
  return applyToFile((snap) => {
    const index = find(snap, key);
    const d = snap.dropped.find((x) => x.index === index);
    return { next: removeRecord(snap, index), message: `Delete competition ${d?.id || nameOf(snap, index)}`, result: { key } };
  }, deps);
}
