import { z } from 'zod';
import { readJsonBody } from '@/lib/api/body';
import { noStore } from '@/lib/api/errors';
import { refuseForeignWrite } from '@/lib/api/same-origin';
import { getModerateDeps } from '@/lib/submissions';
import { confirmEmail, replyToChanges } from '@/lib/submissions/moderate';
import { submissionErrorResponse } from '@/lib/submissions/respond';
import { SubmissionError } from '@/lib/submissions/submit';
import { SUBMISSION_MESSAGES } from '@/lib/words/organiser';

const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm'), token: z.string(), confirm: z.string() }),
  z.object({ action: z.literal('reply'), token: z.string(), reply: z.unknown() }),
]);

/** POST /api/kiriman/status, from the status page: confirm the e-mail, or answer "changes requested". */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseForeignWrite(req);
  if (refused) return refused;
  try {
    const body = bodySchema.safeParse(await readJsonBody(req, 16 * 1024));
    if (!body.success) throw new SubmissionError(400, SUBMISSION_MESSAGES.unreadable);
    const deps = getModerateDeps();
    const s =
      body.data.action === 'confirm'
        ? await confirmEmail(body.data.token, body.data.confirm, deps)
        : await replyToChanges(body.data.token, body.data.reply, deps);
    return Response.json({ state: s.state }, { headers: noStore });
  } catch (e) {
    return submissionErrorResponse(e);
  }
}
