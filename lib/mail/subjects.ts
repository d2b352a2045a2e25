import { z } from 'zod';
import { site } from '@/lib/site';
import { ATTACHMENT_MAX_BYTES, FALLBACK_NAME, MAIL_INTENTS, MESSAGE_MAX_LENGTH, type MailIntent } from './limits';
import { MAIL_MESSAGES } from '@/lib/words/mail';

export * from './limits';

export const SUBJECT_PREFIXES: Readonly<Record<MailIntent, string>> = {
  feedback: `FEEDBACK ${site.name}`,
  competition_info: 'INFO LOMBA BARU',
};

/** One line: CR, LF and other control characters would end a mail header early. */
export function toHeaderText(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildSubject(intent: MailIntent, name: string | null | undefined): string {
  const who = toHeaderText(name ?? '') || FALLBACK_NAME;
  return `${SUBJECT_PREFIXES[intent]} DARI ${who.toUpperCase()}`;
}

/** Whether a subject is one this site writes, so a person's other mail is never listed or trashed. */
export function isOwnSubject(subject: string | null | undefined): boolean {
  if (!subject) return false;
  const s = subject.trim();
  return Object.values(SUBJECT_PREFIXES).some((prefix) => s.startsWith(prefix));
}

const emptyToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

/** An empty file input still posts a nameless, empty File. */
const noFileToUndefined = (v: unknown) => {
  if (v === null || v === '' || v === undefined) return undefined;
  if (v instanceof File && v.size === 0 && !v.name) return undefined;
  return v;
};

export const sendMailFormSchema = z.object({
  intent: z.preprocess(emptyToUndefined, z.enum(MAIL_INTENTS, 'Jenis pesan tidak dikenal.').default('feedback')),
  message: z.preprocess(
    // Browsers post a textarea's line breaks as CRLF while its value and the form's counter count one character
    // each: count them the same way here (and send them as LF; the MIME composer writes CRLF).
    (v) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : (v ?? '')),
    z
      .string(MAIL_MESSAGES.messageRequired)
      .trim()
      .min(1, MAIL_MESSAGES.messageRequired)
      .max(MESSAGE_MAX_LENGTH, MAIL_MESSAGES.messageTooLong(MESSAGE_MAX_LENGTH)),
  ),
  file: z.preprocess(
    noFileToUndefined,
    z
      .instanceof(File, { message: 'File tidak valid.' })
      .refine((f) => f.size <= ATTACHMENT_MAX_BYTES, MAIL_MESSAGES.fileTooLarge)
      .optional(),
  ),
});

/** Reads the contact form from a multipart body (`intent`, `message`, `file`). */
export function parseSendMailForm(form: FormData) {
  return sendMailFormSchema.safeParse({
    intent: form.get('intent'),
    message: form.get('message'),
    file: form.get('file'),
  });
}
