import 'server-only';
import { getEnv } from '@/lib/env';
import { createLocalJournal, journalPathFor } from './local-journal';
import type { HistoryJournal } from './types';

const KEY = Symbol.for('infolomba.historyJournal');
const holder = globalThis as Record<symbol, HistoryJournal | undefined>;

/** The journal beside the data file (one per process, shared by every route bundle). */
export function getJournal(): HistoryJournal {
  return (holder[KEY] ??= createLocalJournal(journalPathFor(getEnv().DATA_FILE)));
}

export type { HistoryEntry, HistoryJournal, HistorySummary } from './types';
