import 'server-only';
import { Octokit } from '@octokit/rest';
import { z } from 'zod';
import { type CommitInfo, diffRecords, entryOf, parseCommitEntryId, type RecordChange, type RecordSet, recordSet } from './commit-diff';
import type { HistoryEntry, HistoryJournal } from './types';
import { itemAt } from '@/lib/checked';

export type GithubHistoryOptions = {
  token: string;
  owner: string;
  repo: string;
  /** The repository's default branch when absent. */
  branch?: string;
  path: string;
  baseUrl?: string;
  /** Commits asked for per page of the commits API (GitHub allows 1-100). */
  pageSize?: number;
  /** History covers at most this many of the newest commits that touched the file. */
  maxCommits?: number;
  /** Commits whose changes stay cached (least recently used go first). */
  cacheCommits?: number;
  /** File versions fetched at once. */
  concurrency?: number;
};

const API_VERSION = '2022-11-28';
const RAW_ACCEPT = 'application/vnd.github.raw+json';
const TIMEOUT_MS = 15_000;
const noop = () => undefined;

const gitUserSchema = z.object({ name: z.string().nullish(), email: z.string().nullish(), date: z.string().nullish() }).nullish();
const commitSchema = z.object({
  sha: z.string().regex(/^[0-9a-f]{40}$/),
  commit: z.object({ author: gitUserSchema, committer: gitUserSchema, message: z.string() }),
});

function toInfo(c: z.infer<typeof commitSchema>): CommitInfo {
  const who = c.commit.author ?? c.commit.committer;
  return {
    sha: c.sha,
    date: who?.date ?? c.commit.committer?.date ?? '',
    authorName: who?.name ?? '',
    authorEmail: who?.email ?? '',
    message: c.commit.message,
  };
}

/** A version of the file that could not be read: no change is claimed on either side of it. */
const BROKEN = Symbol('broken');
type Version = RecordSet | null | typeof BROKEN;

/**
 * History from the repository's commits: the newest `maxCommits` commits that touched the data file (the commits
 * API, paged), the file at each of them, and per commit the competitions whose record changed against the commit
 * before it. A commit never changes, so its changes are computed once and kept (bounded); each history request
 * costs one listing, and file downloads only for commits not seen before. The commit is the record of a write, so
 * `record` keeps nothing.
 */
export function createGithubHistory(options: GithubHistoryOptions): HistoryJournal {
  const { owner, repo, branch } = options;
  const path = options.path.replace(/^\/+/, '');
  const pageSize = Math.min(100, Math.max(1, options.pageSize ?? 50));
  const maxCommits = options.maxCommits ?? 30;
  const cacheCommits = options.cacheCommits ?? 500;
  const concurrency = options.concurrency ?? 3;
  const octokit = new Octokit({
    auth: options.token,
    ...(options.baseUrl && { baseUrl: options.baseUrl.replace(/\/+$/, '') }),
    log: { debug: noop, info: noop, warn: (...args: unknown[]) => console.warn(...args), error: noop },
  });
  const headers = { 'x-github-api-version': API_VERSION };
  const cache = new Map<string, RecordChange[]>();
  let running: Promise<unknown> = Promise.resolve();

  /** Newest first; one more than `maxCommits` when there are more, the oldest then only the base of the one before. */
  async function listCommits(): Promise<CommitInfo[]> {
    const out: CommitInfo[] = [];
    for (let page = 1; out.length <= maxCommits; page++) {
      const res = await octokit.rest.repos.listCommits({
        owner,
        repo,
        path,
        ...(branch && { sha: branch }),
        per_page: pageSize,
        page,
        headers,
        request: { signal: AbortSignal.timeout(TIMEOUT_MS) },
      });
      const commits = z.array(commitSchema).parse(res.data);
      out.push(...commits.map(toInfo));
      if (commits.length < pageSize) break;
    }
    return out.slice(0, maxCommits + 1);
  }

  async function fileAt(sha: string): Promise<Version> {
    try {
      const res = await octokit.rest.repos.getContent({
        owner,
        repo,
        path,
        ref: sha,
        headers: { accept: RAW_ACCEPT, ...headers },
        request: { parseSuccessResponseBody: false, signal: AbortSignal.timeout(TIMEOUT_MS) },
      });
      const bytes = Buffer.from(await new Response(res.data as unknown as ReadableStream | null).arrayBuffer());
      try {
        return recordSet(bytes);
      } catch {
        return BROKEN;
      }
    } catch (e) {
      if (e && typeof e === 'object' && 'status' in e && e.status === 404) return null;
      throw e;
    }
  }

  function remember(sha: string, changes: RecordChange[]) {
    cache.delete(sha);
    cache.set(sha, changes);
    while (cache.size > cacheCommits) cache.delete(cache.keys().next().value!);
  }

  /** Each listed commit (but a base-only last one) with its changes; new commits are diffed against the next older. */
  async function window(): Promise<{ commit: CommitInfo; changes: RecordChange[] }[]> {
    const listed = await listCommits();
    const shown = listed.slice(0, maxCommits);
    const versions = new Map<string, Promise<Version>>();
    const version = (i: number): Promise<Version> => {
      const c = listed[i];
      if (!c) return Promise.resolve(null); // older than the file's first commit: no file
      let v = versions.get(c.sha);
      if (!v) versions.set(c.sha, (v = fileAt(c.sha)));
      return v;
    };
    const fresh = (k: number) => k >= 0 && k < shown.length && !cache.has(itemAt(shown, k).sha);
    const needed = (k: number) => fresh(k) || fresh(k - 1);
    const out: { commit: CommitInfo; changes: RecordChange[] }[] = [];
    for (let i = 0; i < shown.length; i++) {
      const commit = itemAt(shown, i);
      let changes = cache.get(commit.sha);
      if (!changes) {
        // Start the next few downloads that a diff will need (as its commit's file or as the base of the one before).
        for (let k = i; k <= i + concurrency && k < listed.length; k++) if (needed(k)) version(k).catch(noop);
        const [after, before] = await Promise.all([version(i), version(i + 1)]);
        changes = after === BROKEN || before === BROKEN ? [] : diffRecords(before, after);
      }
      versions.delete(commit.sha); // the file at commit i was the base of i - 1 and the after of i: done
      remember(commit.sha, changes);
      out.push({ commit, changes });
    }
    return out;
  }

  /** One listing and diffing at a time: two requests for history share the downloads. */
  function entries(): Promise<HistoryEntry[]> {
    const run = running.then(window, window);
    running = run.catch(() => undefined);
    return run.then((w) => w.flatMap(({ commit, changes }) => changes.map((change) => entryOf(commit, change))));
  }

  return {
    record: async () => undefined,
    forCompetition: async (competitionId, limit = 50) => (await entries()).filter((e) => e.competitionId === competitionId).slice(0, limit),
    get: async (entryId) => {
      if (!parseCommitEntryId(entryId)) return null;
      return (await entries()).find((e) => e.id === entryId) ?? null;
    },
    since: async (since) => (await entries()).filter((e) => Date.parse(e.at) >= since),
  };
}
