import 'server-only';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_NAME_RE } from './path';

/**
 * Where uploaded posters are kept, by their site-made name: a folder beside the local data file, or files beside
 * the data file in its GitHub repository. Nothing here is public: the poster route serves an upload only once a
 * published competition references it, and the admin sees the rest through an admin-only route.
 */
export interface UploadStore {
  readonly kind: 'local' | 'github';
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such upload. */
  get(name: string): Promise<Buffer | null>;
  /** Removes an upload; removing one that is not there is not an error. */
  remove(name: string): Promise<void>;
  /** The names of every upload kept (for the clean-up of abandoned ones). */
  list(): Promise<string[]>;
}

function checkName(name: string): string {
  if (!UPLOAD_NAME_RE.test(name)) throw new Error(`Invalid upload name: ${name}`);
  return name;
}

/** `database/data.json` -> `database/unggahan`: beside the data file. */
export function uploadsDirFor(dataFile: string): string {
  return path.join(/* turbopackIgnore: true */ path.dirname(dataFile), 'unggahan');
}

export function createLocalUploadStore(dir: string): UploadStore {
  return {
    kind: 'local',
    async put(name, bytes) {
      await mkdir(/* turbopackIgnore: true */ dir, { recursive: true });
      const file = path.join(/* turbopackIgnore: true */ dir, checkName(name));
      const tmp = `${file}.tmp`;
      await writeFile(/* turbopackIgnore: true */ tmp, bytes, { flush: true });
      await rename(/* turbopackIgnore: true */ tmp, file);
    },
    async get(name) {
      try {
        return await readFile(/* turbopackIgnore: true */ path.join(dir, checkName(name)));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(name) {
      try {
        await unlink(/* turbopackIgnore: true */ path.join(dir, checkName(name)));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    },
    async list() {
      try {
        return (await readdir(/* turbopackIgnore: true */ dir)).filter((name) => UPLOAD_NAME_RE.test(name));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw e;
      }
    },
  };
}
