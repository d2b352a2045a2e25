import 'server-only';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { readTextIfPresent, serialQueue, writeFileAtomic } from '@/lib/fs/small-files';
import { requireRedis } from '@/lib/shared';
import { type Report, reportSchema } from './schema';

/** Where reports are kept: one small interface, so another place (a database, a repository) can replace the file. */
export interface ReportStore {
  list(): Promise<Report[]>;
  /** Appends one report; false when the queue already holds `max` reports. */
  add(report: Report, max: number): Promise<boolean>;
  /** Removes one report (the admin dealt with it); false when it was not there. */
  remove(id: string): Promise<boolean>;
}

const fileSchema = z.array(z.unknown());

/**
 * A JSON array in a file. Writes go to a temporary file that is renamed over the old one, so the queue is never
 * half-written; writes in this process go one at a time. Records that do not read as reports are skipped.
 */
export function createFileReportStore(file: string): ReportStore {
  const serialised = serialQueue();

  async function read(): Promise<Report[]> {
    const text = await readTextIfPresent(file);
    if (!text?.trim()) return [];
    const parsed = fileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error('File laporan rusak: isi file harus berupa array JSON.');
    return parsed.data.flatMap((r) => {
      const one = reportSchema.safeParse(r);
      return one.success ? [one.data] : [];
    });
  }

  async function write(reports: Report[]): Promise<void> {
    await writeFileAtomic(file, JSON.stringify(reports, null, 2) + '\n');
  }

  return {
    list: () => serialised(read),
    add: (report, max) =>
      serialised(async () => {
        const reports = await read();
        if (reports.length >= max) return false;
        await write([...reports, report]);
        return true;
      }),
    remove: (id) =>
      serialised(async () => {
        const reports = await read();
        const kept = reports.filter((r) => r.id !== id);
        if (kept.length === reports.length) return false;
        await write(kept);
        return true;
      }),
  };
}

// KEYS: the list. ARGV: report json, max. Appends unless the queue is full.
const ADD = `
if redis.call('LLEN', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('RPUSH', KEYS[1], ARGV[1])
return 1`;
// KEYS: the list. ARGV: id. Removes the report with that id.
const REMOVE = `
for _, text in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  local ok, report = pcall(cjson.decode, text)
  if ok and report.id == ARGV[1] then
    redis.call('LREM', KEYS[1], 1, text)
    return 1
  end
end
return 0`;

/**
 * The queue shared by every instance (REDIS_URL set): a Redis list of JSON reports, each add and remove one
 * atomic script. Durable as Redis is (run it with AOF; see docs/deploy.md). Redis unreachable: a report cannot be
 * sent (SharedUnavailableError, a clear 503) and the queue cannot be read.
 */
export function createRedisReportStore(redis: Redis, listKey: string): ReportStore {
  return {
    list: () =>
      requireRedis(redis, async (r) =>
        (await r.lrange(listKey, 0, -1)).flatMap((text) => {
          try {
            const one = reportSchema.safeParse(JSON.parse(text));
            return one.success ? [one.data] : [];
          } catch {
            return [];
          }
        }),
      ),
    add: (report, max) => requireRedis(redis, async (r) => (await r.eval(ADD, 1, listKey, JSON.stringify(report), String(max))) === 1),
    remove: (id) => requireRedis(redis, async (r) => (await r.eval(REMOVE, 1, listKey, id)) === 1),
  };
}
