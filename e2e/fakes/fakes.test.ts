import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, startFakeGmail, type FakeGmail } from './gmail';
import { startFakeGoogle, type FakeGoogle } from './google-oidc';

const CLIENT_ID = 'client-123.apps.googleusercontent.test';
const CLIENT_SECRET = 'secret-456';
const REDIRECT = 'http://127.0.0.1:3000/api/auth/callback/google';
const SCOPE = 'openid email profile https://www.googleapis.com/auth/gmail.send';
const USERS = [
  { sub: '111', email: 'budi@example.test', name: 'Budi Santoso', picture: 'http://127.0.0.1/budi.png' },
  { sub: '222', email: 'siti@example.test', name: 'Siti' },
];

let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, users: USERS });
});
afterAll(() => google.close());

const basic = (id = CLIENT_ID, secret = CLIENT_SECRET) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

function decodeJwt(jwt: string) {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
    signed: Buffer.from(`${header}.${payload}`),
    signature: Buffer.from(signature, 'base64url'),
  };
}

async function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
}

/** Walks the authorize page the way a browser would: open it, then press "Masuk sebagai {email}". */
async function authorize(extra: Record<string, string> = {}, email = USERS[0]!.email) {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: SCOPE,
    state: 'state-abc',
    prompt: 'consent',
    access_type: 'offline',
    ...extra,
  });
  const page = await fetch(`${google.url}/authorize?${params}`);
  const html = await page.text();
  expect(page.status).toBe(200);
  const form = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1]!, decodeHtml(m[2]!)]),
  );
  const user = USERS.find((u) => u.email === email)!;
  expect(html).toContain(`Masuk sebagai ${email}`);
  const res = await postForm(`${google.url}/authorize`, { ...form, user: user.sub });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

function decodeHtml(s: string) {
  return s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
}

async function exchange(code: string, extra: Record<string, string> = {}) {
  const res = await postForm(
    `${google.url}/token`,
    { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...extra },
    { authorization: basic() },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('fake Google OpenID', () => {
  it('serves discovery with its own issuer', async () => {
    const res = await fetch(google.discoveryUrl);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: google.url,
      authorization_endpoint: `${google.url}/authorize`,
      token_endpoint: `${google.url}/token`,
      userinfo_endpoint: `${google.url}/userinfo`,
      jwks_uri: `${google.url}/jwks`,
      response_types_supported: ['code'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });

  it('lists the users on the authorize page and records what was asked', async () => {
    const location = await authorize();
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('state-abc');
    expect(location.searchParams.get('code')).toBeTruthy();
    expect(google.authorizeRequests.at(-1)).toMatchObject({
      scope: SCOPE,
      prompt: 'consent',
      access_type: 'offline',
      response_type: 'code',
      redirect_uri: REDIRECT,
    });
    const page = await (await fetch(`${google.url}/authorize?client_id=${CLIENT_ID}&redirect_uri=x&response_type=code`)).text();
    expect(page).toContain('Masuk sebagai siti@example.test');
  });

  it('refuses an unknown client on the authorize page', async () => {
    const res = await fetch(`${google.url}/authorize?client_id=nope&redirect_uri=${REDIRECT}&response_type=code`);
    expect(res.status).toBe(400);
  });

  it('exchanges a code (with PKCE) for tokens and a signed id_token', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const location = await authorize({ nonce: 'nonce-1', code_challenge: challenge, code_challenge_method: 'S256' });
    const code = location.searchParams.get('code')!;

    expect((await exchange(code, { code_verifier: 'wrong' })).body.error).toBe('invalid_grant');
    const { status, body } = await exchange(code, { code_verifier: verifier });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', scope: SCOPE, expires_in: 3599 });
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');

    const jwt = decodeJwt(String(body.id_token));
    const now = Math.floor(Date.now() / 1000);
    expect(jwt.header).toMatchObject({ alg: 'RS256' });
    expect(jwt.claims).toMatchObject({
      iss: google.url,
      aud: CLIENT_ID,
      sub: '111',
      email: 'budi@example.test',
      email_verified: true,
      name: 'Budi Santoso',
      picture: 'http://127.0.0.1/budi.png',
      nonce: 'nonce-1',
    });
    expect(Number(jwt.claims.exp)).toBeGreaterThan(now);
    expect(Number(jwt.claims.iat)).toBeLessThanOrEqual(now + 1);

    const jwks = (await (await fetch(`${google.url}/jwks`)).json()) as { keys: (JsonWebKey & { kid: string })[] };
    const jwk = jwks.keys.find((k) => k.kid === jwt.header.kid)!;
    expect(verify('sha256', jwt.signed, createPublicKey({ key: jwk, format: 'jwk' }), jwt.signature)).toBe(true);

    const info = await fetch(`${google.url}/userinfo`, { headers: { authorization: `Bearer ${String(body.access_token)}` } });
    expect(await info.json()).toMatchObject({ sub: '111', email: 'budi@example.test', name: 'Budi Santoso' });
    expect(google.userForAccessToken(String(body.access_token))?.email).toBe('budi@example.test');

    expect((await exchange(code, { code_verifier: verifier })).body.error).toBe('invalid_grant');
    for (const secret of [body.access_token, body.refresh_token, body.id_token, code]) {
      expect(google.allIssuedSecrets()).toContain(secret);
    }
  });

  it('checks the client credentials, by basic auth or form', async () => {
    const code = (await authorize()).searchParams.get('code')!;
    const wrong = await postForm(
      `${google.url}/token`,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      { authorization: basic(CLIENT_ID, 'wrong') },
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    const viaForm = await postForm(`${google.url}/token`, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });
    expect(viaForm.status).toBe(200);
  });

  it('gives no refresh token without offline access', async () => {
    const code = (await authorize({ access_type: 'online' })).searchParams.get('code')!;
    expect((await exchange(code)).body.refresh_token).toBeUndefined();
  });

  it('refreshes until the grant is revoked, and expires access tokens on demand', async () => {
    const { body } = await exchange((await authorize()).searchParams.get('code')!);
    const refresh = String(body.refresh_token);
    const refreshWith = (token: string) =>
      postForm(`${google.url}/token`, { grant_type: 'refresh_token', refresh_token: token }, { authorization: basic() });

    google.setAccessTokenTtl(0);
    const first = (await (await refreshWith(refresh)).json()) as Record<string, unknown>;
    expect(first.expires_in).toBe(0);
    expect(google.userForAccessToken(String(first.access_token))).toBeUndefined();
    google.setAccessTokenTtl(3599);

    const second = await refreshWith(refresh);
    const fresh = (await second.json()) as Record<string, unknown>;
    expect(second.status).toBe(200);
    expect(fresh.access_token).not.toBe(body.access_token);
    expect(fresh.refresh_token).toBeUndefined();
    expect(google.userForAccessToken(String(fresh.access_token))?.sub).toBe('111');

    google.expireAccessTokens();
    expect(google.userForAccessToken(String(fresh.access_token))).toBeUndefined();

    google.revoke(refresh);
    const revoked = await refreshWith(refresh);
    expect(revoked.status).toBe(400);
    expect(await revoked.json()).toMatchObject({ error: 'invalid_grant' });
    expect(google.tokenRequests.at(-1)).toMatchObject({ grant_type: 'refresh_token', status: 400, error: 'invalid_grant' });
  });
});

describe('fake Gmail', () => {
  let gmail: FakeGmail;
  beforeAll(async () => {
    gmail = await startFakeGmail({ verifyToken: (t) => google.userForAccessToken(t)?.email });
  });
  afterAll(() => gmail.close());
  beforeEach(() => gmail.reset());

  const call = (path: string, token: string | undefined, init: RequestInit = {}) =>
    fetch(new URL(path, gmail.url), {
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    });

  it("answers 401 with Google's error body without a valid token", async () => {
    for (const token of [undefined, 'ya29.unknown']) {
      const res = await call('/gmail/v1/users/me/messages', token);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        error: { code: 401, status: 'UNAUTHENTICATED', message: expect.stringMatching(/^Request had invalid authentication credentials/) },
      });
    }
  });

  it('accepts tokens the fake Google issued, per mailbox', async () => {
    const { body } = await exchange((await authorize({}, 'siti@example.test')).searchParams.get('code')!);
    const token = String(body.access_token);
    const raw = Buffer.from('From: Siti <siti@example.test>\r\nTo: admin@example.test\r\nSubject: Halo\r\n\r\nIsi <b>\r\n').toString(
      'base64url',
    );
    const sent = await call('/gmail/v1/users/me/messages/send', token, { method: 'POST', body: JSON.stringify({ raw }) });
    const { id } = (await sent.json()) as { id: string };
    expect(gmail.sent[0]).toMatchObject({ id, owner: 'siti@example.test', headers: { subject: 'Halo', to: 'admin@example.test' } });

    const list = (await (await call('/gmail/v1/users/me/messages?q=from%3Ame%20to%3Aadmin%40example.test', token)).json()) as {
      messages: { id: string }[];
    };
    expect(list.messages.map((m) => m.id)).toEqual([id]);

    const meta = await call(
      `/gmail/v1/users/me/messages/${id}?format=metadata&metadataHeaders=Subject&fields=id,snippet,payload/headers`,
      token,
    );
    expect(await meta.json()).toEqual({ id, snippet: 'Isi &lt;b&gt;', payload: { headers: [{ name: 'Subject', value: 'Halo' }] } });

    gmail.allowToken('ya29.budi', 'budi@example.test');
    expect((await call(`/gmail/v1/users/me/messages/${id}`, 'ya29.budi')).status).toBe(404);
    expect(await (await call('/gmail/v1/users/me/messages', 'ya29.budi')).json()).toEqual({ resultSizeEstimate: 0 });

    google.expireAccessTokens();
    expect((await call('/gmail/v1/users/me/messages', token)).status).toBe(401);
  });

  it('rejects a send without raw or without a recipient', async () => {
    gmail.allowToken('t');
    const noRaw = await call('/gmail/v1/users/me/messages/send', 't', { method: 'POST', body: '{}' });
    expect(noRaw.status).toBe(400);
    const raw = Buffer.from('Subject: x\r\n\r\nbody').toString('base64url');
    const noTo = await call('/gmail/v1/users/me/messages/send', 't', { method: 'POST', body: JSON.stringify({ raw }) });
    expect(await noTo.json()).toMatchObject({ error: { code: 400, message: 'Recipient address required' } });
  });

  it('refuses a large JSON send and takes the message through the upload URI instead', async () => {
    gmail.allowToken('t');
    const message = `To: admin@example.test\r\nSubject: Besar\r\n\r\n${'x'.repeat(MAX_JSON_BODY_BYTES)}\r\n`;
    const json = await call('/gmail/v1/users/me/messages/send', 't', {
      method: 'POST',
      body: JSON.stringify({ raw: Buffer.from(message).toString('base64url') }),
    });
    expect(json.status).toBe(413);
    expect(gmail.sent).toEqual([]);

    const media = await fetch(new URL('/upload/gmail/v1/users/me/messages/send?uploadType=media', gmail.url), {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'message/rfc822' },
      body: message,
    });
    expect(media.status).toBe(200);
    const boundary = 'b0undary';
    const multipart = await fetch(new URL('/upload/gmail/v1/users/me/messages/send?uploadType=multipart', gmail.url), {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': `multipart/related; boundary=${boundary}` },
      body: `--${boundary}\r\ncontent-type: application/json\r\n\r\n{}\r\n--${boundary}\r\ncontent-type: message/rfc822\r\n\r\n${message}\r\n--${boundary}--`,
    });
    expect(multipart.status).toBe(200);
    expect(gmail.sent.map((s) => [s.via, s.headers.subject, s.raw.toString()])).toEqual([
      ['upload', 'Besar', message],
      ['upload', 'Besar', message],
    ]);
  });

  it('trashes, deletes and injects failures the way Gmail reports them', async () => {
    gmail.allowToken('t');
    const a = gmail.addMessage({ to: 'admin@example.test', subject: 'A' });
    const b = gmail.addMessage({ to: 'admin@example.test', subject: 'B' });

    gmail.failNext(429, 'Rate Limit Exceeded', { path: '/trash' });
    const limited = await call(`/gmail/v1/users/me/messages/${a}/trash`, 't', { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: {
        code: 429,
        message: 'Rate Limit Exceeded',
        errors: [{ message: 'Rate Limit Exceeded', domain: 'global', reason: 'rateLimitExceeded' }],
        status: 'RESOURCE_EXHAUSTED',
      },
    });

    const trashed = await call(`/gmail/v1/users/me/messages/${a}/trash`, 't', { method: 'POST' });
    expect(await trashed.json()).toMatchObject({ id: a, labelIds: ['SENT', 'TRASH'] });
    expect((await call(`/gmail/v1/users/me/messages/${b}`, 't', { method: 'DELETE' })).status).toBe(204);
    expect(gmail.trashed).toEqual([a]);
    expect(gmail.deleted).toEqual([b]);
    expect(await (await call('/gmail/v1/users/me/messages', 't')).json()).toEqual({ resultSizeEstimate: 0 });
    expect(gmail.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'DELETE', 'GET']);
  });
});
