import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { todayInJakarta } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import type { SmtpSender } from '@/lib/mail/smtp';
import { REMINDER_ERRORS, REMIND_UI } from '@/lib/words/reminders';
import { digestFilters } from './digest';
import { confirmationMail, type SiteInfo } from './messages';
import { isAcceptableEndpoint } from './push';
import { remindable } from './schedule';
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
    if (c && remindable(c.registration, today)) out[id] = { end: c.registration.end, start: c.registration.start, since: today };
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

/** What a valid e-mail request asks for; parsed (and checked against the catalog) before any limit counts it. */
type EmailRequest = { email: string; add: Record<string, Followed>; digest: Subscription['digest'] };

export function parseEmailRequest(body: unknown, deps: Pick<ServiceDeps, 'byId' | 'now'>): EmailRequest {
  const parsed = emailRequestSchema.safeParse(body);
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.some((i) => i.path[0] === 'email');
    throw new ReminderError(emailIssue ? REMIND_UI.emailInvalid : REMINDER_ERRORS.noCompetition, 400);
  }
  const { email, competitions, digest } = parsed.data;
  const add = followed(competitions, deps.byId, deps.now);
  if (!Object.keys(add).length && !digest) throw new ReminderError(REMINDER_ERRORS.noCompetition, 400);
  return { email, add, digest: cleanDigest(digest) };
}

/** A pending address gets its confirmation again only after this long, and at most MAX_MAILS times. */
const REMAIL_MS = 10 * 60_000;
/** Handles an address's record lists (older ones are still dropped by the job once the record is gone). */
const MAX_HANDLES = 100;
const MAX_MAILS = 3;

type EmailOutcome = {
  /** The browser's handle: what it keeps and asks about (never the address's record id, which only messages carry). */
  handle: Subscription;
  /** `active`: the address was confirmed before, so the request took effect at once. */
  state: 'pending' | 'active';
  /** Whether a confirmation message went out for this request. */
  mailed: boolean;
};

/**
 * Double opt-in with one record per address. The first request for an address makes its record, unconfirmed, and
 * sends the confirmation naming what was asked. Later requests while it waits add their competitions to it (the
 * confirmation link turns them all on) and send no new message, unless the last one is REMAIL_MS old (at most
 * MAX_MAILS in all). A confirmed address takes new competitions at once. Unconfirmed records are deleted after
 * CONFIRM_HOURS. Every request gets its own handle record pointing at the address's record.
 */
export async function subscribeEmail(req: EmailRequest, deps: ServiceDeps & { mail: SmtpSender }): Promise<EmailOutcome> {
  const { store, now } = deps;
  const at = new Date(now).toISOString();
  let main = await store.findEmail(req.email);
  if (main && !main.confirmedAt && (!main.confirmBy || Date.parse(main.confirmBy) < now)) {
    await store.delete(main.id);
    main = null;
  }
  let mailed = false;
  if (main) {
    const joined: Subscription = { ...main, competitions: merge(main.competitions, req.add), digest: req.digest ?? main.digest };
    const remail = !main.confirmedAt && (main.mails ?? 1) < MAX_MAILS && now - Date.parse(main.mailedAt ?? main.createdAt) >= REMAIL_MS;
    if (remail) Object.assign(joined, { mailedAt: at, mails: (main.mails ?? 1) + 1 });
    await store.put(joined);
    main = joined;
    // A repeat that fails leaves the first message standing: the request itself has joined the record.
    if (remail)
      mailed = await sendConfirmation(deps, joined).then(
        () => true,
        (e: unknown) => (console.error('[pengingat] confirmation again failed:', e instanceof Error ? e.message : e), false),
      );
  } else {
    main = {
      id: newSubscriptionId(),
      channel: 'email',
      email: req.email,
      competitions: req.add,
      digest: req.digest,
      createdAt: at,
      confirmBy: new Date(now + CONFIRM_HOURS * 3_600_000).toISOString(),
      mailedAt: at,
      mails: 1,
    };
    await store.put(main);
    try {
      await sendConfirmation(deps, main);
    } catch (e) {
      await store.delete(main.id);
      throw e;
    }
    mailed = true;
  }
  const handle: Subscription = {
    id: newSubscriptionId(),
    channel: 'email',
    linkedTo: main.id,
    competitions: req.add,
    digest: req.digest,
    createdAt: at,
  };
  await store.put(handle);
  await store.put({ ...main, handles: [...(main.handles ?? []), handle.id].slice(-MAX_HANDLES) });
  return { handle, state: main.confirmedAt ? 'active' : 'pending', mailed };
}

async function sendConfirmation(deps: ServiceDeps & { mail: SmtpSender }, sub: Subscription): Promise<void> {
  const m = confirmationMail(deps.site, sub, deps.byId);
  await deps.mail.send({ to: sub.email ?? '', subject: m.subject, text: m.text, html: m.html, headers: m.headers });
}

/** The record a handle points at (a record folded into another became a handle too), or null when it is gone. */
async function resolve(store: SubscriptionStore, sub: Subscription): Promise<Subscription | null> {
  let cur: Subscription | null = sub;
  for (let hops = 0; cur?.linkedTo && hops < 4; hops++) cur = await store.get(cur.linkedTo);
  return cur && !cur.linkedTo ? cur : null;
}

/** The confirmation link's button. Returns the confirmed record, or null for an unknown or expired link. */
export async function confirmEmail(id: unknown, deps: Pick<ServiceDeps, 'store' | 'now'>): Promise<Subscription | null> {
  if (!isSubscriptionId(id)) return null;
  const found = await deps.store.get(id);
  const sub = found && (await resolve(deps.store, found));
  if (!sub || sub.channel !== 'email' || !sub.email) return null;
  if (sub.confirmedAt) return sub;
  // A browser's handle never confirms: only the id in the message does (double opt-in).
  if (found.linkedTo) return null;
  if (!sub.confirmBy || Date.parse(sub.confirmBy) < deps.now) {
    await deps.store.delete(sub.id);
    return null;
  }
  const at = new Date(deps.now).toISOString();
  const existing = await deps.store.findEmail(sub.email);
  if (existing && existing.id !== sub.id && existing.confirmedAt) {
    // Made before one record per address: fold it in, and keep its id as a handle so browsers holding it still know.
    const merged = { ...existing, competitions: merge(existing.competitions, sub.competitions), digest: sub.digest ?? existing.digest };
    await deps.store.put(merged);
    await deps.store.put({ id: sub.id, channel: 'email', linkedTo: existing.id, competitions: sub.competitions, createdAt: sub.createdAt });
    return merged;
  }
  const confirmed: Subscription = { ...sub, confirmedAt: at, confirmBy: undefined, mailedAt: undefined, mails: undefined };
  await deps.store.put(confirmed);
  return confirmed;
}

/** What the confirmation page shows before and after the button: the competitions and digest of the link's record. */
export async function pendingRequest(id: unknown, store: SubscriptionStore): Promise<Subscription | null> {
  if (!isSubscriptionId(id)) return null;
  const found = await store.get(id);
  const sub = found && (await resolve(store, found));
  return sub?.channel === 'email' && (sub.confirmedAt || !found?.linkedTo) ? sub : null;
}

type ReminderState = { id: string; state: 'pending' | 'active' | 'ended'; competitions: string[]; digest?: string };

const statusSchema = z.object({ ids: z.array(z.string()).max(100) });

/**
 * What the browser's reminders are now, by the ids it keeps: waiting for the e-mail's confirmation, running, or
 * ended (stopped from a message, pruned after the competitions closed, never confirmed). A handle whose address
 * record is gone is deleted here.
 */
export async function reminderStatus(body: unknown, store: SubscriptionStore, now: number): Promise<ReminderState[]> {
  const parsed = statusSchema.safeParse(body);
  if (!parsed.success) throw new ReminderError(REMINDER_ERRORS.badStatus, 400);
  const out: ReminderState[] = [];
  for (const id of new Set(parsed.data.ids)) {
    if (!isSubscriptionId(id)) continue;
    const own = await store.get(id);
    const main = own && (await resolve(store, own));
    const ended: ReminderState = { id, state: 'ended', competitions: [] };
    if (!own || !main || (!main.confirmedAt && (!main.confirmBy || Date.parse(main.confirmBy) < now))) {
      if (own?.linkedTo) await store.delete(own.id);
      out.push(ended);
      continue;
    }
    const competitions = Object.keys(own.competitions).filter((c) => c in main.competitions);
    const digest = own.digest && main.digest?.query === own.digest.query ? own.digest.query : undefined;
    if (!competitions.length && !digest) {
      out.push(ended);
      continue;
    }
    out.push({ id, state: main.confirmedAt ? 'active' : 'pending', competitions, digest });
  }
  return out;
}

/**
 * Stops one competition's reminders (from the site), or all of them; a record following nothing is deleted. Through a
 * handle, it stops what that handle asked for in the address's record.
 */
export async function cancel(id: unknown, competition: string | undefined, store: SubscriptionStore): Promise<boolean> {
  if (!isSubscriptionId(id)) return false;
  const sub = await store.get(id);
  if (!sub) return false;
  if (sub.linkedTo) {
    const main = await resolve(store, sub);
    const drop = competition ? [competition] : Object.keys(sub.competitions);
    if (main) {
      const rest = { ...main.competitions };
      for (const c of drop) delete rest[c];
      const digest = !competition && sub.digest && main.digest?.query === sub.digest.query ? undefined : main.digest;
      if (Object.keys(rest).length || digest) await store.put({ ...main, competitions: rest, digest });
      else {
        for (const h of main.handles ?? []) if (h !== sub.id) await store.delete(h);
        await store.delete(main.id);
      }
    }
    const left = { ...sub.competitions };
    for (const c of drop) delete left[c];
    if (competition && Object.keys(left).length) await store.put({ ...sub, competitions: left });
    else await store.delete(sub.id);
    return true;
  }
  if (competition) {
    const rest = { ...sub.competitions };
    delete rest[competition];
    if (Object.keys(rest).length || sub.digest) {
      await store.put({ ...sub, competitions: rest });
      return true;
    }
  }
  for (const h of sub.handles ?? []) await store.delete(h);
  return store.delete(id);
}
