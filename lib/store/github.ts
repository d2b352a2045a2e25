import 'server-only';
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { Octokit } from '@octokit/rest';
import { z } from 'zod';
import { type DataFile, EMPTY_DATA_FILE, readDataFile, serialiseRecords } from './raw-file';
import { type Block, GithubGate, type GateOptions, type Outcome } from './github-limits';
import { type CompetitionStore, StoreBusyError, type StoreFailure, type StoreSnapshot, VersionConflictError } from './types';

type GithubStoreOptions = {
  token: string;
  owner: string;
  repo: string;
  /** The repository's default branch when absent. */
  branch?: string;
  path: string;
  baseUrl?: string;
  /** The clock and the jitter of GitHub's waits (lib/store/github-limits.ts); the real ones by default. */
  gate?: GateOptions;
};

const API_VERSION = '2022-11-28';
const RAW_ACCEPT = 'application/vnd.github.raw+json';
const JSON_ACCEPT = 'application/vnd.github+json';
const READ_TIMEOUT_MS = 15_000;
const WRITE_TIMEOUT_MS = 30_000;

/** The parts of an Octokit RequestError this adapter reads; a network failure has no response. */
const requestErrorSchema = z.object({
  status: z.number(),
  message: z.string(),
  response: z.object({ data: z.unknown(), headers: z.record(z.string(), z.unknown()) }).optional(),
});
type RequestFailure = { status: number; message: string; data: unknown; headers: Record<string, unknown>; network: boolean };

function asRequestFailure(e: unknown): RequestFailure | null {
  const parsed = requestErrorSchema.safeParse(e);
  if (!parsed.success) return null;
  const { status, message, response } = parsed.data;
  return { status, message, data: response?.data, headers: response?.headers ?? {}, network: !response };
}

const bodyText = (f: RequestFailure): string =>
  f.network ? f.message : typeof f.data === 'string' ? f.data : f.data === undefined ? '' : JSON.stringify(f.data);

const apiMessage = (f: RequestFailure): string => {
  const parsed = z.object({ message: z.string() }).safeParse(f.data);
  return parsed.success ? parsed.data.message : f.message;
};

/** Failures worth riding out with the last good copy: GitHub down, unreachable or rate-limiting us. */
function isTransient(f: RequestFailure): boolean {
  if (f.network || f.status >= 500 || f.status === 429) return true;
  return f.status === 403 && (f.headers['x-ratelimit-remaining'] === '0' || /rate limit/i.test(apiMessage(f)));
}

/** What the gate learns from an Octokit call: the answer's status and headers, or that there was none. */
function outcomeOf(res: { status: number; headers: Record<string, unknown> } | undefined, e: unknown): Outcome | null {
  if (res) return { status: res.status, headers: res.headers };
  const f = asRequestFailure(e);
  if (!f) return null;
  if (f.network) return { network: true };
  return { status: f.status, headers: f.headers, limitMessage: /rate limit/i.test(apiMessage(f)) };
}

const blockText = (b: Block) =>
  `GitHub asked us to wait (${b.kind === 'primary' ? 'rate limit' : b.kind === 'retry-after' ? 'retry-after' : b.kind === 'secondary' ? 'secondary rate limit' : 'failing'}, last status ${b.status || 'no answer'}): no request until ${new Date(b.until).toISOString()}`;

class ReadFailure extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'ReadFailure';
  }
}

const metadataSchema = z.object({ sha: z.string() });
const putResponseSchema = z.object({ content: z.object({ sha: z.string() }) });

const gitBlobSha = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

type RawCopy = { etag: string; blobSha: string; parsed: DataFile };
type RawResult = { absent: true } | { absent: false; blobSha: string; parsed: DataFile };

const noop = () => undefined;

/**
 * The data file in a GitHub repository, through the contents API. Reads are conditional
 * (a 304 costs no rate limit and skips re-parsing) and fall back to the last good copy while GitHub is failing.
 */
export function createGithubStore(options: GithubStoreOptions): CompetitionStore {
  const { owner, repo, branch } = options;
  const path = options.path.replace(/^\/+/, '');
  const octokit = new Octokit({
    auth: options.token,
    ...(options.baseUrl && { baseUrl: options.baseUrl.replace(/\/+$/, '') }),
    // Octokit logs every 304 and 404 as an error; this adapter reports the failures that matter itself.
    log: { debug: noop, info: noop, warn: (...args: unknown[]) => console.warn(...args), error: noop },
  });
  const target = { owner, repo, path, ...(branch && { ref: branch }) };
  const commonHeaders = { 'x-github-api-version': API_VERSION, 'cache-control': 'no-cache' };
  const gate = new GithubGate(options.gate);
  const now = options.gate?.now ?? Date.now;

  let rawCopy: RawCopy | undefined;
  let metaCopy: { etag: string; sha: string } | undefined;
  let lastGood: StoreSnapshot | undefined;
  let lastGoodAt = 0;
  let failingSince: number | undefined;

  /** One request through the gate; a read refused by it fails like GitHub failing, without asking GitHub. */
  async function readThroughGate<T extends { status: number; headers: Record<string, unknown> }>(request: () => Promise<T>): Promise<T> {
    const r = await gate.run(request, outcomeOf);
    if ('blocked' in r) throw new ReadFailure(`Failed to fetch data: ${blockText(r.blocked)}.`, true);
    return r.value;
  }

  async function fetchRaw(): Promise<RawResult> {
    const cached = rawCopy;
    try {
      const res = await readThroughGate(() =>
        octokit.rest.repos.getContent({
          ...target,
          headers: { accept: RAW_ACCEPT, ...commonHeaders, ...(cached && { 'if-none-match': cached.etag }) },
          // Read the bytes ourselves: Octokit would JSON-parse a body GitHub labels as JSON.
          request: { parseSuccessResponseBody: false, signal: AbortSignal.timeout(READ_TIMEOUT_MS) },
        }),
      );
      const stream: unknown = res.data;
      if (stream !== null && !(stream instanceof ReadableStream))
        throw new ReadFailure('Failed to fetch data: unexpected response body.', false);
      const bytes = Buffer.from(await new Response(stream).arrayBuffer());
      const parsed = readDataFile(bytes);
      const blobSha = gitBlobSha(bytes);
      const etag = typeof res.headers.etag === 'string' ? res.headers.etag : undefined;
      rawCopy = etag ? { etag, blobSha, parsed } : undefined;
      return { absent: false, blobSha, parsed };
    } catch (e) {
      const f = asRequestFailure(e);
      if (!f) throw e;
      if (f.status === 304 && cached) return { absent: false, blobSha: cached.blobSha, parsed: cached.parsed };
      if (f.status === 404) {
        rawCopy = undefined;
        return { absent: true };
      }
      throw new ReadFailure(`Failed to fetch data: ${f.status} ${bodyText(f)}`, isTransient(f));
    }
  }

  /** The file's blob sha, or '' when GitHub says it is absent. */
  async function fetchSha(): Promise<string> {
    const cached = metaCopy;
    let data: unknown;
    try {
      const res = await readThroughGate(() =>
        octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
          ...target,
          t: Date.now(),
          headers: { accept: JSON_ACCEPT, ...commonHeaders, ...(cached && { 'if-none-match': cached.etag }) },
          request: { signal: AbortSignal.timeout(READ_TIMEOUT_MS) },
        }),
      );
      data = res.data;
      const parsed = metadataSchema.safeParse(data);
      if (!parsed.success) {
        throw new ReadFailure('Failed to retrieve file metadata. The API returned an unexpected response format.', false);
      }
      const etag = typeof res.headers.etag === 'string' ? res.headers.etag : undefined;
      metaCopy = etag ? { etag, sha: parsed.data.sha } : undefined;
      return parsed.data.sha;
    } catch (e) {
      const f = asRequestFailure(e);
      if (!f) throw e;
      if (f.status === 304 && cached) return cached.sha;
      if (f.status === 404) {
        metaCopy = undefined;
        return '';
      }
      const statusText = STATUS_CODES[f.status] ?? '';
      throw new ReadFailure(`Failed to get file metadata: ${f.status} ${statusText}. Details: ${bodyText(f)}`, isTransient(f));
    }
  }

  async function readFresh(): Promise<StoreSnapshot> {
    const raw = await fetchRaw();
    if (raw.absent) return { ...EMPTY_DATA_FILE, version: '', absent: true };
    const sha = await fetchSha();
    // The file can change between the two calls. The version must describe the bytes we hold, or a write based
    // on them could overwrite someone else's commit; a blob sha is a hash of exactly those bytes.
    if (sha !== raw.blobSha) {
      console.warn(
        `[store/github] ${path} changed between reads (metadata sha ${sha || 'absent'}, content ${raw.blobSha}); using the content's sha.`,
      );
    }
    return { ...raw.parsed, version: raw.blobSha, absent: false };
  }

  return {
    kind: 'github',
    location: `${owner}/${repo}/${path}`,

    async read(): Promise<StoreSnapshot> {
      try {
        const snapshot = await readFresh();
        lastGood = snapshot;
        lastGoodAt = now();
        failingSince = undefined;
        // Shared, not copied (a copy of 100k items costs seconds): snapshots are read-only for every caller.
        return snapshot;
      } catch (e) {
        if (e instanceof ReadFailure) {
          if (e.transient && lastGood) {
            failingSince ??= now();
            console.warn(`[store/github] ${e.message}; serving the last good copy (version ${lastGood.version || 'absent'}).`);
            const retryAt = gate.current()?.until;
            const stale: StoreFailure = { error: e.message, since: failingSince, lastGoodAt, ...(retryAt && { retryAt }) };
            // The same items and records (shared), marked as a copy: the site serves it, readiness and the admin say so.
            return { ...lastGood, stale };
          }
          throw new Error(e.message);
        }
        throw e;
      }
    },

    async write(file: DataFile, version: string, message: string): Promise<string> {
      // Every record's bytes as given: the records this write did not target go back exactly as they were read.
      const { bytes, records } = serialiseRecords(file.records);
      const content = bytes.toString('base64');
      let data: unknown;
      try {
        const r = await gate.run(
          () =>
            octokit.rest.repos.createOrUpdateFileContents({
              owner,
              repo,
              path,
              message,
              content,
              ...(version && { sha: version }),
              ...(branch && { branch }),
              headers: { accept: JSON_ACCEPT, 'x-github-api-version': API_VERSION },
              request: { signal: AbortSignal.timeout(WRITE_TIMEOUT_MS) },
            }),
          outcomeOf,
        );
        // Nothing was sent: the caller keeps the change and is told when GitHub takes requests again.
        if ('blocked' in r) throw new StoreBusyError(r.blocked.until, r.blocked.kind !== 'server', now());
        data = r.value.data;
      } catch (e) {
        if (e instanceof StoreBusyError) throw e;
        const f = asRequestFailure(e);
        // A limit GitHub answered this write with: the same clear message. A failing GitHub keeps its own text.
        const waiting = gate.current();
        if (waiting && waiting.kind !== 'server') {
          console.warn(`[store/github] write refused: ${f ? `${f.status} ${bodyText(f)}` : String(e)}; ${blockText(waiting)}.`);
          throw new StoreBusyError(waiting.until, true, now());
        }
        if (!f) throw new Error(`Failed to update data: ${e instanceof Error ? e.message : String(e)}`);
        const msg = apiMessage(f);
        if (f.status === 409 || (f.status === 422 && /\bsha\b/i.test(msg))) throw new VersionConflictError();
        throw new Error(`Failed to update data: ${msg}`);
      }
      rawCopy = undefined;
      metaCopy = undefined;
      failingSince = undefined;
      const parsed = putResponseSchema.safeParse(data);
      if (!parsed.success) {
        lastGood = undefined;
        throw new Error('Failed to update data: the API returned an unexpected response format.');
      }
      lastGood = { ...file, records, version: parsed.data.content.sha, absent: false };
      lastGoodAt = now();
      return parsed.data.content.sha;
    },
  };
}
