import type { DataFile } from './raw-file';
import { DATA_MESSAGES } from '@/lib/words/errors';

/**
 * The data file as read: every record's original bytes, the normalised ones the site can show, the ones it
 * cannot, and the version it was read at.
 */
export type StoreSnapshot = DataFile & {
  /** GitHub: the blob sha ('' when the file is absent). Local: a hash of the file's bytes ('' when absent). */
  version: string;
  /** The file does not exist (a new site, or a wrong path): the admin is told before the first save creates it. */
  absent: boolean;
};

/** A write lost a race: the file changed since `version` was read. The caller re-reads and re-applies. */
export class VersionConflictError extends Error {
  constructor(message: string = DATA_MESSAGES.conflict) {
    super(message);
    this.name = 'VersionConflictError';
  }
}

export interface CompetitionStore {
  readonly kind: 'local' | 'github';
  /** Where the file is, for the admin: a local path, or owner/repo/path on GitHub. */
  readonly location: string;
  read(): Promise<StoreSnapshot>;
  /**
   * Writes the file's records (each record's bytes as given, so unchanged records keep theirs) if the file is still
   * at `version`; throws VersionConflictError otherwise. Returns the new version.
   */
  write(file: DataFile, version: string, message: string): Promise<string>;
}
