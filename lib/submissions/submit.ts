import 'server-only';
import { randomUUID } from 'node:crypto';
import { todayInJakarta } from '@/lib/competitions/dates';
import type { Limiter } from '@/lib/shared/limiter';
import { checkPoster, type CheckedPoster, UploadError } from '@/lib/uploads/check';
import { uploadName, uploadPath } from '@/lib/uploads/path';
import { storeCheckedPosters } from '@/lib/uploads/save';
import type { UploadStore } from '@/lib/uploads/store';
import { MAIL_WORDS, ORGANISER_WORDS, SUBMISSION_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@/lib/words/organiser';
import { HONEYPOT_FIELD, parseSubmissionText, POW_FIELD } from './form';
import type { ProofOfWork } from './pow';
import type { Submission } from './schema';
import type { SubmissionStore } from './store';
import { newToken, sealToken, TOKEN_RE, tokenHash } from './tokens';

/** The queue never holds more than this; a full queue refuses new submissions until the admin works through it. */
const MAX_SUBMISSIONS = 2_000;

export class SubmissionError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    message: string,
    readonly fields: Record<string, string> = {},
    /** 'challenge': the proof of work was refused; the form solves a new one and sends again by itself. */
    readonly code?: 'challenge',
  ) {
    super(message);
    this.name = 'SubmissionError';
  }
}

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<unknown> };

export type SubmitDeps = {
  store: SubmissionStore;
  uploads: UploadStore;
  pow: ProofOfWork;
  /**
   * `checked`: every form that passed the proof of work, per address (refused ones included, a generous limit: a
   * school's Wi-Fi is one address for many organisers). `perAddress` and `perEmail`: accepted submissions only,
   * counted once everything passed, so a refused form never uses up an organiser's allowance.
   */
  limits: { checked: Limiter; perAddress: Limiter; perEmail: Limiter };
  /** Null without SMTP: submissions then enter the queue unconfirmed. */
  mailer: Mailer | null;
  siteUrl: string;
  siteName: string;
  /** Seals the status token for later status e-mails (tokens.ts). */
  linkKey: Buffer;
  /** A published competition's posters, for a correction that brings none of its own. */
  thumbnailsOf?: (id: string) => readonly string[] | undefined;
  /** A published competition's publish date: a correction keeps it (it corrects the listing, it does not republish it). */
  publishedDateOf?: (id: string) => string | undefined;
  now?: () => number;
};

/** `email`: where the confirmation went (the success screen repeats it); `revised`: a submission's new version. */
type SubmitResult = { statusUrl: string; mailed: boolean; email: string; revised?: boolean };

const statusUrlOf = (siteUrl: string, token: string) => `${siteUrl}/kiriman/${token}`;

/** The organiser's confirmation e-mail: a link that confirms, and the status link. */
export function confirmationMail(
  deps: Pick<SubmitDeps, 'siteName'>,
  to: string,
  name: string,
  title: string,
  statusUrl: string,
  confirmToken: string,
): Mail {
  return {
    to,
    subject: MAIL_WORDS.confirmSubject(deps.siteName),
    text: MAIL_WORDS.confirmBody(name, title, `${statusUrl}?konfirmasi=${confirmToken}`, statusUrl),
  };
}

async function checkPosters(files: File[], fields: Record<string, string>): Promise<CheckedPoster[]> {
  const posters: CheckedPoster[] = [];
  if (files.length > UPLOAD_LIMITS.posters) fields.posters = UPLOAD_MESSAGES.tooMany;
  else {
    // One at a time: at most one decoded poster in memory per submission.
    for (const file of files) {
      try {
        posters.push(await checkPoster(new Uint8Array(await file.arrayBuffer())));
      } catch (e) {
        if (!(e instanceof UploadError)) throw e;
        fields.posters = e.message;
        break;
      }
    }
  }
  return posters;
}

/** storeCheckedPosters (all or none), its failure as the submission's 502. */
async function storePosters(posters: CheckedPoster[], uploads: UploadStore): Promise<string[]> {
  try {
    return await storeCheckedPosters(posters, uploads);
  } catch (e) {
    if (e instanceof UploadError) throw new SubmissionError(e.status, e.message);
    throw e;
  }
}

/**
 * An organiser's submission, cheapest refusals first so abuse costs the server little: the honeypot, the proof
 * of work (each challenge once), the limit on checked forms, then the fields (the admin editor's schema) and the
 * posters (checked from their bytes), and last the limits on accepted submissions. Nothing is stored unless
 * everything passed. With a mailer, the organiser gets a confirmation link and the submission waits for it; without
 * one it enters the queue marked unconfirmed.
 *
 * With `revision` (a status token of a submission asked for changes) it is that submission's new version instead:
 * its fields replaced, new posters replacing the old ones (the old ones kept when none are chosen), back to review.
 */
export async function submitCompetition(form: FormData, address: string, deps: SubmitDeps): Promise<SubmitResult> {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  if (text(HONEYPOT_FIELD).trim()) throw new SubmissionError(422, SUBMISSION_MESSAGES.honeypot);
  const pow = await deps.pow.verify(text(POW_FIELD));
  if (pow !== 'ok') {
    const message = {
      missing: SUBMISSION_MESSAGES.noChallenge,
      invalid: SUBMISSION_MESSAGES.badChallenge,
      reused: SUBMISSION_MESSAGES.reusedChallenge,
    }[pow];
    throw new SubmissionError(403, message, {}, 'challenge');
  }
  if (!(await deps.limits.checked.admit([`submit:checked:${address}`])).ok)
    throw new SubmissionError(429, SUBMISSION_MESSAGES.tooManyRefused);

  let correction: Submission | null = null;
  const correctionToken = text('correction');
  if (correctionToken) {
    correction = TOKEN_RE.test(correctionToken) ? await deps.store.findByHash('status', tokenHash(correctionToken)) : null;
    if (!correction?.publishedId) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  }
  let revision: Submission | null = null;
  const revisionToken = text('revision');
  if (revisionToken) {
    revision = TOKEN_RE.test(revisionToken) ? await deps.store.findByHash('status', tokenHash(revisionToken)) : null;
    if (!revision) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
    if (revision.state !== 'changes' || !revision.organiser) throw new SubmissionError(409, SUBMISSION_MESSAGES.notWaitingForReply);
  }
  // A revision keeps who sent it: the form does not ask again.
  const kept = revision?.organiser;
  const field = (name: string) => (kept && (name === 'name' || name === 'email' || name === 'organisation') ? kept[name] : text(name));

  const now = (deps.now ?? Date.now)();
  const parsed = parseSubmissionText(
    field,
    (name) => form.getAll(name).filter((v): v is string => typeof v === 'string'),
    todayInJakarta(now),
  );
  const fields: Record<string, string> = parsed.ok ? {} : { ...parsed.fields };
  const files = form.getAll('posters').filter((v): v is File => typeof v !== 'string' && v.size > 0);
  const posters = await checkPosters(files, fields);
  if (!parsed.ok || Object.keys(fields).length) throw new SubmissionError(422, SUBMISSION_MESSAGES.invalid, fields);

  if (revision) return revise(revision, revisionToken, parsed, posters, text('reply').trim().slice(0, 2000), deps, now);

  const email = parsed.organiser.email;
  if (!(await deps.limits.perEmail.admit([`submit:email:${email}`])).ok) throw new SubmissionError(429, SUBMISSION_MESSAGES.tooMany);
  if (!(await deps.limits.perAddress.admit([`submit:addr:${address}`])).ok) throw new SubmissionError(429, SUBMISSION_MESSAGES.tooMany);

  const saved = await storePosters(posters, deps.uploads);
  const uploads = saved.map(uploadPath);
  const at = new Date(now).toISOString();
  const statusToken = newToken();
  const confirmToken = deps.mailer ? newToken() : null;
  const submission: Submission = {
    id: randomUUID(),
    state: 'received',
    statusHash: tokenHash(statusToken),
    statusSealed: sealToken(statusToken, deps.linkKey),
    ...(confirmToken ? { confirmHash: tokenHash(confirmToken) } : {}),
    emailConfirmed: false,
    organiser: parsed.organiser,
    competition: {
      ...parsed.competition,
      ...(correction?.publishedId
        ? { published_date: deps.publishedDateOf?.(correction.publishedId) ?? parsed.competition.published_date }
        : {}),
      thumbnails:
        uploads.length || parsed.links.length || !correction?.publishedId
          ? [...uploads, ...parsed.links]
          : [...(deps.thumbnailsOf?.(correction.publishedId) ?? [])],
    },
    uploads,
    ...(correction?.publishedId ? { correctionOf: correction.publishedId } : {}),
    createdAt: at,
    updatedAt: at,
    events: [{ at, state: 'received', by: 'organiser' }],
  };
  if (!(await deps.store.add(submission, MAX_SUBMISSIONS))) {
    await Promise.allSettled(saved.map((n) => deps.uploads.remove(n)));
    throw new SubmissionError(503, SUBMISSION_MESSAGES.full);
  }
  const statusUrl = statusUrlOf(deps.siteUrl, statusToken);
  let mailed = false;
  if (deps.mailer && confirmToken) {
    try {
      await deps.mailer.send(confirmationMail(deps, email, parsed.organiser.name, parsed.competition.title, statusUrl, confirmToken));
      mailed = true;
    } catch (e) {
      // Not lost: without a way to confirm, it enters the queue marked unconfirmed, as it would without SMTP.
      console.error('[submissions] confirmation mail failed:', e);
      await deps.store.update(submission.id, ({ confirmHash: _c, ...rest }) => rest);
    }
  }
  return { statusUrl, mailed, email };
}

/** A submission asked for changes, as the organiser edited it: back to review with the new fields and posters. */
async function revise(
  s: Submission,
  token: string,
  parsed: Extract<ReturnType<typeof parseSubmissionText>, { ok: true }>,
  posters: CheckedPoster[],
  reply: string,
  deps: SubmitDeps,
  now: number,
): Promise<SubmitResult> {
  const saved = await storePosters(posters, deps.uploads);
  const uploads = saved.length ? saved.map(uploadPath) : s.uploads;
  const at = new Date(now).toISOString();
  const text = reply || ORGANISER_WORDS.revisedEvent;
  let replaced: string[] = [];
  const next = await deps.store
    .update(s.id, (cur) => {
      if (cur.state !== 'changes') throw new SubmissionError(409, SUBMISSION_MESSAGES.notWaitingForReply);
      replaced = saved.length ? cur.uploads : [];
      return {
        ...cur,
        state: 'review',
        competition: { ...parsed.competition, published_date: cur.competition.published_date, thumbnails: [...uploads, ...parsed.links] },
        uploads,
        reply: text,
        updatedAt: at,
        events: [...cur.events, { at, state: 'review', by: 'organiser', text }],
      };
    })
    .catch(async (e: unknown) => {
      await Promise.allSettled(saved.map((n) => deps.uploads.remove(n)));
      throw e;
    });
  if (!next) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  for (const p of replaced) {
    const name = uploadName(p);
    if (name) await deps.uploads.remove(name).catch((e: unknown) => console.error('[submissions] poster not removed:', p, e));
  }
  return { statusUrl: statusUrlOf(deps.siteUrl, token), mailed: false, email: next.organiser?.email ?? '', revised: true };
}
