import 'server-only';
import { z } from 'zod';
import { readTextIfPresent, serialQueue, writeFileAtomic } from '@/lib/fs/small-files';
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
