import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/env';
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
  holder.store =
    env.DATA_SOURCE === 'github'
      ? createGithubUploadStore({
          token: env.GITHUB_TOKEN!,
          owner: env.GITHUB_OWNER!,
          repo: env.GITHUB_REPO!,
          branch: env.GITHUB_BRANCH,
          dataPath: env.GITHUB_DATA_PATH,
          baseUrl: env.GITHUB_API_URL,
        })
      : createLocalUploadStore(
          env.UPLOADS_DIR ? path.resolve(/* turbopackIgnore: true */ process.cwd(), env.UPLOADS_DIR) : uploadsDirFor(env.DATA_FILE),
        );
  return holder.store;
}

export { type UploadStore } from './store';
