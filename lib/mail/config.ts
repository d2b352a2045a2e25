import 'server-only';
import { z } from 'zod';
import { DEFAULT_GMAIL_API_URL } from '@/lib/mail/gmail';
import { site } from '@/lib/site';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const mailEnvSchema = z.object({
  CONTACT_TO: optional.pipe(z.email('CONTACT_TO harus berupa alamat email.').optional()),
  GMAIL_API_URL: optional.pipe(
    z
      .url({ protocol: /^https?$/, error: 'GMAIL_API_URL harus berupa URL http(s).' })
      .optional(),
  ),
});

export type MailConfig = {
  /** The site owner's mailbox: every contact message goes there, and only messages to it are listed or trashed. */
  contactTo: string;
  /** Gmail's root URL (tests point it at a fake). */
  gmailApiUrl: string;
};

/** The contact mail settings, read on each call (cheap, and a test server can set them). */
export function getMailConfig(source: Record<string, string | undefined> = process.env): MailConfig {
  const parsed = mailEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Konfigurasi email tidak valid:\n${lines.join('\n')}`);
  }
  return {
    contactTo: (parsed.data.CONTACT_TO ?? site.contactEmail).toLowerCase(),
    gmailApiUrl: parsed.data.GMAIL_API_URL ?? DEFAULT_GMAIL_API_URL,
  };
}
