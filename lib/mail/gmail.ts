import 'server-only';
import { auth as googleAuth, gmail as gmailApi, type gmail_v1 } from '@googleapis/gmail';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { readMailEnv } from '@/lib/env';
import { isOwnSubject, SENT_LIST_MAX } from '@/lib/mail/subjects';
import { MAIL_ERRORS, MAIL_HISTORY_TEXT } from '@/lib/words/mail';

export const DEFAULT_GMAIL_API_URL = 'https://gmail.googleapis.com/';

/** A Gmail failure with the message a person sees and the HTTP status a route handler should answer with. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

type SentMessageSummary = {
  id: string;
  subject: string;
  /** Gmail's internalDate, in milliseconds. */
  date: number;
  snippet: string;
};

type GmailOptions = {
  /** Gmail's root URL; defaults to GMAIL_API_URL, then Google's. */
  apiUrl?: string;
};

const MESSAGE_ID_RE = /^[A-Za-z0-9_-]{1,128}$/;
/**
 * Gmail refuses large JSON bodies (413, or "Request payload size exceeds the limit") well below its 35 MB message
 * limit, so a message with a sizeable attachment goes to the media upload endpoint instead.
 */
const RAW_JSON_MAX_CHARS = 512 * 1024;

const listSchema = z.object({
  messages: z.array(z.object({ id: z.string() })).nullish(),
});

const metadataSchema = z.object({
  id: z.string(),
  labelIds: z.array(z.string()).nullish(),
  internalDate: z.coerce.number().nullish(),
  snippet: z.string().nullish(),
  payload: z.object({ headers: z.array(z.object({ name: z.string(), value: z.string() })).nullish() }).nullish(),
});
type Metadata = z.infer<typeof metadataSchema>;

const googleErrorSchema = z.object({
  response: z.object({
    status: z.number(),
    data: z
      .object({
        error: z.union([z.object({ message: z.string() }), z.string()]),
        error_description: z.string().optional(),
      })
      .optional()
      .catch(undefined),
  }),
});

function rootUrlOf(options: GmailOptions): string {
  return options.apiUrl?.trim() || readMailEnv().GMAIL_API_URL || DEFAULT_GMAIL_API_URL;
}

function gmailFor(token: string, options: GmailOptions): gmail_v1.Gmail {
  const oauth = new googleAuth.OAuth2();
  oauth.setCredentials({ access_token: token });
  return gmailApi({ version: 'v1', auth: oauth, rootUrl: rootUrlOf(options) });
}

function providerFailure(err: unknown): { status?: number; message?: string } {
  const parsed = googleErrorSchema.safeParse(err);
  if (!parsed.success) return {};
  const { status, data } = parsed.data.response;
  const error = data?.error;
  const message = typeof error === 'string' ? (data?.error_description ?? error) : error?.message;
  return { status, message: message?.trim() || undefined };
}

function statusFor(providerStatus: number | undefined): number {
  if (providerStatus === 401 || providerStatus === 404) return providerStatus;
  return 502;
}

/** Gmail's 401 text is English and meant for developers; the person is asked to sign in again. */
const UNAUTHORIZED = (): MailError => new MailError(MAIL_ERRORS.noDeleteToken, 401);

function toMailError(err: unknown, fallback: string): MailError {
  if (err instanceof MailError) return err;
  const { status, message } = providerFailure(err);
  if (status === 401) return UNAUTHORIZED();
  return new MailError(message ?? fallback, statusFor(status));
}

function headerOf(message: Metadata, name: string): string | undefined {
  return message.payload?.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
}

/** Gmail's snippets carry HTML entities; the UI renders text, so give it text. */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1]?.toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The addresses in the To header, parsed as RFC 5322 address lists (quoted names, comments, groups): a display name
 * such as `"owner@site" <someone@else>` never counts as a recipient.
 */
function recipientsOf(to: string | undefined): string[] {
  return addressparser(to ?? '', { flatten: true })
    .map((a) => a.address.trim().toLowerCase())
    .filter(Boolean);
}

async function getMetadata(gmail: gmail_v1.Gmail, id: string, headers: string[], fields: string): Promise<Metadata> {
  const res = await gmail.users.messages.get({ userId: 'me', id, format: 'metadata', metadataHeaders: headers, fields });
  return metadataSchema.parse(res.data);
}

/** Sends a message built by `buildRawMessage` from the signed-in person's own mailbox. */
export async function sendMail(
  token: string | null | undefined,
  message: { raw: string },
  options: GmailOptions = {},
): Promise<{ id: string }> {
  if (!token) throw new MailError(MAIL_ERRORS.noSendToken, 401);
  if (!message.raw) throw new MailError(MAIL_ERRORS.emptyMessage, 400);
  try {
    const messages = gmailFor(token, options).users.messages;
    const res =
      message.raw.length <= RAW_JSON_MAX_CHARS
        ? await messages.send({ userId: 'me', requestBody: { raw: message.raw } })
        : // The client builds upload URLs from the per-call rootUrl only.
          await messages.send(
            { userId: 'me', media: { mimeType: 'message/rfc822', body: Buffer.from(message.raw, 'base64url') } },
            { rootUrl: rootUrlOf(options) },
          );
    return z.object({ id: z.string() }).parse(res.data);
  } catch (err) {
    const { status, message: providerMessage } = providerFailure(err);
    if (status === 401) throw UNAUTHORIZED();
    const reason =
      providerMessage ?? (err instanceof z.ZodError ? 'respons tidak dikenal' : err instanceof Error ? err.message : String(err));
    throw new MailError(`Gagal mengirim email: ${reason.replace(/\.+$/, '')}.`, statusFor(status));
  }
}

/** The person's latest messages to `contactTo` that this site wrote, newest first. */
export async function listSentMessages(
  token: string | null | undefined,
  contactTo: string,
  options: GmailOptions = {},
): Promise<SentMessageSummary[]> {
  if (!token) throw new MailError(MAIL_ERRORS.noSendToken, 401);
  const gmail = gmailFor(token, options);
  const to = contactTo.trim().toLowerCase();
  try {
    const res = await gmail.users.messages.list({ userId: 'me', q: `from:me to:${contactTo}`, maxResults: SENT_LIST_MAX });
    const ids = (listSchema.parse(res.data).messages ?? []).map((m) => m.id);
    const found = await Promise.all(
      ids.map((id) =>
        getMetadata(gmail, id, ['Subject', 'To'], 'id,internalDate,snippet,payload/headers').catch((err: unknown) => {
          // Deleted between the list and the read: not an error for the list.
          if (providerFailure(err).status === 404) return null;
          throw err;
        }),
      ),
    );
    return (
      found
        // Gmail's to: search also matches display names: list only what trashOwnMessage would accept.
        .filter((m): m is Metadata => m !== null && isOwnSubject(headerOf(m, 'Subject')) && recipientsOf(headerOf(m, 'To')).includes(to))
        .map((m) => ({
          id: m.id,
          subject: headerOf(m, 'Subject')?.trim() ?? '',
          date: m.internalDate ?? 0,
          snippet: decodeEntities(m.snippet ?? '').trim() || MAIL_HISTORY_TEXT.noSnippet,
        }))
        .sort((a, b) => b.date - a.date)
    );
  } catch (err) {
    throw toMailError(err, MAIL_ERRORS.list);
  }
}

/**
 * Moves one of the person's own site messages to `contactTo` to Gmail's trash. Trash, not delete: it works with the
 * gmail.modify scope and the person can still recover it.
 */
export async function trashOwnMessage(
  token: string | null | undefined,
  id: string,
  contactTo: string,
  options: GmailOptions = {},
): Promise<void> {
  if (!token) throw new MailError(MAIL_ERRORS.noDeleteToken, 401);
  if (!MESSAGE_ID_RE.test(id)) throw new MailError(MAIL_ERRORS.invalidId, 400);
  const gmail = gmailFor(token, options);
  try {
    const message = await getMetadata(gmail, id, ['Subject', 'To'], 'id,labelIds,payload/headers');
    const own =
      (message.labelIds ?? []).includes('SENT') &&
      isOwnSubject(headerOf(message, 'Subject')) &&
      recipientsOf(headerOf(message, 'To')).includes(contactTo.trim().toLowerCase());
    if (!own) throw new MailError(MAIL_ERRORS.notOwnMessage, 403);
    await gmail.users.messages.trash({ userId: 'me', id });
  } catch (err) {
    throw toMailError(err, MAIL_ERRORS.delete);
  }
}
