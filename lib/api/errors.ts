import { DATA_MESSAGES } from '@/lib/words/errors';

export const noStore = { 'Cache-Control': 'private, no-store' } as const;

/** Input that failed its schema: answered with `status` (422 by default), the message and one message per field. */
export class ValidationError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
    readonly status: 400 | 422 = 422,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** A JSON error answer that is never cached: `{ error, fields? }`. */
export function errorJson(status: number, error: string, fields?: Record<string, string>, headers: HeadersInit = noStore): Response {
  return Response.json(fields ? { error, fields } : { error }, { status, headers });
}

// 503: a write that must be shared while the shared store (Redis) is unreachable (lib/shared).
const KNOWN = new Set([400, 404, 409, 413, 422, 503]);

/**
 * Maps a thrown error to its answer: errors that carry an HTTP status (bad body, not found, conflict, invalid) keep
 * it, their message and their `fields`; anything else is the store (or another outside service) failing: 502.
 */
export function errorResponse(e: unknown, fallback: string = DATA_MESSAGES.saveFailed): Response {
  const status = e instanceof Error && 'status' in e && typeof e.status === 'number' ? e.status : 502;
  const known = KNOWN.has(status);
  if (!known) console.error('[api] request failed:', e);
  const message = e instanceof Error && e.message ? e.message : fallback;
  const fields = known && e instanceof Error && 'fields' in e && e.fields && typeof e.fields === 'object' ? e.fields : undefined;
  // A store that asks us to wait (StoreBusyError) says for how long, as HTTP does.
  const retry = e instanceof Error && 'retryAfterSeconds' in e && typeof e.retryAfterSeconds === 'number' ? e.retryAfterSeconds : undefined;
  const headers = retry === undefined ? noStore : { ...noStore, 'Retry-After': String(retry) };
  return errorJson(known ? status : 502, message, fields as Record<string, string> | undefined, headers);
}
