import { BODY_MESSAGES } from '@/lib/words/errors';
export const MAX_BODY_BYTES = 1024 * 1024;

/** A body that cannot be read as JSON (400) or is too large (413). */
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
