import 'server-only';
import { type Catalog, getCatalog } from '@/lib/data/catalog';
import { getStore } from '@/lib/store';
import type { DroppedRecord } from '@/lib/store/raw-file';
import { recordKey } from '@/lib/store/raw-file';
import { HEALTH_WORDS } from '@/lib/words/admin';
import { FIELD_LABEL_OF, ISSUE_MESSAGES } from '@/lib/words/fields';
import { itemAt } from '@/lib/checked';

/** What a readiness check and the admin panel need to know about the data file. */
export type DataFileStatus = {
  store: 'local' | 'github';
  /** A local path, or owner/repo/path on GitHub. */
  location: string;
  /** The file exists. False on a new site (the first save creates it) or a wrong path: the site looks empty. */
  present: boolean;
  /** The last read succeeded (a present file parsed as a JSON array). */
  readable: boolean;
  /** The last read's error, when it failed. */
  error: string | null;
  /** Competitions the site shows. */
  shown: number;
  /** Records in the file the site cannot show (kept in the file, listed in the admin panel). */
  hidden: number;
};

/**
 * Whether the data file exists and was readable at the last read, from the cached catalog (no extra read).
 * For readiness endpoints: ready means `present && readable`.
 */
export async function getDataFileStatus(catalog?: Catalog): Promise<DataFileStatus> {
  const c = catalog ?? (await getCatalog());
  const store = getStore();
  return {
    store: store.kind,
    location: store.location,
    present: !c.health.absent,
    readable: c.error === null,
    error: c.error,
    shown: c.items.length,
    hidden: c.health.dropped.length,
  };
}

/** One record the site cannot show, as the admin panel lists it. */
export type InvalidRecordView = {
  /** Names the record's exact bytes: a fix or delete applies only while the record is unchanged. */
  key: string;
  /** 1-based position in the file's array. */
  position: number;
  id: string | null;
  title: string | null;
  /** Why it is not shown, in Indonesian. */
  reason: string;
  /** The record as it is in the file (null past the first few, to keep the page small). */
  raw: string | null;
};

/** The normaliser's reason as a sentence for the admin. */
export function describeDropReason(d: Pick<DroppedRecord, 'reason' | 'duplicate' | 'id'>): string {
  if (d.duplicate) return HEALTH_WORDS.duplicateId(d.id ?? '');
  if (d.reason === 'id kosong') return HEALTH_WORDS.noId;
  if (d.reason === 'judul kosong') return HEALTH_WORDS.emptyTitle;
  if (d.reason === 'bukan objek') return HEALTH_WORDS.notObject;
  return d.reason
    .split('; ')
    .map((part) => {
      const m = /^([\w.]+): (.*)$/.exec(part);
      if (!m) return part;
      const field = itemAt(m[1]!.split('.'), 0);
      if (field === 'id') return HEALTH_WORDS.idTooLong;
      return /^[A-Z]/.test(m[2]!) && /[a-z]/.test(m[2]!) && !/^(Too|Invalid|Expected)/.test(m[2]!)
        ? m[2]!
        : ISSUE_MESSAGES.invalid(FIELD_LABEL_OF[field] ?? m[1]!);
    })
    .join(' ');
}

const RAW_LIMIT = 100;

/** The records the site cannot show, for the admin panel; the first 100 with their raw text. */
export function invalidRecordViews(catalog: Catalog): InvalidRecordView[] {
  const { records, dropped } = catalog.health;
  return dropped.map((d, i) => {
    const bytes = records[d.index];
    return {
      key: bytes ? recordKey(bytes) : '',
      position: d.index + 1,
      id: d.id ?? null,
      title: d.title ?? null,
      reason: describeDropReason(d),
      raw: bytes && i < RAW_LIMIT ? Buffer.from(bytes).toString('utf8') : null,
    };
  });
}
