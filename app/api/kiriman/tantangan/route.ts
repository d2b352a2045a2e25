import { noStore } from '@/lib/api/errors';
import { getProofOfWork } from '@/lib/submissions';

/** GET: a fresh ALTCHA challenge for the submission form (each one good once, for ten minutes). */
export async function GET(): Promise<Response> {
  return Response.json(await getProofOfWork().challenge(), { headers: noStore });
}
