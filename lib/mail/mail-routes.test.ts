// The contact mail routes against the fake Google and the fake Gmail, with a real next-auth session cookie.
import { encode, type JWT } from 'next-auth/jwt';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveToken } from '@/testing/live-session';
import { leafParts, startFakeGmail, type FakeGmail } from '../../e2e/fakes/gmail';
import { startFakeGoogle, type FakeGoogle } from '../../e2e/fakes/google-oidc';
import { GOOGLE_SCOPES } from '@/lib/auth/options';
import { ATTACHMENT_MAX_BYTES } from '@/lib/mail/subjects';

const SECRET = 'mail-routes-secret-0123456789abcdef';
const CLIENT = { clientId: 'mail-client', clientSecret: 'mail-secret' };
const USER = { sub: '4242', email: 'siti@example.test', name: 'Siti Ökke' };
const CONTACT_TO = 'admin@lomba.test';
const BASE = 'http://127.0.0.1:3000/api/mail';
const REDIRECT_URI = 'http://127.0.0.1:3000/api/auth/callback/google';
const saved = { ...process.env };

let google: FakeGoogle;
let gmail: FakeGmail;
let list: typeof import('@/app/api/mail/route');
let one: typeof import('@/app/api/mail/[id]/route');

beforeAll(async () => {
  google = await startFakeGoogle({ ...CLIENT, redirectUris: [REDIRECT_URI], users: [USER] });
  gmail = await startFakeGmail({ verifyToken: (t) => google.grantFor(t) });
  list = await import('@/app/api/mail/route');
  one = await import('@/app/api/mail/[id]/route');
});

afterAll(async () => {
  await gmail.close();
  await google.close();
});

beforeEach(() => {
  process.env.NEXTAUTH_SECRET = SECRET;
  process.env.GOOGLE_CLIENT_ID = CLIENT.clientId;
  process.env.GOOGLE_CLIENT_SECRET = CLIENT.clientSecret;
  process.env.GOOGLE_OIDC_DISCOVERY_URL = google.discoveryUrl;
  process.env.GMAIL_API_URL = gmail.url;
  process.env.CONTACT_TO = CONTACT_TO;
  delete process.env.NEXTAUTH_URL;
  gmail.reset();
  google.setAccessTokenTtl(3599);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

/** A Google sign-in at the fake, as next-auth does it: authorize, then trade the code. */
async function grant(): Promise<{ accessToken: string; refreshToken: string; expiresIn: number }> {
  const form = new URLSearchParams({
    client_id: CLIENT.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: GOOGLE_SCOPES,
    access_type: 'offline',
    prompt: 'consent',
    user: USER.sub,
  });
  const res = await fetch(`${google.url}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await fetch(`${google.url}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      ...CLIENT,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: form.get('redirect_uri')!,
    }),
  });
  const body = (await token.json()) as { access_token: string; refresh_token: string; expires_in: number };
  return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresIn: body.expires_in };
}

async function cookieFor(overrides: Partial<JWT> = {}): Promise<string> {
  const g = await grant();
  const token: JWT = {
    name: USER.name,
    email: USER.email,
    sub: USER.sub,
    provider: 'google',
    accessToken: g.accessToken,
    refreshToken: g.refreshToken,
    expiresAt: Date.now() + g.expiresIn * 1000,
    ...overrides,
  };
  return `next-auth.session-token=${await encode({ token: await liveToken(token), secret: SECRET })}`;
}

// What a browser sends with a fetch from the site's own page (the write routes refuse anything else).
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

function sendRequest(cookie: string | undefined, fields: Record<string, string | File>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request(BASE, { method: 'POST', body, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...headers } });
}

const get = (cookie?: string) => list.GET(new Request(BASE, { headers: cookie ? { cookie } : {} }));
const del = (id: string, cookie?: string, headers: Record<string, string> = {}) =>
  one.DELETE(new Request(`${BASE}/${id}`, { method: 'DELETE', headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...headers } }), {
    params: Promise.resolve({ id }),
  });

async function expectAnswer(res: Response, status: number, body: unknown) {
  expect(res.status).toBe(status);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(await res.json()).toEqual(body);
}

describe('POST /api/mail', () => {
  it('sends the form from the signed-in person to CONTACT_TO', async () => {
    const cookie = await cookieFor();
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const res = await list.POST(
      sendRequest(cookie, {
        intent: 'competition_info',
        message: 'Baris satu\nBaris <b>dua</b>',
        file: new File([bytes], 'poster lomba.png', { type: 'image/png' }),
      }),
    );
    const sent = gmail.sent[0]!;
    await expectAnswer(res, 200, { id: sent.id });
    expect(sent.owner).toBe(USER.email);
    expect(sent.headers.subject).toBe('INFO LOMBA BARU DARI SITI ÖKKE');
    expect(sent.headers.to).toBe(CONTACT_TO);
    expect(sent.headers.from).toBe(`Siti Ökke <${USER.email}>`);
    expect(sent.fromReplaced).toBe(false);
    const leaves = leafParts(sent.mime);
    expect(leaves.find((p) => p.contentType === 'text/html')?.text).toContain('Baris satu<br>\r\nBaris &lt;b&gt;dua&lt;/b&gt;');
    const file = leaves.find((p) => p.disposition === 'attachment');
    expect(file?.filename).toBe('poster lomba.png');
    expect(file?.body.equals(bytes)).toBe(true);
  });

  it('answers 401 without a Google session', async () => {
    const message = { error: 'Token tidak ditemukan. Silakan login ulang.' };
    await expectAnswer(await list.POST(sendRequest(undefined, { message: 'Halo' })), 401, message);
    const admin = `next-auth.session-token=${await encode({ token: await liveToken({ email: 'a@b.c', provider: 'credentials' as const }), secret: SECRET })}`;
    await expectAnswer(await list.POST(sendRequest(admin, { message: 'Halo' })), 401, message);
    expect(gmail.sent).toHaveLength(0);
  });

  it('refuses a bad form with the message a person can act on', async () => {
    const cookie = await cookieFor();
    await expectAnswer(await list.POST(sendRequest(cookie, { message: '  \n ' })), 422, { error: 'Pesan tidak boleh kosong.' });
    await expectAnswer(await list.POST(sendRequest(cookie, { message: 'x'.repeat(1001) })), 422, {
      error: 'Pesan tidak boleh lebih dari 1000 karakter.',
    });
    await expectAnswer(await list.POST(sendRequest(cookie, { message: 'Halo', intent: 'spam' })), 422, {
      error: 'Jenis pesan tidak dikenal.',
    });
    const big = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'besar.bin');
    await expectAnswer(await list.POST(sendRequest(cookie, { message: 'Halo', file: big })), 413, {
      error: 'Ukuran file tidak boleh lebih dari 5MB.',
    });
    const json = new Request(BASE, {
      method: 'POST',
      body: '{"message":"Halo"}',
      headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
    });
    await expectAnswer(await list.POST(json), 400, { error: 'Data formulir tidak valid.' });
    expect(gmail.sent).toHaveLength(0);
  });

  it('stops reading a body over the limit, declared or streamed', async () => {
    const cookie = await cookieFor();
    const declared = new Request(BASE, {
      method: 'POST',
      body: 'x',
      headers: { ...SAME_ORIGIN, cookie, 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(6 * 1024 * 1024) },
    });
    await expectAnswer(await list.POST(declared), 413, { error: 'Ukuran file tidak boleh lebih dari 5MB.' });
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(1024 * 1024));
        if (pulled > 20) c.close();
      },
    });
    const streamed = new Request(BASE, {
      method: 'POST',
      body: stream,
      headers: { ...SAME_ORIGIN, cookie, 'content-type': 'multipart/form-data; boundary=b' },
      duplex: 'half',
    } as RequestInit);
    await expectAnswer(await list.POST(streamed), 413, { error: 'Ukuran file tidak boleh lebih dari 5MB.' });
    expect(pulled).toBeLessThan(10);
  });

  it("reports Gmail's failure with its status", async () => {
    const cookie = await cookieFor();
    gmail.failNext(500, 'Backend Error');
    await expectAnswer(await list.POST(sendRequest(cookie, { message: 'Halo' })), 502, { error: 'Gagal mengirim email: Backend Error.' });
  });

  it('renews an expired access token and sends with the new one', async () => {
    const cookie = await cookieFor({ expiresAt: Date.now() - 1000 });
    google.expireAccessTokens();
    const res = await list.POST(sendRequest(cookie, { message: 'Halo' }));
    expect(res.status).toBe(200);
    expect(google.tokenRequests.at(-1)).toMatchObject({ grant_type: 'refresh_token', status: 200 });
    expect(gmail.requests.at(-1)?.headers.authorization).toBe(`Bearer ${google.issued.accessTokens.at(-1)}`);
  });

  it('asks to sign in again when the refresh token was revoked', async () => {
    const cookie = await cookieFor({ expiresAt: Date.now() - 1000 });
    google.revoke(google.issued.refreshTokens.at(-1)!);
    await expectAnswer(await list.POST(sendRequest(cookie, { message: 'Halo' })), 401, {
      error: 'Token tidak valid. Silakan login ulang.',
    });
    await expectAnswer(await get(cookie), 401, { messages: [], error: 'Token tidak valid. Silakan login ulang.' });
    expect(gmail.sent).toHaveLength(0);
  });

  it('refuses a request a browser marks as cross-site', async () => {
    const cookie = await cookieFor();
    await expectAnswer(await list.POST(sendRequest(cookie, { message: 'Halo' }, { 'sec-fetch-site': 'cross-site' })), 403, {
      error: 'Permintaan dari situs lain ditolak.',
    });
  });
});

describe('GET /api/mail', () => {
  it("lists only this site's messages to CONTACT_TO, newest first", async () => {
    const cookie = await cookieFor();
    await list.POST(sendRequest(cookie, { message: 'Pertama' }));
    await list.POST(sendRequest(cookie, { message: 'Kedua', intent: 'competition_info' }));
    gmail.addMessage({ owner: USER.email, to: CONTACT_TO, subject: 'Pribadi', snippet: 'bukan dari situs' });
    gmail.addMessage({ owner: USER.email, to: 'lain@example.test', subject: 'INFO LOMBA BARU DARI X' });
    const res = await get(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { messages: { id: string; subject: string; date: number; snippet: string }[] };
    expect(body.messages.map((m) => m.subject)).toEqual(['INFO LOMBA BARU DARI SITI ÖKKE', 'FEEDBACK InfoLomba DARI SITI ÖKKE']);
    expect(body.messages.map((m) => m.id)).toEqual([gmail.sent[1]!.id, gmail.sent[0]!.id]);
    expect(body.messages[0]!.snippet).toBe('Kedua');
    expect(typeof body.messages[0]!.date).toBe('number');
  });

  it('answers an empty list with the message when signed out or when Gmail fails', async () => {
    await expectAnswer(await get(), 401, { messages: [], error: 'Token tidak ditemukan. Silakan login ulang.' });
    const cookie = await cookieFor();
    gmail.failNext(403, 'Request had insufficient authentication scopes.');
    await expectAnswer(await get(cookie), 502, { messages: [], error: 'Request had insufficient authentication scopes.' });
  });
});

describe('DELETE /api/mail/{id}', () => {
  it('trashes an own message and nothing else', async () => {
    const cookie = await cookieFor();
    await list.POST(sendRequest(cookie, { message: 'Hapus saya' }));
    const id = gmail.sent[0]!.id;
    const other = gmail.addMessage({ owner: USER.email, to: CONTACT_TO, subject: 'Pribadi' });

    await expectAnswer(await del(other, cookie), 403, { error: 'Pesan ini tidak dapat dihapus karena bukan pesan Anda untuk admin.' });
    await expectAnswer(await del('tidak-ada', cookie), 404, { error: 'Requested entity was not found.' });
    await expectAnswer(await del('../x', cookie), 400, { error: 'ID pesan tidak valid.' });
    await expectAnswer(await del(id, cookie, { 'sec-fetch-site': 'cross-site' }), 403, { error: 'Permintaan dari situs lain ditolak.' });
    expect(gmail.trashed).toEqual([]);

    await expectAnswer(await del(id, cookie), 200, { id });
    expect(gmail.trashed).toEqual([id]);
  });

  it('answers 401 "Token tidak valid" without a usable token', async () => {
    await expectAnswer(await del('abc'), 401, { error: 'Token tidak valid. Silakan login ulang.' });
    const cookie = await cookieFor({ expiresAt: Date.now() - 1000 });
    google.revoke(google.issued.refreshTokens.at(-1)!);
    await expectAnswer(await del('abc', cookie), 401, { error: 'Token tidak valid. Silakan login ulang.' });
  });
});

// Gmail may refuse a token before the expiry Google stated for it (revoked, or expired early). Google's OAuth guide:
// refresh it and try once more; only then ask the person to sign in again, in our words, not Google's.
describe('a 401 from Gmail on a token the session still trusts', () => {
  const refreshes = () => google.tokenRequests.filter((r) => r.grant_type === 'refresh_token');

  it('is refreshed and the send, list and delete are tried once more', async () => {
    const cookie = await cookieFor();
    google.expireAccessTokens();
    const before = refreshes().length;
    await expectAnswer(await list.POST(sendRequest(cookie, { message: 'Halo lagi' })), 200, { id: expect.any(String) });
    expect(gmail.sent).toHaveLength(1);
    expect(refreshes().slice(before)).toEqual([{ grant_type: 'refresh_token', status: 200 }]);
    expect(gmail.requests.at(-1)?.headers.authorization).toBe(`Bearer ${google.issued.accessTokens.at(-1)}`);

    // Each with a new sign-in: a route handler here has no browser to store the renewed cookie.
    const listCookie = await cookieFor();
    google.expireAccessTokens();
    const listed = await get(listCookie);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { messages: unknown[] }).messages).toHaveLength(1);

    const deleteCookie = await cookieFor();
    google.expireAccessTokens();
    await expectAnswer(await del(gmail.sent[0]!.id, deleteCookie), 200, { id: gmail.sent[0]!.id });
    expect(gmail.trashed).toEqual([gmail.sent[0]!.id]);
    expect(refreshes().length - before).toBe(3);
  });

  it('asks to sign in again in Indonesian when Gmail refuses the renewed token too', async () => {
    const cookie = await cookieFor();
    const before = refreshes().length;
    gmail.failNext(401, 'Request had invalid authentication credentials.', { times: 2, path: '/messages/send' });
    await expectAnswer(await list.POST(sendRequest(cookie, { message: 'Halo' })), 401, {
      error: 'Token tidak valid. Silakan login ulang.',
    });
    expect(refreshes().length - before).toBe(1);
    expect(gmail.sent).toHaveLength(0);
  });

  it('asks to sign in again when the grant was revoked', async () => {
    const cookie = await cookieFor();
    // Revoking an access token revokes its refresh token too (Google's revocation endpoint).
    google.revoke(google.issued.accessTokens.at(-1)!);
    await expectAnswer(await list.POST(sendRequest(cookie, { message: 'Halo' })), 401, {
      error: 'Token tidak valid. Silakan login ulang.',
    });
    await expectAnswer(await get(cookie), 401, { messages: [], error: 'Token tidak valid. Silakan login ulang.' });
    await expectAnswer(await del('abc', cookie), 401, { error: 'Token tidak valid. Silakan login ulang.' });
    expect(refreshes().at(-1)).toMatchObject({ status: 400, error: 'invalid_grant' });
  });
});
