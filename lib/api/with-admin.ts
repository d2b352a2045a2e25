import 'server-only';
import { getSessionUser, isAdmin, type SessionUser } from '@/lib/auth/session';
import { DATA_MESSAGES } from '@/lib/messages';
import { refuseForeignWrite } from './same-origin';

export const ADMIN_MESSAGES = {
  signedOut: 'Silakan login sebagai admin.',
  notAdmin: 'Akun ini bukan admin.',
} as const;

const NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

export type AdminHandler<C> = (req: Request, ctx: C, user: SessionUser) => Promise<Response> | Response;

/**
 * Checks the request before an admin route handler runs: a write from another site or not declared JSON 403
 * (same-origin.ts), then the session on the server: 401 signed out, 403 not an admin.
 */
export function withAdmin<C = unknown>(handler: AdminHandler<C>): (req: Request, ctx: C) => Promise<Response> {
  return async (req, ctx) => {
    const refused = refuseForeignWrite(req);
    if (refused) return refused;
    const user = await getSessionUser();
    if (!user) return Response.json({ error: ADMIN_MESSAGES.signedOut }, { status: 401, headers: NO_STORE });
    if (!isAdmin(user)) return Response.json({ error: ADMIN_MESSAGES.notAdmin }, { status: 403, headers: NO_STORE });
    return handler(req, ctx, user);
  };
}

export const MAX_BODY_BYTES = 1024 * 1024;

export const BODY_MESSAGES = {
  invalidJson: 'Body harus berupa JSON yang valid.',
  tooLarge: 'Data terlalu besar (maksimal 1 MB).',
} as const;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

/** The body's bytes, or null when it is larger than `limit`; reading stops as soon as more arrives. */
export async function readBodyBytes(req: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON body of at most `limit` bytes; `allowEmpty`: undefined for none. Throws BodyError (400 or 413). */
export async function readJsonBody(req: Request, limit = MAX_BODY_BYTES, { allowEmpty = false } = {}): Promise<unknown> {
  if (!req.body) {
    if (allowEmpty) return undefined;
    throw new BodyError(400, BODY_MESSAGES.invalidJson);
  }
  const bytes = await readBodyBytes(req, limit);
  if (!bytes) throw new BodyError(413, BODY_MESSAGES.tooLarge);
  // An empty body, where one is optional (a DELETE), is no body.
  if (allowEmpty && !bytes.toString('utf8').trim()) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BodyError(400, BODY_MESSAGES.invalidJson);
  }
}

export { fieldErrors, parseFields } from './fields';

/**
 * Maps a failed write to its answer: errors that carry an HTTP status (bad body, not found, conflict, invalid) keep
 * it and their message; anything else is the store failing, 502.
 */
export function writeErrorResponse(e: unknown, fallback: string = DATA_MESSAGES.saveFailed): Response {
  const status = e instanceof Error && 'status' in e && typeof e.status === 'number' ? e.status : 502;
  const known = [400, 404, 409, 413, 422].includes(status);
  if (!known) console.error('[api] write failed:', e);
  const message = e instanceof Error && e.message ? e.message : fallback;
  return Response.json({ error: message }, { status: known ? status : 502, headers: NO_STORE });
}

export const noStore = NO_STORE;
