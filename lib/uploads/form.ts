import 'server-only';
import { readBodyBytes } from '@/lib/api/body';
import { SUBMISSION_MESSAGES, UPLOAD_LIMITS } from '@/lib/words/organiser';

/** Every upload at its limit plus the form's text: anything larger is refused before it is read. */
const MAX_FORM_BYTES = UPLOAD_LIMITS.posters * UPLOAD_LIMITS.posterBytes + 512 * 1024;

export class FormError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'FormError';
  }
}

/**
 * A multipart (or urlencoded) form of at most `limit` bytes. A declared length above it is refused at once, and
 * reading stops as soon as more arrives than that, so a 50 MB body costs the server at most `limit` bytes.
 */
export async function readForm(req: Request, limit: number = MAX_FORM_BYTES): Promise<FormData> {
  const bytes = await readBodyBytes(req, limit);
  if (!bytes) throw new FormError(413, SUBMISSION_MESSAGES.bodyTooLarge);
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new FormError(400, SUBMISSION_MESSAGES.unreadable);
  }
}

/** The form's files under `name` that hold something (a browser sends an empty file for an empty input). */
export function formFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0);
}
