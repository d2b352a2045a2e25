import 'server-only';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { readSmtpEnv, type SmtpEnv } from '@/lib/env';

/**
 * Outgoing mail through SMTP (`SMTP_URL`, `MAIL_FROM`), on nodemailer's pooled SMTP transport.
 *
 *   const sender = getSmtpSender();        // null when SMTP_URL is unset: hide the e-mail option, send nothing
 *   if (sender) await sender.send({ to: 'a@b.example', subject: 'Konfirmasi', text: '...', html: '<p>...</p>',
 *     headers: { 'List-Unsubscribe': '<https://...>' } });
 *
 * `send` resolves with the server's message id once the SMTP server accepted the message, and rejects with an
 * SmtpSendError whose `permanent` is true for a 5xx answer (retrying will not help: bad address, refused) and false
 * for a 4xx answer, a timeout or a lost connection (retry later). The From header is always MAIL_FROM; `to` must be
 * one address. One sender per process (`getSmtpSender`) keeps up to 3 connections open between sends; tests and
 * scripts make their own with `createSmtpSender(env)` and `close()` it.
 */

type SmtpMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, for example List-Unsubscribe; values are sent as given (one line each). */
  headers?: Record<string, string>;
  replyTo?: string;
};

export type SmtpSender = {
  /** The From address, for logs and the admin (not a secret). */
  readonly from: string;
  send(mail: SmtpMail): Promise<{ messageId: string }>;
  /** Closes pooled connections; the sender may not be used afterwards. */
  close(): void;
};

export class SmtpSendError extends Error {
  constructor(
    message: string,
    /** True when the server refused the message for good (5xx): do not retry. */
    readonly permanent: boolean,
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = 'SmtpSendError';
  }
}

type NodemailerError = Error & { responseCode?: number; code?: string };

/**
 * One line: CR, LF and other control characters would end a header early. (lib/mail/subjects.ts has the same rule;
 * importing it would read the site's settings when this module loads, which the start-up check must not depend on.)
 */
const toHeaderText = (value: string) =>
  value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function createSmtpSender(env: SmtpEnv): SmtpSender {
  const options: SMTPPool.Options = {
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...parseConnectionUrl(env.url),
    pool: true,
  };
  const transport = nodemailer.createTransport(options);
  const from = { name: toHeaderText(env.from.name), address: env.from.address };
  return {
    from: env.from.address,
    async send(mail) {
      const headers = Object.fromEntries(Object.entries(mail.headers ?? {}).map(([k, v]) => [k, toHeaderText(v)]));
      try {
        const info = await transport.sendMail({
          from,
          to: toHeaderText(mail.to),
          replyTo: mail.replyTo ? toHeaderText(mail.replyTo) : undefined,
          subject: toHeaderText(mail.subject),
          text: mail.text,
          html: mail.html,
          headers,
        });
        return { messageId: String(info.messageId ?? '') };
      } catch (e) {
        const err = e as NodemailerError;
        const code = typeof err.responseCode === 'number' ? err.responseCode : undefined;
        throw new SmtpSendError(err.message, code !== undefined && code >= 500, code);
      }
    },
    close() {
      transport.close();
    },
  };
}

let cached: { sender: SmtpSender | null } | undefined;

/** This process's sender, made on first use from the environment; null when SMTP is not configured. */
export function getSmtpSender(): SmtpSender | null {
  if (!cached) {
    const env = readSmtpEnv();
    cached = { sender: env ? createSmtpSender(env) : null };
  }
  return cached.sender;
}
