import { z } from 'zod';
import { noStore } from '@/lib/api/errors';
import { adminRoute } from '@/lib/api/route';
import { competitionVersion } from '@/lib/competitions/version';
import { reloadCatalog } from '@/lib/data/catalog';
import { getModerateDeps } from '@/lib/submissions';
import { rejectSubmission, requestChanges, startReview } from '@/lib/submissions/moderate';
import { submissionErrorResponse } from '@/lib/submissions/respond';
import { SUBMISSION_MESSAGES } from '@/lib/words/organiser';

const params = z.object({ id: z.string().uuid() });
const body = z.discriminatedUnion('action', [
  z.object({ action: z.literal('review') }),
  z.object({ action: z.literal('reject'), note: z.string() }),
  z.object({ action: z.literal('changes'), note: z.string() }),
]);

/**
 * POST `{ action }`: "review" (opened in the editor; answers the live competition's version for a correction),
 * "reject" with the organiser's reason (posters deleted), "changes" with the request. Admins only.
 */
export const POST = adminRoute(
  { params, body, notFound: SUBMISSION_MESSAGES.notFound, onError: submissionErrorResponse },
  async ({ params: { id }, body }) => {
    const deps = getModerateDeps();
    if (body.action === 'review') {
      const s = await startReview(id, deps);
      const live = s.correctionOf ? (await reloadCatalog()).byId.get(s.correctionOf) : undefined;
      return Response.json({ state: s.state, ...(live ? { baseVersion: competitionVersion(live) } : {}) }, { headers: noStore });
    }
    const s = body.action === 'reject' ? await rejectSubmission(id, body.note, deps) : await requestChanges(id, body.note, deps);
    return Response.json({ state: s.state }, { headers: noStore });
  },
);
