// First, before any schema is built in the browser: the site's CSP has no 'unsafe-eval' (lib/zod-csp.ts).
import '@/lib/zod-csp';
import { z } from 'zod';
import { FACT_LIMITS, MODES } from './fact-constants';
import { FACT_MESSAGES, FIELD_LABELS as L, FIELD_MESSAGES, ISSUE_MESSAGES as M, TEXT_MESSAGES } from '@/lib/words/fields';
import { PROVINCES } from './provinces';
import { isInvisible, isWellFormed } from './normalise-text';

/** Text must be valid Unicode: a lone surrogate is refused on the way in (reads repair it instead). */
const UNICODE = [isWellFormed, TEXT_MESSAGES.invalidUnicode] as const;
import { EDITOR_CHECKS } from '@/lib/words/browse';

export const CATEGORIES = ['SD', 'SMP', 'SMA', 'MAHASISWA', 'UMUM', 'ALL', 'ETC'] as const;

const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const DATE_FORMAT_MESSAGE = M.dateFormat;

const isoDateSchema = z
  .string()
  .regex(DATE_RE, { message: DATE_FORMAT_MESSAGE, abort: true })
  .refine((s) => isRealDate(s), FIELD_MESSAGES.badDate);

/** A date as YYYY-MM-DD or empty when unknown. */
const optionalDateSchema = z.union([z.literal(''), isoDateSchema]);

export const LIMITS = {
  title: 300,
  description: 20_000,
  thumbnails: 20,
  thumbnailUrl: 2_000,
  tags: 30,
  tag: 60,
  id: 64,
} as const;

/** A site-relative path; `//host` and `/\host` are not (browsers read both as another host). */
export const RELATIVE_PATH_RE = /^\/(?![/\\])\S+$/;

/**
 * An http(s) URL, or a site-relative path. `//host` and `/\host` are rejected: browsers read both as
 * another host.
 */
export const thumbnailSchema = z
  .url({ protocol: /^https?$/, message: FIELD_MESSAGES.thumbnailInvalid })
  .max(LIMITS.thumbnailUrl, FIELD_MESSAGES.thumbnailTooLong)
  .or(z.string().max(LIMITS.thumbnailUrl, FIELD_MESSAGES.thumbnailTooLong).regex(RELATIVE_PATH_RE, FIELD_MESSAGES.thumbnailInvalid));

export { FACT_LIMITS, type Mode, MODES } from './fact-constants';

const rupiahSchema = z
  .number({ message: FACT_MESSAGES.notNumber })
  .int(FACT_MESSAGES.notWhole)
  .min(0, FACT_MESSAGES.negative)
  .max(FACT_LIMITS.rupiah, FACT_MESSAGES.tooBig);

const linkSchema = (label: string) =>
  z.url({ protocol: /^https?$/, message: FACT_MESSAGES.badUrl(label) }).max(FACT_LIMITS.url, FACT_MESSAGES.longUrl(label));

/**
 * The facts students filter by. Every one is optional: a missing fact is unknown, never guessed, and a file
 * written back carries only the facts that are set.
 */
export const factsShape = {
  /** Free, or paid with the amount in rupiah when known. */
  fee: z
    .object({ type: z.enum(['free', 'paid'], M.unknown(L.fee)), amount: rupiahSchema.optional() })
    .transform((f) => (f.type === 'free' ? { type: f.type } : f))
    .optional(),
  /** Total prize in rupiah and/or a text such as "Total hadiah 10 juta + sertifikat". */
  prize: z
    .object({
      total: rupiahSchema.optional(),
      text: z.string().trim().max(FACT_LIMITS.text, M.maxChars(L['prize.text'], FACT_LIMITS.text)).optional(),
    })
    .transform((p) => ({ ...(p.total !== undefined ? { total: p.total } : {}), ...(p.text ? { text: p.text } : {}) }))
    .optional(),
  mode: z.enum(MODES, M.unknown(L.mode)).optional(),
  /** Where an offline or hybrid competition takes place. */
  location: z
    .object({
      city: z.string().trim().max(FACT_LIMITS.city, M.maxChars(L['location.city'], FACT_LIMITS.city)).optional(),
      province: z.enum(PROVINCES, M.unknown(L['location.province'])).optional(),
    })
    .transform((l) => ({ ...(l.city ? { city: l.city } : {}), ...(l.province ? { province: l.province } : {}) }))
    .optional(),
  organizer: z.string().trim().max(FACT_LIMITS.name, M.maxChars(L.organizer, FACT_LIMITS.name)).optional(),
  registration_url: linkSchema(L.registration_url).optional(),
  guidebook_url: linkSchema(L.guidebook_url).optional(),
  /** Where the winners are announced, once the admin adds it ("Pengumuman pemenang" on a closed page). */
  winners_url: linkSchema(L.winners_url).optional(),
  /** The stages after registration, each a YYYY-MM-DD date. */
  stages: z
    .object({
      submission_deadline: isoDateSchema.optional(),
      announcement: isoDateSchema.optional(),
      event_start: isoDateSchema.optional(),
      event_end: isoDateSchema.optional(),
    })
    .refine((s) => !s.event_start || !s.event_end || s.event_end >= s.event_start, {
      message: FACT_MESSAGES.eventEnd,
      path: ['event_end'],
    })
    .optional(),
  /**
   * The registration end moved later ("Diperpanjang"): the end it had before, and the admin's optional note. Set by
   * the server from the copy an update replaces (lib/competitions/extension.ts); removed when the end moves earlier.
   */
  extension: z
    .object({
      from: isoDateSchema,
      /** The day (Jakarta) the end was moved; the weekly digest lists the week's extensions. */
      at: isoDateSchema.optional(),
      note: z.string().trim().max(FACT_LIMITS.text, M.maxChars(L['extension.note'], FACT_LIMITS.text)).optional(),
    })
    .optional(),
  /** The event's start before it was last moved (Event JSON-LD `previousStartDate`); set by the server like `extension`. */
  previous_event_start: isoDateSchema.optional(),
  /** The day an admin checked the listing against its source ("Terverifikasi"). */
  verified_at: isoDateSchema.optional(),
  /** When the listing was last saved through the site (ISO timestamp); set by the server. */
  updated_at: z.iso.datetime({ offset: true }).optional(),
};

/** The shape of one competition as stored and served. The spec's fields are always present; facts are optional. */
export const competitionSchema = z.object({
  id: z.string().min(1).max(LIMITS.id),
  title: z
    .string()
    .trim()
    .min(1, M.required(L.title))
    .max(LIMITS.title, M.maxChars(L.title, LIMITS.title))
    .refine(...UNICODE)
    .refine((s) => s === '' || !isInvisible(s), TEXT_MESSAGES.invisibleTitle),
  description: z
    .string()
    .trim()
    .min(1, M.required(L.description))
    .max(LIMITS.description, M.maxChars(L.description, LIMITS.description))
    .refine(...UNICODE),
  thumbnails: z.array(thumbnailSchema.refine(...UNICODE)).max(LIMITS.thumbnails, M.atMost(LIMITS.thumbnails, 'thumbnail')),
  tags: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .overwrite((t) => t.replace(/^#+/, '').trim())
        .min(1)
        .max(LIMITS.tag, M.maxChars(L.tags, LIMITS.tag))
        .refine(...UNICODE),
    )
    .max(LIMITS.tags, M.atMost(LIMITS.tags, 'tag')),
  categories: z.array(categorySchema, M.unknown(L.categories)).min(1, FIELD_MESSAGES.noCategory),
  registration: z.object({
    start: optionalDateSchema,
    end: optionalDateSchema,
  }),
  published_date: z.union([z.literal(''), isoDateSchema, z.iso.datetime({ offset: true })]),
  ...factsShape,
});

export type Competition = z.infer<typeof competitionSchema>;

type Dated = { registration: { start: string; end: string }; published_date: string };

/** Dates that contradict each other: the end before the start, the publish date after the end. */
function datesIssues(c: Dated): Record<string, string> {
  const { start, end } = c.registration;
  const out: Record<string, string> = {};
  // Only real dates are compared; a malformed one has its own message.
  if (!isRealDate(end)) return out;
  if (isRealDate(start) && end < start) out['registration.end'] = EDITOR_CHECKS.endBeforeStart;
  // A timestamp (AI items) is compared by its day.
  const published = c.published_date.slice(0, 10);
  if (isRealDate(published) && published > end && !out['registration.end']) out.published_date = EDITOR_CHECKS.publishedAfterEnd;
  return out;
}

/** The registration dates a new competition must have (the spec's required start and end). */
function missingDatesIssues(c: Dated): Record<string, string> {
  const out: Record<string, string> = {};
  if (!c.registration.start) out['registration.start'] = EDITOR_CHECKS.startRequired;
  if (!c.registration.end) out['registration.end'] = EDITOR_CHECKS.endRequired;
  return out;
}

/**
 * An edit may leave a registration date empty only when it was empty already (a competition without a deadline
 * stays one); a date that was set may not be cleared.
 */
export function clearedDatesIssues(previous: Dated['registration'], c: Dated): Record<string, string> {
  const out: Record<string, string> = {};
  if (previous.start && !c.registration.start) out['registration.start'] = EDITOR_CHECKS.startRequired;
  if (previous.end && !c.registration.end) out['registration.end'] = EDITOR_CHECKS.endRequired;
  return out;
}

/** A registration date as an admin sends it: YYYY-MM-DD, or empty (whether empty is allowed is checked above). */
const inputDateSchema = z
  .string()
  .refine((s) => s === '' || DATE_RE.test(s), { message: DATE_FORMAT_MESSAGE, abort: true })
  .refine((s) => s === '' || isRealDate(s), FIELD_MESSAGES.badDate);

const addIssues = (ctx: z.RefinementCtx, issues: Record<string, string>) => {
  for (const [path, message] of Object.entries(issues)) ctx.addIssue({ code: 'custom', message, path: path.split('.') });
};

/**
 * What an admin sends to update a competition: everything but the id and what the server sets. Registration dates
 * may be empty here (the server refuses clearing one that was set: clearedDatesIssues); dates must make sense.
 */
export const competitionEditSchema = competitionSchema
  .omit({ id: true, updated_at: true })
  .extend({ registration: z.object({ start: inputDateSchema, end: inputDateSchema }) })
  .superRefine((c, ctx) => addIssues(ctx, datesIssues(c)));

/** What an admin sends to create a competition: as an edit, with both registration dates. */
export const competitionInputSchema = competitionEditSchema.superRefine((c, ctx) => addIssues(ctx, missingDatesIssues(c)));
export type CompetitionInput = z.infer<typeof competitionInputSchema>;

export function isRealDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}
