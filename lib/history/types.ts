import type { Competition } from '@/lib/competitions/schema';

export type HistoryAction = 'create' | 'update' | 'delete' | 'restore';

/** One change to one competition: who made it, when, which fields, and the competition before and after. */
export type HistoryEntry = {
  /** Unique within the journal; names the version to restore. */
  id: string;
  competitionId: string;
  action: HistoryAction;
  /** ISO timestamp. */
  at: string;
  /** The admin's e-mail (or a commit's author). */
  by: string;
  title: string;
  /** Field names that differ between before and after (`title`, `registration.end`, ...). */
  changed: string[];
  before: Competition | null;
  after: Competition | null;
  /** For a restore: the entry whose version was brought back. */
  source?: string;
};

/** What the editor lists: everything but the two copies. */
export type HistorySummary = Omit<HistoryEntry, 'before' | 'after'>;

export const summarise = ({ before: _b, after: _a, ...rest }: HistoryEntry): HistorySummary => rest;

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
