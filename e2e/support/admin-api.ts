import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './env.mjs';

/**
 * Options for a request context that writes: the site's write routes accept only requests from their own origin,
 * which a browser states in Origin or Sec-Fetch-Site (lib/api/same-origin.ts); a test client states it itself.
 */
export const sameOrigin = (baseURL: string) => ({ extraHTTPHeaders: { origin: baseURL } });

/** Signs the request context in as the password admin, the way next-auth's own client does. */
export async function loginAsAdmin(request: APIRequestContext, baseURL: string, address = '10.9.9.9') {
  const { csrfToken } = (await (await request.get(`${baseURL}/api/auth/csrf`)).json()) as { csrfToken: string };
  const res = await request.post(`${baseURL}/api/auth/callback/credentials`, {
    form: { csrfToken, email: ADMIN.email, password: ADMIN.password, json: 'true', callbackUrl: `${baseURL}/admin` },
    headers: { 'x-forwarded-for': address },
  });
  if (res.status() >= 400) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const session = (await (await request.get(`${baseURL}/api/auth/session`)).json()) as { user?: { role?: string } };
  if (session.user?.role !== 'admin') throw new Error(`not signed in as admin: ${JSON.stringify(session)}`);
}

export const newCompetition = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: `Deskripsi ${title}.\nDaftar: https://example.com/daftar`,
  thumbnails: ['/posters/poster-03.svg'],
  tags: ['uji', 'otomatis'],
  categories: ['SMA'],
  registration: { start: '2026-01-05', end: '2099-12-31' },
  published_date: '2026-01-05',
  ...extra,
});
