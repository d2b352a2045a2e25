import 'server-only';
import { getEnv, githubSettings } from '@/lib/env';
import { createGithubHistory } from './github-history';
import { chooseShared } from '@/lib/shared';
import { createLocalJournal, createRedisJournal, journalPathFor } from './local-journal';
import type { HistoryJournal } from './types';

const KEY = Symbol.for('infolomba.historyJournal');
const holder = globalThis as Record<symbol, HistoryJournal | undefined>;

/**
 * Where history comes from (one per process, shared by every route bundle): the repository's commits when the
 * data lives on GitHub, else the journal beside the data file (in Redis when instances share it).
 */
export function getJournal(): HistoryJournal {
  if (holder[KEY]) return holder[KEY];
  const env = getEnv();
  const github = githubSettings(env);
  return (holder[KEY] = github
    ? createGithubHistory(github)
    : chooseShared({
        embedded: () => createLocalJournal(journalPathFor(env.DATA_FILE)),
        redis: (redis, key) => createRedisJournal(redis, key('history')),
      }));
}

export type { HistoryEntry, HistoryJournal, HistorySummary } from './types';
