import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { errorJson, noStore } from '@/lib/api/errors';
import { readSharedEnv } from '@/lib/env';
import { getJobRunner } from '@/lib/jobs';
import { JOB_WORDS } from '@/lib/words/operations';

export const dynamic = 'force-dynamic';

function authorised(req: Request, secret: string): boolean {
  const given = Buffer.from(req.headers.get('authorization') ?? '');
  const wanted = Buffer.from(`Bearer ${secret}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Runs the jobs that are due, for a host where nothing runs between requests: the platform's cron calls this with
 * `Authorization: Bearer <CRON_SECRET>` (Vercel's cron sends exactly that, with GET). Safe to call as often as
 * wanted and from several places: each job still runs once per period (lib/jobs).
 */
async function run(req: Request): Promise<Response> {
  const secret = readSharedEnv().CRON_SECRET;
  if (!secret) return errorJson(503, JOB_WORDS.notConfigured);
  if (!authorised(req, secret)) return errorJson(401, JOB_WORDS.unauthorized);
  // The platform's cron is the schedule: a job this process (or Redis) has not seen yet runs now, not next period.
  const outcomes = await getJobRunner().runDue({ startNew: true });
  return Response.json({ outcomes }, { headers: noStore });
}

export const GET = run;
export const POST = run;
