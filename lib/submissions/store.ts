import 'server-only';
import { z } from 'zod';
import { readTextIfPresent, serialQueue, writeFileAtomic } from '@/lib/fs/small-files';
import { type Submission, submissionSchema } from './schema';

/**
 * Where submissions are kept: personal data, so beside the data and never in it. One small interface, with a file
 * beside the data file as the embedded implementation; a shared one (Redis) stands behind the same methods.
 */
export interface SubmissionStore {
  list(): Promise<Submission[]>;
  get(id: string): Promise<Submission | null>;
  /** The submission whose status (or confirmation) token hashes to `hash`. */
  findByHash(kind: 'status' | 'confirm', hash: string): Promise<Submission | null>;
  /** Adds one; false when the store already holds `max`. */
  add(submission: Submission, max: number): Promise<boolean>;
  /**
   * Changes one submission atomically: `change` gets the current copy and returns the new one (or throws, and
   * nothing is written). Resolves with what was written, or null when there is no such submission.
   */
  update(id: string, change: (current: Submission) => Submission): Promise<Submission | null>;
  remove(id: string): Promise<void>;
}

const fileSchema = z.array(z.unknown());

/** A JSON array in a file, written whole to a temporary file and renamed over; writes in this process in turn. */
export function createFileSubmissionStore(file: string): SubmissionStore {
  const serialised = serialQueue();
  async function read(): Promise<Submission[]> {
    const text = await readTextIfPresent(file);
    if (!text?.trim()) return [];
    const parsed = fileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error('File kiriman rusak: isi file harus berupa array JSON.');
    return parsed.data.flatMap((r) => {
      const one = submissionSchema.safeParse(r);
      return one.success ? [one.data] : [];
    });
  }
  // Owner-only: the file holds organisers' e-mail addresses.
  const write = (all: Submission[]) => writeFileAtomic(file, JSON.stringify(all, null, 2) + '\n', { mode: 0o600 });
  return {
    list: () => serialised(read),
    get: (id) => serialised(async () => (await read()).find((s) => s.id === id) ?? null),
    findByHash: (kind, hash) =>
      serialised(async () => (await read()).find((s) => (kind === 'status' ? s.statusHash : s.confirmHash) === hash) ?? null),
    add: (submission, max) =>
      serialised(async () => {
        const all = await read();
        if (all.length >= max) return false;
        await write([...all, submission]);
        return true;
      }),
    update: (id, change) =>
      serialised(async () => {
        const all = await read();
        const i = all.findIndex((s) => s.id === id);
        const current = all[i];
        if (!current) return null;
        const next = submissionSchema.parse(change(current));
        all[i] = next;
        await write(all);
        return next;
      }),
    remove: (id) =>
      serialised(async () => {
        const all = await read();
        const kept = all.filter((s) => s.id !== id);
        if (kept.length !== all.length) await write(kept);
      }),
  };
}
