import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Limiter } from '@/lib/shared/limiter';
import { checkPoster, type CheckedPoster, UploadError } from '@/lib/uploads/check';
import { uploadPath } from '@/lib/uploads/path';
import type { UploadStore } from '@/lib/uploads/store';
import { MAIL_WORDS, SUBMISSION_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@/lib/words/organiser';
import { HONEYPOT_FIELD, parseSubmissionText, POW_FIELD } from './form';
import type { ProofOfWork } from './pow';
import type { Submission } from './schema';
import type { SubmissionStore } from './store';
import { newToken, TOKEN_RE, tokenHash } from './tokens';

/** The queue never holds more than this; a full queue refuses new submissions until the admin works through it. */
const MAX_SUBMISSIONS = 2_000;

export class SubmissionError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    message: string,
    readonly fields: Record<string, string> = {},
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
  /** Counts submissions per address and per e-mail (the login throttle's limiter). */
  limiter: Limiter;
  /** Null without SMTP: submissions then enter the queue unconfirmed. */
  mailer: Mailer | null;
  siteUrl: string;
  /** A published competition's posters, for a correction that brings none of its own. */
  thumbnailsOf?: (id: string) => readonly string[] | undefined;
  now?: () => number;
};

type SubmitResult = { statusUrl: string; mailed: boolean };

const statusUrlOf = (siteUrl: string, token: string) => `${siteUrl}/kiriman/${token}`;

/**
 * An organiser's submission, cheapest refusals first so abuse costs the server little: the honeypot, the proof
 * of work (each challenge once), the rate limits, then the fields (the admin editor's schema) and the posters
 * (checked from their bytes). Nothing is stored unless everything passed. With a mailer, the organiser gets a
 * confirmation link and the submission waits for it; without one it enters the queue marked unconfirmed.
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
    throw new SubmissionError(403, message);
  }
  const email = text('email').trim().toLowerCase();
  const admission = await deps.limiter.admit(email ? [`submit:addr:${address}`, `submit:email:${email}`] : [`submit:addr:${address}`]);
  if (!admission.ok) throw new SubmissionError(429, SUBMISSION_MESSAGES.tooMany);

  let correction: Submission | null = null;
  const correctionToken = text('correction');
  if (correctionToken) {
    correction = TOKEN_RE.test(correctionToken) ? await deps.store.findByHash('status', tokenHash(correctionToken)) : null;
    if (!correction?.publishedId) throw new SubmissionError(404, SUBMISSION_MESSAGES.notFound);
  }

  const parsed = parseSubmissionText(text, (name) => form.getAll(name).filter((v): v is string => typeof v === 'string'));
  const fields: Record<string, string> = parsed.ok ? {} : { ...parsed.fields };
  const files = form.getAll('posters').filter((v): v is File => typeof v !== 'string' && v.size > 0);
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
  if (!parsed.ok || Object.keys(fields).length) throw new SubmissionError(422, SUBMISSION_MESSAGES.invalid, fields);

  const saved: string[] = [];
  try {
    for (const p of posters) {
      await deps.uploads.put(p.name, p.bytes);
      saved.push(p.name);
    }
  } catch (e) {
    console.error('[submissions] storing posters failed:', e);
    await Promise.allSettled(saved.map((n) => deps.uploads.remove(n)));
    throw new SubmissionError(502, UPLOAD_MESSAGES.storeFailed);
  }
  const uploads = saved.map(uploadPath);
  const now = new Date((deps.now ?? Date.now)()).toISOString();
  const statusToken = newToken();
  const confirmToken = deps.mailer ? newToken() : null;
  const submission: Submission = {
    id: randomUUID(),
    state: 'received',
    statusHash: tokenHash(statusToken),
    ...(confirmToken ? { confirmHash: tokenHash(confirmToken) } : {}),
    emailConfirmed: false,
    organiser: parsed.organiser,
    competition: {
      ...parsed.competition,
      thumbnails:
        uploads.length || parsed.links.length || !correction?.publishedId
          ? [...uploads, ...parsed.links]
          : [...(deps.thumbnailsOf?.(correction.publishedId) ?? [])],
    },
    uploads,
    ...(correction?.publishedId ? { correctionOf: correction.publishedId } : {}),
    createdAt: now,
    updatedAt: now,
    events: [{ at: now, state: 'received', by: 'organiser' }],
  };
  if (!(await deps.store.add(submission, MAX_SUBMISSIONS))) {
    await Promise.allSettled(saved.map((n) => deps.uploads.remove(n)));
    throw new SubmissionError(503, SUBMISSION_MESSAGES.full);
  }
  const statusUrl = statusUrlOf(deps.siteUrl, statusToken);
  let mailed = false;
  if (deps.mailer && confirmToken) {
    try {
      await deps.mailer.send({
        to: parsed.organiser.email,
        subject: MAIL_WORDS.confirmSubject,
        text: MAIL_WORDS.confirmBody(parsed.organiser.name, parsed.competition.title, `${statusUrl}?konfirmasi=${confirmToken}`, statusUrl),
      });
      mailed = true;
    } catch (e) {
      // Not lost: without a way to confirm, it enters the queue marked unconfirmed, as it would without SMTP.
      console.error('[submissions] confirmation mail failed:', e);
      await deps.store.update(submission.id, ({ confirmHash: _c, ...rest }) => rest);
    }
  }
  return { statusUrl, mailed };
}
