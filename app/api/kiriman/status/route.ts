import { z } from 'zod';
import { readJsonBody } from '@/lib/api/body';
import { noStore } from '@/lib/api/errors';
import { refuseForeignWrite } from '@/lib/api/same-origin';
import { getModerateDeps, getResendLimiter } from '@/lib/submissions';
import { confirmEmail, replyToChanges, resendConfirmation } from '@/lib/submissions/moderate';
import { submissionErrorResponse } from '@/lib/submissions/respond';
import { SubmissionError } from '@/lib/submissions/submit';
import { SUBMISSION_MESSAGES } from '@/lib/words/organiser';

const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm'), token: z.string(), confirm: z.string() }),
  z.object({ action: z.literal('reply'), token: z.string(), reply: z.unknown() }),
  z.object({ action: z.literal('resend'), token: z.string(), email: z.unknown().optional() }),
]);

/**
 * POST /api/kiriman/status, from the status page: confirm the e-mail, answer "changes requested", or resend the
 * confirmation (to a corrected address; 3 an hour per submission), answered with `{ email }`.
 */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseForeignWrite(req);
  if (refused) return refused;
  try {
    const body = bodySchema.safeParse(await readJsonBody(req, 16 * 1024));
    if (!body.success) throw new SubmissionError(400, SUBMISSION_MESSAGES.unreadable);
    const deps = getModerateDeps();
    if (body.data.action === 'resend') {
      const { email } = await resendConfirmation(body.data.token, body.data.email, { ...deps, limiter: getResendLimiter() });
      return Response.json({ email }, { headers: noStore });
    }
    const s =
      body.data.action === 'confirm'
        ? await confirmEmail(body.data.token, body.data.confirm, deps)
        : await replyToChanges(body.data.token, body.data.reply, deps);
    return Response.json({ state: s.state }, { headers: noStore });
  } catch (e) {
    return submissionErrorResponse(e);
  }
}
