/**
 * What this browser asked to be reminded of, kept in localStorage so the buttons can say "Pengingat aktif" and
 * cancel with one click: the subscription ids (each the secret of its record on the server) and the competitions.
 * Browser code imports this file; on the server it reads as nothing.
 */

import { taskMemo } from '@/lib/task-memo';

const REMINDERS_KEY = 'lomba:pengingat';

type LocalSubscription = { id: string; channel: 'push' | 'email'; competitions: string[]; digest?: string };
export type LocalReminders = readonly LocalSubscription[];

const EMPTY: LocalReminders = Object.freeze([]);
const ID_RE = /^[A-Za-z0-9_-]{22}$/;

function parseLocal(raw: string | null): LocalReminders {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value.filter(
      (v): v is LocalSubscription =>
        Boolean(v) &&
        typeof v === 'object' &&
        typeof v.id === 'string' &&
        ID_RE.test(v.id) &&
        (v.channel === 'push' || v.channel === 'email') &&
        Array.isArray(v.competitions) &&
        v.competitions.every((c: unknown) => typeof c === 'string'),
    );
  } catch {
    return EMPTY;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let lastRaw: string | null | undefined;
let last: LocalReminders = EMPTY;

const storage = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

// Read once per task: every card's reminder button asks while a list page hydrates (see taskMemo).
const stored = taskMemo(() => {
  try {
    return storage()?.getItem(REMINDERS_KEY) ?? null;
  } catch {
    return null;
  }
});

export const localReminders = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key !== REMINDERS_KEY && e.key !== null) return;
      stored.clear();
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** What the server renders with: none, the same array getSnapshot gives when none are stored (no re-render then). */
  getServerSnapshot(): LocalReminders {
    return EMPTY;
  },
  getSnapshot(): LocalReminders {
    const raw = stored.get();
    if (raw !== lastRaw) {
      lastRaw = raw;
      last = parseLocal(raw);
    }
    return last;
  },
  write(next: LocalReminders) {
    try {
      storage()?.setItem(REMINDERS_KEY, JSON.stringify(next));
    } catch {
      // Storage blocked: the reminder still works; the button just cannot show it.
    }
    stored.clear();
    listeners.forEach((l) => l());
  },
  /** Adds (or merges into the same id) one subscription. */
  add(sub: LocalSubscription) {
    const cur = localReminders.getSnapshot();
    const same = cur.find((s) => s.id === sub.id);
    const merged = same
      ? { ...same, competitions: [...new Set([...same.competitions, ...sub.competitions])], digest: sub.digest ?? same.digest }
      : sub;
    localReminders.write([...cur.filter((s) => s.id !== sub.id), merged]);
  },
  /** Forgets one competition (or a whole subscription when `competition` is undefined). */
  remove(id: string, competition?: string) {
    const cur = localReminders.getSnapshot();
    localReminders.write(
      cur.flatMap((s) => {
        if (s.id !== id) return [s];
        if (competition === undefined) return [];
        const rest = s.competitions.filter((c) => c !== competition);
        return rest.length || s.digest ? [{ ...s, competitions: rest }] : [];
      }),
    );
  },
};

/** The subscriptions of this browser that follow a competition. */
export const followersOf = (subs: LocalReminders, competition: string) => subs.filter((s) => s.competitions.includes(competition));
