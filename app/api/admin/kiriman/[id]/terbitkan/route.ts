import { z } from 'zod';
import { noStore } from '@/lib/api/errors';
import { validate } from '@/lib/api/fields';
import { adminRoute } from '@/lib/api/route';
import { competitionInputSchema } from '@/lib/competitions/schema';
import { MUTATION_MESSAGES } from '@/lib/words/errors';
import { createWithHistory, updateWithHistory } from '@/lib/history/writes';
import { getModerateDeps } from '@/lib/submissions';
import { publishSubmission } from '@/lib/submissions/moderate';
import { submissionErrorResponse } from '@/lib/submissions/respond';
import { SubmissionError } from '@/lib/submissions/submit';
import { SUBMISSION_MESSAGES } from '@/lib/words/organiser';

const params = z.object({ id: z.string().uuid() });
const body = z.object({ competition: z.unknown(), baseVersion: z.string().max(64).optional() });

/**
 * POST `{ competition, baseVersion? }`: publishes the submission as edited, in one conflict-safe write of the data
 * file naming the submitter in the commit trailer and the history. A correction updates the live competition at
 * `baseVersion` (409 when it changed meanwhile); anything else creates a new one. A publish date still ahead
 * becomes today's (publishSubmission).
 */
export const POST = adminRoute(
  { params, body, notFound: SUBMISSION_MESSAGES.notFound, onError: submissionErrorResponse },
  async ({ params: { id }, body, user }) => {
    const input = validate(competitionInputSchema, body.competition, MUTATION_MESSAGES.invalid);
    const { item, submission } = await publishSubmission(
      id,
      input,
      (s, submitter, dated) => {
        if (!s.correctionOf) return createWithHistory(dated, user.email, { submitter });
        if (!body.baseVersion) throw new SubmissionError(409, MUTATION_MESSAGES.conflict);
        return updateWithHistory(s.correctionOf, dated, body.baseVersion, user.email, { submitter });
      },
      getModerateDeps(),
    );
    return Response.json({ item, state: submission.state }, { status: 201, headers: noStore });
  },
);
