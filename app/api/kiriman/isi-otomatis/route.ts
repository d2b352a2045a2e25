import { noStore } from '@/lib/api/errors';
import { refuseForeignWrite } from '@/lib/api/same-origin';
import { clientAddress } from '@/lib/auth/client-address';
import { readAuthEnv } from '@/lib/env';
import { getLimiter } from '@/lib/shared/limiter';
import { getProofOfWork } from '@/lib/submissions';
import { prefillFromPoster } from '@/lib/submissions/prefill';
import { submissionErrorResponse } from '@/lib/submissions/respond';
import { readForm } from '@/lib/uploads/form';
import { UPLOAD_LIMITS } from '@/lib/words/organiser';

export const maxDuration = 120;

/** POST (multipart `poster`, `altcha`): the "Kirim Lomba" form's values read from a poster by the AI. */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseForeignWrite(req, 'form');
  if (refused) return refused;
  try {
    const form = await readForm(req, UPLOAD_LIMITS.posterBytes + 64 * 1024);
    const values = await prefillFromPoster(form, clientAddress(req.headers, readAuthEnv().TRUSTED_PROXY_HOPS), {
      pow: getProofOfWork(),
      limiter: getLimiter('submission-prefill', { limit: 10, windowMs: 3_600_000 }),
    });
    return Response.json({ values }, { headers: noStore });
  } catch (e) {
    return submissionErrorResponse(e);
  }
}
