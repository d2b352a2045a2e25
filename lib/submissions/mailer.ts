import 'server-only';
import { getSmtpSender } from '@/lib/mail/smtp';
import type { Mailer } from './submit';

/** The SMTP sender (SMTP_URL, MAIL_FROM) when one is configured; null without it: submissions then enter the queue unconfirmed. */
export function getMailer(): Mailer | null {
  return getSmtpSender();
}
