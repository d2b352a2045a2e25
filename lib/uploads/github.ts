import 'server-only';
import { posix } from 'node:path';
import { Octokit } from '@octokit/rest';
import { z } from 'zod';
import { UPLOAD_NAME_RE } from './path';
import type { UploadStore } from './store';

type GithubUploadOptions = {
  token: string;
  owner: string;
  repo: string;
  branch?: string;
  /** The data file's path: uploads go to `unggahan/` beside it. */
  dataPath: string;
  baseUrl?: string;
};

const API_VERSION = '2022-11-28';
const TIMEOUT_MS = 30_000;
const noop = () => undefined;
const statusOf = (e: unknown) => z.object({ status: z.number() }).safeParse(e).data?.status;
const shaSchema = z.object({ sha: z.string() });

/**
 * Uploaded posters as files in the data repository, beside the data file, through the contents API with the
 * same token, API version and base URL as the data store. Each upload is one commit; removing one is one commit.
 */
export function createGithubUploadStore(options: GithubUploadOptions): UploadStore {
  const { owner, repo, branch } = options;
  const dir = posix.join(posix.dirname(options.dataPath.replace(/^\/+/, '')), 'unggahan');
  const octokit = new Octokit({
    auth: options.token,
    ...(options.baseUrl && { baseUrl: options.baseUrl.replace(/\/+$/, '') }),
    log: { debug: noop, info: noop, warn: (...args: unknown[]) => console.warn(...args), error: noop },
  });
  const headers = { 'x-github-api-version': API_VERSION };
  const pathOf = (name: string) => {
    if (!UPLOAD_NAME_RE.test(name)) throw new Error(`Invalid upload name: ${name}`);
    return `${dir}/${name}`;
  };

  async function shaOf(name: string): Promise<string | null> {
    try {
      const res = await octokit.rest.repos.getContent({
        owner,
        repo,
        path: pathOf(name),
        ...(branch && { ref: branch }),
        headers: { ...headers, accept: 'application/vnd.github.object+json', 'cache-control': 'no-cache' },
        request: { signal: AbortSignal.timeout(TIMEOUT_MS) },
      });
      return shaSchema.parse(res.data).sha;
    } catch (e) {
      if (statusOf(e) === 404) return null;
      throw e;
    }
  }

  return {
    kind: 'github',
    async put(name, bytes) {
      await octokit.rest.repos.createOrUpdateFileContents({
        owner,
        repo,
        path: pathOf(name),
        message: `Upload poster ${name}`,
        content: bytes.toString('base64'),
        ...(branch && { branch }),
        headers,
        request: { signal: AbortSignal.timeout(TIMEOUT_MS) },
      });
    },
    async get(name) {
      try {
        const res = await octokit.rest.repos.getContent({
          owner,
          repo,
          path: pathOf(name),
          ...(branch && { ref: branch }),
          headers: { ...headers, accept: 'application/vnd.github.raw+json' },
          request: { parseSuccessResponseBody: false, signal: AbortSignal.timeout(TIMEOUT_MS) },
        });
        const stream: unknown = res.data;
        return Buffer.from(await new Response(stream as ReadableStream).arrayBuffer());
      } catch (e) {
        if (statusOf(e) === 404) return null;
        throw e;
      }
    },
    async list() {
      try {
        const res = await octokit.rest.repos.getContent({
          owner,
          repo,
          path: dir,
          ...(branch && { ref: branch }),
          headers: { ...headers, accept: 'application/vnd.github.object+json', 'cache-control': 'no-cache' },
          request: { signal: AbortSignal.timeout(TIMEOUT_MS) },
        });
        // A folder answers `{ entries: [...] }` with the object media type (up to 1,000 entries).
        const entries =
          z.object({ entries: z.array(z.object({ name: z.string(), type: z.string() })) }).safeParse(res.data).data?.entries ?? [];
        return entries.filter((e) => e.type === 'file' && UPLOAD_NAME_RE.test(e.name)).map((e) => e.name);
      } catch (e) {
        if (statusOf(e) === 404) return [];
        throw e;
      }
    },
    async remove(name) {
      const sha = await shaOf(name);
      if (!sha) return;
      try {
        await octokit.rest.repos.deleteFile({
          owner,
          repo,
          path: pathOf(name),
          sha,
          message: `Delete poster ${name}`,
          ...(branch && { branch }),
          headers,
          request: { signal: AbortSignal.timeout(TIMEOUT_MS) },
        });
      } catch (e) {
        if (statusOf(e) !== 404) throw e;
      }
    },
  };
}
