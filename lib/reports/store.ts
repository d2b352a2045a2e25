import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
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
  let tail: Promise<unknown> = Promise.resolve();
  const serialised = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };

  async function read(): Promise<Report[]> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    if (!text.trim()) return [];
    const parsed = fileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error('File laporan rusak: isi file harus berupa array JSON.');
    return parsed.data.flatMap((r) => {
      const one = reportSchema.safeParse(r);
      return one.success ? [one.data] : [];
    });
  }

  async function write(reports: Report[]): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, JSON.stringify(reports, null, 2) + '\n', { flush: true });
    await rename(tmp, file);
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
