export const dynamic = 'force-dynamic';

/**
 * Liveness: the process is up and answers HTTP. It touches nothing else, so a load balancer probing every second
 * never reaches the store (or GitHub). Readiness, which does look at the data, is /api/health/ready.
 */
export function GET() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
