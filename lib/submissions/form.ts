import { parseAmount } from '@/components/admin/facts-draft';
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
  organizer: 'organisation',
  fee: 'fee_amount',
  'prize.total': 'prize_total',
  'prize.text': 'prize_text',
  prize: 'prize_total',
  'location.city': 'city',
  'location.province': 'province',
  location: 'city',
};

/**
 * The facts students filter by, as the admin editor's facts: blank is unknown. A place only for offline and hybrid
 * (and for a mode left unknown), as the editor does.
 */
function factsFrom(text: Text): Record<string, unknown> {
  const feeType = text('fee_type').trim();
  const amount = parseAmount(text('fee_amount'));
  const total = parseAmount(text('prize_total'));
  const prizeText = text('prize_text').trim();
  const mode = text('mode').trim();
  const city = text('city').trim();
  const province = text('province').trim();
  const hasPlace = mode !== 'online' && (city || province);
  return {
    ...(feeType === 'free' ? { fee: { type: 'free' } } : {}),
    ...(feeType === 'paid' ? { fee: { type: 'paid', ...(amount !== undefined ? { amount } : {}) } } : {}),
    ...(feeType && feeType !== 'free' && feeType !== 'paid' ? { fee: { type: feeType } } : {}),
    ...(total !== undefined || prizeText
      ? { prize: { ...(total !== undefined ? { total } : {}), ...(prizeText ? { text: prizeText } : {}) } }
      : {}),
    ...(mode ? { mode } : {}),
    ...(hasPlace ? { location: { ...(city ? { city } : {}), ...(province ? { province } : {}) } } : {}),
  };
}

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
  /** Today in Jakarta: the publish date until a moderator publishes it (never the registration start, which may lie ahead). */
  today: string,
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
    published_date: today,
    ...factsFrom(text),
    ...(text('organisation').trim() ? { organizer: text('organisation').trim() } : {}),
    ...(url ? { registration_url: url } : {}),
  });
  if (!competition.success) for (const i of competition.error.issues) fields[fieldOf(i.path)] ??= i.message;
  if (!organiser.success || !competition.success || !links.success) return { ok: false, fields };
  return { ok: true, organiser: organiser.data, competition: competition.data, links: links.data };
}
