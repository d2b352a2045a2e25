import 'server-only';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { readTextIfPresent, serialQueue, writeFileAtomic } from '@/lib/fs/small-files';

/**
 * Small records by key (link states, deleted ids) that live beside the data or in Redis: one JSON object in a file,
 * or one Redis hash. Values are parsed with their zod schema on the way in; a value that no longer parses is skipped.
 */
export interface KeyedStore<T> {
  getMany(keys: readonly string[]): Promise<(T | undefined)[]>;
  set(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every record; callers iterate, they do not keep it. */
  all(): Promise<Map<string, T>>;
  /** Writes what is pending (the file store writes at most every `flushMs`); Redis writes at once. */
  flush(): Promise<void>;
}

/** The file store: the whole map in memory once, written back whole, by rename, at most every `flushMs`. */
export function createFileKeyedStore<T>(file: string, schema: z.ZodType<T>, flushMs = 2_000): KeyedStore<T> {
  let map: Map<string, T> | undefined;
  let loading: Promise<Map<string, T>> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let dirty = false;
  const queue = serialQueue();

  const load = () =>
    map
      ? Promise.resolve(map)
      : (loading ??= readTextIfPresent(file).then((text) => {
          const out = new Map<string, T>();
          let parsed: unknown = {};
          try {
            parsed = text ? JSON.parse(text) : {};
          } catch (e) {
            console.error(`[store] ${file} is not JSON, starting empty:`, e);
          }
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
            for (const [k, v] of Object.entries(parsed)) {
              const res = schema.safeParse(v);
              if (res.success) out.set(k, res.data);
            }
          }
          return (map = out);
        }));

  const write = () =>
    queue(async () => {
      if (!dirty || !map) return;
      dirty = false;
      await writeFileAtomic(file, JSON.stringify(Object.fromEntries(map)), { mode: 0o600 });
    });

  const later = () => {
    dirty = true;
    timer ??= setTimeout(() => {
      timer = undefined;
      void write().catch((e: unknown) => console.error(`[store] writing ${file} failed:`, e));
    }, flushMs);
    timer.unref?.();
  };

  return {
    async getMany(keys) {
      const m = await load();
      return keys.map((k) => m.get(k));
    },
    async set(key, value) {
      (await load()).set(key, value);
      later();
    },
    async delete(key) {
      if ((await load()).delete(key)) later();
    },
    all: load,
    async flush() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await write();
    },
  };
}

/** The Redis store: one hash, a field per key. */
export function createRedisKeyedStore<T>(redis: Redis, hash: string, schema: z.ZodType<T>): KeyedStore<T> {
  const parse = (raw: string | null | undefined): T | undefined => {
    if (!raw) return undefined;
    try {
      const res = schema.safeParse(JSON.parse(raw));
      return res.success ? res.data : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    async getMany(keys) {
      if (!keys.length) return [];
      return (await redis.hmget(hash, ...keys)).map(parse);
    },
    async set(key, value) {
      await redis.hset(hash, key, JSON.stringify(value));
    },
    async delete(key) {
      await redis.hdel(hash, key);
    },
    async all() {
      const out = new Map<string, T>();
      let cursor = '0';
      do {
        const [next, flat] = await redis.hscan(hash, cursor, 'COUNT', 1000);
        cursor = next;
        for (let i = 0; i + 1 < flat.length; i += 2) {
          const k = flat[i];
          const v = parse(flat[i + 1]);
          if (k !== undefined && v !== undefined) out.set(k, v);
        }
      } while (cursor !== '0');
      return out;
    },
    flush: async () => {},
  };
}
