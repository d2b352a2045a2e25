import 'server-only';
import { randomBytes } from 'node:crypto';
import { type Competition, type CompetitionInput, competitionEditSchema } from '@/lib/competitions/schema';
import { competitionVersion } from '@/lib/competitions/version';
import { reloadCatalog } from '@/lib/data/catalog';
import { HISTORY_MESSAGES } from '@/lib/words/admin';
import { MUTATION_MESSAGES } from '@/lib/words/errors';
import {
  ConflictError,
  createCompetition,
  deleteCompetition,
  type MutationResult,
  NotFoundError,
  updateCompetition,
} from '@/lib/data/mutations';
import { trailersFor } from './commit-diff';
import { changedFields } from './diff';
import { getJournal } from './index';
import { KEEP_DELETED_MS } from './local-journal';
import type { HistoryAction, HistoryEntry, HistoryJournal } from './types';
import { noStore } from '@/lib/api/errors';
import { markGone } from '@/lib/links/gone';
import { fieldErrors } from '@/lib/api/fields';

/** History could not be read (GitHub failing or unreachable): 502 with a message for the admin. */
export function historyUnavailable(e: unknown): Response {
  console.error('[history] could not read:', e);
  return Response.json({ error: HISTORY_MESSAGES.loadFailed }, { status: 502, headers: noStore });
}

/** A version that cannot be saved as it is (an old copy missing a date the editor requires): 422. */
class UnrestorableError extends Error {
  readonly status = 422;
  constructor(readonly fields: Record<string, string>) {
    super(HISTORY_MESSAGES.cannotRestore);
    this.name = 'UnrestorableError';
  }
}

type Deps = {
  journal?: HistoryJournal;
  now?: () => number;
  /** A published organiser's submission: named in the commit's trailer and the history entry. */
  submitter?: string;
};

const entryId = (at: number) => `${at.toString(36)}-${randomBytes(4).toString('hex')}`;

/** Journals a write that succeeded. A journal failure is logged, never turned into a failed save. */
async function note(
  action: HistoryAction,
  by: string,
  before: Competition | null,
  after: Competition | null,
  deps: Deps,
  source?: string,
): Promise<void> {
  const at = (deps.now ?? Date.now)();
  const item = (after ?? before)!;
  const entry: HistoryEntry = {
    id: entryId(at),
    competitionId: item.id,
    action,
    at: new Date(at).toISOString(),
    by,
    title: item.title,
    changed: changedFields(before, after),
    before,
    after,
    ...(source ? { source } : {}),
    ...(deps.submitter ? { submitter: deps.submitter } : {}),
  };
  try {
    await (deps.journal ?? getJournal()).record(entry);
  } catch (e) {
    console.error('[history] could not record', action, item.id, e);
  }
}

export async function createWithHistory(input: CompetitionInput, by: string, deps: Deps = {}): Promise<MutationResult> {
  const result = await createCompetition(input, { trailers: trailersFor(by, undefined, deps.submitter) });
  await note('create', by, null, result.item, deps);
  return result;
}

export async function updateWithHistory(
  id: string,
  input: CompetitionInput,
  baseVersion: string,
  by: string,
  deps: Deps = {},
): Promise<MutationResult> {
  // The copy it replaced comes from the read the write was applied to: no second read of the store.
  const { previous, ...result } = await updateCompetition(id, input, baseVersion, {
    trailers: trailersFor(by, undefined, deps.submitter),
  });
  await note('update', by, previous, result.item, deps);
  return result;
}

export async function deleteWithHistory(id: string, baseVersion: string, by: string, deps: Deps = {}): Promise<MutationResult> {
  const result = await deleteCompetition(id, baseVersion, { trailers: trailersFor(by) });
  await markGone(id);
  await note('delete', by, result.item, null, deps);
  return result;
}

function toInput(version: Competition): CompetitionInput {
  const { id: _id, updated_at: _u, ...rest } = version as Competition & { updated_at?: string };
  const parsed = competitionEditSchema.safeParse(rest);
  if (!parsed.success) {
    throw new UnrestorableError(fieldErrors(parsed.error.issues));
  }
  return parsed.data;
}

/**
 * Undoes one history entry: brings back the competition as it was before that change (for a deletion, the deleted
 * copy), as an ordinary write: an update at `baseVersion` when the competition exists (409 when it changed meanwhile), or
 * a create under its old id when it was deleted (409 when that id is taken again), so its public address comes back.
 */
export async function restoreFromHistory(
  competitionId: string,
  historyId: string,
  baseVersion: string | null,
  by: string,
  deps: Deps = {},
): Promise<MutationResult> {
  const journal = deps.journal ?? getJournal();
  const entry = await journal.get(historyId).catch((e: unknown) => {
    throw new Error(HISTORY_MESSAGES.loadFailed, { cause: e });
  });
  const version = entry?.before;
  if (!entry || entry.competitionId !== competitionId || !version) throw new NotFoundError(HISTORY_MESSAGES.versionNotFound);
  const input = toInput(version);
  const trailers = trailersFor(by, entry.id);
  const current = (await reloadCatalog()).byId.get(competitionId);
  // A deleted competition comes back only under its own id, and only while no other competition holds it.
  if (current && entry.action === 'delete') throw new ConflictError(MUTATION_MESSAGES.idTaken);
  if (current) {
    const { previous: _previous, ...result } = await updateCompetition(competitionId, input, baseVersion ?? competitionVersion(current), {
      trailers,
      allowClearingDates: true,
    });
    await note('restore', by, current, result.item, deps, entry.id);
    return result;
  }
  const result = await createCompetition(input, { trailers }, competitionId);
  await note('restore', by, null, result.item, deps, entry.id);
  return result;
}

/** Deletions of the last 30 days whose competition has not come back, newest first. */
export async function listDeleted(deps: Deps = {}): Promise<HistoryEntry[]> {
  const journal = deps.journal ?? getJournal();
  const since = (deps.now ?? Date.now)() - KEEP_DELETED_MS;
  const recent = await journal.since(since);
  // A restore names the deletion it undid as its source.
  const restored = new Set(recent.flatMap((e) => (e.source ? [e.source] : [])));
  const catalog = await reloadCatalog();
  const seen = new Set<string>();
  const out: HistoryEntry[] = [];
  for (const e of recent) {
    if (e.action !== 'delete' || restored.has(e.id) || seen.has(e.competitionId) || catalog.byId.has(e.competitionId)) continue;
    seen.add(e.competitionId);
    out.push(e);
  }
  return out;
}
