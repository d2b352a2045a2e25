import 'server-only';
import path from 'node:path';
import { getEnv, githubSettings } from '@/lib/env';
import { createGithubUploadStore } from './github';
import { createLocalUploadStore, type UploadStore, uploadsDirFor } from './store';

// One store per process; route bundles may each load this module.
const KEY = Symbol.for('infolomba.uploads');
type Holder = { store?: UploadStore };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

/** The upload store beside the data: the data repository with DATA_SOURCE=github, else a folder (UPLOADS_DIR). */
export function getUploadStore(): UploadStore {
  if (holder.store) return holder.store;
  const env = getEnv();
  const github = githubSettings(env);
  holder.store = github
    ? createGithubUploadStore({ ...github, dataPath: github.path })
    : createLocalUploadStore(
        env.UPLOADS_DIR ? path.resolve(/* turbopackIgnore: true */ process.cwd(), env.UPLOADS_DIR) : uploadsDirFor(env.DATA_FILE),
      );
  return holder.store;
}

export { type UploadStore } from './store';
