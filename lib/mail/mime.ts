import 'server-only';
import MailComposer from 'nodemailer/lib/mail-composer';
import { z } from 'zod';
import { FALLBACK_NAME, toHeaderText } from '@/lib/mail/subjects';

export type MailAttachment = {
  filename: string;
  contentType: string;
  content: Uint8Array;
};

export type OutgoingMail = {
  to: string;
  from: { name: string; email: string };
  subject: string;
  /** Plain text as the person typed it; it becomes an escaped HTML body and a text alternative. */
  message: string;
  attachment?: MailAttachment;
};

const addressSchema = z.email('Alamat email tidak valid.');
const CONTENT_TYPE_RE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

export function messageToHtml(message: string): string {
  const body = splitLines(message).map(escapeHtml).join('<br>\r\n');
  return `<div style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5">${body}</div>`;
}

function safeFilename(name: string): string {
  const cleaned = toHeaderText(name).replace(/[\\/]+/g, '_');
  return cleaned || 'lampiran';
}

function safeContentType(type: string): string {
  const t = type.trim().toLowerCase();
  return CONTENT_TYPE_RE.test(t) ? t : 'application/octet-stream';
}

function composerFor(mail: OutgoingMail): MailComposer {
  const to = addressSchema.parse(toHeaderText(mail.to));
  const fromAddress = addressSchema.parse(toHeaderText(mail.from.email));
  const attachment = mail.attachment;
  return new MailComposer({
    from: { name: toHeaderText(mail.from.name) || FALLBACK_NAME, address: fromAddress },
    to: { name: '', address: to },
    subject: toHeaderText(mail.subject),
    text: splitLines(mail.message).join('\r\n'),
    html: messageToHtml(mail.message),
    attachments: attachment
      ? [
          {
            filename: safeFilename(attachment.filename),
            contentType: safeContentType(attachment.contentType),
            content: Buffer.from(attachment.content),
            contentTransferEncoding: 'base64',
          },
        ]
      : [],
    // Content is always given as bytes; never let a value be read as a path or URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** The RFC 5322 message with CRLF line ends; headers are single-line and non-ASCII text is RFC 2047 encoded. */
export function buildMimeMessage(mail: OutgoingMail): Promise<Buffer> {
  const composer = composerFor(mail);
  return new Promise((resolve, reject) => {
    composer.compile().build((err, message) => (err ? reject(err) : resolve(message)));
  });
}

/** Gmail's `raw`: the message as URL-safe base64 without padding. */
export async function buildRawMessage(mail: OutgoingMail): Promise<string> {
  return (await buildMimeMessage(mail)).toString('base64url');
}
