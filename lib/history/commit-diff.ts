import type { Competition } from '@/lib/competitions/schema';
import type { DataFile } from '@/lib/store/raw-file';
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
export const ADMIN_TRAILER = 'Admin';
/** Trailer of a "Kembalikan": the history entry whose version came back. */
export const RESTORES_TRAILER = 'Restores';

export function trailersFor(by: string, restores?: string): string {
  return [`${ADMIN_TRAILER}: ${by}`, ...(restores ? [`${RESTORES_TRAILER}: ${restores}`] : [])].join('\n');
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

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.byteLength === b.byteLength && Buffer.compare(a, b) === 0;

function byId(file: DataFile | null): Map<string, { item: Competition; bytes: Uint8Array }> {
  const out = new Map<string, { item: Competition; bytes: Uint8Array }>();
  file?.items.forEach((item, i) => out.set(item.id, { item, bytes: file.records[file.itemRecords[i]!]! }));
  return out;
}

/**
 * The competitions whose record differs between two versions of the data file, by id. Records are compared by
 * their bytes: a write puts every record it did not target back byte for byte, so an unchanged one never shows.
 * Records the site cannot read have no competition to show and are left out.
 */
export function diffFiles(before: DataFile | null, after: DataFile | null): RecordChange[] {
  const a = byId(before);
  const b = byId(after);
  const out: RecordChange[] = [];
  for (const [id, now] of b) {
    const was = a.get(id);
    if (!was) out.push({ competitionId: id, before: null, after: now.item });
    else if (!sameBytes(was.bytes, now.bytes)) out.push({ competitionId: id, before: was.item, after: now.item });
  }
  for (const [id, was] of a) if (!b.has(id)) out.push({ competitionId: id, before: was.item, after: null });
  return out;
}

/** History entry ids name the commit and the competition: `{sha}:{competitionId}`. */
export const commitEntryId = (sha: string, competitionId: string) => `${sha}:${competitionId}`;

export function parseCommitEntryId(entryId: string): { sha: string; competitionId: string } | null {
  const m = /^([0-9a-f]{40}):(.+)$/.exec(entryId);
  return m ? { sha: m[1]!, competitionId: m[2]! } : null;
}

/** The history entry of one competition's change in one commit: who (our trailer, else the author), when, what. */
export function entryOf(commit: CommitInfo, change: RecordChange): HistoryEntry {
  const trailers = readTrailers(commit.message);
  const restores = trailers[RESTORES_TRAILER];
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
  };
}
