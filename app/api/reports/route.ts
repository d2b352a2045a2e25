import 'server-only';
import { z } from 'zod';
import { BodyError } from '@/lib/api/body';
import { publicRoute } from '@/lib/api/route';
import { noStore } from '@/lib/api/errors';
import { clientAddress } from '@/lib/auth/client-address';
import { getCatalog } from '@/lib/data/catalog';
import { readAuthEnv } from '@/lib/env';
import { getReportLimiter, getReportStore } from '@/lib/reports';
import { REPORT_MESSAGES } from '@/lib/words/visitor';
import { ReportError, submitReport } from '@/lib/reports/submit';

const REPORT_BODY_BYTES = 4 * 1024;

/** A visitor reports a listing ("Laporkan"): same-origin JSON only, rate-limited per visitor, into the admin queue. */
export const POST = publicRoute(
  {
    body: z.unknown(),
    bodyLimit: REPORT_BODY_BYTES,
    onError: (e) => {
      if (e instanceof ReportError) {
        const headers = e.status === 429 ? { ...noStore, 'Retry-After': '60' } : noStore;
        return Response.json(
          { error: e.message, ...(Object.keys(e.fields).length ? { fields: e.fields } : {}) },
          { status: e.status, headers },
        );
      }
      if (e instanceof BodyError) return Response.json({ error: e.message }, { status: e.status, headers: noStore });
      console.error('[reports] failed:', e);
      return Response.json({ error: REPORT_MESSAGES.failed }, { status: 503, headers: noStore });
    },
  },
  async ({ req, body }) => {
    const catalog = await getCatalog();
    const report = await submitReport(body, clientAddress(req.headers, readAuthEnv().TRUSTED_PROXY_HOPS), {
      store: getReportStore(),
      limiter: getReportLimiter(),
      titleOf: (id) => catalog.byId.get(id)?.title,
    });
    return Response.json({ message: REPORT_MESSAGES.sent, id: report.id }, { status: 201, headers: noStore });
  },
);
