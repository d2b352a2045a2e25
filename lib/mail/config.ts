import 'server-only';
import { readMailEnv, type EnvSource } from '@/lib/env';
import { DEFAULT_GMAIL_API_URL } from '@/lib/mail/gmail';
import { site } from '@/lib/site';

type MailConfig = {
  /** The site owner's mailbox: every contact message goes there, and only messages to it are listed or trashed. */
  contactTo: string;
  /** Gmail's root URL (tests point it at a fake). */
  gmailApiUrl: string;
};

/** The contact mail settings (lib/env.ts), read on each call (cheap, and a test server can set them). */
export function getMailConfig(source?: EnvSource): MailConfig {
  const env = readMailEnv(source);
  return {
    contactTo: (env.CONTACT_TO ?? site.contactEmail).toLowerCase(),
    gmailApiUrl: env.GMAIL_API_URL ?? DEFAULT_GMAIL_API_URL,
  };
}
