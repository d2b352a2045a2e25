import 'server-only';
import type { Competition } from '@/lib/competitions/schema';
import type { SmtpSender } from '@/lib/mail/smtp';
import { REMINDER_ADMIN } from '@/lib/words/reminders';
import { pushPayload, reminderMail, renderDigest, renderReminder, type Rendered, type SiteInfo } from './messages';
import type { PushSender } from './push';
import { DEFAULT_HOURS, dueFor, formatHour, isSendingHour, staleFollowed, type Due, type SendingHours } from './schedule';
import type { ReminderRun, SentEntry, Subscription, SubscriptionStore } from './types';

/**
 * One reminder run: walks every subscription, claims each due key in the sent log, sends it, and records how it
 * ended. Idempotent: a key is claimed atomically before its message goes out, so two runs at once (or two servers)
 * never send it twice, and a run after a crash skips what was claimed.
 *
 * Failures: a push endpoint answering 404/410 is deleted at once, and its other messages of the run are not sent. 429, 5xx, a lost connection and an SMTP 4xx are
 * released for a later run, not before Retry-After (or 1, 5, 15 minutes, then given up and counted as failed for the
 * admin). A permanent refusal is counted as failed at once.
 */

export type ReminderDeps = {
  store: SubscriptionStore;
  /**
   * The published competitions now, and the new ones matching a saved search's query string (the digest). A catalog
   * that failed to load stops the run: it would prune every record.
   */
  competitions: () => Promise<{ items: readonly Competition[]; error: string | null; digest: (query: string) => Competition[] }>;
  mail: SmtpSender | null;
  push: PushSender | null;
  site: SiteInfo;
  now: () => number;
  /** Jakarta hours when messages go out (REMINDER_HOURS); 07.00 to 21.00 by default. */
  hours?: SendingHours;
  /** Messages in flight at once. */
  concurrency?: number;
  signal?: AbortSignal;
};

const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000];
const MAX_ERRORS_KEPT = 5;

type Outcome =
  { kind: 'sent' } | { kind: 'retry'; error: string; retryAfterMs?: number } | { kind: 'failed'; error: string } | { kind: 'gone' };

async function deliver(deps: ReminderDeps, sub: Subscription, r: Rendered, tag: string): Promise<Outcome> {
  if (sub.channel === 'push') {
    if (!deps.push || !sub.push) return { kind: 'retry', error: REMINDER_ADMIN.pushOff };
    const res = await deps.push.send(sub.push, pushPayload(deps.site, sub, r, tag));
    if (res.ok) return { kind: 'sent' };
    if (res.gone) return { kind: 'gone' };
    return res.retry ? { kind: 'retry', error: res.error, retryAfterMs: res.retryAfterMs } : { kind: 'failed', error: res.error };
  }
  if (!deps.mail || !sub.email) return { kind: 'retry', error: REMINDER_ADMIN.smtpOff };
  const m = reminderMail(deps.site, sub, r);
  try {
    await deps.mail.send({ to: sub.email, subject: m.subject, text: m.text, html: m.html, headers: m.headers });
    return { kind: 'sent' };
  } catch (e) {
    const err = e as { permanent?: boolean; message?: string };
    return err.permanent
      ? { kind: 'failed', error: `SMTP: ${err.message}` }
      : { kind: 'retry', error: `SMTP: ${err.message ?? String(e)}` };
  }
}

/** A turn of the event loop: I/O that is waiting (a request that arrived) runs before the next step of the job. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function runReminders(deps: ReminderDeps): Promise<ReminderRun> {
  const startedAt = deps.now();
  const run: ReminderRun = {
    startedAt,
    finishedAt: startedAt,
    due: 0,
    sent: 0,
    skipped: 0,
    retrying: 0,
    failed: 0,
    removed: 0,
    errors: [],
  };
  // Outside REMINDER_HOURS nothing is due: the run still prunes, and says that the quiet hours held it back.
  if (!isSendingHour(startedAt, deps.hours)) run.quietUntil = (deps.hours ?? DEFAULT_HOURS).from;
  const note = (error: string) => {
    if (run.errors.length < MAX_ERRORS_KEPT && !run.errors.includes(error)) run.errors.push(error);
  };
  const { items, error, digest } = await deps.competitions();
  if (error) throw new Error(error);
  const byId = new Map(items.map((c) => [c.id, c]));
  const removedSubs = new Set<string>();

  const handle = async (d: Due) => {
    if (removedSubs.has(d.subscription.id)) return;
    const t = deps.now();
    const attempts = await deps.store.claim(d.key, t);
    if (attempts === null) {
      run.skipped++;
      return;
    }
    let r: Rendered | null = null;
    const saved = d.subscription.digest;
    if (d.kind === 'digest') {
      const found = saved ? digest(saved.query) : [];
      if (saved && found.length) r = renderDigest(deps.site, saved.label, saved.query, found.slice(0, 20));
    } else if (d.competition) {
      r = renderReminder(deps.site, d.kind, d.competition);
    }
    // A digest with nothing new is settled as sent: nothing goes out this week.
    const outcome: Outcome = r ? await deliver(deps, d.subscription, r, d.competition?.id ?? 'digest') : { kind: 'sent' };
    const at = deps.now();
    let entry: SentEntry;
    switch (outcome.kind) {
      case 'sent':
        run.sent += r ? 1 : 0;
        entry = { state: 'sent', at };
        break;
      case 'gone':
        // The record is deleted and counted once; its later messages in this run are skipped (handleAll).
        if (!removedSubs.has(d.subscription.id)) {
          removedSubs.add(d.subscription.id);
          if (await deps.store.delete(d.subscription.id)) run.removed++;
        }
        entry = { state: 'failed', at, attempts: attempts + 1, error: 'gone' };
        break;
      case 'retry':
        if (attempts + 1 > RETRY_DELAYS_MS.length) {
          run.failed++;
          note(outcome.error);
          entry = { state: 'failed', at, attempts: attempts + 1, error: outcome.error };
        } else {
          run.retrying++;
          const wait = Math.max(outcome.retryAfterMs ?? 0, RETRY_DELAYS_MS[attempts] ?? 0);
          entry = { state: 'retry', at, attempts: attempts + 1, retryAt: at + wait, error: outcome.error };
        }
        break;
      case 'failed':
        run.failed++;
        note(outcome.error);
        entry = { state: 'failed', at, attempts: attempts + 1, error: outcome.error };
        break;
    }
    await deps.store.settle(d.key, entry, d.keepMs);
  };

  // One entry per subscription: its messages go out one after another (different subscriptions side by side), so
  // a 404/410 answered to the first is seen before the next is sent and the dead endpoint gets nothing more.
  const queue: Due[][] = [];
  let queued = 0;
  const workers = deps.concurrency ?? 8;
  const handleAll = async (group: Due[]) => {
    for (const d of group) {
      if (deps.signal?.aborted) return;
      // The run shares the event loop with the site's requests: each message waits until the requests that arrived
      // meanwhile have been taken up, so a long run slows pages as little as it can.
      await yieldToRequests();
      await handle(d).catch((e: unknown) => {
        run.failed++;
        note(e instanceof Error ? e.message : String(e));
      });
    }
  };
  const drain = async () => {
    const running = new Set<Promise<void>>();
    for (let group = queue.shift(); group; group = queue.shift()) {
      if (deps.signal?.aborted) return;
      queued -= group.length;
      const p = handleAll(group);
      running.add(p);
      void p.finally(() => running.delete(p));
      if (running.size >= workers) await Promise.race(running);
    }
    await Promise.all(running);
  };

  for await (const page of deps.store.scan()) {
    if (deps.signal?.aborted) break;
    for (const sub of page) {
      // A browser's handle whose address record is gone (stopped from a message) has nothing left to tell.
      if (sub.linkedTo) {
        if (!(await deps.store.get(sub.linkedTo))) await deps.store.delete(sub.id);
        continue;
      }
      // An e-mail never confirmed in time is deleted; so is a record whose competitions have all closed.
      if (!sub.confirmedAt && sub.confirmBy && Date.parse(sub.confirmBy) < startedAt) {
        await deps.store.delete(sub.id);
        continue;
      }
      const due = dueFor(sub, byId, startedAt, deps.hours);
      run.due += due.length;
      if (due.length) {
        queue.push(due);
        queued += due.length;
      }
      const stale = due.length ? [] : staleFollowed(sub, byId, startedAt);
      if (stale.length) {
        for (const id of stale) delete sub.competitions[id];
        if (!Object.keys(sub.competitions).length && !sub.digest) await deps.store.delete(sub.id);
        else await deps.store.put(sub);
      }
    }
    // Sends start while the next page is read, so a large run never holds every due message at once.
    if (queued >= 1000) await drain();
    await yieldToRequests();
  }
  await drain();
  run.finishedAt = deps.now();
  await deps.store.recordRun(run);
  return run;
}

export function summary(run: ReminderRun): string {
  const parts = [`${run.sent} ${REMINDER_ADMIN.summarySent}`];
  if (run.quietUntil !== undefined) parts.push(REMINDER_ADMIN.heldQuiet(formatHour(run.quietUntil)));
  if (run.retrying) parts.push(`${run.retrying} ${REMINDER_ADMIN.summaryRetrying}`);
  if (run.failed) parts.push(`${run.failed} ${REMINDER_ADMIN.summaryFailed}`);
  if (run.removed) parts.push(`${run.removed} ${REMINDER_ADMIN.summaryRemoved}`);
  return parts.join(', ');
}
