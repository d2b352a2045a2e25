import 'server-only';
import { z } from 'zod';
import { BodyError, readBodyBytes } from '@/lib/api/body';
import { refuseForeignWrite } from '@/lib/api/same-origin';
import { publicRoute } from '@/lib/api/route';
import { noStore } from '@/lib/api/errors';
import { clientAddress } from '@/lib/auth/client-address';
import { getCatalog } from '@/lib/data/catalog';
import { readAuthEnv } from '@/lib/env';
import { getReportLimiter, getReportStore } from '@/lib/reports';
import { REPORT_MESSAGES } from '@/lib/words/visitor';
import { ReportError, submitReport } from '@/lib/reports/submit';
import { type ReportOutcome, reportFromForm, reportOutcomeFor } from '@/lib/reports/form';
import { competitionPath } from '@/lib/competitions/slug';

const REPORT_BODY_BYTES = 4 * 1024;
/** Percent-encoding can triple a form's text (and a non-Latin letter is several bytes first). */
const REPORT_FORM_BYTES = 16 * 1024;

async function send(req: Request, body: unknown) {
  const catalog = await getCatalog();
  return submitReport(body, clientAddress(req.headers, readAuthEnv().TRUSTED_PROXY_HOPS), {
    store: getReportStore(),
    limiter: getReportLimiter(),
    titleOf: (id) => catalog.byId.get(id)?.title,
  });
}

/** A visitor reports a listing ("Laporkan"): same-origin JSON, rate-limited per visitor, into the admin queue. */
const postJson = publicRoute(
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
    const report = await send(req, body);
    return Response.json({ message: REPORT_MESSAGES.sent, id: report.id }, { status: 201, headers: noStore });
  },
);

/**
 * The same report from the form without JavaScript (application/x-www-form-urlencoded), from this site's pages only:
 * the same checks, limit and queue, answered with a 303 to the listing's report page, `?laporan=` saying how it went.
 * The address comes from the listing in the catalogue, never from the form.
 */
async function postForm(req: Request): Promise<Response> {
  const refused = refuseForeignWrite(req, 'form');
  if (refused) return refused;
  const bytes = await readBodyBytes(req, REPORT_FORM_BYTES);
  const body = bytes ? reportFromForm(new URLSearchParams(bytes.toString('utf8'))) : {};
  const catalog = await getCatalog();
  const listing = body.competitionId ? catalog.byId.get(body.competitionId.trim()) : undefined;
  let outcome: ReportOutcome;
  if (!bytes) outcome = reportOutcomeFor(413);
  else {
    try {
      await send(req, body);
      outcome = 'terkirim';
    } catch (e) {
      if (e instanceof ReportError) outcome = reportOutcomeFor(e.status, e.fields);
      else {
        console.error('[reports] failed:', e);
        outcome = 'gagal';
      }
    }
  }
  const location = listing ? `${competitionPath(listing)}/laporkan?laporan=${outcome}` : '/';
  return new Response(null, { status: 303, headers: { ...noStore, Location: location } });
}

const isForm = (req: Request) => /^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers.get('content-type') ?? '');

export const POST = (req: Request): Promise<Response> => (isForm(req) ? postForm(req) : postJson(req));
