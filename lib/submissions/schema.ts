import { z } from 'zod';
import { competitionInputSchema } from '@/lib/competitions/schema';
import { SUBMISSION_MESSAGES, UPLOAD_LIMITS } from '@/lib/words/organiser';

const SUBMISSION_STATE_NAMES = ['received', 'confirmed', 'review', 'published', 'rejected', 'changes'] as const;
export type SubmissionState = (typeof SUBMISSION_STATE_NAMES)[number];

const ORGANISER_LIMITS = { name: 100, organisation: 150, reply: 2000, note: 2000 } as const;

/** Control characters out (a one-line field loses its newlines too), then trimmed. */
const clean = (keepNewlines: boolean) => (s: string) =>
  s.replace(keepNewlines ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g, '').trim();

/** Who sent it: personal data, kept beside the data (never in it) and never shown on a public page. */
export const organiserSchema = z.object({
  name: z
    .string()
    .transform(clean(false))
    .pipe(z.string().min(1, SUBMISSION_MESSAGES.nameRequired).max(ORGANISER_LIMITS.name, SUBMISSION_MESSAGES.nameTooLong)),
  email: z.string().trim().toLowerCase().pipe(z.email(SUBMISSION_MESSAGES.emailInvalid).max(254, SUBMISSION_MESSAGES.emailInvalid)),
  organisation: z
    .string()
    .transform(clean(false))
    .pipe(
      z
        .string()
        .min(1, SUBMISSION_MESSAGES.organisationRequired)
        .max(ORGANISER_LIMITS.organisation, SUBMISSION_MESSAGES.organisationTooLong),
    ),
});
export type Organiser = z.infer<typeof organiserSchema>;

export const posterLinksSchema = z
  .array(z.url({ protocol: /^https?$/, message: SUBMISSION_MESSAGES.posterLinkInvalid }).max(2000, SUBMISSION_MESSAGES.posterLinkInvalid))
  .max(UPLOAD_LIMITS.posterLinks, SUBMISSION_MESSAGES.posterLinksTooMany);

export const replySchema = z
  .string()
  .transform(clean(true))
  .pipe(z.string().min(1, SUBMISSION_MESSAGES.replyRequired).max(ORGANISER_LIMITS.reply, SUBMISSION_MESSAGES.replyTooLong));

export const noteSchema = z
  .string()
  .transform(clean(true))
  .pipe(z.string().min(1, SUBMISSION_MESSAGES.reasonRequired).max(ORGANISER_LIMITS.note, SUBMISSION_MESSAGES.replyTooLong));

const eventSchema = z.object({
  at: z.string(),
  state: z.enum(SUBMISSION_STATE_NAMES),
  /** The moderator's reason or request, or the organiser's reply. */
  text: z.string().optional(),
  by: z.enum(['organiser', 'admin']),
});

/** One submission as the store keeps it. Tokens are kept only as SHA-256 hashes. */
export const submissionSchema = z.object({
  id: z.string(),
  state: z.enum(SUBMISSION_STATE_NAMES),
  /** Hash of the status link's token. */
  statusHash: z.string(),
  /** The status link's token sealed with the server's key (tokens.ts), so status e-mails can carry the link. */
  statusSealed: z.string().optional(),
  /** Hash of the e-mail confirmation token; gone once confirmed. */
  confirmHash: z.string().optional(),
  emailConfirmed: z.boolean(),
  /** Null once erased (a rejected submission keeps no contact details). */
  organiser: organiserSchema.nullable(),
  /** The competition as the organiser (or the AI pre-fill they corrected) gave it: the admin editor's input. */
  competition: competitionInputSchema,
  /** Site paths of the uploaded posters (also first in `competition.thumbnails`). */
  uploads: z.array(z.string()),
  /** For a correction: the published competition it corrects (which stays up meanwhile). */
  correctionOf: z.string().optional(),
  /** The competition it became. */
  publishedId: z.string().optional(),
  /** The moderator's latest note: a reject reason or the changes asked for. */
  note: z.string().optional(),
  /** The organiser's latest reply to "changes requested". */
  reply: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  events: z.array(eventSchema),
});
export type Submission = z.infer<typeof submissionSchema>;

/** What the admin queue shows: no hashes. The e-mail is the admin's to see, never the public's. */
export type QueueItem = Omit<Submission, 'statusHash' | 'confirmHash' | 'statusSealed'> & {
  duplicates: { id: string; title: string; why: 'link' | 'title' }[];
};
