import 'server-only';
import type { Mailer } from './submit';

/** The SMTP sender when one is configured; null without it (submissions then enter the queue unconfirmed). */
export function getMailer(): Mailer | null {
  return null;
}
