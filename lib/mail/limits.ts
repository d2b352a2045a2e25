// Limits and messages of the contact form, without zod, so the browser form can import them cheaply.
export const MAIL_INTENTS = ['feedback', 'competition_info'] as const;
export type MailIntent = (typeof MAIL_INTENTS)[number];

export const MESSAGE_MAX_LENGTH = 1000;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SENT_LIST_MAX = 15;
export const FALLBACK_NAME = 'Pengguna';
