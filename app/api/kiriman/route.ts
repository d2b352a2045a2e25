import { noStore } from '@/lib/api/errors';
import { refuseForeignWrite } from '@/lib/api/same-origin';
import { clientAddress } from '@/lib/auth/client-address';
import { getCatalog } from '@/lib/data/catalog';
import { readAuthEnv } from '@/lib/env';
import { getSubmitDeps } from '@/lib/submissions';
import { submissionErrorResponse } from '@/lib/submissions/respond';
import { submitCompetition } from '@/lib/submissions/submit';
import { readForm } from '@/lib/uploads/form';

/**
 * POST /api/kiriman (multipart, from the "Kirim Lomba" page only): an organiser's submission. 201
 * `{ statusUrl, mailed }`; refusals are `{ error, fields? }` with 403 (proof of work), 413 (too large), 422
 * (fields, posters, honeypot), 429 (rate limit).
 */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseForeignWrite(req, 'form');
  if (refused) return refused;
  try {
    const form = await readForm(req);
    const catalog = await getCatalog();
    const result = await submitCompetition(form, clientAddress(req.headers, readAuthEnv().TRUSTED_PROXY_HOPS), {
      ...getSubmitDeps(),
      thumbnailsOf: (id) => catalog.byId.get(id)?.thumbnails,
      publishedDateOf: (id) => catalog.byId.get(id)?.published_date,
    });
    return Response.json(result, { status: 201, headers: noStore });
  } catch (e) {
    return submissionErrorResponse(e);
  }
}
