import 'server-only';
import type { z } from 'zod';
import { queryRecord } from '@/lib/data/list-query';
import type { SessionUser } from '@/lib/auth/session';
import { MUTATION_MESSAGES } from '@/lib/words/errors';
import { requireAdmin } from './admin-session';
import { MAX_BODY_BYTES, readJsonBody } from './body';
import { errorJson, errorResponse } from './errors';
import { validate } from './fields';
import { refuseForeignWrite } from './same-origin';

/** What a route declares: each part is checked before the handler runs, in this order. */
export type RouteSpec<P, Q, B> = {
  /** The address's parameters (`ctx.params`); not matching is a 404 with `notFound`. */
  params?: z.ZodType<P>;
  notFound?: string;
  /** The query string (a key given twice is a list); not matching is a 400 `{ error: queryInvalid, fields }`. */
  query?: z.ZodType<Q>;
  queryInvalid?: string;
  /** The JSON body (400 unreadable, 413 over `bodyLimit`); not matching is a 422 `{ error: invalid, fields }`. */
  body?: z.ZodType<B>;
  bodyLimit?: number;
  invalid?: string;
  /** Answers for errors the handler throws; by default their own status (see errors.ts), else 502. */
  onError?: (e: unknown) => Response;
  /** The body is a form (multipart or urlencoded) the handler reads itself, not JSON. */
  form?: boolean;
};

export type RouteInput<P, Q, B> = { req: Request; params: P; query: Q; body: B };
type Ctx = { params?: Promise<unknown> } | undefined;
type Handler<I> = (input: I) => Promise<Response> | Response;

async function run<P, Q, B>(
  spec: RouteSpec<P, Q, B>,
  req: Request,
  ctx: Ctx,
  handler: (input: RouteInput<P, Q, B>) => Promise<Response> | Response,
): Promise<Response> {
  let params: unknown;
  if (spec.params) {
    const parsed = spec.params.safeParse(await ctx?.params);
    if (!parsed.success) return errorJson(404, spec.notFound ?? MUTATION_MESSAGES.notFound);
    params = parsed.data;
  }
  try {
    const query =
      spec.query &&
      validate(spec.query, queryRecord(new URL(req.url).searchParams), spec.queryInvalid ?? MUTATION_MESSAGES.invalid, { status: 400 });
    const body =
      spec.body &&
      validate(spec.body, await readJsonBody(req, spec.bodyLimit ?? MAX_BODY_BYTES), spec.invalid ?? MUTATION_MESSAGES.invalid);
    return await handler({ req, params: params as P, query: query as Q, body: body as B });
  } catch (e) {
    return (spec.onError ?? errorResponse)(e);
  }
}

/**
 * An admin route handler: a write from another site (or not declared JSON) is refused with 403 (same-origin.ts),
 * then the session on the server (401 signed out, 403 not an admin), then the declared input is validated with zod,
 * and what the handler throws is mapped to a status code. The handler gets the parsed input and the admin.
 */
export function adminRoute<P = undefined, Q = undefined, B = undefined, C extends Ctx = Ctx>(
  spec: RouteSpec<P, Q, B>,
  handler: Handler<RouteInput<P, Q, B> & { user: SessionUser }>,
): (req: Request, ctx?: C) => Promise<Response> {
  return async (req, ctx) => {
    const refused = refuseForeignWrite(req, spec.form ? 'form' : 'json');
    if (refused) return refused;
    const admin = await requireAdmin();
    if (admin.refused) return admin.refused;
    return run(spec, req, ctx, (input) => handler({ ...input, user: admin.user }));
  };
}

/** The same for a route anyone may call: writes must still come from this site's own pages. */
export function publicRoute<P = undefined, Q = undefined, B = undefined, C extends Ctx = Ctx>(
  spec: RouteSpec<P, Q, B>,
  handler: Handler<RouteInput<P, Q, B>>,
): (req: Request, ctx?: C) => Promise<Response> {
  return async (req, ctx) => refuseForeignWrite(req, spec.form ? 'form' : 'json') ?? run(spec, req, ctx, handler);
}
