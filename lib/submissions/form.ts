import { type CompetitionInput, competitionInputSchema } from '@/lib/competitions/schema';
import { SUBMISSION_MESSAGES } from '@/lib/words/organiser';
import { type Organiser, organiserSchema, posterLinksSchema } from './schema';

/** The honeypot: hidden from people, filled by bots that fill every field. */
export const HONEYPOT_FIELD = 'website';
export const POW_FIELD = 'altcha';

type Text = (name: string) => string;

/** Where the schema's paths show on the form: the error goes beside that field. */
const FIELD_OF: Record<string, string> = {
  'registration.start': 'registration_start',
  'registration.end': 'registration_end',
  registration: 'registration_end',
  thumbnails: 'poster_links',
  published_date: 'registration_start',
  organizer: 'organisation',
};

function fieldOf(path: PropertyKey[]): string {
  const joined = path.map(String).join('.');
  const head = path.map(String).slice(0, 2).join('.');
  return FIELD_OF[head] ?? FIELD_OF[String(path[0])] ?? (String(path[0] ?? '') || joined || '_');
}

/**
 * The organiser and the competition from the form's text, checked with the organiser schema and the admin editor's
 * own competition schema (`competitionInputSchema`). Poster links come in as thumbnails; uploads are added later.
 */
export function parseSubmissionText(
  text: Text,
  all: (name: string) => string[],
): { ok: true; organiser: Organiser; competition: CompetitionInput; links: string[] } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const organiser = organiserSchema.safeParse({ name: text('name'), email: text('email'), organisation: text('organisation') });
  if (!organiser.success) for (const i of organiser.error.issues) fields[String(i.path[0])] ??= i.message;
  const links = posterLinksSchema.safeParse(
    text('poster_links')
      .split(/\s+/)
      .map((s) => s.trim())
      .filter(Boolean),
  );
  if (!links.success) fields.poster_links ??= links.error.issues[0]?.message ?? SUBMISSION_MESSAGES.posterLinkInvalid;
  const start = text('registration_start').trim();
  const url = text('registration_url').trim();
  const competition = competitionInputSchema.safeParse({
    title: text('title'),
    description: text('description'),
    thumbnails: links.success ? links.data : [],
    tags: [
      ...new Set(
        text('tags')
          .split(',')
          .map((t) => t.trim().replace(/^#+/, '').toLowerCase())
          .filter(Boolean),
      ),
    ],
    categories: all('categories'),
    registration: { start, end: text('registration_end').trim() },
    published_date: start,
    ...(text('organisation').trim() ? { organizer: text('organisation').trim() } : {}),
    ...(url ? { registration_url: url } : {}),
  });
  if (!competition.success) for (const i of competition.error.issues) fields[fieldOf(i.path)] ??= i.message;
  if (!organiser.success || !competition.success || !links.success) return { ok: false, fields };
  return { ok: true, organiser: organiser.data, competition: competition.data, links: links.data };
}
