import type { DataFile } from './raw-file';
import { STORE_BUSY } from '@/lib/words/status';
import { DATA_MESSAGES } from '@/lib/words/errors';
import { isNamedError } from '@/lib/named-error';

/**
 * The data file as read: every record's original bytes, the normalised ones the site can show, the ones it
 * cannot, and the version it was read at.
 */
export type StoreSnapshot = DataFile & {
  /** GitHub: the blob sha ('' when the file is absent). Local: a hash of the file's bytes ('' when absent). */
  version: string;
  /** The file does not exist (a new site, or a wrong path): the admin is told before the first save creates it. */
  absent: boolean;
  /** Set when this read failed and the store handed back its last good copy instead (GitHub down or limiting us). */
  stale?: StoreFailure;
};

/** The store's reads are failing and its last good copy is served. */
export type StoreFailure = {
  /** The failure as the store saw it (GitHub's status and text): for the log, the admin and readiness, not visitors. */
  error: string;
  /** When reads started failing (epoch ms). */
  since: number;
  /** When the copy served was read (epoch ms). */
  lastGoodAt: number;
  /** GitHub asked us not to ask before this time (epoch ms). */
  retryAt?: number;
};

/**
 * A write refused without reaching GitHub, or refused by it, because GitHub asks us to wait (a rate limit, or
 * backing off while it fails). Nothing was written; the admin is told when to try again (503 with Retry-After).
 */
export class StoreBusyError extends Error {
  // Thrown by the one store of the process, which another route's copy of this module may have made.
  static [Symbol.hasInstance](value: unknown): boolean {
    return isNamedError(value, 'StoreBusyError');
  }
  readonly status = 503;
  constructor(
    readonly retryAt: number,
    readonly limited = true,
    now = Date.now(),
  ) {
    super(storeBusyMessage(retryAt, limited, now));
    this.name = 'StoreBusyError';
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.retryAt - Date.now()) / 1000));
  }
}

const WIB_TIME = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A clock time in Jakarta, as the admin reads it ("10.42"). */
export const wibTime = (epochMs: number) => WIB_TIME.format(epochMs);

function storeBusyMessage(retryAt: number, limited: boolean, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((retryAt - now) / 60_000));
  return STORE_BUSY[limited ? 'limited' : 'failing'].replace('{time}', wibTime(retryAt)).replace('{minutes}', String(minutes));
}

/** A write lost a race: the file changed since `version` was read. The caller re-reads and re-applies. */
export class VersionConflictError extends Error {
  // Thrown by the one store of the process, which another route's copy of this module may have made (lib/named-error.ts).
  static [Symbol.hasInstance](value: unknown): boolean {
    return isNamedError(value, 'VersionConflictError');
  }
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
