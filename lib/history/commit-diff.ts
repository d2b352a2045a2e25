import { createHash } from 'node:crypto';
import { normaliseCompetition } from '@/lib/competitions/normalise';
import type { Competition } from '@/lib/competitions/schema';
import { parseRecord } from '@/lib/store/raw-file';
import { splitArray } from '@/lib/store/split-array';
import { changedFields } from './diff';
import type { HistoryEntry } from './types';

/** One commit that touched the data file, as the commits API lists it. */
export type CommitInfo = {
  sha: string;
  /** ISO timestamp of the commit's author. */
  date: string;
  authorName: string;
  authorEmail: string;
  message: string;
};

/** One competition as it was before and after a commit (null: absent on that side). */
export type RecordChange = { competitionId: string; before: Competition | null; after: Competition | null };

/** Trailer our writes add to the commit message: the admin who made the change. */
const ADMIN_TRAILER = 'Admin';
/** Trailer of a "Kembalikan": the history entry whose version came back. */
const RESTORES_TRAILER = 'Restores';
/** Trailer of a published organiser's submission: who submitted it (name and organisation, never the e-mail). */
const SUBMITTER_TRAILER = 'Submitted-by';

export function trailersFor(by: string, restores?: string, submitter?: string): string {
  return [
    `${ADMIN_TRAILER}: ${by}`,
    ...(restores ? [`${RESTORES_TRAILER}: ${restores}`] : []),
    ...(submitter ? [`${SUBMITTER_TRAILER}: ${submitter.replace(/\s+/g, ' ')}`] : []),
  ].join('\n');
}

/** `Key: value` lines of the message's last paragraph (git's trailer block). */
export function readTrailers(message: string): Record<string, string> {
  const paragraphs = message.trim().split(/\n\s*\n/);
  if (paragraphs.length < 2) return {};
  const out: Record<string, string> = {};
  for (const line of paragraphs.at(-1)!.split('\n')) {
    const m = /^([A-Za-z][\w-]*):\s*(.+)$/.exec(line.trim());
    if (m) out[m[1]!] ??= m[2]!;
  }
  return out;
}

/** One version of the data file as the set of its records' bytes, keyed by a hash of them. */
export type RecordSet = Map<string, Uint8Array>;

/**
 * The records of a data file's bytes, without reading them: a byte scan and a hash per record (a tenth of the
 * cost of normalising every competition). Throws when the bytes are not an array.
 */
export function recordSet(bytes: Uint8Array): RecordSet {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: RecordSet = new Map();
  // A blank file holds no records (as the store reads it).
  if (!buf.some((byte) => byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09)) return out;
  for (const [start, end] of splitArray(buf)) {
    const record = buf.subarray(start, end);
    out.set(createHash('sha1').update(record).digest('base64'), record);
  }
  return out;
}

function readable(records: Iterable<Uint8Array>): Map<string, Competition> {
  const out = new Map<string, Competition>();
  for (const bytes of records) {
    const res = normaliseCompetition(parseRecord(bytes));
    if (res.ok && !out.has(res.item.id)) out.set(res.item.id, res.item);
  }
  return out;
}

/**
 * The competitions whose record differs between two versions of the data file, by id. Records are compared by
 * their bytes: a write puts every record it did not target back byte for byte, so only the records that changed
 * are read (normalised) at all; a record moved to another place is no change. Records the site cannot read have
 * no competition to show and are left out.
 */
export function diffRecords(before: RecordSet | null, after: RecordSet | null): RecordChange[] {
  const a = before ?? new Map<string, Uint8Array>();
  const b = after ?? new Map<string, Uint8Array>();
  const removed = readable([...a].flatMap(([key, bytes]) => (b.has(key) ? [] : [bytes])));
  const added = readable([...b].flatMap(([key, bytes]) => (a.has(key) ? [] : [bytes])));
  const out: RecordChange[] = [];
  for (const [id, item] of added) out.push({ competitionId: id, before: removed.get(id) ?? null, after: item });
  for (const [id, item] of removed) if (!added.has(id)) out.push({ competitionId: id, before: item, after: null });
  return out;
}

/** History entry ids name the commit and the competition: `{sha}:{competitionId}`. */
const commitEntryId = (sha: string, competitionId: string) => `${sha}:${competitionId}`;

export function parseCommitEntryId(entryId: string): { sha: string; competitionId: string } | null {
  const m = /^([0-9a-f]{40}):(.+)$/.exec(entryId);
  return m ? { sha: m[1]!, competitionId: m[2]! } : null;
}

/** The history entry of one competition's change in one commit: who (our trailer, else the author), when, what. */
export function entryOf(commit: CommitInfo, change: RecordChange): HistoryEntry {
  const trailers = readTrailers(commit.message);
  const restores = trailers[RESTORES_TRAILER];
  const submitter = trailers[SUBMITTER_TRAILER];
  const action = restores ? 'restore' : !change.before ? 'create' : !change.after ? 'delete' : 'update';
  return {
    id: commitEntryId(commit.sha, change.competitionId),
    competitionId: change.competitionId,
    action,
    at: commit.date,
    by: trailers[ADMIN_TRAILER] || commit.authorName || commit.authorEmail,
    title: (change.after ?? change.before)!.title,
    changed: changedFields(change.before, change.after),
    before: change.before,
    after: change.after,
    ...(restores ? { source: restores } : {}),
    ...(submitter ? { submitter } : {}),
  };
}
