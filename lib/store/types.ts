import type { Competition } from '@/lib/competitions/schema';

/** The data file as read: the normalised list plus the version it was read at. */
export type StoreSnapshot = {
  /** Shared between readers (never copied per read): read-only. */
  items: readonly Competition[];
  /** GitHub: the blob sha ('' when the file is absent). Local: a hash of the file's bytes ('' when absent). */
  version: string;
  /** Records the normaliser dropped, for logs. */
  dropped: { index: number; reason: string }[];
};

/** A write lost a race: the file changed since `version` was read. The caller re-reads and re-applies. */
export class VersionConflictError extends Error {
  constructor(message = 'Gagal menyimpan: Terjadi konflik data. Coba muat ulang halaman dan simpan lagi.') {
    super(message);
    this.name = 'VersionConflictError';
  }
}

export interface CompetitionStore {
  readonly kind: 'local' | 'github';
  read(): Promise<StoreSnapshot>;
  /** Writes the whole list if the file is still at `version`; throws VersionConflictError otherwise. Returns the new version. */
  write(items: readonly Competition[], version: string, message: string): Promise<string>;
}
