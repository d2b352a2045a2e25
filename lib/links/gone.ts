import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { getEnv } from '@/lib/env';
import { chooseShared } from '@/lib/shared';
import { createFileKeyedStore, createRedisKeyedStore, type KeyedStore } from './keyed-store';

/**
 * Competitions the admin deleted: their detail address answers 410 Gone (with the not-found page) instead of 404,
 * so search engines drop it; an id nobody ever used stays 404. The ids are kept beside the data
 * (`data.gone.json`) or in Redis, and each process holds them as a set it reads again at most every minute. The
 * request hook (lib/server/request-hook.ts) turns the page's 404 into 410 for these ids only: a competition
 * brought back answers 200 again, whatever the set says.
 */
const REFRESH_MS = 60_000;

type Holder = { store?: KeyedStore<number>; ids: Set<string>; readAt: number; reading?: Promise<void> };
const KEY = Symbol.for('infolomba.goneIds');
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= { ids: new Set(), readAt: 0 });

function goneFileFor(dataFile: string): string {
  const { dir, name } = path.parse(dataFile);
  return path.join(dir, `${name}.gone.json`);
}

function store(): KeyedStore<number> {
  return (holder.store ??= chooseShared({
    embedded: () => createFileKeyedStore(goneFileFor(getEnv().DATA_FILE), z.number(), 0),
    redis: (redis, key) => createRedisKeyedStore(redis, key('gone'), z.number()),
  }));
}

/** Reads the ids again (in the background of the request that finds them old). */
export function refreshGoneIds(now = Date.now()): Promise<void> {
  holder.readAt = now;
  return (holder.reading ??= store()
    .all()
    .then((all) => {
      holder.ids = new Set(all.keys());
    })
    .catch((e: unknown) => console.error('[gone] reading the deleted ids failed:', e))
    .finally(() => {
      holder.reading = undefined;
    }));
}

/** Whether the admin deleted `id` (as this process last read it); never waits. */
export function isGone(id: string, now = Date.now()): boolean {
  if (now - holder.readAt > REFRESH_MS) void refreshGoneIds(now);
  return holder.ids.has(id);
}

/** Remembers a deletion (after the write succeeded); failing to remember it only leaves a 404. */
export async function markGone(id: string, at = Date.now()): Promise<void> {
  holder.ids.add(id);
  try {
    await store().set(id, at);
    await store().flush();
  } catch (e) {
    console.error('[gone] remembering a deleted id failed:', e);
  }
}
