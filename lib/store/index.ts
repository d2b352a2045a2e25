import 'server-only';
import { getEnv, githubSettings } from '@/lib/env';
import { trackWrite } from '@/lib/shutdown';
import { createGithubStore } from './github';
import { createLocalStore } from './local';
import type { CompetitionStore } from './types';

// One store per process: route bundles may each load this module, and the store holds what must be shared by every
// route (its last good copy, its conditional-read cache, and GitHub's rate limit state), so it lives on globalThis.
const KEY = Symbol.for('infolomba.store');
const shared = globalThis as { [KEY]?: CompetitionStore };

/** The store the environment names: the local file by default, or a GitHub repository. */
export function getStore(): CompetitionStore {
  if (shared[KEY]) return shared[KEY];
  const env = getEnv();
  const github = githubSettings(env);
  const store = github ? createGithubStore(github) : createLocalStore(env.DATA_FILE);
  // A graceful stop waits for the writes in flight (lib/shutdown.ts).
  const { write } = store;
  store.write = (items, version, message) => trackWrite(write.call(store, items, version, message));
  shared[KEY] = store;
  return store;
}

export type { CompetitionStore, StoreSnapshot } from './types';
export { VersionConflictError } from './types';
export { type DataFile, dataFileOf, type DroppedRecord } from './raw-file';
