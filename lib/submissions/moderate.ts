import 'server-only';
import { publishedNotAfter, todayInJakarta } from '@/lib/competitions/dates';
import { competitionUrl } from '@/lib/competitions/ics';
import type { Competition, CompetitionInput } from '@/lib/competitions/schema';
import type { Limiter } from '@/lib/shared/limiter';
import { uploadName } from '@/lib/uploads/path';
import type { UploadStore } from '@/lib/uploads/store';
import { MAIL_WORDS, STATUS_WORDS, SUBMISSION_MESSAGES, SUBMISSION_STATES } from '@/lib/words/organiser';
import { findDuplicates } from './duplicates';
import { noteSchema, organiserSchema, type QueueItem, replySchema, type Submission, type SubmissionState } from './schema';
import type { SubmissionStore } from './store';
import { confirmationMail, type Mailer, SubmissionError } from './submit';
import { newToken, openToken, TOKEN_RE, tokenHash } from './tokens';

export type ModerateDeps = {
  store: SubmissionStore;
  uploads: UploadStore;
  mailer: Mailer | null;
  siteUrl: string;
  siteName: string;
  /** Opens the sealed status token for the status e-mails (tokens.ts). */
  linkKey: Buffer;
  now?: () => number;
};

/** How long a record is kept after it settles, then it and the personal data in it are gone. */
const KEEP_REJECTED_MS = 30 * 86_400_000;
const KEEP_PUBLISHED_MS = 90 * 86_400_000;
const KEEP_UNCONFIRMED_MS = 7 * 86_400_000;

const OPEN: readonly SubmissionState[] = ['received', 'confirmed', 'review', 'changes'];

/** Waiting for its e-mail to be confirmed: a confirmation link was sent and not yet opened. Not in the queue yet. */
export const awaitingConfirmation = (s: Submission) => !s.emailConfirmed && s.confirmHash !== undefined;

const stamp = (deps: { now?: () => number }) => new Date((deps.now ?? Date.now)()).toISOString();

function moved(s: Submission, state: SubmissionState, by: 'organiser' | 'admin', at: string, text?: string): Submission {
  return { ...s, state, updatedAt: at, events: [...s.events, { at, state, by, ...(text ? { text } : {}) }] };
}

/**
 * The organiser's e-mail about a new state: the status link (opened from its sealed copy), the moderator's reason or
 * request, what they can do next, and for a published listing its address.
 */
async function tell(deps: ModerateDeps, s: Submission, listing?: Competition) {
  if (!deps.mailer || !s.organiser || !s.emailConfirmed) return;
  const token = s.statusSealed ? openToken(s.statusSealed, deps.linkKey) : null;
  const state = SUBMISSION_STATES[s.state];
  try {
    await deps.mailer.send({
      to: s.organiser.email,
      subject: MAIL_WORDS.updateSubject(deps.siteName, state),
      text: MAIL_WORDS.updateBody({
        name: s.organiser.name,
        title: s.competition.title,
        state,
        ...(s.note && (s.state === 'rejected' || s.state === 'changes')
          ? { note: s.note, noteLabel: s.state === 'rejected' ? STATUS_WORDS.reasonLabel : STATUS_WORDS.noteLabel }
          : {}),
        ...(listing ? { listingUrl: competitionUrl(listing, deps.siteUrl) } : {}),
        ...(s.state === 'changes' ? { next: MAIL_WORDS.nextChanges } : s.state === 'rejected' ? { next: MAIL_WORDS.nextRejected } : {}),
        ...(token ? { statusUrl: `${deps.siteUrl}/kiriman/${token}` } : {}),
      }),
    });
  } catch (e) {
    console.error('[submissions] update mail failed:', e);
  }
}

/** A reply or note that failed its schema: 422, its message beside the field. */
function invalidText(field: 'reply' | 'note', message: string = SUBMISSION_MESSAGES.reasonRequired): SubmissionError {
  return new SubmissionError(422, message, { [field]: message });
}

// -------------------------------------------------------------------------------------------------- organiser side

export async function byStatusToken(store: SubmissionStore, token: string): Promise<Submission | null> {
  return TOKEN_RE.test(token) ? store.findByHash('status', tokenHash(token)) : null;
}

/** The confirmation link: the e-mail is the organiser's, and the submission enters the queue. */
export async function confirmEmail(statusToken: string, confirmToken: string, deps: ModerateDeps): Promise<Submission> {
  const s = TOKEN_RE.test(confirmToken) ? await deps.store.findByHash('confirm', tokenHash(confirmToken)) : null;
  if (!s || s.statusHash !== tokenHash(statusToken)) throw new SubmissionError(404, SUBMISSION_MESSAGES.confirmInvalid);
  const at = stamp(deps);
  const next = await deps.store.update(s.id, (cur) => {
    if (cur.emailConfirmed) return cur;
    const { confirmHash: _c, ...rest } = cur;
    return moved({ ...rest, emailConfirmed: true }, cur.state === 'received' ? 'confirmed' : cur.state, 'organiser', at);
  });
  if (!next) throw new SubmissionError(404, SUBMISSION_MESSAGES.confirmInvalid);
  return next;
}

/**
 * "Kirim ulang email konfirmasi", optionally to a corrected address: a new confirmation link (the old one stops
 * working), at most `limiter`'s allowance per submission. Only while the submission waits for its confirmation.
 */
export async function resendConfirmation(
  statusToken: string,
  email: unknown,
  deps: ModerateDeps & { limiter: Limiter },
): Promise<{ email: string }> {
  const s = await byStatusToken(deps.store, statusToken);
  if (!s) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  if (!deps.mailer || !awaitingConfirmation(s) || !s.organiser) throw new SubmissionError(409, SUBMISSION_MESSAGES.notAwaitingConfirmation);
  let to = s.organiser.email;
  if (email !== undefined && email !== '') {
    const parsed = organiserSchema.shape.email.safeParse(email);
    if (!parsed.success) throw new SubmissionError(422, SUBMISSION_MESSAGES.emailInvalid, { email: SUBMISSION_MESSAGES.emailInvalid });
    to = parsed.data;
  }
  if (!(await deps.limiter.admit([`resend:${s.id}`])).ok) throw new SubmissionError(429, SUBMISSION_MESSAGES.tooManyResends);
  const confirmToken = newToken();
  const next = await deps.store.update(s.id, (cur) => {
    if (!awaitingConfirmation(cur) || !cur.organiser) throw new SubmissionError(409, SUBMISSION_MESSAGES.notAwaitingConfirmation);
    return { ...cur, confirmHash: tokenHash(confirmToken), organiser: { ...cur.organiser, email: to }, updatedAt: stamp(deps) };
  });
  if (!next?.organiser) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  try {
    await deps.mailer.send(
      confirmationMail(deps, to, next.organiser.name, next.competition.title, `${deps.siteUrl}/kiriman/${statusToken}`, confirmToken),
    );
  } catch (e) {
    console.error('[submissions] confirmation mail failed:', e);
    throw new SubmissionError(502, SUBMISSION_MESSAGES.mailFailed);
  }
  return { email: to };
}

/** The organiser's answer to "changes requested": back to review, the reply beside the moderator's note. */
export async function replyToChanges(statusToken: string, body: unknown, deps: ModerateDeps): Promise<Submission> {
  const s = await byStatusToken(deps.store, statusToken);
  if (!s) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  const reply = replySchema.safeParse(body);
  if (!reply.success) throw invalidText('reply', reply.error.issues[0]?.message);
  const at = stamp(deps);
  const next = await deps.store.update(s.id, (cur) => {
    if (cur.state !== 'changes') throw new SubmissionError(409, SUBMISSION_MESSAGES.notWaitingForReply);
    return moved({ ...cur, reply: reply.data }, 'review', 'organiser', at, reply.data);
  });
  if (!next) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  return next;
}

// ------------------------------------------------------------------------------------------------------ admin side

/** Settled records past their time, with their personal data and (for rejected ones) their posters. */
export async function pruneSubmissions(deps: ModerateDeps): Promise<number> {
  const now = (deps.now ?? Date.now)();
  let removed = 0;
  for (const s of await deps.store.list()) {
    const age = now - Date.parse(s.updatedAt);
    const expired =
      (s.state === 'rejected' && age > KEEP_REJECTED_MS) ||
      (s.state === 'published' && age > KEEP_PUBLISHED_MS) ||
      (awaitingConfirmation(s) && age > KEEP_UNCONFIRMED_MS);
    if (!expired) continue;
    if (s.state !== 'published') await removeUploads(deps.uploads, s.uploads);
    await deps.store.remove(s.id);
    removed++;
  }
  return removed;
}

/** The admin's queue: every submission that entered it (confirmed, or unconfirmed without SMTP), newest first. */
export async function listQueue(deps: ModerateDeps, published: readonly Competition[]): Promise<QueueItem[]> {
  await pruneSubmissions(deps).catch((e: unknown) => console.error('[submissions] prune failed:', e));
  const all = await deps.store.list();
  return all
    .filter((s) => !awaitingConfirmation(s))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(({ statusHash: _s, confirmHash: _c, statusSealed: _l, ...rest }) => ({
      ...rest,
      duplicates: OPEN.includes(rest.state) ? findDuplicates(rest.competition, published, rest.correctionOf) : [],
    }));
}

async function removeUploads(uploads: UploadStore, paths: readonly string[], keep: ReadonlySet<string> = new Set()) {
  for (const p of paths) {
    const name = uploadName(p);
    if (name && !keep.has(p)) await uploads.remove(name).catch((e: unknown) => console.error('[submissions] poster not removed:', p, e));
  }
}

function openOne(cur: Submission): Submission {
  if (!OPEN.includes(cur.state)) throw new SubmissionError(409, SUBMISSION_MESSAGES.wrongState);
  return cur;
}

/** Opened in the editor: "in review". */
export async function startReview(id: string, deps: ModerateDeps): Promise<Submission> {
  const at = stamp(deps);
  const next = await deps.store.update(id, (cur) => (openOne(cur).state === 'review' ? cur : moved(cur, 'review', 'admin', at)));
  if (!next) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  return next;
}

/**
 * Rejected with a reason the organiser reads on the status link. The posters are deleted and the organiser's
 * contact details erased at once; the record (title, state, reason) stays for the status link until it expires.
 */
export async function rejectSubmission(id: string, reason: unknown, deps: ModerateDeps): Promise<Submission> {
  const note = noteSchema.safeParse(reason);
  if (!note.success) throw invalidText('note', note.error.issues[0]?.message);
  const at = stamp(deps);
  let before: Submission | null = null;
  const next = await deps.store.update(id, (cur) => {
    before = openOne(cur);
    return { ...moved(cur, 'rejected', 'admin', at, note.data), note: note.data, organiser: null, uploads: [] };
  });
  if (!next || !before) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  const was: Submission = before;
  await removeUploads(deps.uploads, was.uploads);
  await tell(deps, { ...next, organiser: was.organiser });
  return next;
}

export async function requestChanges(id: string, request: unknown, deps: ModerateDeps): Promise<Submission> {
  const note = noteSchema.safeParse(request);
  if (!note.success) throw invalidText('note', note.error.issues[0]?.message);
  const at = stamp(deps);
  const next = await deps.store.update(id, (cur) => ({ ...moved(openOne(cur), 'changes', 'admin', at, note.data), note: note.data }));
  if (!next) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  await tell(deps, next);
  return next;
}

/** Who submitted it, as the commit trailer and the history name them: name and organisation, never the e-mail. */
export const submitterOf = (s: Submission) => (s.organiser ? `${s.organiser.name} (${s.organiser.organisation})` : undefined);

/**
 * Publishes a submission as the admin edited it: one write of the data file (`write`, conflict-safe, which names
 * the submitter in the commit and the history), then the submission is "published". Uploaded posters the admin
 * took off are deleted; the rest are now the competition's, served by the poster pipeline.
 */
export async function publishSubmission(
  id: string,
  input: CompetitionInput,
  write: (s: Submission, submitter: string | undefined, input: CompetitionInput) => Promise<{ item: Competition }>,
  deps: ModerateDeps,
): Promise<{ item: Competition; submission: Submission }> {
  const s = await deps.store.get(id);
  if (!s) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  openOne(s);
  // Published now: a new listing's date is today unless the admin set another, and never one still ahead (the
  // registration start, say), which would show a publish date in the future. A correction keeps the listing's.
  const now = (deps.now ?? Date.now)();
  const untouched = !s.correctionOf && input.published_date === s.competition.published_date;
  input = { ...input, published_date: untouched ? todayInJakarta(now) : publishedNotAfter(input.published_date, now) };
  const { item } = await write(s, submitterOf(s), input);
  const at = stamp(deps);
  const next = await deps.store.update(id, (cur) => ({
    ...moved(cur, 'published', 'admin', at),
    publishedId: item.id,
    competition: input,
    uploads: cur.uploads.filter((p) => item.thumbnails.includes(p)),
  }));
  await removeUploads(deps.uploads, s.uploads, new Set(item.thumbnails));
  if (next) await tell(deps, next, item);
  return { item, submission: next ?? s };
}
