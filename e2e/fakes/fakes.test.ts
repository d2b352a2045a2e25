import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGemini, type FakeGemini } from './gemini';
import { NO_USER_AGENT_BODY, startFakeGithub, type FakeGithub } from './github';
import { DEFAULT_MAILBOX, insufficientScopesBody, MAX_JSON_BODY_BYTES, startFakeGmail, type FakeGmail } from './gmail';
import { startFakeGoogle, type FakeGoogle } from './google-oidc';

const CLIENT_ID = 'client-123.apps.googleusercontent.test';
const CLIENT_SECRET = 'secret-456';
const REDIRECT = 'http://127.0.0.1:3000/api/auth/callback/google';
const GMAIL = (name: string) => `https://www.googleapis.com/auth/${name}`;
const SCOPE = `openid email profile ${GMAIL('gmail.send')} ${GMAIL('gmail.readonly')}`;
const USERS = [
  { sub: '111', email: 'budi@example.test', name: 'Budi Santoso', picture: 'http://127.0.0.1/budi.png' },
  { sub: '222', email: 'siti@example.test', name: 'Siti' },
];

let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT], users: USERS });
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
    const query = new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid' });
    const page = await (await fetch(`${google.url}/authorize?${query}`)).text();
    expect(page).toContain('Masuk sebagai siti@example.test');
  });

  /** The authorize page for these parameters (over a valid request), and the error it shows. */
  async function refusal(params: Record<string, string | null>) {
    const query = new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', scope: SCOPE });
    for (const [k, v] of Object.entries(params)) {
      if (v === null) query.delete(k);
      else query.set(k, v);
    }
    const get = await fetch(`${google.url}/authorize?${query}`, { redirect: 'manual' });
    // A form posted around the page is checked the same way.
    const post = await postForm(`${google.url}/authorize`, { ...Object.fromEntries(query), user: USERS[0]!.sub });
    const [getText, postText] = [await get.text(), await post.text()];
    expect(postText).toBe(getText);
    expect([get.status, post.status, get.headers.get('location'), post.headers.get('location')]).toEqual([400, 400, null, null]);
    return /<p>(Error \d+: [^<]*)<\/p><p>([^<]*)<\/p>/.exec(getText)?.slice(1);
  }

  it('refuses an unknown client on the authorize page', async () => {
    expect(await refusal({ client_id: 'nope' })).toEqual(['Error 401: invalid_client', 'The OAuth client was not found.']);
  });

  it('refuses a redirect URI the client has not registered, without redirecting to it', async () => {
    const [error, detail] = (await refusal({ redirect_uri: 'http://127.0.0.1:3000/api/auth/callback/other' })) ?? [];
    expect(error).toBe('Error 400: redirect_uri_mismatch');
    expect(detail).toContain('redirect_uri=http://127.0.0.1:3000/api/auth/callback/other');
    expect(await refusal({ redirect_uri: null })).toEqual(['Error 400: invalid_request', 'Missing required parameter: redirect_uri']);
  });

  it('refuses a request without a scope or with a scope Google does not know', async () => {
    expect(await refusal({ scope: null })).toEqual(['Error 400: invalid_request', 'Missing required parameter: scope']);
    expect(await refusal({ scope: 'openid gmail.send' })).toEqual([
      'Error 400: invalid_scope',
      'Some requested scopes were invalid. {invalid=[gmail.send]}',
    ]);
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

  it('refuses a code after it expired, and a code with another redirect URI', async () => {
    const expired = (await authorize()).searchParams.get('code')!;
    google.expireCodes();
    expect(await exchange(expired)).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } });
    const code = (await authorize()).searchParams.get('code')!;
    expect(await exchange(code, { redirect_uri: `${REDIRECT}x` })).toEqual({
      status: 400,
      body: { error: 'redirect_uri_mismatch', error_description: 'Bad Request' },
    });
    expect(await exchange('4/never-issued')).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Malformed auth code.' },
    });
  });

  it('gives a refresh token on the first offline grant, then only with prompt=consent', async () => {
    // A fresh fake: nobody has granted it anything yet.
    const fresh = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT], users: USERS });
    const saved = google;
    google = fresh;
    try {
      const refreshOf = async (extra: Record<string, string>) =>
        (await exchange((await authorize({ prompt: '', ...extra })).searchParams.get('code')!)).body.refresh_token;
      const first = await refreshOf({ access_type: 'offline' });
      expect(first).toEqual(expect.any(String));
      expect(await refreshOf({ access_type: 'offline' })).toBeUndefined();
      expect(await refreshOf({ access_type: 'offline', prompt: 'select_account' })).toBeUndefined();
      expect(await refreshOf({ access_type: 'offline', prompt: 'consent' })).toEqual(expect.any(String));
      // Revoking the grant brings the consent screen, and a refresh token, back.
      google.revoke(String(first));
      expect(await refreshOf({ access_type: 'offline' })).toEqual(expect.any(String));
    } finally {
      google = saved;
      await fresh.close();
    }
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
    gmail = await startFakeGmail({ verifyToken: (t) => google.grantFor(t) });
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

  it("refuses every method to a token without one of the method's scopes", async () => {
    const raw = Buffer.from('To: admin@example.test\r\nSubject: x\r\n\r\nbody').toString('base64url');
    const id = gmail.addMessage({ to: 'admin@example.test', subject: 'A' });
    const calls = {
      send: ['/gmail/v1/users/me/messages/send', { method: 'POST', body: JSON.stringify({ raw }) }],
      list: ['/gmail/v1/users/me/messages', {}],
      get: [`/gmail/v1/users/me/messages/${id}?format=metadata`, {}],
      trash: [`/gmail/v1/users/me/messages/${id}/trash`, { method: 'POST' }],
      delete: [`/gmail/v1/users/me/messages/${id}`, { method: 'DELETE' }],
    } as const;
    const statuses = async (token: string) => {
      const out: Record<string, number> = {};
      for (const [name, [path, init]] of Object.entries(calls)) {
        const res = await call(path, token, init);
        out[name] = res.status;
        if (res.status === 403) expect(await res.json()).toEqual(insufficientScopesBody(name as keyof typeof calls));
      }
      return out;
    };
    gmail.allowToken('sign-in-only', DEFAULT_MAILBOX, 'openid email profile');
    expect(await statuses('sign-in-only')).toEqual({ send: 403, list: 403, get: 403, trash: 403, delete: 403 });
    gmail.allowToken('send-only', DEFAULT_MAILBOX, GMAIL('gmail.send'));
    expect(await statuses('send-only')).toEqual({ send: 200, list: 403, get: 403, trash: 403, delete: 403 });
    gmail.allowToken('read-only', DEFAULT_MAILBOX, GMAIL('gmail.readonly'));
    expect(await statuses('read-only')).toEqual({ send: 403, list: 200, get: 200, trash: 403, delete: 403 });
    gmail.allowToken('modify', DEFAULT_MAILBOX, GMAIL('gmail.modify'));
    expect(await statuses('modify')).toEqual({ send: 200, list: 200, get: 200, trash: 200, delete: 403 });
    expect(gmail.trashed).toEqual([id]);
    expect(gmail.deleted).toEqual([]);
    const refused = await call('/gmail/v1/users/me/messages', 'send-only');
    expect(refused.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
  });

  it('reads headers only with the metadata scope: no search, no full message', async () => {
    gmail.allowToken('metadata', DEFAULT_MAILBOX, GMAIL('gmail.metadata'));
    const id = gmail.addMessage({ to: 'admin@example.test', subject: 'A' });
    expect((await call('/gmail/v1/users/me/messages', 'metadata')).status).toBe(200);
    const search = await call('/gmail/v1/users/me/messages?q=to%3Aadmin', 'metadata');
    expect(await search.json()).toMatchObject({ error: { code: 403, message: "Metadata scope does not support 'q' parameter" } });
    expect((await call(`/gmail/v1/users/me/messages/${id}?format=metadata`, 'metadata')).status).toBe(200);
    const full = await call(`/gmail/v1/users/me/messages/${id}`, 'metadata');
    expect(await full.json()).toMatchObject({ error: { code: 403, message: "Metadata scope doesn't allow format FULL" } });
  });

  it('refuses a raw field that is not base64', async () => {
    gmail.allowToken('t');
    for (const raw of ['To: admin@example.test\r\n\r\nnot encoded', 'VG8=6', 'abcde']) {
      const res = await call('/gmail/v1/users/me/messages/send', 't', { method: 'POST', body: JSON.stringify({ raw }) });
      expect(res.status).toBe(400);
      const message = `Invalid value at 'message.raw' (TYPE_BYTES), Base64 decoding failed for "${raw}"`;
      expect(await res.json()).toMatchObject({
        error: { code: 400, status: 'INVALID_ARGUMENT', message, errors: [{ reason: 'invalid' }] },
      });
    }
    // Both base64 alphabets, padded or not, are bytes to Google.
    const message = Buffer.from('To: admin@example.test\r\nSubject: ok?\r\n\r\n\u00ff\u00fe>>>\r\n');
    for (const raw of [message.toString('base64'), message.toString('base64url')]) {
      expect((await call('/gmail/v1/users/me/messages/send', 't', { method: 'POST', body: JSON.stringify({ raw }) })).status).toBe(200);
    }
    expect(gmail.sent).toHaveLength(2);
  });

  it("sends from the account: another From address is replaced by the account's", async () => {
    gmail.allowToken('t', 'siti@example.test');
    const send = (from: string) =>
      call('/gmail/v1/users/me/messages/send', 't', {
        method: 'POST',
        body: JSON.stringify({
          raw: Buffer.from(`From: ${from}\r\nTo: admin@example.test\r\nSubject: x\r\n\r\nisi`).toString('base64url'),
        }),
      });
    const own = (await (await send('Siti <SITI@example.test>')).json()) as { id: string };
    const other = (await (await send('"Admin Palsu" <admin@lomba.test>')).json()) as { id: string };
    expect(gmail.sent.map((s) => [s.headers.from, s.fromReplaced])).toEqual([
      ['Siti <SITI@example.test>', false],
      ['"Admin Palsu" <admin@lomba.test>', true],
    ]);
    const fromOf = async (id: string) =>
      (
        (await (await call(`/gmail/v1/users/me/messages/${id}?format=metadata&metadataHeaders=From`, 't')).json()) as {
          payload: { headers: { value: string }[] };
        }
      ).payload.headers[0]?.value;
    expect(await fromOf(own.id)).toBe('Siti <SITI@example.test>');
    expect(await fromOf(other.id)).toBe('"Admin Palsu" <siti@example.test>');
    const stored = gmail.messages.get(other.id)?.raw?.toString();
    expect(stored).toBe('From: "Admin Palsu" <siti@example.test>\r\nTo: admin@example.test\r\nSubject: x\r\n\r\nisi');
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
    gmail.allowToken('t', DEFAULT_MAILBOX, 'https://mail.google.com/');
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

describe('fake GitHub', () => {
  let github: FakeGithub;
  beforeAll(async () => {
    github = await startFakeGithub({ owner: 'o', repo: 'r', initial: '[]\n', token: 'ghp_right' });
  });
  afterAll(() => github.close());
  beforeEach(() => github.clearFailures());

  const OK_HEADERS = {
    'user-agent': 'octokit-rest.js/22.0.1',
    authorization: 'token ghp_right',
    accept: 'application/vnd.github.v3+json',
    'x-github-api-version': '2022-11-28',
  };

  /** node:http, because fetch always sends a User-Agent. */
  function get(headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${github.url}/repos/o/r/contents/database/data.json`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString() }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }
  const without = (name: keyof typeof OK_HEADERS) => Object.fromEntries(Object.entries(OK_HEADERS).filter(([k]) => k !== name));

  it('answers a request as Octokit sends it', async () => {
    const res = await get(OK_HEADERS);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ type: 'file', path: 'database/data.json' });
    // Without a version or an Accept header GitHub picks its defaults.
    expect((await get(without('x-github-api-version'))).status).toBe(200);
    expect((await get(without('accept'))).status).toBe(200);
    expect((await get({ ...OK_HEADERS, accept: 'application/vnd.github.raw+json' })).body).toBe('[]\n');
    expect((await get({ ...OK_HEADERS, authorization: 'Bearer ghp_right' })).status).toBe(200);
  });

  it('refuses a request without a User-Agent, in plain text', async () => {
    expect(await get(without('user-agent'))).toEqual({ status: 403, type: 'text/html', body: NO_USER_AGENT_BODY });
  });

  it('refuses any token but its own, and no token', async () => {
    for (const headers of [{ ...OK_HEADERS, authorization: 'token ghp_wrong' }, without('authorization')]) {
      const res = await get(headers);
      expect([res.status, JSON.parse(res.body)]).toEqual([
        401,
        { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' },
      ]);
    }
  });

  it('refuses an API version it does not serve', async () => {
    const res = await get({ ...OK_HEADERS, 'x-github-api-version': 'v3' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      message:
        'The version you specified in the "X-GitHub-Api-Version" request header, "v3", is not a supported version. The following versions are currently supported: "2026-03-10" (most recent), "2022-11-28".',
      documentation_url: 'https://docs.github.com/rest/overview/api-versions',
      status: '400',
    });
  });

  it('refuses an Accept header that takes no JSON', async () => {
    const res = await get({ ...OK_HEADERS, accept: 'text/html, application/xml' });
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body)).toEqual({
      message: 'Unsupported \'Accept\' header: ["text/html","application/xml"]. Must accept \'application/json\'.',
      documentation_url: 'https://docs.github.com/v3/media',
      status: '415',
    });
  });
});

describe('fake Gemini', () => {
  let gemini: FakeGemini;
  beforeAll(async () => {
    gemini = await startFakeGemini();
  });
  afterAll(() => gemini.close());

  const generate = async (model: string, body: unknown, version = 'v1beta') => {
    const res = await fetch(`${gemini.url}/${version}/models/${model}:generateContent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': gemini.apiKey },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const contents = [{ role: 'user', parts: [{ text: 'Cari lomba.' }] }];
  const schema = { type: 'object', properties: { data: { type: 'array' } } };

  it('answers a well-formed request', async () => {
    const json = await generate('gemini-2.5-flash', {
      contents,
      generationConfig: { responseMimeType: 'application/json', responseJsonSchema: schema },
    });
    expect(json.status).toBe(200);
    expect(
      (await generate('gemini-2.5-pro', { contents, generationConfig: { responseMimeType: 'text/x.enum', responseSchema: schema } }))
        .status,
    ).toBe(200);
  });

  it('refuses a model it does not serve', async () => {
    expect(await generate('gemini-pro', { contents })).toEqual({
      status: 404,
      body: {
        error: {
          code: 404,
          message:
            'models/gemini-pro is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.',
          status: 'NOT_FOUND',
        },
      },
    });
    expect((await generate('gemini-2.5-flash', { contents }, 'v2')).status).toBe(404);
  });

  it('refuses a request without contents', async () => {
    for (const body of [{}, { contents: [] }, { systemInstruction: { parts: [{ text: 'x' }] } }]) {
      expect(await generate('gemini-2.5-flash', body)).toEqual({
        status: 400,
        body: {
          error: { code: 400, message: '* GenerateContentRequest.contents: contents is not specified\n', status: 'INVALID_ARGUMENT' },
        },
      });
    }
  });

  it('refuses a response schema without the JSON response type', async () => {
    for (const generationConfig of [
      { responseSchema: schema },
      { responseSchema: schema, responseMimeType: 'text/plain' },
      { responseJsonSchema: schema },
      { responseJsonSchema: schema, responseMimeType: 'text/x.enum' },
      { responseJsonSchema: schema, responseSchema: schema, responseMimeType: 'application/json' },
    ]) {
      const res = await generate('gemini-2.5-flash', { contents, generationConfig });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: { code: 400, status: 'INVALID_ARGUMENT', message: expect.stringMatching(/^\* GenerateContentRequest\.generation_config/) },
      });
    }
  });
});
