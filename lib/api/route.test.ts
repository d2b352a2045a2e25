import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from '@/lib/auth/session';
import { ConflictError, NotFoundError } from '@/lib/data/mutations';

const auth = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('@/lib/auth/session', () => ({
  getSessionUser: async () => auth.user,
  isAdmin: (u: SessionUser | null) => u?.role === 'admin',
}));

const { adminRoute, publicRoute } = await import('./route');
const { BodyError, readJsonBody } = await import('./body');
const { errorResponse, ValidationError } = await import('./errors');
const { fieldErrors } = await import('./fields');

const admin: SessionUser = { name: 'A', email: 'boss@gmail.com', image: '', role: 'admin', provider: 'google' };
const post = (url = 'http://127.0.0.1/api/x', body: string = '{}', headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers }, body });
const answer = async (res: Response) => [res.status, await res.json()];

describe('adminRoute', () => {
  const handler = vi.fn(async ({ user }: { user: SessionUser }) => Response.json({ hi: user.email }));
  const route = adminRoute({}, handler);

  it('403 for a write from another site before anything else; 401 signed out, 403 not an admin; the handler never runs', async () => {
    auth.user = admin;
    expect(await answer(await route(post(undefined, '{}', { 'sec-fetch-site': 'cross-site' }), undefined))).toEqual([
      403,
      { error: 'Permintaan dari situs lain ditolak.' },
    ]);
    auth.user = null;
    expect(await answer(await route(post(), undefined))).toEqual([401, { error: 'Silakan login sebagai admin.' }]);
    auth.user = { ...admin, role: 'user' };
    const b = await route(post(), undefined);
    expect(await answer(b)).toEqual([403, { error: 'Akun ini bukan admin.' }]);
    expect(b.headers.get('cache-control')).toBe('private, no-store');
    expect(handler).not.toHaveBeenCalled();
  });

  it('runs the handler for an admin, with the user', async () => {
    auth.user = admin;
    expect(await (await route(post(), undefined)).json()).toEqual({ hi: 'boss@gmail.com' });
  });

  it('validates params (404), query (400) and body (400, 413, 422) with zod, in Indonesian, before the handler', async () => {
    auth.user = admin;
    const seen = vi.fn();
    const r = adminRoute(
      {
        params: z.object({ id: z.string().regex(/^\d+$/) }),
        query: z.object({ page: z.coerce.number().int().min(1).optional() }),
        queryInvalid: 'Parameter tidak valid.',
        body: z.object({ title: z.string().min(1) }),
        bodyLimit: 100,
      },
      ({ params, query, body }) => {
        seen(params, query, body);
        return new Response(null, { status: 204 });
      },
    );
    const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
    expect(await answer(await r(post(), ctx('x')))).toEqual([404, { error: 'Lomba tidak ditemukan.' }]);
    expect(await answer(await r(post('http://127.0.0.1/api/x?page=0'), ctx('1')))).toEqual([
      400,
      { error: 'Parameter tidak valid.', fields: { page: 'Kolom page paling kecil 1.' } },
    ]);
    expect(await answer(await r(post(undefined, '{'), ctx('1')))).toEqual([400, { error: 'Body harus berupa JSON yang valid.' }]);
    expect((await r(post(undefined, JSON.stringify({ title: 'x'.repeat(200) })), ctx('1'))).status).toBe(413);
    expect(await answer(await r(post(undefined, '{"title":""}'), ctx('1')))).toEqual([
      422,
      { error: 'Data lomba tidak valid.', fields: { title: 'Judul wajib diisi.' } },
    ]);
    expect(seen).not.toHaveBeenCalled();
    expect((await r(post('http://127.0.0.1/api/x?page=2', '{"title":"a"}'), ctx('7'))).status).toBe(204);
    expect(seen).toHaveBeenCalledWith({ id: '7' }, { page: 2 }, { title: 'a' });
  });

  it('maps what the handler throws to its status; onError replaces the mapping', async () => {
    auth.user = admin;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const throwing = (e: unknown) => adminRoute({}, () => Promise.reject(e));
    expect((await throwing(new ConflictError())(post(), undefined)).status).toBe(409);
    expect(
      await answer(
        await throwing(new ValidationError('Data lomba tidak valid.', { version: 'Versi lomba wajib dikirim.' }))(post(), undefined),
      ),
    ).toEqual([422, { error: 'Data lomba tidak valid.', fields: { version: 'Versi lomba wajib dikirim.' } }]);
    expect((await throwing(new Error('GitHub down'))(post(), undefined)).status).toBe(502);
    const custom = adminRoute({ onError: () => new Response(null, { status: 503 }) }, () => Promise.reject(new Error('x')));
    expect((await custom(post(), undefined)).status).toBe(503);
  });
});

describe('publicRoute', () => {
  it('needs no session, but a write still has to come from this site', async () => {
    auth.user = null;
    const r = publicRoute({}, () => new Response(null, { status: 204 }));
    expect((await r(new Request('http://127.0.0.1/api/x'), undefined)).status).toBe(204);
    expect((await r(post(undefined, '{}', { 'sec-fetch-site': 'cross-site' }), undefined)).status).toBe(403);
  });
});

describe('readJsonBody', () => {
  const raw = (body: string, headers: Record<string, string> = {}) => new Request('http://127.0.0.1/x', { method: 'POST', body, headers });

  it('parses JSON, refuses malformed JSON (400) and bodies over the limit (413)', async () => {
    expect(await readJsonBody(raw('{"a":1}'))).toEqual({ a: 1 });
    await expect(readJsonBody(raw('{'))).rejects.toMatchObject({ status: 400, message: 'Body harus berupa JSON yang valid.' });
    await expect(readJsonBody(new Request('http://127.0.0.1/x', { method: 'POST' }))).rejects.toBeInstanceOf(BodyError);
    await expect(readJsonBody(raw('"' + 'x'.repeat(100) + '"'), 50)).rejects.toMatchObject({ status: 413 });
    await expect(readJsonBody(raw('{}', { 'content-length': String(5 * 1024 * 1024) }))).rejects.toMatchObject({ status: 413 });
  });
});

describe('errorResponse and fieldErrors', () => {
  it('keeps the status of known errors and answers 502 for a failing store', async () => {
    expect(errorResponse(new ConflictError()).status).toBe(409);
    expect(errorResponse(new NotFoundError()).status).toBe(404);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = errorResponse(new Error('Failed to update data: Bad credentials'));
    expect([store.status, await store.json()]).toEqual([502, { error: 'Failed to update data: Bad credentials' }]);
    const odd = errorResponse('boom');
    expect(await odd.json()).toEqual({ error: 'Gagal menyimpan perubahan.' });
    expect(odd.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gives the first message per field path', () => {
    expect(
      fieldErrors([
        { path: ['title'], message: 'a' },
        { path: ['title'], message: 'b' },
        { path: ['registration', 'start'], message: 'c' },
        { path: [], message: 'd' },
      ]),
    ).toEqual({ title: 'a', 'registration.start': 'c', _: 'd' });
  });
});
