import { requireAdmin } from '@/lib/api/admin-session';
import { errorJson, noStore } from '@/lib/api/errors';
import { refuseForeignWrite } from '@/lib/api/same-origin';
import { FormError, formFiles, readForm } from '@/lib/uploads/form';
import { savePosters, UploadError } from '@/lib/uploads/save';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@/lib/words/organiser';

/**
 * POST /api/admin/unggahan (multipart, `poster` once or more): the admin editor's and the AI generator's uploads
 * and pasted images, checked and stored like an organiser's. Answers `{ paths }`, the site paths to reference.
 */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseForeignWrite(req, 'form');
  if (refused) return refused;
  const admin = await requireAdmin();
  if (admin.refused) return admin.refused;
  try {
    const files = formFiles(await readForm(req), 'poster');
    if (!files.length) return errorJson(422, UPLOAD_MESSAGES.notImage, { poster: UPLOAD_MESSAGES.notImage });
    if (files.length > UPLOAD_LIMITS.posters) return errorJson(422, UPLOAD_MESSAGES.tooMany, { poster: UPLOAD_MESSAGES.tooMany });
    return Response.json({ paths: await savePosters(files) }, { status: 201, headers: noStore });
  } catch (e) {
    if (e instanceof FormError) return errorJson(e.status, e.message);
    if (e instanceof UploadError) return errorJson(e.status, e.message, e.status === 422 ? { poster: e.message } : undefined);
    throw e;
  }
}
