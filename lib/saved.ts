/** Saved competitions, kept in this browser only: a JSON array of ids under one localStorage key. */

import { taskMemo } from './task-memo';

export const SAVED_KEY = 'lomba:tersimpan';
const MAX_SAVED = 500;
const EMPTY: readonly string[] = Object.freeze([]);

/** The ids in a stored value; anything unreadable counts as nothing saved. */
export function parseSaved(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64);
  return [...new Set(ids)].slice(0, MAX_SAVED);
}

/** Newest first: a saved id goes to the front; saving it again is a no-op. */
export function addSaved(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [id, ...ids].slice(0, MAX_SAVED);
}

export function removeSaved(ids: readonly string[], id: string): string[] {
  return ids.filter((x) => x !== id);
}

export function toggleSaved(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? removeSaved(ids, id) : addSaved(ids, id);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type Listener = () => void;

type SavedStore = {
  subscribe: (listener: Listener) => () => void;
  /** The same array until the stored value changes, as useSyncExternalStore needs. */
  getSnapshot: () => readonly string[];
  /**
   * What the server renders with: nothing saved, the very array getSnapshot gives for an empty list, so a visitor
   * who has saved nothing (most, from search) costs no re-render after hydration.
   */
  getServerSnapshot: () => readonly string[];
  toggle: (id: string) => void;
  remove: (id: string) => void;
};

/**
 * A store for useSyncExternalStore over `storage` (localStorage in the browser). Other tabs' changes arrive
 * through the `storage` event when `events` is given.
 */
export function createSavedStore(
  getStorage: () => StorageLike | null,
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): SavedStore {
  const listeners = new Set<Listener>();
  let lastRaw: string | null | undefined;
  let lastIds: readonly string[] = EMPTY;

  const stored = taskMemo((): string | null => {
    try {
      return getStorage()?.getItem(SAVED_KEY) ?? null;
    } catch {
      return null;
    }
  });
  const getSnapshot = () => {
    const raw = stored.get();
    if (raw !== lastRaw) {
      lastRaw = raw;
      const ids = parseSaved(raw);
      lastIds = ids.length ? ids : EMPTY;
    }
    return lastIds;
  };
  const emit = () => {
    stored.clear();
    listeners.forEach((l) => l());
  };
  const write = (ids: string[]) => {
    try {
      getStorage()?.setItem(SAVED_KEY, JSON.stringify(ids));
    } catch {
      // Storage full or blocked (private mode): the toggle simply does not stick.
    }
    emit();
  };
  const onStorage = (e: Event) => {
    if ((e as StorageEvent).key === SAVED_KEY || (e as StorageEvent).key === null) emit();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    toggle: (id) => write(toggleSaved(getSnapshot(), id)),
    remove: (id) => write(removeSaved(getSnapshot(), id)),
  };
}

/** The browser's store; on the server it reads as empty and is never written. */
export const savedStore: SavedStore = createSavedStore(
  () => (typeof window === 'undefined' ? null : window.localStorage),
  typeof window === 'undefined' ? undefined : window,
);

/** What /tersimpan shows of a competition, read from /api/competitions without trusting its shape. */
export type SavedCompetition = {
  id: string;
  title: string;
  categories: string[];
  thumbnail: string;
  end: string;
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const imageUrl = (v: unknown): string => {
  const s = str(v);
  return /^https?:\/\/\S+$/i.test(s) || /^\/(?![/\\])\S+$/.test(s) ? s : '';
};

/** The list answer's items (`{ items }`, or a plain array as before the list was paged). */
export function parseCompetitionList(json: unknown): SavedCompetition[] | null {
  const list = Array.isArray(json)
    ? json
    : json && typeof json === 'object' && 'items' in json && Array.isArray(json.items)
      ? json.items
      : null;
  if (!list) return null;
  const out: SavedCompetition[] = [];
  for (const entry of list as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const id = str(e.id);
    const title = str(e.title);
    if (!id || !title) continue;
    const registration = e.registration && typeof e.registration === 'object' ? (e.registration as Record<string, unknown>) : {};
    const end = str(registration.end);
    out.push({
      id,
      title,
      categories: Array.isArray(e.categories) ? e.categories.filter((c): c is string => typeof c === 'string') : [],
      thumbnail: Array.isArray(e.thumbnails) ? imageUrl(e.thumbnails[0]) : '',
      end: /^\d{4}-\d{2}-\d{2}$/.test(end) ? end : '',
    });
  }
  return out;
}
