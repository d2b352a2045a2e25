import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { parseDataFile, serialiseDataFile } from '@/lib/competitions/normalise';
import type { Competition } from '@/lib/competitions/schema';
import { type CompetitionStore, type StoreSnapshot, VersionConflictError } from './types';

const hashOf = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 40);

/** Serialises writes per file within this process; the version check catches writers in other processes. */
const queues = new Map<string, Promise<unknown>>();
function serialised<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const prev = queues.get(key) ?? Promise.resolve();
  const next = prev.then(fn, fn);
  queues.set(key, next.catch(() => undefined));
  return next;
}

async function readBytes(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`Gagal membaca file data: ${(e as Error).message}`);
  }
}

/** The data file on this machine. Writes go to a temporary file, are flushed, then renamed over the old one. */
export function createLocalStore(file: string): CompetitionStore {
  return {
    kind: 'local',
    async read(): Promise<StoreSnapshot> {
      const bytes = await readBytes(file);
      if (!bytes) return { items: [], version: '', dropped: [] };
      const { items, dropped } = parseDataFile(bytes.toString('utf8'));
      return { items, version: hashOf(bytes), dropped };
    },
    write(items: readonly Competition[], version: string, _message: string): Promise<string> {
      return serialised(file, async () => {
        const current = await readBytes(file);
        if ((current ? hashOf(current) : '') !== version) throw new VersionConflictError();
        const text = serialiseDataFile(items);
        await mkdir(path.dirname(file), { recursive: true });
        const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
        const handle = await open(tmp, 'w');
        try {
          await handle.writeFile(text, 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
        try {
          await rename(tmp, file);
        } catch (e) {
          await unlink(tmp).catch(() => undefined);
          throw e;
        }
        return hashOf(text);
      });
    },
  };
}
