import 'server-only';
import type { Redis } from 'ioredis';
import { serialQueue } from '@/lib/fs/small-files';
import { requireRedis } from '@/lib/shared';
import { type Submission, submissionSchema } from './schema';
import type { SubmissionStore } from './store';

const MAX_RETRIES = 20;

/**
 * Submissions in Redis, shared by every instance: one JSON string per submission, a sorted set of ids by creation
 * time, and one key per token hash naming its submission. `update` is an optimistic transaction (WATCH, then
 * MULTI), tried again when another instance changed the same submission meanwhile.
 */
export function createRedisSubmissionStore(redis: Redis, key: (...parts: string[]) => string): SubmissionStore {
  const ids = key('submissions', 'ids');
  const one = (id: string) => key('submissions', 'item', id);
  const byHash = (kind: 'status' | 'confirm', hash: string) => key('submissions', kind, hash);
  const parse = (text: string | null): Submission | null => {
    if (!text) return null;
    const parsed = submissionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  };
  const run = <T>(fn: (r: Redis) => Promise<T>) => requireRedis(redis, fn);
  // WATCH belongs to a connection: this process's transactions go one at a time on its one connection, and WATCH
  // guards each against the other instances.
  const serialised = serialQueue();
  const write = <T>(fn: (r: Redis) => Promise<T>) => serialised(() => run(fn));
  const hashKeys = (s: Submission) => [byHash('status', s.statusHash), ...(s.confirmHash ? [byHash('confirm', s.confirmHash)] : [])];

  return {
    list: () =>
      run(async (r) => {
        const all = await r.zrange(ids, '0', '-1');
        if (!all.length) return [];
        const texts = await r.mget(all.map(one));
        return texts.flatMap((t) => parse(t) ?? []);
      }),
    get: (id) => run(async (r) => parse(await r.get(one(id)))),
    findByHash: (kind, hash) =>
      run(async (r) => {
        const id = await r.get(byHash(kind, hash));
        return id ? parse(await r.get(one(id))) : null;
      }),
    add: (s, max) =>
      write(async (r) => {
        for (let i = 0; i < MAX_RETRIES; i++) {
          await r.watch(ids);
          if ((await r.zcard(ids)) >= max) {
            await r.unwatch();
            return false;
          }
          const tx = r.multi().set(one(s.id), JSON.stringify(s)).zadd(ids, Date.parse(s.createdAt), s.id);
          for (const k of hashKeys(s)) tx.set(k, s.id);
          if (await tx.exec()) return true;
        }
        throw new Error('Redis: too many concurrent submissions');
      }),
    update: (id, change) =>
      write(async (r) => {
        for (let i = 0; i < MAX_RETRIES; i++) {
          await r.watch(one(id));
          const current = parse(await r.get(one(id)));
          if (!current) {
            await r.unwatch();
            return null;
          }
          let next: Submission;
          try {
            next = submissionSchema.parse(change(current));
          } catch (e) {
            await r.unwatch();
            throw e;
          }
          const tx = r.multi().set(one(id), JSON.stringify(next));
          const kept = new Set(hashKeys(next));
          for (const k of hashKeys(current)) if (!kept.has(k)) tx.del(k);
          for (const k of kept) tx.set(k, id);
          if (await tx.exec()) return next;
        }
        throw new Error('Redis: too many concurrent changes to one submission');
      }),
    remove: (id) =>
      write(async (r) => {
        const current = parse(await r.get(one(id)));
        const tx = r.multi().del(one(id)).zrem(ids, id);
        if (current) for (const k of hashKeys(current)) tx.del(k);
        await tx.exec();
      }),
  };
}
