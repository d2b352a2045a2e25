/**
 * Reminders (issue 25): who asked to be reminded of what, and the log of what was sent. Subscribers' addresses and
 * push endpoints are personal data: they live only behind SubscriptionStore (a file beside the data, or Redis),
 * never in the data file, and a record is deleted when its person unsubscribes.
 */

export type PushKeys = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * What one competition looked like when the subscriber asked: an extension is a later `end`; `since` is the Jakarta
 * day they asked (a registration opening after it is news).
 */
export type Followed = { end: string; start: string; since?: string };

export type Subscription = {
  /** 128 random bits, base64url: the record's key and the secret in its unsubscribe link. */
  id: string;
  channel: 'email' | 'push';
  /** E-mail channel: the address (lower-cased). */
  email?: string;
  /** Push channel: the browser's subscription. */
  push?: PushKeys;
  /** Competition id -> the dates known to the subscriber. */
  competitions: Record<string, Followed>;
  /** A saved search for the weekly digest: the query string of /search (`categories=SMA&biaya=gratis`), and its label. */
  digest?: { query: string; label: string };
  /** ISO timestamps. */
  createdAt: string;
  /** E-mail: set by the confirmation link (double opt-in); nothing but the confirmation is sent before. Push: at once. */
  confirmedAt?: string;
  /** E-mail before confirmation: after this the record is deleted unconfirmed. */
  confirmBy?: string;
  /** E-mail before confirmation: when the last confirmation message went out, and how many did. */
  mailedAt?: string;
  mails?: number;
  /**
   * A browser's handle on an e-mail subscription (its id is what the browser keeps): the id of the address's record,
   * which only the messages carry, and what this browser asked for. Handles hold no address and get no messages; the
   * browser learns from them whether its reminders wait for confirmation, run, or ended, and cancels through them.
   */
  linkedTo?: string;
  /** An address's record: the ids of its handles, deleted with it ("Berhenti" deletes every choice at once). */
  handles?: string[];
};

/**
 * One entry of the sent log, keyed by subscriber, competition and kind (`sub|comp|d7:2026-12-10`). A key is claimed
 * before sending, so a second run (or server) at the same time skips it; a send that failed for now is released
 * with a time before which it is not tried again.
 */
export type SentEntry =
  | { state: 'sending'; at: number; attempts: number }
  | { state: 'sent'; at: number }
  | { state: 'retry'; at: number; attempts: number; retryAt: number; error: string }
  | { state: 'failed'; at: number; attempts: number; error: string };

/** A summary of one reminder run, kept for the admin (no addresses). */
export type ReminderRun = {
  startedAt: number;
  finishedAt: number;
  due: number;
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
  removed: number;
  errors: string[];
  /** Set when the run fell outside REMINDER_HOURS: the Jakarta hour sending resumes (nothing was due before it). */
  quietUntil?: number;
};

export type SubscriptionCounts = { email: number; emailPending: number; push: number; digests: number; followed: number };

export interface SubscriptionStore {
  get(id: string): Promise<Subscription | null>;
  /** The push subscription of one endpoint (each browser has one), or null. */
  findPush(endpoint: string): Promise<Subscription | null>;
  /** The record of an address (never a handle): the confirmed one, else the one waiting for confirmation; or null. */
  findEmail(email: string): Promise<Subscription | null>;
  put(sub: Subscription): Promise<void>;
  /** Deletes the record; false when it was not there. */
  delete(id: string): Promise<boolean>;
  /** Every record, in pages (a run walks them all without holding them twice). */
  scan(): AsyncIterable<Subscription[]>;
  counts(): Promise<SubscriptionCounts>;

  /**
   * Takes `key` for sending, atomically across runs and servers: resolves with the attempts made before (0 for a
   * new key), or null when it was sent, is being sent, failed for good, or waits for its retry time.
   */
  claim(key: string, now: number): Promise<number | null>;
  /** Records how a claimed send ended; `keepMs` is how long the entry is kept (past the competition's deadline). */
  settle(key: string, entry: SentEntry, keepMs: number): Promise<void>;
  entry(key: string): Promise<SentEntry | null>;

  recordRun(run: ReminderRun): Promise<void>;
  /** Newest first, at most 20. */
  runs(): Promise<ReminderRun[]>;
}

export const RECENT_REMINDER_RUNS = 20;
