import 'server-only';
import { randomBytes } from 'node:crypto';
import type { BigIntStats } from 'node:fs';
import { type FileHandle, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { removeLeftoverTempFiles, tempFileFor } from './local-temp';
import { hashInSlices, writeChunks } from './local-bytes';
import { hashFile } from './local-hash-worker';
import { type DataFile, EMPTY_DATA_FILE, fileChunks, readDataFile } from './raw-file';
import { serialQueue } from '@/lib/fs/small-files';
import { type CompetitionStore, type StoreSnapshot, VersionConflictError } from './types';

/** Serialises writes per file within this process; the version check catches writers in other processes. */
const queues = new Map<string, ReturnType<typeof serialQueue>>();
function serialised<T>(key: string, fn: () => Promise<T>): Promise<T> {
  let queue = queues.get(key);
  if (!queue) queues.set(key, (queue = serialQueue()));
  return queue(fn);
}

/**
 * The last good read of each file, reused while the file's stat signature is unchanged, so re-reading an
 * unchanged file costs one fstat instead of a read, a parse and a hash. Our writes rename a new file into place
 * (new inode); an edit in place changes mtime/ctime and usually size. On globalThis because route bundles may
 * each load this module, and the snapshot is large.
 */
type Memo = {
  signature: string;
  snapshot: StoreSnapshot;
  /** Changed too recently for the signature alone to be trusted: the bytes are hashed again (but not parsed). */
  racy: boolean;
};
const MEMO_KEY = Symbol.for('infolomba.localStoreMemo');
const memos: Map<string, Memo> = ((globalThis as Record<symbol, Map<string, Memo>>)[MEMO_KEY] ??= new Map());

/**
 * A file changed this recently may change again within the same timestamp tick without its signature changing
 * (coarse kernel clocks, 2 s on FAT), so such a read is not trusted for the next one.
 */
const RACY_MS = 2_000;

const signatureOf = (s: BigIntStats) => `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
const isRacy = (s: BigIntStats, now: number) => now - Math.max(Number(s.mtimeMs), Number(s.ctimeMs)) < RACY_MS;

const readError = (e: unknown) => new Error(`Gagal membaca file data: ${(e as Error).message}`);
const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

async function openForRead(file: string): Promise<FileHandle | null> {
  try {
    return await open(file, 'r');
  } catch (e) {
    if (isMissing(e)) return null;
    throw readError(e);
  }
}

/**
 * The file's stats and, unless the memo already describes exactly this file, its bytes. The stats come from the
 * open handle before reading, so they describe the same inode; a change during the read makes the next fstat
 * differ, and that read starts over.
 */
async function readCurrent(file: string): Promise<{ stats: BigIntStats; memo: Memo | undefined; bytes: Buffer | null } | null> {
  const handle = await openForRead(file);
  if (!handle) return null;
  try {
    const stats = await handle.stat({ bigint: true });
    const memo = memos.get(file);
    if (memo && !memo.racy && memo.signature === signatureOf(stats)) return { stats, memo, bytes: null };
    return { stats, memo, bytes: await handle.readFile() };
  } catch (e) {
    throw readError(e);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** The data file on this machine. Writes go to a temporary file, are flushed, then renamed over the old one. */
export function createLocalStore(file: string): CompetitionStore {
  const key = path.resolve(file);
  // A process killed during a write leaves its temporary file (as large as the data); the first use clears them.
  let cleaned: Promise<unknown> | undefined;
  const clean = () => (cleaned ??= removeLeftoverTempFiles(key));
  return {
    kind: 'local',
    location: key,
    async read(): Promise<StoreSnapshot> {
      await clean();
      const started = Date.now();
      const current = await readCurrent(key);
      if (!current) {
        memos.delete(key);
        return { ...EMPTY_DATA_FILE, version: '', absent: true };
      }
      if (!current.bytes) return current.memo!.snapshot;
      const version = await hashInSlices(current.bytes);
      // The same bytes as the remembered read (touched, or written by us moments ago): no need to parse them again.
      const snapshot: StoreSnapshot =
        current.memo?.snapshot.version === version ? current.memo.snapshot : { ...readDataFile(current.bytes), version, absent: false };
      memos.set(key, { signature: signatureOf(current.stats), snapshot, racy: isRacy(current.stats, started) });
      return snapshot;
    },
    write(data: DataFile, version: string, _message: string): Promise<string> {
      return serialised(key, async () => {
        await clean();
        const current = await readCurrent(key);
        const currentVersion = !current ? '' : current.bytes ? await hashInSlices(current.bytes) : current.memo!.snapshot.version;
        if (currentVersion !== version) throw new VersionConflictError();
        await mkdir(path.dirname(key), { recursive: true });
        const tmp = tempFileFor(key, randomBytes(6).toString('hex'));
        const handle = await open(tmp, 'w');
        let written: BigIntStats;
        let newVersion: string;
        try {
          // Every record's bytes as given: the records this write did not target go back exactly as they were read,
          // straight from the buffers they were read into (no copy of the whole file is built).
          await writeChunks(handle, fileChunks(data.records));
          // The version is the hash of what is on disk, taken off the event loop while the data is flushed.
          [newVersion] = await Promise.all([hashFile(tmp), handle.sync()]);
          written = await handle.stat({ bigint: true });
        } catch (e) {
          await handle.close().catch(() => undefined);
          await unlink(tmp).catch(() => undefined);
          throw e;
        }
        await handle.close();
        try {
          await rename(tmp, key);
        } catch (e) {
          await unlink(tmp).catch(() => undefined);
          throw e;
        }
        // What we just wrote is what the next read would parse and hash: remember it, trusted while the file keeps
        // the stat signature of the inode we renamed into place. Another writer that renames its own file over it
        // (as this store does) brings a new inode; one that edits in place changes mtime, ctime or size. Only an
        // in-place edit of the same size within the same timestamp tick as our rename would go unseen; re-hashing
        // 230 MB after every save to rule that out would cost more than the save itself. If the file in place is
        // no longer our inode as we wrote it (another process renamed its own over it, or already edited it), nothing
        // is remembered.
        const placed = await stat(key, { bigint: true }).catch(() => null);
        const ours = placed && placed.ino === written.ino && placed.dev === written.dev;
        if (ours && placed.size === written.size && placed.mtimeNs === written.mtimeNs) {
          const snapshot: StoreSnapshot = { ...data, version: newVersion, absent: false };
          memos.set(key, { signature: signatureOf(placed), snapshot, racy: false });
        } else memos.delete(key);
        return newVersion;
      });
    },
  };
}
