import 'server-only';
import { BodyError, readBodyBytes, readJsonBody } from '@/lib/api/body';
import { noStore } from '@/lib/api/errors';
import { refuseForeignWrite } from '@/lib/api/same-origin';
import { clientAddress } from '@/lib/auth/client-address';
import { getCatalog } from '@/lib/data/catalog';
import { readAuthEnv } from '@/lib/env';
import { getSmtpSender, SmtpSendError } from '@/lib/mail/smtp';
import { getLimiter, type Limiter } from '@/lib/shared/limiter';
import { site } from '@/lib/site';
import { REMINDER_ERRORS, REMIND_UI } from '@/lib/words/reminders';
import { getSubscriptionStore, pushAllowHosts, reminderConfig } from './index';
import { countSignUps } from '@/lib/stats';
import {
  cancel,
  confirmEmail,
  isSubscriptionId,
  parseEmailRequest,
  ReminderError,
  reminderStatus,
  replacePush,
  subscribeEmail,
  subscribePush,
} from './service';

/** The reminder routes (app/api/pengingat/*): thin handlers over lib/reminders/service.ts. */

const BODY_BYTES = 64 * 1024;
// Valid e-mail requests per visitor address (a school's Wi-Fi is one address for many students): a refused or
// mistyped request does not count. An inbox is protected by the service itself: one record per address, and a
// confirmation again only after 10 minutes, three at most (lib/reminders/service.ts).
const emailLimiter = () => getLimiter('reminder-email', { limit: 30, windowMs: 60 * 60_000 });
// Asked once per page with a reminder button, by browsers that keep reminders: cheap reads, many behind one school.
const statusLimiter = () => getLimiter('reminder-status', { limit: 300, windowMs: 10 * 60_000 });
const pushLimiter = () => getLimiter('reminder-push', { limit: 30, windowMs: 10 * 60_000 });

const json = (body: unknown, status = 200, headers: HeadersInit = noStore) => Response.json(body, { status, headers });
const fail = (error: string, status: number, extra: HeadersInit = {}) => json({ error }, status, { ...noStore, ...extra });

async function limited(limiter: Limiter, keys: string[]): Promise<Response | null> {
  const ok = await limiter.admit(keys);
  return ok.ok ? null : fail(REMINDER_ERRORS.tooMany, 429, { 'Retry-After': String(ok.retryAfterSeconds) });
}

function failure(e: unknown): Response {
  if (e instanceof ReminderError) return fail(e.message, e.status);
  if (e instanceof BodyError) return fail(e.message, e.status);
  if (e instanceof SmtpSendError) {
    console.error('[pengingat] confirmation mail failed:', e.message);
    return fail(e.permanent ? REMIND_UI.emailInvalid : REMIND_UI.failed, e.permanent ? 400 : 503);
  }
  console.error('[pengingat] failed:', e);
  return fail(REMIND_UI.failed, 503);
}

const address = (req: Request) => clientAddress(req.headers, readAuthEnv().TRUSTED_PROXY_HOPS);

async function serviceDeps() {
  const catalog = await getCatalog();
  return { store: getSubscriptionStore(), byId: catalog.byId, site: { url: site.url, name: site.name }, now: Date.now() };
}

/** A push route: same-origin, push configured, a JSON body, the push limit per address; then `handle`. */
function pushRoute(handle: (body: unknown) => Promise<Response>): (req: Request) => Promise<Response> {
  return async (req) => {
    const refused = refuseForeignWrite(req);
    if (refused) return refused;
    if (!reminderConfig().pushKey) return fail(REMINDER_ERRORS.off, 404);
    try {
      const body = await readJsonBody(req, BODY_BYTES);
      const tooMany = await limited(pushLimiter(), [`addr:${address(req)}`]);
      return tooMany ?? (await handle(body));
    } catch (e) {
      return failure(e);
    }
  };
}

export const postPush = pushRoute(async (body) => {
  const sub = await subscribePush(body, { ...(await serviceDeps()), allowHosts: pushAllowHosts() });
  await countSignUps(body, sub.competitions);
  return json({ id: sub.id, competitions: Object.keys(sub.competitions) }, 201);
});

/** The service worker's `pushsubscriptionchange`: same-origin JSON `{ oldEndpoint, subscription }`. */
export const postReplacePush = pushRoute(async (body) => {
  const sub = await replacePush(body, { store: getSubscriptionStore(), allowHosts: pushAllowHosts() });
  return sub ? json({ id: sub.id }) : fail('', 404);
});

export async function postEmail(req: Request): Promise<Response> {
  const refused = refuseForeignWrite(req);
  if (refused) return refused;
  const mail = getSmtpSender();
  if (!mail) return fail(REMINDER_ERRORS.off, 404);
  try {
    const body = await readJsonBody(req, BODY_BYTES);
    const deps = await serviceDeps();
    const request = parseEmailRequest(body, deps);
    const tooMany = await limited(emailLimiter(), [`addr:${address(req)}`]);
    if (tooMany) return tooMany;
    const { handle, state, mailed } = await subscribeEmail(request, { ...deps, mail });
    await countSignUps(body, handle.competitions);
    return json({ id: handle.id, state, mailed, competitions: Object.keys(handle.competitions) }, 202);
  } catch (e) {
    return failure(e);
  }
}

/** The confirmation page's button: same-origin JSON `{ id }`. */
export async function postConfirm(req: Request): Promise<Response> {
  const refused = refuseForeignWrite(req);
  if (refused) return refused;
  try {
    const body = (await readJsonBody(req, 1024)) as { id?: unknown };
    const sub = await confirmEmail(body?.id, { store: getSubscriptionStore(), now: Date.now() });
    return sub ? json({ ok: true }) : fail('', 404);
  } catch (e) {
    return failure(e);
  }
}

/** The browser asks what became of the reminders it keeps: same-origin JSON `{ ids }`, answered `{ reminders }`. */
export async function postStatus(req: Request): Promise<Response> {
  const refused = refuseForeignWrite(req);
  if (refused) return refused;
  try {
    const body = await readJsonBody(req, 8 * 1024);
    const tooMany = await limited(statusLimiter(), [`addr:${address(req)}`]);
    return tooMany ?? json({ reminders: await reminderStatus(body, getSubscriptionStore(), Date.now()) });
  } catch (e) {
    return failure(e);
  }
}

/** "Batalkan pengingat" on the site: same-origin JSON `{ id, competition? }`. */
export async function postCancel(req: Request): Promise<Response> {
  const refused = refuseForeignWrite(req);
  if (refused) return refused;
  try {
    const body = (await readJsonBody(req, 1024)) as { id?: unknown; competition?: unknown };
    const competition = typeof body?.competition === 'string' ? body.competition : undefined;
    return (await cancel(body?.id, competition, getSubscriptionStore())) ? json({ ok: true }) : fail('', 404);
  } catch (e) {
    return failure(e);
  }
}

/**
 * RFC 8058 one-click unsubscribe: a mail provider POSTs `List-Unsubscribe=One-Click` from its own servers (so no
 * same-origin check; the id in the address is the secret), as do the notification's "stop" action and the
 * unsubscribe page's button. It deletes the record. Only POST: link scanners that open every address in a message
 * with GET must not unsubscribe anyone, so a GET changes nothing and is sent on to the page with the button.
 */
export async function postOneClick(req: Request): Promise<Response> {
  const id = new URL(req.url).searchParams.get('id');
  // The body is read (and capped) only so the connection is left clean; its content does not matter.
  await readBodyBytes(req, 1024).catch(() => null);
  if (!isSubscriptionId(id)) return fail('', 404);
  const deleted = await cancel(id, undefined, getSubscriptionStore()).catch((e: unknown) => {
    console.error('[pengingat] unsubscribe failed:', e);
    return null;
  });
  if (deleted === null) return fail(REMIND_UI.failed, 503);
  return json({ ok: true, deleted });
}

export function getOneClick(req: Request): Response {
  const id = new URL(req.url).searchParams.get('id') ?? '';
  return new Response(null, { status: 303, headers: { ...noStore, Location: `/pengingat/berhenti?id=${encodeURIComponent(id)}` } });
}
