import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { isExpired, todayInJakarta } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import type { SmtpSender } from '@/lib/mail/smtp';
import { REMINDER_ERRORS, REMIND_UI } from '@/lib/words/reminders';
import { digestFilters } from './digest';
import { confirmationMail, type SiteInfo } from './messages';
import { isAcceptableEndpoint } from './push';
import type { Followed, Subscription, SubscriptionStore } from './types';

/** What the reminder routes do, with everything they touch passed in (the routes pass the real ones, tests too). */

const CONFIRM_HOURS = 48;
/** A browser's saved list holds up to 500; a subscription follows at most that many. */
const MAX_FOLLOWED = 500;

export class ReminderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ReminderError';
  }
}

const newSubscriptionId = () => randomBytes(16).toString('base64url');
const ID_RE = /^[A-Za-z0-9_-]{22}$/;
export const isSubscriptionId = (id: unknown): id is string => typeof id === 'string' && ID_RE.test(id);

const b64url = z
  .string()
  .regex(/^[A-Za-z0-9_=-]+$/)
  .max(200);
const digestSchema = z.object({ query: z.string().max(1000), label: z.string().trim().min(1).max(200) }).optional();
const idsSchema = z.array(z.string().min(1).max(64)).max(MAX_FOLLOWED).default([]);

const pushRequestSchema = z.object({
  subscription: z.object({ endpoint: z.string().max(2000), keys: z.object({ p256dh: b64url, auth: b64url }) }),
  competitions: idsSchema,
  digest: digestSchema,
});

const pushKeysSchema = z.object({ endpoint: z.string().max(2000), keys: z.object({ p256dh: b64url, auth: b64url }) });
const replacePushSchema = z.object({ oldEndpoint: z.string().max(2000), subscription: pushKeysSchema });

const emailRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email(REMIND_UI.emailInvalid)),
  competitions: idsSchema,
  digest: digestSchema,
});

type ServiceDeps = {
  store: SubscriptionStore;
  byId: ReadonlyMap<string, Competition>;
  site: SiteInfo;
  now: number;
};

/** The open competitions among `ids`, with the dates the subscriber knows now. */
function followed(ids: readonly string[], byId: ReadonlyMap<string, Competition>, now: number): Record<string, Followed> {
  const today = todayInJakarta(now);
  const out: Record<string, Followed> = {};
  for (const id of ids) {
    const c = byId.get(id);
    if (c && !isExpired(c.registration.end, today)) out[id] = { end: c.registration.end, start: c.registration.start, since: today };
  }
  return out;
}

/** A search saved for the digest keeps only its filters, in the site's own order. */
function cleanDigest(d: { query: string; label: string } | undefined): Subscription['digest'] {
  if (!d) return undefined;
  const f = digestFilters(d.query);
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.categories.length) p.set('categories', f.categories.join(','));
  if (f.tags.length) p.set('tag', f.tags.join(','));
  for (const [k, v] of new URLSearchParams(d.query)) if (!['q', 'categories', 'tag', 'page', 'sort'].includes(k) && v) p.set(k, v);
  return { query: p.toString(), label: d.label };
}

function merge(into: Record<string, Followed>, add: Record<string, Followed>): Record<string, Followed> {
  const out = { ...into };
  for (const [id, f] of Object.entries(add)) out[id] ??= f;
  return Object.fromEntries(Object.entries(out).slice(-MAX_FOLLOWED));
}

export async function subscribePush(body: unknown, deps: ServiceDeps & { allowHosts: readonly string[] }): Promise<Subscription> {
  const parsed = pushRequestSchema.safeParse(body);
  if (!parsed.success || !isAcceptableEndpoint(parsed.data.subscription.endpoint, deps.allowHosts)) {
    throw new ReminderError(REMINDER_ERRORS.badPush, 400);
  }
  const { subscription, competitions, digest } = parsed.data;
  const add = followed(competitions, deps.byId, deps.now);
  if (!Object.keys(add).length && !digest) throw new ReminderError(REMINDER_ERRORS.noCompetition, 400);
  const existing = await deps.store.findPush(subscription.endpoint);
  const at = new Date(deps.now).toISOString();
  const sub: Subscription = existing
    ? { ...existing, push: subscription, competitions: merge(existing.competitions, add), digest: cleanDigest(digest) ?? existing.digest }
    : {
        id: newSubscriptionId(),
        channel: 'push',
        push: subscription,
        competitions: add,
        digest: cleanDigest(digest),
        createdAt: at,
        confirmedAt: at,
      };
  await deps.store.put(sub);
  return sub;
}

/**
 * The browser replaced a push subscription (the service worker's `pushsubscriptionchange`: the push service expired
 * or rotated it). The record of the old endpoint moves to the new one, keeping what it follows; knowing the old
 * endpoint, an unguessable address only that browser and we hold, is the proof. Null when no record has it.
 */
export async function replacePush(
  body: unknown,
  deps: { store: SubscriptionStore; allowHosts: readonly string[] },
): Promise<Subscription | null> {
  const parsed = replacePushSchema.safeParse(body);
  if (!parsed.success || !isAcceptableEndpoint(parsed.data.subscription.endpoint, deps.allowHosts)) {
    throw new ReminderError(REMINDER_ERRORS.badPush, 400);
  }
  const { oldEndpoint, subscription } = parsed.data;
  const old = await deps.store.findPush(oldEndpoint);
  if (!old) return null;
  // The new endpoint may already have a record (the page subscribed again first): fold the old one into it.
  const already = subscription.endpoint === oldEndpoint ? null : await deps.store.findPush(subscription.endpoint);
  if (already && already.id !== old.id) {
    await deps.store.put({ ...already, push: subscription, competitions: merge(already.competitions, old.competitions) });
    await deps.store.delete(old.id);
    return already;
  }
  const moved: Subscription = { ...old, push: subscription };
  await deps.store.put(moved);
  return moved;
}

/**
 * Double opt-in: every e-mail request is a new unconfirmed record, and only the confirmation message goes out. The
 * link in it confirms (and folds it into the address's confirmed record, if there is one); unconfirmed records are
 * deleted after CONFIRM_HOURS.
 */
export async function subscribeEmail(body: unknown, deps: ServiceDeps & { mail: SmtpSender }): Promise<Subscription> {
  const parsed = emailRequestSchema.safeParse(body);
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.some((i) => i.path[0] === 'email');
    throw new ReminderError(emailIssue ? REMIND_UI.emailInvalid : REMINDER_ERRORS.noCompetition, 400);
  }
  const { email, competitions, digest } = parsed.data;
  const add = followed(competitions, deps.byId, deps.now);
  if (!Object.keys(add).length && !digest) throw new ReminderError(REMINDER_ERRORS.noCompetition, 400);
  const sub: Subscription = {
    id: newSubscriptionId(),
    channel: 'email',
    email,
    competitions: add,
    digest: cleanDigest(digest),
    createdAt: new Date(deps.now).toISOString(),
    confirmBy: new Date(deps.now + CONFIRM_HOURS * 3_600_000).toISOString(),
  };
  await deps.store.put(sub);
  const m = confirmationMail(deps.site, sub);
  try {
    await deps.mail.send({ to: email, subject: m.subject, text: m.text, html: m.html, headers: m.headers });
  } catch (e) {
    await deps.store.delete(sub.id);
    throw e;
  }
  return sub;
}

/** The confirmation link's button. Returns the confirmed record, or null for an unknown or expired link. */
export async function confirmEmail(id: unknown, deps: Pick<ServiceDeps, 'store' | 'now'>): Promise<Subscription | null> {
  if (!isSubscriptionId(id)) return null;
  const sub = await deps.store.get(id);
  if (!sub || sub.channel !== 'email' || !sub.email) return null;
  if (sub.confirmedAt) return sub;
  if (!sub.confirmBy || Date.parse(sub.confirmBy) < deps.now) {
    await deps.store.delete(sub.id);
    return null;
  }
  const at = new Date(deps.now).toISOString();
  const existing = await deps.store.findEmail(sub.email);
  if (existing && existing.id !== sub.id) {
    const merged = { ...existing, competitions: merge(existing.competitions, sub.competitions), digest: sub.digest ?? existing.digest };
    await deps.store.put(merged);
    await deps.store.delete(sub.id);
    return merged;
  }
  const confirmed: Subscription = { ...sub, confirmedAt: at, confirmBy: undefined };
  await deps.store.put(confirmed);
  return confirmed;
}

/** Stops one competition's reminders (from the site), or all of them; a record following nothing is deleted. */
export async function cancel(id: unknown, competition: string | undefined, store: SubscriptionStore): Promise<boolean> {
  if (!isSubscriptionId(id)) return false;
  const sub = await store.get(id);
  if (!sub) return false;
  if (competition) {
    const rest = { ...sub.competitions };
    delete rest[competition];
    if (Object.keys(rest).length || sub.digest) {
      await store.put({ ...sub, competitions: rest });
      return true;
    }
  }
  return store.delete(id);
}
