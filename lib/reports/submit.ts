import 'server-only';
import { randomUUID } from 'node:crypto';
import type { LoginThrottle } from '@/lib/auth/throttle';
import { fieldErrors } from '@/lib/api/fields';
import { REPORT_MESSAGES } from '@/lib/words/visitor';
import { type Report, reportInputSchema } from './schema';
import type { ReportStore } from './store';

/** The queue never grows past this; a full queue refuses new reports until an admin clears some. */
const MAX_QUEUED_REPORTS = 5_000;

export class ReportError extends Error {
  constructor(
    readonly status: 404 | 422 | 429 | 503,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ReportError';
  }
}

type SubmitDeps = {
  store: ReportStore;
  limiter: LoginThrottle;
  /** The listing's current title, or undefined when there is no such listing. */
  titleOf: (id: string) => string | undefined;
  now?: () => number;
};

/**
 * A visitor's report into the admin queue. Counted against the visitor before anything else, so a flood of bad
 * reports is refused as surely as good ones; then checked, capped and stored.
 */
export async function submitReport(body: unknown, visitor: string, deps: SubmitDeps): Promise<Report> {
  const admission = await deps.limiter.admit([`report:${visitor}`]);
  if (!admission.ok) throw new ReportError(429, REPORT_MESSAGES.tooMany);
  const parsed = reportInputSchema.safeParse(body);
  if (!parsed.success) {
    throw new ReportError(422, REPORT_MESSAGES.invalid, fieldErrors(parsed.error.issues));
  }
  const input = parsed.data;
  const title = deps.titleOf(input.competitionId);
  if (title === undefined) throw new ReportError(404, REPORT_MESSAGES.notFound);
  const report: Report = {
    id: randomUUID(),
    competitionId: input.competitionId,
    competitionTitle: title,
    reason: input.reason,
    ...(input.note ? { note: input.note } : {}),
    ...(input.contact ? { contact: input.contact } : {}),
    createdAt: new Date((deps.now ?? Date.now)()).toISOString(),
  };
  if (!(await deps.store.add(report, MAX_QUEUED_REPORTS))) throw new ReportError(503, REPORT_MESSAGES.full);
  return report;
}
