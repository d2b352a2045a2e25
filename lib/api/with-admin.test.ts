import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth/session';
import { ConflictError, NotFoundError } from '@/lib/data/mutations';

const auth = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('@/lib/auth/session', () => ({
  getSessionUser: async () => auth.user,
  isAdmin: (u: SessionUser | null) => u?.role === 'admin',
}));

const { BodyError, fieldErrors, readJsonBody, withAdmin, writeErrorResponse } = await import('./with-admin');

describe('withAdmin', () => {
  const handler = vi.fn(async (_req: Request, _ctx: unknown, user: SessionUser) => Response.json({ hi: user.email }));
  const wrapped = withAdmin(handler);
  const req = () =>
    new Request('http://127.0.0.1/api/x', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: '{}',
    });

  it('401 when signed out, 403 for a non-admin, and the handler never runs', async () => {
    auth.user = null;
    const a = await wrapped(req(), undefined);
    expect([a.status, await a.json()]).toEqual([401, { error: 'Silakan login sebagai admin.' }]);
    auth.user = { name: 'U', email: 'u@gmail.com', image: '', role: 'user', provider: 'google' };
    const b = await wrapped(req(), undefined);
    expect([b.status, await b.json()]).toEqual([403, { error: 'Akun ini bukan admin.' }]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('runs the handler for an admin, with the user', async () => {
    auth.user = { name: 'A', email: 'boss@gmail.com', image: '', role: 'admin', provider: 'google' };
    const res = await wrapped(req(), undefined);
    expect(await res.json()).toEqual({ hi: 'boss@gmail.com' });
  });
});

describe('readJsonBody', () => {
  const post = (body: string, headers: Record<string, string> = {}) => new Request('http://127.0.0.1/x', { method: 'POST', body, headers });

  it('parses JSON, refuses malformed JSON (400) and bodies over the limit (413)', async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 });
    await expect(readJsonBody(post('{'))).rejects.toMatchObject({ status: 400, message: 'Body harus berupa JSON yang valid.' });
    await expect(readJsonBody(new Request('http://127.0.0.1/x', { method: 'POST' }))).rejects.toBeInstanceOf(BodyError);
    await expect(readJsonBody(post('"' + 'x'.repeat(100) + '"'), 50)).rejects.toMatchObject({ status: 413 });
    await expect(readJsonBody(post('{}', { 'content-length': String(5 * 1024 * 1024) }))).rejects.toMatchObject({ status: 413 });
  });
});

describe('writeErrorResponse and fieldErrors', () => {
  it('keeps the status of known errors and answers 502 for a failing store', async () => {
    const conflict = writeErrorResponse(new ConflictError());
    expect(conflict.status).toBe(409);
    expect(writeErrorResponse(new NotFoundError()).status).toBe(404);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = writeErrorResponse(new Error('Failed to update data: Bad credentials'));
    expect([store.status, await store.json()]).toEqual([502, { error: 'Failed to update data: Bad credentials' }]);
    const odd = writeErrorResponse('boom');
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
