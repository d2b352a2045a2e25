import { z } from 'zod';
import { competitionSchema } from '@/lib/competitions/schema';
import { fieldChanges } from './diff';

// No server-only import here: the admin's browser client reads history answers with these same schemas.

/** What the editor lists about one change to one competition: who made it, when, and which fields. */
const historySummarySchema = z.object({
  /** Unique within the journal; names the version to restore. */
  id: z.string(),
  competitionId: z.string(),
  action: z.enum(['create', 'update', 'delete', 'restore']),
  /** ISO timestamp. */
  at: z.string(),
  /** The admin's e-mail (or a commit's author). */
  by: z.string(),
  title: z.string(),
  /** Field names that differ between before and after (`title`, `registration.end`, ...). */
  changed: z.array(z.string()),
  /** For a restore: the entry whose version was brought back. */
  source: z.string().optional(),
  /** For a published organiser's submission: who submitted it (name and organisation). */
  submitter: z.string().optional(),
  /** For an update or a restore: each changed field's value before and after, in words (diff.ts). */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })).optional(),
});
export type HistorySummary = z.infer<typeof historySummarySchema>;
export type HistoryAction = HistorySummary['action'];

/** The answer of the history and "Terhapus" routes. */
export const historyAnswerSchema = z.object({ entries: z.array(historySummarySchema) });

/** One change with the competition before and after it, as a journal keeps it. */
export const historyEntrySchema = historySummarySchema.extend({
  before: competitionSchema.nullable(),
  after: competitionSchema.nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const summarise = ({ before, after, ...rest }: HistoryEntry): HistorySummary => {
  const changes = fieldChanges(before, after, rest.changed);
  return changes.length ? { ...rest, changes } : rest;
};

/**
 * Where history lives. Kept this small so another backend (a database shared by several servers) can stand in
 * for the local file.
 */
export interface HistoryJournal {
  record(entry: HistoryEntry): Promise<void>;
  /** Newest first. */
  forCompetition(competitionId: string, limit?: number): Promise<HistoryEntry[]>;
  get(entryId: string): Promise<HistoryEntry | null>;
  /** Every entry at or after `since` (ms), newest first. */
  since(since: number): Promise<HistoryEntry[]>;
}
