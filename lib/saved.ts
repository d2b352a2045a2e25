/** Saved competitions, kept in this browser only: a JSON array of ids under one localStorage key. */

import { taskMemo } from './task-memo';

export const SAVED_KEY = 'lomba:tersimpan';
/**
 * Dispatched on window after the saved list changed in this tab, by savedStore or by the save buttons' own script
 * (SAVE_BUTTONS_SCRIPT): each keeps the other up to date.
 */
const SAVED_EVENT = 'lomba:tersimpan';
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
  events?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>,
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
    events?.dispatchEvent(new Event(SAVED_EVENT));
  };
  const onSaved = () => emit();
  const onStorage = (e: Event) => {
    if ((e as StorageEvent).key === SAVED_KEY || (e as StorageEvent).key === null) emit();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        events?.addEventListener('storage', onStorage);
        events?.addEventListener(SAVED_EVENT, onSaved);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          events?.removeEventListener('storage', onStorage);
          events?.removeEventListener(SAVED_EVENT, onSaved);
        }
      };
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    toggle: (id) => write(toggleSaved(getSnapshot(), id)),
    remove: (id) => write(removeSaved(getSnapshot(), id)),
  };
}

/**
 * The "Simpan" buttons' behaviour, inline in every page's <head> (app/layout.tsx), so it works from the first paint,
 * before React has hydrated anything and whatever it hydrates: a click on any `button[data-save]` toggles its id in
 * the stored list (newest first, as savedStore does), and every button for a saved id gets aria-pressed="true" (CSS
 * shows "Tersimpan"). The buttons are plain server HTML (components/competition/save-toggle.tsx), so a list of
 * sixteen cards hydrates no component for them and a saved state never re-renders the list. While something is saved,
 * buttons added later (a client-side navigation, /tersimpan's list) are marked as they arrive. It also marks <html>
 * with data-js, which hides what only a browser without JavaScript needs (`.no-js-only` in globals.css): Chromium
 * run with scripts switched off by a test still parses <noscript> as text, so that is not used.
 */
export const SAVE_BUTTONS_SCRIPT = `(function(){var K=${JSON.stringify(SAVED_KEY)},E=${JSON.stringify(SAVED_EVENT)},M=${MAX_SAVED},w=window,d=document,o=null,t=0;
function read(){try{var v=JSON.parse(localStorage.getItem(K)||'[]');return Array.isArray(v)?v.filter(function(x){return typeof x==='string'&&x.length>0&&x.length<=64}):[]}catch(e){return[]}}
function mark(){t=0;var ids=read(),b=d.querySelectorAll('button[data-save]');for(var i=0;i<b.length;i++){var p=ids.indexOf(b[i].getAttribute('data-save'))>=0?'true':'false';if(b[i].getAttribute('aria-pressed')!==p)b[i].setAttribute('aria-pressed',p)}
if(ids.length&&!o&&w.MutationObserver){o=new MutationObserver(function(){if(!t)t=setTimeout(mark,0)});o.observe(d.documentElement,{childList:true,subtree:true})}}
d.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('button[data-save]'):null;if(!b)return;var id=b.getAttribute('data-save'),ids=read(),i=ids.indexOf(id);
if(i>=0)ids.splice(i,1);else ids.unshift(id);try{localStorage.setItem(K,JSON.stringify(ids.slice(0,M)))}catch(x){}w.dispatchEvent(new Event(E))});
w.addEventListener(E,mark);w.addEventListener('storage',function(e){if(e.key===K||e.key===null)mark()});
d.documentElement.setAttribute('data-js','');if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',mark);else mark()})();`;

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
