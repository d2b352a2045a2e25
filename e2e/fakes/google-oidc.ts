/**
 * A fake of Google's OpenID Connect endpoints on 127.0.0.1, for tests only: discovery, an authorize page a test
 * can click, the token endpoint (authorization code with PKCE, refresh, revocation), userinfo and JWKS.
 * It refuses what Google refuses: a redirect URI the client has not registered, a missing or unknown scope, a code
 * used twice or after it expired; and it hands out a refresh token only for offline access on a consent screen
 * (the first grant of a user, or `prompt=consent`).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGoogleUser = { sub: string; email: string; name: string; picture?: string };

export type FakeGoogleOptions = {
  clientId: string;
  clientSecret: string;
  /** The client's "Authorized redirect URIs": any other redirect_uri is refused with redirect_uri_mismatch. */
  redirectUris: string[];
  users?: FakeGoogleUser[];
};

/** The scopes this fake knows; Google answers invalid_scope to any other. */
export const KNOWN_SCOPES = new Set([
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/userinfo.profile',
  'https://mail.google.com/',
  'https://www.googleapis.com/auth/gmail.send',
  'https://www.googleapis.com/auth/gmail.compose',
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.metadata',
  'https://www.googleapis.com/auth/gmail.modify',
]);

/** Authorization codes are short-lived; RFC 6749 section 4.1.2 recommends at most ten minutes. */
export const CODE_TTL_MS = 10 * 60 * 1000;

export type AuthorizeRequest = {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  prompt: string | null;
  access_type: string | null;
  state: string | null;
  nonce: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
};

export type TokenRequest = { grant_type: string; status: number; error?: string };

/** `grant`: the refresh token issued with it or that issued it, if any. */
type AccessToken = { token: string; user: FakeGoogleUser; scope: string; expiresAt: number; revoked: boolean; grant?: string };
type RefreshToken = { token: string; user: FakeGoogleUser; scope: string; revoked: boolean };
type Code = {
  user: FakeGoogleUser;
  request: AuthorizeRequest;
  used: boolean;
  expiresAt: number;
};

export type FakeGoogle = {
  /** The issuer and base URL. */
  url: string;
  /** `${url}/.well-known/openid-configuration` */
  discoveryUrl: string;
  users: FakeGoogleUser[];
  authorizeRequests: AuthorizeRequest[];
  tokenRequests: TokenRequest[];
  issued: { accessTokens: string[]; refreshTokens: string[]; idTokens: string[]; codes: string[] };
  /** Every secret this fake handed out, to check that none reaches a browser. */
  allIssuedSecrets(): string[];
  setAccessTokenTtl(seconds: number): void;
  /** Makes every access token issued so far expired, so the next call must refresh. */
  expireAccessTokens(): void;
  revoke(token: string): void;
  /** Makes every authorization code issued so far expired. */
  expireCodes(): void;
  /** The user an access token belongs to while it is valid (not expired, not revoked). */
  userForAccessToken(token: string): FakeGoogleUser | undefined;
  /** The mailbox and the granted scopes of a valid access token, as the fake Gmail's `verifyToken` wants them. */
  grantFor(token: string): { email: string; scope: string } | undefined;
  close(): Promise<void>;
};

export const DEFAULT_GOOGLE_USERS: FakeGoogleUser[] = [
  { sub: '100000000000000000001', email: 'pengguna@example.test', name: 'Pengguna Uji' },
];

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** Google's error page for a refused authorization request; it never redirects to an unchecked redirect URI. */
function errorPage(res: ServerResponse, refused: Refusal) {
  const { code, error, detail } = refused;
  res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error ${code} (${error})</title></head>
<body><h1>Access blocked: authorization error</h1><p>Error ${code}: ${escapeHtml(error)}</p><p>${escapeHtml(detail)}</p></body></html>`);
}

/** `code` is the number Google's error page shows; the page itself is served with 400. */
type Refusal = { code: 400 | 401; error: string; detail: string };

/** What Google checks before it shows the account chooser, with the error it shows otherwise. */
function checkAuthorize(p: URLSearchParams, options: FakeGoogleOptions): Refusal | null {
  if (p.get('client_id') !== options.clientId) return { code: 401, error: 'invalid_client', detail: 'The OAuth client was not found.' };
  const redirectUri = p.get('redirect_uri');
  if (!redirectUri) return { code: 400, error: 'invalid_request', detail: 'Missing required parameter: redirect_uri' };
  if (!options.redirectUris.includes(redirectUri)) {
    return {
      code: 400,
      error: 'redirect_uri_mismatch',
      detail: `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. redirect_uri=${redirectUri}`,
    };
  }
  if (p.get('response_type') !== 'code') {
    return { code: 400, error: 'unsupported_response_type', detail: `Invalid response_type: ${p.get('response_type') ?? ''}` };
  }
  const scope = p.get('scope')?.trim();
  if (!scope) return { code: 400, error: 'invalid_request', detail: 'Missing required parameter: scope' };
  const invalid = scope.split(/\s+/).filter((s) => !KNOWN_SCOPES.has(s));
  if (invalid.length)
    return { code: 400, error: 'invalid_scope', detail: `Some requested scopes were invalid. {invalid=[${invalid.join(', ')}]}` };
  const accessType = p.get('access_type');
  if (accessType !== null && accessType !== 'online' && accessType !== 'offline') {
    return { code: 400, error: 'invalid_request', detail: `Invalid access_type: ${accessType}` };
  }
  return null;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function decodeFormComponent(s: string): string {
  return decodeURIComponent(s.replace(/\+/g, ' '));
}

export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const users = options.users?.length ? options.users : DEFAULT_GOOGLE_USERS;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const codes = new Map<string, Code>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, RefreshToken>();
  const issued = { accessTokens: [] as string[], refreshTokens: [] as string[], idTokens: [] as string[], codes: [] as string[] };
  const authorizeRequests: AuthorizeRequest[] = [];
  const tokenRequests: TokenRequest[] = [];
  /** Users who granted this client offline access: Google skips their consent screen, and with it the refresh token. */
  const offlineGrants = new Set<string>();
  let ttlSeconds = 3599;
  let base = '';

  const signJwt = (claims: Record<string, unknown>, key: KeyObject) => {
    const header = b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
    const payload = b64url(JSON.stringify(claims));
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key);
    return `${header}.${payload}.${b64url(signature)}`;
  };

  const issueAccess = (user: FakeGoogleUser, scope: string, grant?: string) => {
    const token = `ya29.fake-${randomBytes(24).toString('base64url')}`;
    accessTokens.set(token, { token, user, scope, expiresAt: Date.now() + ttlSeconds * 1000, revoked: false, grant });
    issued.accessTokens.push(token);
    return token;
  };

  const issueIdToken = (user: FakeGoogleUser, nonce: string | null) => {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: base,
      azp: options.clientId,
      aud: options.clientId,
      sub: user.sub,
      email: user.email,
      email_verified: true,
      name: user.name,
      given_name: user.name.split(' ')[0],
      iat: now,
      exp: now + 3600,
    };
    if (user.picture) claims.picture = user.picture;
    if (nonce) claims.nonce = nonce;
    const token = signJwt(claims, privateKey);
    issued.idTokens.push(token);
    return token;
  };

  const clientFrom = (req: IncomingMessage, form: URLSearchParams) => {
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (basic && basic[1]) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      return {
        id: decodeFormComponent(decoded.slice(0, colon)),
        secret: decodeFormComponent(decoded.slice(colon + 1)),
      };
    }
    return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
  };

  const authorizePage = (params: URLSearchParams) => {
    const hidden = [...params.entries()]
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('\n');
    const buttons = users
      .map((u) => `<button type="submit" name="user" value="${escapeHtml(u.sub)}">Masuk sebagai ${escapeHtml(u.email)}</button>`)
      .join('\n');
    return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Login dengan Google (palsu)</title></head>
<body><h1>Pilih akun</h1><form method="post" action="/authorize">${hidden}\n${buttons}</form></body></html>`;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';

    if (url.pathname === '/.well-known/openid-configuration') {
      return sendJson(res, 200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        userinfo_endpoint: `${base}/userinfo`,
        revocation_endpoint: `${base}/revoke`,
        jwks_uri: `${base}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        claims_supported: ['aud', 'email', 'email_verified', 'exp', 'iat', 'iss', 'name', 'picture', 'sub', 'nonce'],
        code_challenge_methods_supported: ['plain', 'S256'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
      });
    }

    if (url.pathname === '/jwks') {
      return sendJson(res, 200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    }

    if (url.pathname === '/authorize' && method === 'GET') {
      const p = url.searchParams;
      const refused = checkAuthorize(p, options);
      if (refused) return errorPage(res, refused);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(authorizePage(p));
    }

    if (url.pathname === '/authorize' && method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const refused = checkAuthorize(form, options);
      if (refused) return errorPage(res, refused);
      const user = users.find((u) => u.sub === form.get('user'));
      if (!user) return errorPage(res, { code: 400, error: 'invalid_request', detail: 'Unknown account.' });
      const request: AuthorizeRequest = {
        client_id: form.get('client_id') ?? '',
        redirect_uri: form.get('redirect_uri') ?? '',
        response_type: form.get('response_type') ?? '',
        scope: form.get('scope') ?? '',
        prompt: form.get('prompt'),
        access_type: form.get('access_type'),
        state: form.get('state'),
        nonce: form.get('nonce'),
        code_challenge: form.get('code_challenge'),
        code_challenge_method: form.get('code_challenge_method'),
      };
      authorizeRequests.push(request);
      const code = `4/fake-${randomBytes(16).toString('base64url')}`;
      codes.set(code, { user, request, used: false, expiresAt: Date.now() + CODE_TTL_MS });
      issued.codes.push(code);
      const target = new URL(request.redirect_uri);
      if (request.state !== null) target.searchParams.set('state', request.state);
      target.searchParams.set('code', code);
      target.searchParams.set('scope', request.scope);
      res.writeHead(302, { location: target.toString() });
      return res.end();
    }

    if (url.pathname === '/token' && method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const grantType = form.get('grant_type') ?? '';
      const fail = (status: number, error: string, description: string) => {
        tokenRequests.push({ grant_type: grantType, status, error });
        return sendJson(res, status, { error, error_description: description });
      };
      const client = clientFrom(req, form);
      if (client.id !== options.clientId || client.secret !== options.clientSecret) {
        return fail(401, 'invalid_client', 'Unauthorized');
      }

      if (grantType === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        if (!code) return fail(400, 'invalid_grant', 'Malformed auth code.');
        if (code.used || code.expiresAt <= Date.now()) return fail(400, 'invalid_grant', 'Bad Request');
        if (code.request.redirect_uri !== form.get('redirect_uri')) return fail(400, 'redirect_uri_mismatch', 'Bad Request');
        if (code.request.code_challenge) {
          const verifier = form.get('code_verifier') ?? '';
          const expected =
            code.request.code_challenge_method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
          if (!verifier || expected !== code.request.code_challenge) return fail(400, 'invalid_grant', 'Invalid code verifier.');
        }
        code.used = true;
        const { user, request } = code;
        // Like Google: a refresh token only for offline access granted on a consent screen, which a user who already
        // granted offline access sees again only with prompt=consent.
        const consentShown = !offlineGrants.has(user.sub) || (request.prompt ?? '').split(' ').includes('consent');
        const offline = request.access_type === 'offline' && consentShown;
        if (request.access_type === 'offline') offlineGrants.add(user.sub);
        const refresh = offline ? `1//fake-${randomBytes(24).toString('base64url')}` : undefined;
        const body: Record<string, unknown> = {
          access_token: issueAccess(user, request.scope, refresh),
          expires_in: ttlSeconds,
          scope: request.scope,
          token_type: 'Bearer',
        };
        if (request.scope.split(' ').includes('openid')) body.id_token = issueIdToken(user, request.nonce);
        if (refresh) {
          refreshTokens.set(refresh, { token: refresh, user, scope: request.scope, revoked: false });
          issued.refreshTokens.push(refresh);
          body.refresh_token = refresh;
        }
        tokenRequests.push({ grant_type: grantType, status: 200 });
        return sendJson(res, 200, body);
      }

      if (grantType === 'refresh_token') {
        const refresh = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!refresh || refresh.revoked) return fail(400, 'invalid_grant', 'Token has been expired or revoked.');
        const body: Record<string, unknown> = {
          access_token: issueAccess(refresh.user, refresh.scope, refresh.token),
          expires_in: ttlSeconds,
          scope: refresh.scope,
          token_type: 'Bearer',
        };
        if (refresh.scope.split(' ').includes('openid')) body.id_token = issueIdToken(refresh.user, null);
        tokenRequests.push({ grant_type: grantType, status: 200 });
        return sendJson(res, 200, body);
      }

      return fail(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
    }

    if (url.pathname === '/userinfo') {
      const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      const user = m && m[1] ? api.userForAccessToken(m[1]) : undefined;
      if (!user) {
        res.setHeader('www-authenticate', 'Bearer error="invalid_token"');
        return sendJson(res, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' });
      }
      const info: Record<string, unknown> = { sub: user.sub, email: user.email, email_verified: true, name: user.name };
      if (user.picture) info.picture = user.picture;
      return sendJson(res, 200, info);
    }

    if (url.pathname === '/revoke' && method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const token = form.get('token') ?? url.searchParams.get('token') ?? '';
      if (!accessTokens.has(token) && !refreshTokens.has(token)) {
        return sendJson(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
      }
      api.revoke(token);
      return sendJson(res, 200, {});
    }

    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not Found');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error', error_description: String(err) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api: FakeGoogle = {
    url: base,
    discoveryUrl: `${base}/.well-known/openid-configuration`,
    users,
    authorizeRequests,
    tokenRequests,
    issued,
    allIssuedSecrets: () => [...issued.accessTokens, ...issued.refreshTokens, ...issued.idTokens, ...issued.codes],
    setAccessTokenTtl(seconds) {
      ttlSeconds = seconds;
    },
    expireAccessTokens() {
      for (const t of accessTokens.values()) t.expiresAt = 0;
    },
    revoke(token) {
      // Google's revocation endpoint: "If the token is an access token and it has a corresponding refresh token,
      // the refresh token will also be revoked." Revoking a refresh token ends the access tokens of that user.
      const access = accessTokens.get(token);
      if (access) access.revoked = true;
      const refresh = refreshTokens.get(token) ?? (access?.grant ? refreshTokens.get(access.grant) : undefined);
      if (refresh) {
        refresh.revoked = true;
        for (const t of accessTokens.values()) if (t.user.sub === refresh.user.sub) t.revoked = true;
        // The grant is gone: the next sign-in shows the consent screen again.
        offlineGrants.delete(refresh.user.sub);
      }
    },
    expireCodes() {
      for (const c of codes.values()) c.expiresAt = 0;
    },
    userForAccessToken(token) {
      const t = accessTokens.get(token);
      return t && !t.revoked && t.expiresAt > Date.now() ? t.user : undefined;
    },
    grantFor(token) {
      const t = accessTokens.get(token);
      return t && !t.revoked && t.expiresAt > Date.now() ? { email: t.user.email, scope: t.scope } : undefined;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
  return api;
}
