import 'server-only';
import { ZodError } from 'zod';
import { publicRoute } from '@/lib/api/route';
import { readBodyBytes } from '@/lib/api/body';
import { getGoogleAccessToken, GoogleTokenError, type GoogleAccess } from '@/lib/auth/google';
import { withGmailAccess } from '@/lib/mail/access';
import { getMailConfig } from '@/lib/mail/config';
import { listSentMessages, MailError, sendMail } from '@/lib/mail/gmail';
import { MAIL_ERRORS, MAIL_MESSAGES } from '@/lib/words/mail';
import { buildRawMessage, type MailAttachment } from '@/lib/mail/mime';
import { ATTACHMENT_MAX_BYTES, buildSubject, parseSendMailForm } from '@/lib/mail/subjects';
import { noStore } from '@/lib/api/errors';

/** The attachment plus room for the text and the multipart framing. */
const MAX_FORM_BYTES = ATTACHMENT_MAX_BYTES + 512 * 1024;

const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore });

/** A failed mail call: 401 to sign in again, MailError's own status, or 500 with `fallback`; `extra` joins the body. */
function mailFailure(what: string, fallback: string, extra: object = {}) {
  return (e: unknown): Response => {
    if (e instanceof GoogleTokenError) return answer({ ...extra, error: e.message }, 401);
    if (e instanceof MailError) return answer({ ...extra, error: e.message }, e.status);
    console.error(`[mail] ${what} failed:`, e);
    return answer({ ...extra, error: fallback }, 500);
  };
}

async function googleAccess(req: Request): Promise<GoogleAccess | GoogleTokenError> {
  try {
    return await getGoogleAccessToken(req);
  } catch (e) {
    if (e instanceof GoogleTokenError) return e;
    throw e;
  }
}

/** Reads at most MAX_FORM_BYTES of a multipart (or urlencoded) body; a Response is the refusal to send back. */
async function readForm(req: Request): Promise<FormData | Response> {
  const tooLarge = () => answer({ error: MAIL_MESSAGES.fileTooLarge }, 413);
  const type = req.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type) || !req.body) {
    return answer({ error: MAIL_ERRORS.badForm }, 400);
  }
  const bytes = await readBodyBytes(req, MAX_FORM_BYTES);
  if (!bytes) return tooLarge();
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData();
  } catch {
    return answer({ error: MAIL_ERRORS.badForm }, 400);
  }
}

/**
 * Sends the contact form (multipart: intent, message, optional file) from the signed-in person's Gmail to CONTACT_TO.
 * 200 `{ id }`; 401 without a usable Google token; 400 / 413 / 422 for a bad form; a Gmail failure keeps the status
 * MailError gives it (401, 404 or 502) with "Gagal mengirim email: {message}.".
 */
export const POST = publicRoute({ form: true, onError: mailFailure('send', MAIL_ERRORS.sendFailed) }, async ({ req }) => {
  const access = await googleAccess(req);
  if (access instanceof GoogleTokenError) return answer({ error: access.message }, 401);

  const form = await readForm(req);
  if (form instanceof Response) return form;
  const parsed = parseSendMailForm(form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? MAIL_ERRORS.badForm;
    return answer({ error: message }, message === MAIL_MESSAGES.fileTooLarge ? 413 : 422);
  }
  const { intent, message, file } = parsed.data;
  const attachment: MailAttachment | undefined = file
    ? { filename: file.name, contentType: file.type, content: new Uint8Array(await file.arrayBuffer()) }
    : undefined;

  const config = getMailConfig();
  let raw: string;
  try {
    raw = await buildRawMessage({
      to: config.contactTo,
      from: { name: access.user.name, email: access.user.email },
      subject: buildSubject(intent, access.user.name),
      message,
      attachment,
    });
  } catch (e) {
    if (!(e instanceof ZodError)) throw e;
    return answer({ error: MAIL_ERRORS.badAddress(e.issues[0]?.message.replace(/\.+$/, '') ?? MAIL_ERRORS.addressInvalid) }, 422);
  }
  const sent = await withGmailAccess(req, (a) => sendMail(a.accessToken, { raw }, { apiUrl: config.gmailApiUrl }), access);
  return answer({ id: sent.id });
});

/**
 * The person's messages to CONTACT_TO that this site sent: `{ messages }`. A failure still answers
 * `{ messages: [], error }`, with status 401 (sign in again) or the status MailError gives (401, 404 or 502).
 */
export const GET = publicRoute({ onError: mailFailure('list', MAIL_ERRORS.list, { messages: [] }) }, async ({ req }) => {
  const config = getMailConfig();
  const messages = await withGmailAccess(req, (a) => listSentMessages(a.accessToken, config.contactTo, { apiUrl: config.gmailApiUrl }));
  return answer({ messages });
});
