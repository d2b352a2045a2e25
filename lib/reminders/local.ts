/**
 * What this browser asked to be reminded of, kept in localStorage so the buttons can say "Pengingat aktif" and
 * cancel with one click: the subscription ids (each the secret of its record on the server) and the competitions.
 * Browser code imports this file; on the server it reads as nothing.
 */

import { taskMemo } from '@/lib/task-memo';

const REMINDERS_KEY = 'lomba:pengingat';

/**
 * `state`: an e-mail reminder waits for the address's confirmation (`pending`) or runs (`active`); push runs at once.
 * The server says which (refresh), and forgets what ended.
 */
type LocalSubscription = { id: string; channel: 'push' | 'email'; competitions: string[]; digest?: string; state?: 'pending' | 'active' };
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

type ServerState = { id: string; state: 'pending' | 'active' | 'ended'; competitions: string[]; digest?: string };

function parseStates(json: unknown): Map<string, ServerState> | null {
  const list = json && typeof json === 'object' ? (json as { reminders?: unknown }).reminders : null;
  if (!Array.isArray(list)) return null;
  const out = new Map<string, ServerState>();
  for (const r of list as unknown[]) {
    if (!r || typeof r !== 'object') continue;
    const { id, state, competitions, digest } = r as Record<string, unknown>;
    if (typeof id !== 'string' || (state !== 'pending' && state !== 'active' && state !== 'ended') || !Array.isArray(competitions))
      continue;
    out.set(id, {
      id,
      state,
      competitions: competitions.filter((c): c is string => typeof c === 'string'),
      digest: typeof digest === 'string' ? digest : undefined,
    });
  }
  return out;
}

let lastCheck = 0;
let checking: Promise<void> | null = null;
let watching = false;

async function check(): Promise<void> {
  const cur = localReminders.getSnapshot();
  if (!cur.length) return;
  const res = await fetch('/api/pengingat/status', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ids: cur.map((s) => s.id) }),
  });
  const states = res.ok ? parseStates(await res.json()) : null;
  if (!states) return;
  // What changed meanwhile in this tab is kept: only the entries the server answered for are rewritten.
  const next = localReminders.getSnapshot().flatMap((s): LocalSubscription[] => {
    const r = states.get(s.id);
    if (!r) return [s];
    if (r.state === 'ended') return [];
    return [{ ...s, state: r.state, competitions: r.competitions, digest: r.digest }];
  });
  if (JSON.stringify(next) !== JSON.stringify(localReminders.getSnapshot())) localReminders.write(next);
}

/**
 * Asks the server what became of this browser's reminders (confirmed from the e-mail, stopped with "Berhenti", ended
 * after the deadline): when a reminder button first shows, and again when the visitor comes back to the tab (from
 * their inbox, say), at most every 15 seconds. A browser that keeps no reminders asks nothing.
 */
export function refreshReminders(): void {
  if (typeof window === 'undefined' || !localReminders.getSnapshot().length) return;
  if (!watching) {
    watching = true;
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && refreshReminders());
  }
  if (checking || Date.now() - lastCheck < 15_000) return;
  lastCheck = Date.now();
  checking = check()
    .catch(() => undefined)
    .finally(() => {
      checking = null;
    });
}

/** The subscriptions of this browser that follow a competition. */
export const followersOf = (subs: LocalReminders, competition: string) => subs.filter((s) => s.competitions.includes(competition));
