import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, STATUS_CODES, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCommitLog, type GitUser, type RepoCommit } from './github-commits';
import { createRepoFiles, type FileCommit } from './github-files';

/**
 * A stand-in for GitHub's repository contents API (one repository, one file), following its documented wire
 * format: raw and JSON media types, weak ETags with 304s, 404/401 bodies, and the 409/422 answers to a stale or
 * missing sha on PUT. Every change of the file is a commit, listed by the commits API; `?ref=` reads the file at
 * the branch or at a commit's sha. Like api.github.com it refuses a request without a User-Agent (403), with an API
 * version it does not serve (400) or an Accept header that takes no JSON (415), and any token but its own (401).
 */

export type FakeGithubOptions = {
  owner?: string;
  repo?: string;
  path?: string;
  /** The file's text at start; absent when omitted. */
  initial?: string;
  branch?: string;
  /** The one token accepted, as `token <t>` or `Bearer <t>`. */
  token: string;
  /** Author of the commits the API's writes make (the token's owner). */
  author?: GitUser;
};

export type FakeGithubRequest = {
  method: string;
  /** The decoded path name, e.g. /repos/o/r/contents/database/data.json */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON when the body is JSON, the text otherwise, undefined when empty. */
  body: unknown;
};

export type FakeGithubCommit = { message: string; content: string; sha: string | undefined; branch: string | undefined };

type Override = {
  remaining: number;
  match: (req: FakeGithubRequest) => boolean;
  respond: { status: number; body?: unknown; headers?: Record<string, string> } | 'destroy';
};

export type FakeGithub = {
  url: string;
  port: number;
  owner: string;
  repo: string;
  path: string;
  branch: string;
  close(): Promise<void>;
  state: { content: string | null; sha: string | null };
  requests: FakeGithubRequest[];
  /** The PUTs that were accepted, in order. */
  commits: FakeGithubCommit[];
  /** Every commit of the file, oldest first: the initial content, each accepted PUT, each setContent. */
  history: RepoCommit[];
  /** The next `times` requests (default 1) fail with `status` and a GitHub-style error body. */
  failNext(status: number, times?: number): void;
  /** The next matching request gets this answer instead of the real one. */
  respondNext(
    response: { status: number; body?: unknown; headers?: Record<string, string> },
    match?: (req: FakeGithubRequest) => boolean,
  ): void;
  /** The next `times` requests have their connection destroyed: the client sees a network error. */
  breakNext(times?: number): void;
  /** Every other file of the repository (uploaded posters beside the data file), by path. */
  files: Map<string, Buffer>;
  /** The accepted writes to those other files, in order: one commit each. */
  fileCommits: FileCommit[];
  /**
   * The next `times` requests (default 1) hit one of GitHub's rate limits, answered as its documentation shows:
   * `primary` is a 403 with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (epoch seconds); `retry-after` a 429
   * (or 403) with `retry-after` in seconds; `secondary` a 403 whose message alone says so.
   */
  limitNext(limit: RateLimit, times?: number): void;
  /** Drops every pending failNext/respondNext/breakNext/limitNext answer. */
  clearFailures(): void;
  /** Replaces the file as if someone else committed (on github.com, as `author`); null deletes it. */
  setContent(text: string | null, author?: GitUser, message?: string): void;
};

export type RateLimit =
  { kind: 'primary'; resetAt: number } | { kind: 'retry-after'; seconds: number; status?: 403 | 429 } | { kind: 'secondary' };

const DOCS = 'https://docs.github.com/rest/repos/contents';
/** The REST API versions GitHub serves, newest first. */
export const GITHUB_API_VERSIONS = ['2026-03-10', '2022-11-28'];
const DEFAULT_API_VERSION = '2022-11-28';
/** GitHub's answer to a request without a User-Agent: text, not JSON. */
export const NO_USER_AGENT_BODY =
  '\r\nRequest forbidden by administrative rules. Please make sure your request has a User-Agent header (https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). Check https://developer.github.com for other possible causes.\r\n';

/** Accept values GitHub can answer: JSON, its own media types, or anything. */
function acceptsJson(accept: string): boolean {
  return accept
    .split(',')
    .map((a) => a.split(';')[0]!.trim().toLowerCase())
    .some(
      (a) =>
        a === '*/*' || a === 'application/*' || a === 'application/json' || /^application\/vnd\.github(\.[a-z0-9.-]+)?(\+json)?$/.test(a),
    );
}

/** What api.github.com refuses before it looks at the request: status, body and content type; null when it passes. */
export function edgeRefusal(headers: IncomingHttpHeaders): { status: number; body: unknown } | null {
  if (!headers['user-agent']?.trim()) return { status: 403, body: NO_USER_AGENT_BODY };
  const version = headers['x-github-api-version'];
  if (version !== undefined && !GITHUB_API_VERSIONS.includes(String(version))) {
    const supported = GITHUB_API_VERSIONS.map((v, i) => `"${v}"${i === 0 ? ' (most recent)' : ''}`).join(', ');
    return {
      status: 400,
      body: {
        message: `The version you specified in the "X-GitHub-Api-Version" request header, "${String(version)}", is not a supported version. The following versions are currently supported: ${supported}.`,
        documentation_url: 'https://docs.github.com/rest/overview/api-versions',
        status: '400',
      },
    };
  }
  const accept = headers.accept;
  if (accept !== undefined && accept.trim() !== '' && !acceptsJson(accept)) {
    const listed = accept.split(',').map((a) => a.trim());
    return {
      status: 415,
      body: {
        message: `Unsupported 'Accept' header: ${JSON.stringify(listed)}. Must accept 'application/json'.`,
        documentation_url: 'https://docs.github.com/v3/media',
        status: '415',
      },
    };
  }
  return null;
}
const LIMITS_DOCS = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api';
const SECONDARY_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.';

function rateLimitAnswer(limit: RateLimit): { status: number; body: unknown; headers: Record<string, string> } {
  if (limit.kind === 'primary') {
    return {
      status: 403,
      body: { message: 'API rate limit exceeded for user ID 1.', documentation_url: LIMITS_DOCS, status: '403' },
      headers: {
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-used': '5000',
        'x-ratelimit-reset': String(Math.ceil(limit.resetAt / 1000)),
        'x-ratelimit-resource': 'core',
      },
    };
  }
  const status = limit.kind === 'retry-after' ? (limit.status ?? 429) : 403;
  return {
    status,
    body: { message: SECONDARY_MESSAGE, documentation_url: LIMITS_DOCS, status: String(status) },
    headers: limit.kind === 'retry-after' ? { 'retry-after': String(limit.seconds) } : {},
  };
}
const JSON_CONTENT_LIMIT = 1024 * 1024;

export function gitBlobSha(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

function isRawAccept(accept: string | undefined): boolean {
  return (accept ?? '')
    .split(',')
    .map((a) => a.split(';')[0]!.trim().toLowerCase())
    .some((a) => /^application\/vnd\.github(\.v3)?\.raw(\+json)?$/.test(a));
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/** GitHub sends base64 wrapped at 60 characters, each line ending in a newline. */
function wrapBase64(b64: string): string {
  return b64 ? b64.replace(/.{1,60}/g, '$&\n') : '';
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const field = (body: unknown, key: string): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[key] : undefined;

export async function startFakeGithub(opts: FakeGithubOptions): Promise<FakeGithub> {
  const owner = opts.owner ?? 'lomba-owner';
  const repo = opts.repo ?? 'lomba-data';
  const filePath = (opts.path ?? 'database/data.json').replace(/^\/+/, '');
  const branch = opts.branch ?? 'main';
  const contentsPath = `/repos/${owner}/${repo}/contents/${filePath}`;

  const state: FakeGithub['state'] = { content: null, sha: null };
  const log = createCommitLog(owner, repo, filePath);
  const writer = opts.author ?? { name: 'infolomba-bot', email: 'bot@infolomba.test' };
  const requests: FakeGithubRequest[] = [];
  const commits: FakeGithubCommit[] = [];
  const otherFiles = createRepoFiles(`/repos/${owner}/${repo}/contents/`);
  const overrides: Override[] = [];
  let baseUrl = '';

  const setState = (text: string | null) => {
    state.content = text;
    state.sha = text === null ? null : gitBlobSha(Buffer.from(text, 'utf8'));
  };
  const setContent = (text: string | null, author: GitUser = { name: 'Orang Lain', email: 'lain@example.com' }, message?: string) => {
    setState(text);
    log.add(text, message ?? (text === null ? `Delete ${filePath}` : `Update ${filePath}`), author);
  };
  if (opts.initial !== undefined) setContent(opts.initial, writer, 'Initial commit');

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
      'x-github-api-version-selected': DEFAULT_API_VERSION,
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4999',
      ...headers,
    });
    res.end(text);
  };
  const error = (res: ServerResponse, status: number, message: string, docs = DOCS) =>
    send(res, status, { message, documentation_url: docs, status: String(status) });

  const fileMeta = (sha: string, size: number) => {
    const apiUrl = `${baseUrl}${contentsPath}?ref=${encodeURIComponent(branch)}`;
    const htmlUrl = `https://github.com/${owner}/${repo}/blob/${branch}/${filePath}`;
    const gitUrl = `${baseUrl}/repos/${owner}/${repo}/git/blobs/${sha}`;
    return {
      name: filePath.split('/').pop() ?? filePath,
      path: filePath,
      sha,
      size,
      url: apiUrl,
      html_url: htmlUrl,
      git_url: gitUrl,
      download_url: `https://raw.githubusercontent.com/${owner}/${repo}/${branch}/${filePath}`,
      type: 'file',
      _links: { self: apiUrl, git: gitUrl, html: htmlUrl },
    };
  };

  const handleGet = (req: FakeGithubRequest, res: ServerResponse) => {
    const ref = req.query.ref;
    const atCommit = ref !== undefined && ref !== branch ? log.find(ref) : undefined;
    if (ref !== undefined && ref !== branch && !atCommit) return error(res, 404, `No commit found for the ref ${ref}`);
    const content = atCommit ? atCommit.content : state.content;
    if (content === null) return error(res, 404, 'Not Found', 'https://docs.github.com/rest/repos/contents#get-repository-content');
    const bytes = Buffer.from(content, 'utf8');
    const blobSha = gitBlobSha(bytes);
    const raw = isRawAccept(req.headers.accept);
    const etag = `W/"${sha1(`${raw ? 'raw' : 'json'}:${blobSha}`)}"`;
    const ifNoneMatch = req.headers['if-none-match'];
    if (etagMatches(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, etag)) {
      res.writeHead(304, { etag, 'x-github-api-version-selected': DEFAULT_API_VERSION });
      return res.end();
    }
    if (raw) {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', etag, 'x-github-api-version-selected': DEFAULT_API_VERSION });
      return res.end(bytes);
    }
    const small = bytes.length <= JSON_CONTENT_LIMIT;
    return send(
      res,
      200,
      {
        ...fileMeta(blobSha, bytes.length),
        content: small ? wrapBase64(bytes.toString('base64')) : '',
        encoding: small ? 'base64' : 'none',
      },
      { etag },
    );
  };

  const handlePut = (req: FakeGithubRequest, res: ServerResponse) => {
    const message = field(req.body, 'message');
    const content = field(req.body, 'content');
    const sha = field(req.body, 'sha');
    const targetBranch = field(req.body, 'branch');
    if (typeof message !== 'string' || typeof content !== 'string') {
      const missing = [typeof message !== 'string' && '"message"', typeof content !== 'string' && '"content"'].filter(Boolean);
      return error(res, 422, `Invalid request.\n\n${missing.join(', ')} ${missing.length > 1 ? "weren't" : "wasn't"} supplied.`);
    }
    if (sha !== undefined && typeof sha !== 'string') return error(res, 422, "Invalid request.\n\nFor 'properties/sha', is not a string.");
    if (targetBranch !== undefined && targetBranch !== branch) return error(res, 404, `Branch ${String(targetBranch)} not found`);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content.replace(/\s/g, ''))) return error(res, 422, 'content is not valid Base64');
    const existed = state.sha !== null;
    if (existed && sha === undefined) return error(res, 422, 'Invalid request.\n\n"sha" wasn\'t supplied.');
    // GitHub ignores a sha sent for a file that does not exist and creates it.
    if (existed && sha !== state.sha) return error(res, 409, `${filePath} does not match ${sha}`);
    const text = Buffer.from(content, 'base64').toString('utf8');
    setState(text);
    const commit = log.add(text, message, writer);
    commits.push({ message, content: text, sha, branch: typeof targetBranch === 'string' ? targetBranch : undefined });
    return send(res, existed ? 200 : 201, {
      content: fileMeta(state.sha!, Buffer.byteLength(text)),
      commit: {
        sha: commit.sha,
        message,
        html_url: `https://github.com/${owner}/${repo}/commit/${commit.sha}`,
        author: commit.author,
        committer: commit.author,
        parents: commit.parents.map((p) => ({ sha: p, url: `${baseUrl}/repos/${owner}/${repo}/git/commits/${p}` })),
      },
    });
  };

  const server = createServer((incoming, res) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = url.pathname;
      }
      const req: FakeGithubRequest = {
        method: incoming.method ?? 'GET',
        path: pathname,
        query: Object.fromEntries(url.searchParams),
        headers: incoming.headers,
        body: parseBody(await readBody(incoming)),
      };
      requests.push(req);

      const refused = edgeRefusal(incoming.headers);
      if (refused) {
        if (typeof refused.body === 'string') {
          res.writeHead(refused.status, { 'content-type': 'text/html' });
          return void res.end(refused.body);
        }
        return send(res, refused.status, refused.body);
      }

      const override = overrides.find((o) => o.remaining > 0 && o.match(req));
      if (override) {
        override.remaining -= 1;
        if (override.remaining === 0) overrides.splice(overrides.indexOf(override), 1);
        if (override.respond === 'destroy') return void incoming.socket.destroy();
        return send(res, override.respond.status, override.respond.body, override.respond.headers);
      }

      const credentials = /^(?:token|bearer) (\S+)$/i.exec(incoming.headers.authorization ?? '');
      if (credentials?.[1] !== opts.token) {
        return error(res, 401, 'Bad credentials', 'https://docs.github.com/rest');
      }
      if (pathname === `/repos/${owner}/${repo}/commits` && req.method === 'GET') {
        const listed = log.list(req.query, baseUrl, branch);
        return send(res, listed.status, listed.body, listed.headers);
      }
      if (pathname !== contentsPath && pathname.startsWith(`/repos/${owner}/${repo}/contents/`)) {
        return otherFiles.handle({ ...req, headers: { accept: incoming.headers.accept } }, res, send);
      }
      if (pathname !== contentsPath) return error(res, 404, 'Not Found', 'https://docs.github.com/rest');
      if (req.method === 'GET') return handleGet(req, res);
      if (req.method === 'PUT') return handlePut(req, res);
      return error(res, 404, 'Not Found', 'https://docs.github.com/rest');
    })().catch((e: unknown) => {
      if (!res.headersSent) error(res, 500, e instanceof Error ? e.message : 'Server Error');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    owner,
    repo,
    path: filePath,
    branch,
    state,
    requests,
    commits,
    history: log.log,
    files: otherFiles.files,
    fileCommits: otherFiles.commits,
    setContent,
    failNext(status, times = 1) {
      overrides.push({
        remaining: times,
        match: () => true,
        respond: {
          status,
          body: { message: STATUS_CODES[status] ?? 'Error', documentation_url: 'https://docs.github.com/rest', status: String(status) },
        },
      });
    },
    respondNext(response, match = () => true) {
      overrides.push({ remaining: 1, match, respond: response });
    },
    breakNext(times = 1) {
      overrides.push({ remaining: times, match: () => true, respond: 'destroy' });
    },
    limitNext(limit, times = 1) {
      overrides.push({ remaining: times, match: () => true, respond: rateLimitAnswer(limit) });
    },
    clearFailures() {
      overrides.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
