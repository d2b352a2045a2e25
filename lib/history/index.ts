import 'server-only';
import { getEnv } from '@/lib/env';
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
  return (holder[KEY] =
    env.DATA_SOURCE === 'github'
      ? createGithubHistory({
          token: env.GITHUB_TOKEN!,
          owner: env.GITHUB_OWNER!,
          repo: env.GITHUB_REPO!,
          branch: env.GITHUB_BRANCH,
          path: env.GITHUB_DATA_PATH,
          baseUrl: env.GITHUB_API_URL,
        })
      : chooseShared({
          embedded: () => createLocalJournal(journalPathFor(env.DATA_FILE)),
          redis: (redis, key) => createRedisJournal(redis, key('history')),
        }));
}

export type { HistoryEntry, HistoryJournal, HistorySummary } from './types';
