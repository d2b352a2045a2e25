import 'server-only';
import { BodyError } from '@/lib/api/body';
import { errorResponse, noStore } from '@/lib/api/errors';
import { FormError } from '@/lib/uploads/form';
import { SUBMISSION_MESSAGES } from '@/lib/words/organiser';
import { SubmissionError } from './submit';

/** A refusal as `{ error, fields?, code? }` with its status; anything unexpected is logged and answered as a failure. */
export function submissionErrorResponse(e: unknown): Response {
  if (e instanceof SubmissionError) {
    const headers = e.status === 429 ? { ...noStore, 'Retry-After': '3600' } : noStore;
    return Response.json(
      { error: e.message, ...(Object.keys(e.fields).length ? { fields: e.fields } : {}), ...(e.code ? { code: e.code } : {}) },
      { status: e.status, headers },
    );
  }
  if (e instanceof FormError || e instanceof BodyError) return Response.json({ error: e.message }, { status: e.status, headers: noStore });
  return errorResponse(e, SUBMISSION_MESSAGES.failed);
}
