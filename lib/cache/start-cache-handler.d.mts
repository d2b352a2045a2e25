import type { Entry } from './shared-pages.mjs';

/** Next's page cache handler (next.config.ts `cacheHandler`): the instance's memory, then Redis when REDIS_URL is set. */
export default class StartCacheHandler {
  constructor(ctx: object);
  get(key: string, ctx: object): Promise<Entry | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
}
