import { z } from 'zod';
import { REPORT_LIMITS, REPORT_REASONS } from './labels';
import { REPORT_MESSAGES } from '@/lib/words/visitor';

export { REPORT_LIMITS, REPORT_REASONS, type ReportReason } from './labels';

/** Plain one-paragraph text: control characters (newlines in a one-line field too) removed, trimmed. */
const clean = (keepNewlines: boolean) => (s: string) =>
  s.replace(keepNewlines ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g, '').trim();

/** What a visitor sends. Every field is capped; text is kept as text (pages escape it when they show it). */
export const reportInputSchema = z.object({
  competitionId: z.string().trim().min(1, REPORT_MESSAGES.notFound).max(REPORT_LIMITS.id, REPORT_MESSAGES.notFound),
  reason: z.enum(REPORT_REASONS, REPORT_MESSAGES.reason),
  note: z.string().max(REPORT_LIMITS.note, REPORT_MESSAGES.note(REPORT_LIMITS.note)).transform(clean(true)).optional(),
  contact: z.string().max(REPORT_LIMITS.contact, REPORT_MESSAGES.contact(REPORT_LIMITS.contact)).transform(clean(false)).optional(),
});

/** One report in the admin queue. */
export const reportSchema = z.object({
  id: z.string(),
  competitionId: z.string(),
  /** The title when it was reported, so the queue still reads well after the listing is deleted. */
  competitionTitle: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().optional(),
  contact: z.string().optional(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
