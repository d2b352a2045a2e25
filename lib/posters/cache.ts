import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A converted size is cheap to make again; a kept copy of the source may be all that is left of a poster. */
type PosterFileKind = 'variant' | 'kept';

/**
 * Where poster files live. One process uses the disk below; several servers would share one implementation of
 * this (an object store, a shared volume) so each poster is fetched and converted once for all of them.
 */
export interface PosterCache {
  get(name: string): Promise<Buffer | undefined>;
  put(name: string, data: Buffer, kind: PosterFileKind): Promise<void>;
}

/** Least recently used first; Map keeps insertion order, so a touched entry moves to the end. */
export class ByteLru<V extends { byteLength: number }> {
  private readonly entries = new Map<string, V>();
  bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const v = this.entries.get(key);
    if (v !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, v);
    }
    return v;
  }

  set(key: string, value: V): void {
    if (value.byteLength > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const v = this.entries.get(key);
    if (v === undefined) return;
    this.entries.delete(key);
    this.bytes -= v.byteLength;
  }

  /** Without counting as a use. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  oldest(): string | undefined {
    const first = this.entries.keys().next();
    return first.done ? undefined : first.value;
  }

  /** Adds entries as older than every present one (files found on disk at start), oldest first; no eviction. */
  prepend(older: readonly (readonly [string, V])[]): void {
    const present = [...this.entries];
    this.entries.clear();
    this.bytes = 0;
    const have = new Set(present.map(([k]) => k));
    for (const [k, v] of [...older.filter(([k]) => !have.has(k)), ...present]) {
      this.entries.set(k, v);
      this.bytes += v.byteLength;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

type Sized = { byteLength: number };

/** A `.tmp` file older than this is a dead process's unfinished write. */
const STALE_TMP_MS = 10 * 60_000;

/** name -> file: `0a1b…/320.webp` is stored as `<dir>/0a/0a1b….320.webp`. */
function fileOf(dir: string, name: string): string {
  const [key = '', file = ''] = name.split('/');
  if (!/^[0-9a-f]{16}$/.test(key) || !/^[\w.-]+$/.test(file) || file.startsWith('.')) throw new Error(`Bad poster file name ${name}`);
  return path.join(/* turbopackIgnore: true */ dir, key.slice(0, 2), `${key}.${file}`);
}

function nameOf(file: string): string | undefined {
  const m = /^([0-9a-f]{16})\.([\w.-]+)$/.exec(file);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

const kindOf = (name: string): PosterFileKind => (name.endsWith('/kept') || name.includes('/kept.') ? 'kept' : 'variant');

type DiskCacheOptions = { dir: string; maxBytes: number; memoryMaxBytes: number };

/**
 * Poster files on local disk, at most `maxBytes` in all: when a write passes the cap, the least recently used
 * converted sizes go first and kept copies only when no converted size is left. The most recently sent files are
 * also kept in memory, at most `memoryMaxBytes`. Accounting is per process; files written by an earlier run are
 * counted when the cache starts (oldest modification first).
 */
export class DiskPosterCache implements PosterCache {
  private readonly memory: ByteLru<Buffer>;
  private readonly onDisk: Record<PosterFileKind, ByteLru<Sized>>;
  private readonly ready: Promise<void>;

  constructor(private readonly opts: DiskCacheOptions) {
    this.memory = new ByteLru(opts.memoryMaxBytes);
    // The disk LRUs never evict by themselves (cap: infinity); evict() weighs both kinds against maxBytes.
    this.onDisk = { variant: new ByteLru(Infinity), kept: new ByteLru(Infinity) };
    this.ready = this.scan().catch(() => undefined);
  }

  /** Bytes on disk as this process counts them. */
  get diskBytes(): number {
    return this.onDisk.variant.bytes + this.onDisk.kept.bytes;
  }

  get memoryBytes(): number {
    return this.memory.bytes;
  }

  async get(name: string): Promise<Buffer | undefined> {
    const hot = this.memory.get(name);
    if (hot) {
      this.onDisk[kindOf(name)].get(name);
      return hot;
    }
    let data: Buffer;
    try {
      data = await readFile(/* turbopackIgnore: true */ fileOf(this.opts.dir, name));
    } catch {
      return undefined;
    }
    const lru = this.onDisk[kindOf(name)];
    if (!lru.get(name)) lru.set(name, { byteLength: data.byteLength });
    this.memory.set(name, data);
    return data;
  }

  async put(name: string, data: Buffer, kind: PosterFileKind): Promise<void> {
    const file = fileOf(this.opts.dir, name);
    await mkdir(/* turbopackIgnore: true */ path.dirname(file), { recursive: true });
    // A reader never sees half a file: write beside it, then rename over.
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(/* turbopackIgnore: true */ tmp, data);
    await rename(/* turbopackIgnore: true */ tmp, file);
    this.onDisk[kind].set(name, { byteLength: data.byteLength });
    this.memory.set(name, data);
    await this.ready;
    await this.evict();
  }

  private async evict(): Promise<void> {
    while (this.diskBytes > this.opts.maxBytes) {
      const lru = this.onDisk.variant.size > 0 ? this.onDisk.variant : this.onDisk.kept;
      const oldest = lru.oldest();
      if (oldest === undefined) return;
      lru.delete(oldest);
      this.memory.delete(oldest);
      await unlink(/* turbopackIgnore: true */ fileOf(this.opts.dir, oldest)).catch(() => undefined);
    }
  }

  private async scan(): Promise<void> {
    const found: { name: string; size: number; mtime: number }[] = [];
    let shards: string[];
    try {
      shards = await readdir(/* turbopackIgnore: true */ this.opts.dir);
    } catch {
      return;
    }
    for (const shard of shards) {
      let files: string[];
      try {
        files = await readdir(/* turbopackIgnore: true */ path.join(this.opts.dir, shard));
      } catch {
        continue;
      }
      for (const f of files) {
        const full = path.join(/* turbopackIgnore: true */ this.opts.dir, shard, f);
        if (f.endsWith('.tmp')) {
          // Left by a process that died mid-write; a young one may be a write of this process (the scan runs beside
          // the first puts) or of another one on the same folder, and must stay until its rename.
          const t = await stat(/* turbopackIgnore: true */ full).catch(() => undefined);
          if (t && Date.now() - t.mtimeMs > STALE_TMP_MS) await unlink(/* turbopackIgnore: true */ full).catch(() => undefined);
          continue;
        }
        const name = nameOf(f);
        if (!name) continue;
        const s = await stat(/* turbopackIgnore: true */ full).catch(() => undefined);
        if (s?.isFile()) found.push({ name, size: s.size, mtime: s.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    // Files this process touched while scanning are newer than anything found.
    for (const kind of ['variant', 'kept'] as const) {
      const lru = this.onDisk[kind];
      lru.prepend(found.filter((f) => kindOf(f.name) === kind && !lru.peek(f.name)).map((f) => [f.name, { byteLength: f.size }] as const));
    }
    await this.evict();
  }
}
