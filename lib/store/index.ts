import 'server-only';
import { getEnv, githubSettings } from '@/lib/env';
import { trackWrite } from '@/lib/shutdown';
import { createGithubStore } from './github';
import { createLocalStore } from './local';
import type { CompetitionStore } from './types';

let store: CompetitionStore | undefined;

/** The store the environment names: the local file by default, or a GitHub repository. */
export function getStore(): CompetitionStore {
  if (store) return store;
  const env = getEnv();
  const github = githubSettings(env);
  store = github ? createGithubStore(github) : createLocalStore(env.DATA_FILE);
  // A graceful stop waits for the writes in flight (lib/shutdown.ts).
  const { write } = store;
  store.write = (items, version, message) => trackWrite(write.call(store, items, version, message));
  return store;
}

export type { CompetitionStore, StoreSnapshot } from './types';
export { VersionConflictError } from './types';
export { type DataFile, dataFileOf, type DroppedRecord } from './raw-file';
