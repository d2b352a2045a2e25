/**
 * A fake of the Gmail REST API (users.messages send, list, get, trash, delete) on 127.0.0.1, for tests only.
 * It speaks the documented wire format, including Google's error bodies, and records what it received. Each method
 * needs one of the OAuth scopes its reference page lists (403 insufficientPermissions otherwise), `raw` must be
 * base64, and a From address that is not the account's is replaced by it, as Gmail does for an address that is not
 * one of the account's send-as aliases.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// ---------------------------------------------------------------------------------------------------------
// A small MIME reader, enough to check what a client sent: headers (unfolded, RFC 2047 decoded), RFC 2231
// parameters, multipart bodies and base64 / quoted-printable content.

export type MimeHeader = { name: string; value: string };

export type MimePart = {
  /** The header block exactly as received, folded lines included. */
  rawHeaders: string;
  headers: MimeHeader[];
  contentType: string;
  params: Record<string, string>;
  disposition?: string;
  filename?: string;
  /** The content after the transfer encoding is undone. */
  body: Buffer;
  /** `body` decoded with its charset, for text parts. */
  text?: string;
  parts: MimePart[];
};

export function headerValue(part: MimePart, name: string): string | undefined {
  return part.headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
}

export function decodeEncodedWords(value: string): string {
  const joined = value.replace(/(\?=)[ \t]+(?==\?)/g, '$1');
  let out = '';
  let pending: { charset: string; bytes: number[] } | undefined;
  const flush = () => {
    if (pending) out += new TextDecoder(pending.charset).decode(Uint8Array.from(pending.bytes));
    pending = undefined;
  };
  const re = /=\?([^?*]+)(?:\*[^?]*)?\?([QqBb])\?([^?]*)\?=/g;
  let last = 0;
  for (let m = re.exec(joined); m; m = re.exec(joined)) {
    const [whole, charsetRaw = 'utf-8', enc = 'Q', data = ''] = m;
    if (m.index > last) {
      flush();
      out += joined.slice(last, m.index);
    }
    const charset = charsetRaw.toLowerCase();
    const bytes =
      enc.toUpperCase() === 'B'
        ? [...Buffer.from(data, 'base64')]
        : [...Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'latin1')];
    if (pending && pending.charset !== charset) flush();
    pending ??= { charset, bytes: [] };
    pending.bytes.push(...bytes);
    last = m.index + whole.length;
  }
  flush();
  return out + joined.slice(last);
}

function decodeQuotedPrintable(latin1: string): string {
  return latin1.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function splitParams(value: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of value) {
    if (ch === '"') quoted = !quoted;
    if (ch === ';' && !quoted) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

/** `type/sub; a=b; name*0*=utf-8''x%20y` into the value and its (RFC 2231 joined, decoded) parameters. */
export function parseHeaderParams(value: string): { value: string; params: Record<string, string> } {
  const [head = '', ...rest] = splitParams(value);
  const segments = new Map<string, { index: number; extended: boolean; text: string }[]>();
  for (const item of rest) {
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    const key = item.slice(0, eq).trim().toLowerCase();
    let text = item.slice(eq + 1).trim();
    if (text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1).replace(/\\(.)/g, '$1');
    const m = /^([^*]+)(?:\*(\d+))?(\*)?$/.exec(key);
    if (!m || !m[1]) continue;
    const list = segments.get(m[1]) ?? [];
    list.push({ index: Number(m[2] ?? 0), extended: Boolean(m[3]), text });
    segments.set(m[1], list);
  }
  const params: Record<string, string> = {};
  for (const [key, list] of segments) {
    list.sort((a, b) => a.index - b.index);
    let charset = 'utf-8';
    const bytes: number[] = [];
    let plain = '';
    list.forEach((seg, i) => {
      let text = seg.text;
      if (seg.extended) {
        if (i === 0) {
          const parts = /^([^']*)'[^']*'(.*)$/.exec(text);
          if (parts) {
            charset = parts[1] || 'utf-8';
            text = parts[2] ?? '';
          }
        }
        bytes.push(...Buffer.from(decodeURIComponentBytes(text), 'latin1'));
      } else {
        bytes.push(...Buffer.from(text, 'utf8'));
      }
      plain += text;
    });
    params[key] = list.some((s) => s.extended)
      ? new TextDecoder(charset.toLowerCase()).decode(Uint8Array.from(bytes))
      : decodeEncodedWords(plain);
  }
  return { value: head.trim(), params };
}

function decodeURIComponentBytes(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeBody(body: Buffer, encoding: string): Buffer {
  switch (encoding) {
    case 'base64':
      return Buffer.from(body.toString('latin1').replace(/[^A-Za-z0-9+/=_-]/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(decodeQuotedPrintable(body.toString('latin1')), 'latin1');
    default:
      return body;
  }
}

function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const s = body.toString('latin1');
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let at = s.startsWith(delimiter) ? 0 : s.indexOf(`\n${delimiter}`);
  if (at > 0) at += 1;
  while (at >= 0) {
    const after = at + delimiter.length;
    if (s.startsWith('--', after)) break;
    const lineEnd = s.indexOf('\n', after);
    if (lineEnd < 0) break;
    const next = s.indexOf(`\n${delimiter}`, lineEnd + 1);
    if (next < 0) break;
    const end = s[next - 1] === '\r' ? next - 1 : next;
    parts.push(Buffer.from(s.slice(lineEnd + 1, end), 'latin1'));
    at = next + 1;
  }
  return parts;
}

export function parseMime(input: Buffer | string): MimePart {
  const buf = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const s = buf.toString('latin1');
  const crlf = s.indexOf('\r\n\r\n');
  const lf = s.indexOf('\n\n');
  const [headerEnd, sepLength] = crlf >= 0 && (lf < 0 || crlf < lf) ? [crlf, 4] : lf >= 0 ? [lf, 2] : [s.length, 0];
  const rawHeaders = Buffer.from(s.slice(0, headerEnd), 'latin1').toString('utf8');
  const rawBody = Buffer.from(s.slice(headerEnd + sepLength), 'latin1');

  const headers = rawHeaders
    .replace(/\r?\n(?=[ \t])/g, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => {
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      return { name: name.trim(), value: decodeEncodedWords(colon < 0 ? '' : line.slice(colon + 1).trim()) };
    });

  const find = (name: string) => headers.find((h) => h.name.toLowerCase() === name)?.value;
  const type = parseHeaderParams(find('content-type') ?? 'text/plain; charset=us-ascii');
  const contentType = type.value.toLowerCase();
  const disposition = find('content-disposition');
  const dispo = disposition ? parseHeaderParams(disposition) : undefined;
  const encoding = (find('content-transfer-encoding') ?? '7bit').trim().toLowerCase();

  const part: MimePart = {
    rawHeaders,
    headers,
    contentType,
    params: type.params,
    disposition: dispo?.value.toLowerCase(),
    filename: dispo?.params.filename ?? type.params.name,
    body: rawBody,
    parts: [],
  };
  if (contentType.startsWith('multipart/') && type.params.boundary) {
    part.parts = splitMultipart(rawBody, type.params.boundary).map((p) => parseMime(p));
  } else {
    part.body = decodeBody(rawBody, encoding);
    if (contentType.startsWith('text/')) {
      part.text = new TextDecoder((type.params.charset ?? 'utf-8').toLowerCase()).decode(part.body);
    }
  }
  return part;
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leafParts) : [part];
}

// ---------------------------------------------------------------------------------------------------------
// The fake server.

export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string[]>;
  headers: IncomingHttpHeaders;
  body: string;
};

export type StoredMessage = {
  id: string;
  threadId: string;
  /** The mailbox (e-mail address) the message belongs to. */
  owner: string;
  labelIds: string[];
  internalDate: number;
  snippet: string;
  /** Decoded header values, as Gmail returns them in `payload.headers`. */
  headers: MimeHeader[];
  raw?: Buffer;
};

export type SentRecord = {
  id: string;
  owner: string;
  /** The From header named another address than the account's, so the stored message carries the account's. */
  fromReplaced: boolean;
  /** `json`: POST messages/send with {raw}; `upload`: POST /upload/.../messages/send (media or multipart). */
  via: 'json' | 'upload';
  /** The `raw` field exactly as posted (JSON sends only). */
  rawField?: string;
  /** The decoded RFC 5322 bytes. */
  raw: Buffer;
  mime: MimePart;
  /** Decoded headers by lower-cased name (first occurrence). */
  headers: Record<string, string>;
};

export type TokenGrant = { email: string; /** Space-separated OAuth scopes. */ scope: string };

export type FakeGmailOptions = {
  /** Maps a bearer token to the mailbox it opens and the scopes granted with it (e.g. the fake Google's `grantFor`). */
  verifyToken?: (token: string) => TokenGrant | null | undefined;
};

export type FakeGmail = {
  /** Pass as GMAIL_API_URL. `scope` defaults to gmail.modify, which covers every method but delete. */
  url: string;
  allowToken(token: string, email?: string, scope?: string): void;
  /** The next request (or the next `times` requests whose path matches `path`) fails with Gmail's error body. */
  failNext(status: number, message: string, options?: { times?: number; reason?: string; path?: string | RegExp }): void;
  addMessage(message: {
    owner?: string;
    to: string;
    subject: string;
    snippet?: string;
    labelIds?: string[];
    internalDate?: number;
  }): string;
  messages: Map<string, StoredMessage>;
  sent: SentRecord[];
  trashed: string[];
  deleted: string[];
  requests: RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
};

export const DEFAULT_MAILBOX = 'me@example.test';

const SCOPE = (name: string) => `https://www.googleapis.com/auth/${name}`;
const FULL_ACCESS = 'https://mail.google.com/';
export const GMAIL_MODIFY = SCOPE('gmail.modify');

/** The scopes each method accepts, from its page in the Gmail API reference, and its RPC name in error details. */
const METHOD_SCOPES = {
  send: { rpc: 'SendMessage', scopes: [FULL_ACCESS, GMAIL_MODIFY, SCOPE('gmail.compose'), SCOPE('gmail.send')] },
  list: { rpc: 'ListMessages', scopes: [FULL_ACCESS, GMAIL_MODIFY, SCOPE('gmail.readonly'), SCOPE('gmail.metadata')] },
  get: { rpc: 'GetMessage', scopes: [FULL_ACCESS, GMAIL_MODIFY, SCOPE('gmail.readonly'), SCOPE('gmail.metadata')] },
  trash: { rpc: 'TrashMessage', scopes: [FULL_ACCESS, GMAIL_MODIFY] },
  delete: { rpc: 'DeleteMessage', scopes: [FULL_ACCESS] },
} as const;
type GmailMethod = keyof typeof METHOD_SCOPES;

/** Which users.messages method a request calls, from its HTTP method and the path after /messages. */
function methodOf(http: string, idOrAction: string | undefined, action: string | undefined): GmailMethod | undefined {
  if (idOrAction === 'send' && !action) return http === 'POST' ? 'send' : undefined;
  if (!idOrAction) return http === 'GET' ? 'list' : undefined;
  if (action === 'trash') return http === 'POST' ? 'trash' : undefined;
  if (action) return undefined;
  return http === 'GET' ? 'get' : http === 'DELETE' ? 'delete' : undefined;
}
/** Gmail's documented limit for messages/send through the upload URI. */
const MAX_UPLOAD_BYTES = 36_700_160;
/** Gmail answers large non-upload bodies with 413; the exact limit is not documented. */
export const MAX_JSON_BODY_BYTES = 5 * 1024 * 1024;
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

const STATUS_NAMES: Record<number, [status: string, reason: string]> = {
  400: ['INVALID_ARGUMENT', 'invalidArgument'],
  401: ['UNAUTHENTICATED', 'authError'],
  403: ['PERMISSION_DENIED', 'insufficientPermissions'],
  404: ['NOT_FOUND', 'notFound'],
  409: ['ABORTED', 'conflict'],
  413: ['INVALID_ARGUMENT', 'uploadTooLarge'],
  429: ['RESOURCE_EXHAUSTED', 'rateLimitExceeded'],
  500: ['INTERNAL', 'backendError'],
  503: ['UNAVAILABLE', 'backendError'],
};

const UNAUTHENTICATED_MESSAGE =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
const NOT_FOUND_MESSAGE = 'Requested entity was not found.';
const INSUFFICIENT_SCOPES_MESSAGE = 'Request had insufficient authentication scopes.';

/** Gmail's 403 for a token without any of the method's scopes. */
export function insufficientScopesBody(method: GmailMethod) {
  return {
    error: {
      code: 403,
      message: INSUFFICIENT_SCOPES_MESSAGE,
      errors: [{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }],
      status: 'PERMISSION_DENIED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
          domain: 'googleapis.com',
          metadata: { service: 'gmail.googleapis.com', method: `caribou.api.proto.MailboxService.${METHOD_SCOPES[method].rpc}` },
        },
      ],
    },
  };
}

/** Gmail's 400 for a `raw` field that is not base64: the proto field is TYPE_BYTES. */
export function invalidRawBody(raw: string) {
  const message = `Invalid value at 'message.raw' (TYPE_BYTES), Base64 decoding failed for "${raw.slice(0, 50)}"`;
  return {
    error: {
      code: 400,
      message,
      errors: [{ message, reason: 'invalid' }],
      status: 'INVALID_ARGUMENT',
      details: [
        { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'message.raw', description: message }] },
      ],
    },
  };
}

/** Google's JSON mapping of bytes takes base64 in either alphabet, with or without padding; nothing else. */
function isBase64(text: string): boolean {
  return /^[A-Za-z0-9+/_-]*={0,2}$/.test(text) && text.replace(/=+$/, '').length % 4 !== 1;
}

type GmailErrorItem = { message: string; domain: string; reason: string; location?: string; locationType?: string };

export function gmailErrorBody(code: number, message: string, reason?: string) {
  const [status, defaultReason] = STATUS_NAMES[code] ?? ['UNKNOWN', 'unknown'];
  const errors: GmailErrorItem[] = [{ message, domain: 'global', reason: reason ?? defaultReason }];
  return { error: { code, message, errors, status } };
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Gmail's partial responses: `fields=id,payload/headers` or `payload(headers)`. */
type FieldTree = Map<string, FieldTree>;

function parseFields(fields: string): FieldTree {
  const root: FieldTree = new Map();
  const add = (tree: FieldTree, path: string) => {
    const paren = /^([^(]+)\((.*)\)$/.exec(path);
    if (paren && paren[1] && paren[2] !== undefined) {
      const sub = tree.get(paren[1]) ?? new Map();
      tree.set(paren[1], sub);
      for (const p of splitTopLevel(paren[2])) add(sub, p);
      return;
    }
    const [head = '', ...rest] = path.split('/');
    const sub = tree.get(head) ?? new Map();
    tree.set(head, sub);
    if (rest.length) add(sub, rest.join('/'));
  };
  for (const p of splitTopLevel(fields)) add(root, p);
  return root;
}

function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      if (current.trim()) out.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

function applyFields(value: unknown, tree: FieldTree): unknown {
  if (tree.size === 0) return value;
  if (Array.isArray(value)) return value.map((v) => applyFields(v, tree));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of tree) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = applyFields(v, sub);
  }
  return out;
}

function snippetOf(mime: MimePart): string {
  const leaves = leafParts(mime);
  const plain = leaves.find((p) => p.contentType === 'text/plain' && p.disposition !== 'attachment');
  const html = leaves.find((p) => p.contentType === 'text/html');
  const text = plain?.text ?? html?.text?.replace(/<[^>]*>/g, ' ') ?? '';
  // Gmail's snippets are HTML-escaped.
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function matchesQuery(message: StoredMessage, q: string): boolean {
  const header = (name: string) =>
    message.headers
      .filter((h) => h.name.toLowerCase() === name)
      .map((h) => h.value.toLowerCase())
      .join(' ');
  return q
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => {
      const [key, ...rest] = term.split(':');
      const value = rest.join(':').toLowerCase().replace(/^"|"$/g, '');
      if (!rest.length) return `${header('subject')} ${message.snippet.toLowerCase()}`.includes(term.toLowerCase());
      switch (key?.toLowerCase()) {
        case 'from':
          return value === 'me' ? message.labelIds.includes('SENT') : header('from').includes(value);
        case 'to':
          return [header('to'), header('cc'), header('bcc')].join(' ').includes(value);
        case 'subject':
          return header('subject').includes(value);
        case 'in':
        case 'label':
          return message.labelIds.includes(value.toUpperCase());
        default:
          return false;
      }
    });
}

function jsonMessage(body: Buffer): { bytes: Buffer; rawField: string } | { invalid: string } | undefined {
  let raw: unknown;
  try {
    raw = (JSON.parse(body.toString('utf8')) as { raw?: unknown }).raw;
  } catch {
    return undefined;
  }
  if (typeof raw !== 'string' || !raw) return undefined;
  if (!isBase64(raw)) return { invalid: raw };
  return { bytes: Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64'), rawField: raw };
}

/**
 * Gmail sends from the account: a From address other than the account's (this fake knows no send-as aliases) is
 * replaced by it, the display name kept. Returns the message as stored and whether it changed.
 */
function fromTheAccount(bytes: Buffer, owner: string): { bytes: Buffer; replaced: boolean } {
  const text = bytes.toString('latin1');
  const headerEnd = text.search(/\r?\n\r?\n/);
  const head = headerEnd < 0 ? text : text.slice(0, headerEnd);
  const m = /^From:[ \t]*([^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)/im.exec(head);
  if (!m || m[1] === undefined) return { bytes, replaced: false };
  const value = m[1].replace(/\r?\n[ \t]+/g, ' ');
  const address = /<([^>]*)>/.exec(value)?.[1] ?? value.trim();
  if (address.trim().toLowerCase() === owner.toLowerCase()) return { bytes, replaced: false };
  const name = /^(.*?)\s*<[^>]*>/.exec(value)?.[1]?.trim();
  const replaced = `From: ${name ? `${name} ` : ''}<${owner}>`;
  return { bytes: Buffer.from(text.slice(0, m.index) + replaced + text.slice(m.index + m[0].length), 'latin1'), replaced: true };
}

/** uploadType=media: the body is the message; multipart: a JSON part, then the message part. */
function uploadedMessage(req: IncomingMessage, url: URL, body: Buffer): { bytes: Buffer; rawField?: undefined } | undefined {
  const type = req.headers['content-type'] ?? '';
  const uploadType = url.searchParams.get('uploadType');
  if (uploadType === 'media' && /^message\//i.test(type) && body.length) return { bytes: body };
  if (uploadType === 'multipart' && /^multipart\/related/i.test(type)) {
    const parts = parseMime(Buffer.concat([Buffer.from(`Content-Type: ${type}\r\n\r\n`), body])).parts;
    const message = parts.find((p) => p.contentType.startsWith('message/'));
    if (message) return { bytes: message.body };
  }
  return undefined;
}

export async function startFakeGmail(options: FakeGmailOptions = {}): Promise<FakeGmail> {
  const tokens = new Map<string, TokenGrant>();
  const failures: { status: number; message: string; reason?: string; times: number; path?: string | RegExp }[] = [];
  const messages = new Map<string, StoredMessage>();
  const state = {
    sent: [] as SentRecord[],
    trashed: [] as string[],
    deleted: [] as string[],
    requests: [] as RecordedRequest[],
  };
  let clock = Date.now();
  const newId = () => randomBytes(8).toString('hex');

  const grantOf = (req: IncomingMessage): TokenGrant | undefined => {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!m || !m[1]) return undefined;
    return tokens.get(m[1]) ?? options.verifyToken?.(m[1]) ?? undefined;
  };

  const metadataOf = (message: StoredMessage, url: URL) => {
    const format = url.searchParams.get('format') ?? 'full';
    const wanted = url.searchParams.getAll('metadataHeaders').map((h) => h.toLowerCase());
    const headers =
      format === 'metadata' && wanted.length ? message.headers.filter((h) => wanted.includes(h.name.toLowerCase())) : message.headers;
    const resource: Record<string, unknown> = {
      id: message.id,
      threadId: message.threadId,
      labelIds: message.labelIds,
      snippet: message.snippet,
      sizeEstimate: message.raw?.length ?? 512,
      historyId: '1000',
      internalDate: String(message.internalDate),
    };
    if (format === 'raw') resource.raw = (message.raw ?? Buffer.alloc(0)).toString('base64url');
    else if (format !== 'minimal') resource.payload = { mimeType: 'multipart/mixed', headers };
    const fields = url.searchParams.get('fields');
    return fields ? applyFields(resource, parseFields(fields)) : resource;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      return sendJson(res, 413, gmailErrorBody(413, 'Request payload size exceeds the limit.'));
    }
    const query: Record<string, string[]> = {};
    for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
    state.requests.push({ method: req.method ?? 'GET', path: url.pathname, query, headers: req.headers, body: body.toString('utf8') });

    const grant = grantOf(req);
    const owner = grant?.email;
    if (!grant || !owner) {
      const body = gmailErrorBody(401, UNAUTHENTICATED_MESSAGE);
      // As Gmail answers: the developer text on top, "Invalid Credentials" in the errors list.
      body.error.errors = [
        { message: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' },
      ];
      return sendJson(res, 401, body, {
        'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      });
    }
    const failure = failures.find((f) =>
      f.path === undefined ? true : typeof f.path === 'string' ? url.pathname.endsWith(f.path) : f.path.test(url.pathname),
    );
    if (failure) {
      if (--failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
      return sendJson(res, failure.status, gmailErrorBody(failure.status, failure.message, failure.reason));
    }

    const route = /^(\/upload)?\/gmail\/v1\/users\/([^/]+)\/messages(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(url.pathname);
    if (!route) return sendJson(res, 404, gmailErrorBody(404, 'Not Found'));
    const [, upload, userId = '', idOrAction, action] = route;
    const limit = upload ? MAX_UPLOAD_BYTES : MAX_JSON_BODY_BYTES;
    if (body.length > limit) {
      return sendJson(res, 413, gmailErrorBody(413, `Request payload size exceeds the limit: ${limit} bytes.`, 'badRequest'));
    }
    if (upload && !(idOrAction === 'send' && !action)) return sendJson(res, 404, gmailErrorBody(404, 'Not Found'));
    if (decodeURIComponent(userId) !== 'me' && decodeURIComponent(userId).toLowerCase() !== owner.toLowerCase()) {
      return sendJson(res, 403, gmailErrorBody(403, `Delegation denied for ${owner}`, 'forbidden'));
    }
    const method = req.method ?? 'GET';
    const called = methodOf(method, idOrAction, action);
    const granted = grant.scope.split(/\s+/);
    if (called && !METHOD_SCOPES[called].scopes.some((s) => granted.includes(s))) {
      return sendJson(res, 403, insufficientScopesBody(called), {
        'www-authenticate': `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${METHOD_SCOPES[called].scopes.join(' ')}"`,
      });
    }
    // The metadata scope reads headers and labels only: no search and no message bodies.
    const metadataOnly = !granted.some((s) => [FULL_ACCESS, GMAIL_MODIFY, SCOPE('gmail.readonly')].includes(s));
    if (metadataOnly && called === 'list' && url.searchParams.has('q')) {
      return sendJson(res, 403, gmailErrorBody(403, "Metadata scope does not support 'q' parameter", 'forbidden'));
    }
    const format = url.searchParams.get('format') ?? 'full';
    if (metadataOnly && called === 'get' && format !== 'metadata' && format !== 'minimal') {
      return sendJson(res, 403, gmailErrorBody(403, `Metadata scope doesn't allow format ${format.toUpperCase()}`, 'forbidden'));
    }

    if (called === 'send') {
      const sentBody = upload ? uploadedMessage(req, url, body) : jsonMessage(body);
      if (sentBody && 'invalid' in sentBody) return sendJson(res, 400, invalidRawBody(sentBody.invalid));
      if (!sentBody) {
        return sendJson(
          res,
          400,
          gmailErrorBody(400, "'raw' RFC822 payload message string or uploading message via /upload/* URL required", 'invalidArgument'),
        );
      }
      const { bytes, rawField } = sentBody;
      const mime = parseMime(bytes);
      if (!['to', 'cc', 'bcc'].some((h) => headerValue(mime, h))) {
        return sendJson(res, 400, gmailErrorBody(400, 'Recipient address required', 'invalidArgument'));
      }
      const stored = fromTheAccount(bytes, owner);
      const storedMime = stored.replaced ? parseMime(stored.bytes) : mime;
      const id = newId();
      clock = Math.max(clock + 1, Date.now());
      messages.set(id, {
        id,
        threadId: id,
        owner,
        labelIds: ['SENT'],
        internalDate: clock,
        snippet: snippetOf(mime),
        headers: storedMime.headers,
        raw: stored.bytes,
      });
      const headers: Record<string, string> = {};
      for (const h of mime.headers) headers[h.name.toLowerCase()] ??= h.value;
      state.sent.push({ id, owner, fromReplaced: stored.replaced, via: upload ? 'upload' : 'json', rawField, raw: bytes, mime, headers });
      return sendJson(res, 200, { id, threadId: id, labelIds: ['SENT'] });
    }

    if (!idOrAction && method === 'GET') {
      const q = url.searchParams.get('q') ?? '';
      const max = Math.min(Math.max(Number(url.searchParams.get('maxResults') ?? 100) || 100, 1), 500);
      const includeTrash = url.searchParams.get('includeSpamTrash') === 'true';
      const found = [...messages.values()]
        .filter((m) => m.owner === owner && (includeTrash || !m.labelIds.includes('TRASH')) && matchesQuery(m, q))
        .sort((a, b) => b.internalDate - a.internalDate);
      const page = found.slice(0, max).map((m) => ({ id: m.id, threadId: m.threadId }));
      const result: Record<string, unknown> = { resultSizeEstimate: found.length };
      if (page.length) result.messages = page;
      if (found.length > max) result.nextPageToken = String(max);
      return sendJson(res, 200, result);
    }

    const message = idOrAction ? messages.get(decodeURIComponent(idOrAction)) : undefined;
    if (!message || message.owner !== owner) return sendJson(res, 404, gmailErrorBody(404, NOT_FOUND_MESSAGE));

    if (!action && method === 'GET') return sendJson(res, 200, metadataOf(message, url));
    if (action === 'trash' && method === 'POST') {
      if (!message.labelIds.includes('TRASH')) message.labelIds = [...message.labelIds, 'TRASH'];
      state.trashed.push(message.id);
      return sendJson(res, 200, { id: message.id, threadId: message.threadId, labelIds: message.labelIds });
    }
    if (!action && method === 'DELETE') {
      messages.delete(message.id);
      state.deleted.push(message.id);
      res.writeHead(204).end();
      return;
    }
    return sendJson(res, 404, gmailErrorBody(404, 'Not Found'));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, gmailErrorBody(500, String(err)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    allowToken(token, email = DEFAULT_MAILBOX, scope = GMAIL_MODIFY) {
      tokens.set(token, { email, scope });
    },
    failNext(status, message, opts = {}) {
      failures.push({ status, message, reason: opts.reason, times: opts.times ?? 1, path: opts.path });
    },
    addMessage(input) {
      const id = newId();
      clock = Math.max(clock + 1, Date.now());
      messages.set(id, {
        id,
        threadId: id,
        owner: input.owner ?? DEFAULT_MAILBOX,
        labelIds: input.labelIds ?? ['SENT'],
        internalDate: input.internalDate ?? clock,
        snippet: input.snippet ?? '',
        headers: [
          { name: 'From', value: input.owner ?? DEFAULT_MAILBOX },
          { name: 'To', value: input.to },
          { name: 'Subject', value: input.subject },
        ],
      });
      return id;
    },
    messages,
    get sent() {
      return state.sent;
    },
    get trashed() {
      return state.trashed;
    },
    get deleted() {
      return state.deleted;
    },
    get requests() {
      return state.requests;
    },
    reset() {
      messages.clear();
      failures.length = 0;
      state.sent = [];
      state.trashed = [];
      state.deleted = [];
      state.requests = [];
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
