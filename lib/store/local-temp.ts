import 'server-only';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * The local store's temporary files: `{data file}.{pid}.{12 hex}.tmp` beside the data file. A write creates one,
 * flushes it and renames it over the data file; a process killed in between (kill -9, power loss) leaves it, as
 * large as the data.
 */
export const tempFileFor = (file: string, nonce: string, pid = process.pid) => `${file}.${pid}.${nonce}.tmp`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A temporary file this long untouched belongs to no write in progress, whatever its process id says. */
const ABANDONED_MS = 10 * 60_000;

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files earlier writers left beside `file`: only names of exactly our pattern, and only of
 * processes that are gone (or untouched for 10 minutes), so a write running in another server is left alone.
 * Never throws; returns the names removed.
 */
export async function removeLeftoverTempFiles(file: string, now = Date.now()): Promise<string[]> {
  const dir = path.dirname(file);
  const pattern = new RegExp(`^${escapeRegExp(path.basename(file))}\\.(\\d+)\\.[0-9a-f]{12}\\.tmp$`);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const m = pattern.exec(name);
    if (!m) continue;
    const full = path.join(dir, name);
    try {
      const s = await stat(full);
      if (!s.isFile()) continue;
      if (isAlive(Number(m[1])) && now - s.mtimeMs < ABANDONED_MS) continue;
      await unlink(full);
      removed.push(name);
    } catch {
      // Gone meanwhile, or not ours to remove: leave it.
    }
  }
  if (removed.length)
    console.warn(`[store/local] removed ${removed.length} temporary file(s) left by an interrupted write: ${removed.join(', ')}`);
  return removed;
}
