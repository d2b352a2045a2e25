import { readiness } from '@/lib/health';

export const dynamic = 'force-dynamic';

/** Readiness: 200 when this server can serve the data, 503 (with the reason) when not. See lib/health.ts. */
export async function GET() {
  const report = await readiness();
  return Response.json(report, { status: report.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
