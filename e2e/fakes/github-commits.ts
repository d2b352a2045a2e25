import { createHash, randomBytes } from 'node:crypto';

/**
 * The fake repository's history for its one file: every write is a commit with a sha, a parent, an author and a
 * date, answered by the commits API in GitHub's documented shape (docs.github.com/rest/commits/commits), paged with
 * `per_page`/`page` and a Link header.
 */

export type GitUser = { name: string; email: string };

export type RepoCommit = {
  sha: string;
  parents: string[];
  message: string;
  author: GitUser & { date: string };
  /** The file's text after the commit; null when the commit removed it. */
  content: string | null;
};

/** GitHub's timestamps have whole seconds: 2026-11-23T21:00:49Z. */
const isoSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export function createCommitLog(owner: string, repo: string, filePath: string) {
  /** Oldest first. */
  const log: RepoCommit[] = [];
  let clock = 0;

  return {
    log,
    head: (): RepoCommit | undefined => log.at(-1),
    add(content: string | null, message: string, author: GitUser, now = Date.now()): RepoCommit {
      // Commits made in the same second keep their order by date, as on GitHub where pushes take time.
      clock = Math.max(now, clock + 1000);
      const sha = createHash('sha1')
        .update(`${log.length}:${message}:${randomBytes(8).toString('hex')}`)
        .digest('hex');
      const commit: RepoCommit = {
        sha,
        parents: log.length ? [log.at(-1)!.sha] : [],
        message,
        author: { ...author, date: isoSeconds(clock) },
        content,
      };
      log.push(commit);
      return commit;
    },
    /** The commit a full sha names. */
    find: (sha: string) => log.find((c) => c.sha === sha),
    /** `GET /repos/{owner}/{repo}/commits`: status, body and headers. */
    list(
      query: Record<string, string>,
      baseUrl: string,
      branch: string,
    ): { status: number; body: unknown; headers: Record<string, string> } {
      const perPage = Math.min(100, Math.max(1, Number(query.per_page) || 30));
      const page = Math.max(1, Number(query.page) || 1);
      const start = query.sha && query.sha !== branch ? log.findIndex((c) => c.sha === query.sha) : log.length - 1;
      if (start < 0 && log.length) {
        return {
          status: 404,
          body: {
            message: `No commit found for SHA: ${query.sha}`,
            documentation_url: 'https://docs.github.com/rest/commits/commits#list-commits',
            status: '404',
          },
          headers: {},
        };
      }
      if (!log.length) {
        return {
          status: 409,
          body: {
            message: 'Git Repository is empty.',
            documentation_url: 'https://docs.github.com/rest/commits/commits#list-commits',
            status: '409',
          },
          headers: {},
        };
      }
      const path = query.path?.replace(/^\/+/, '');
      const matching = path === undefined || path === '' || path === filePath ? log.slice(0, start + 1).reverse() : [];
      const items = matching.slice((page - 1) * perPage, page * perPage);
      const last = Math.max(1, Math.ceil(matching.length / perPage));
      const pageUrl = (p: number) => {
        const u = new URL(`${baseUrl}/repos/${owner}/${repo}/commits`);
        for (const [k, v] of Object.entries(query)) if (k !== 'page') u.searchParams.set(k, v);
        u.searchParams.set('page', String(p));
        return u.toString();
      };
      const links = [
        ...(page < last ? [`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(last)}>; rel="last"`] : []),
        ...(page > 1 ? [`<${pageUrl(1)}>; rel="first"`, `<${pageUrl(page - 1)}>; rel="prev"`] : []),
      ];
      return {
        status: 200,
        body: items.map((c) => commitJson(c, baseUrl, owner, repo)),
        headers: links.length ? { link: links.join(', ') } : {},
      };
    },
  };
}

export type CommitLog = ReturnType<typeof createCommitLog>;

function commitJson(c: RepoCommit, baseUrl: string, owner: string, repo: string) {
  const api = `${baseUrl}/repos/${owner}/${repo}`;
  const tree = createHash('sha1').update(`tree:${c.sha}`).digest('hex');
  const gitUser = { name: c.author.name, email: c.author.email, date: c.author.date };
  return {
    sha: c.sha,
    node_id: `C_${Buffer.from(c.sha).toString('base64url').slice(0, 20)}`,
    commit: {
      author: gitUser,
      committer: { name: 'GitHub', email: 'noreply@github.com', date: c.author.date },
      message: c.message,
      tree: { sha: tree, url: `${api}/git/trees/${tree}` },
      url: `${api}/git/commits/${c.sha}`,
      comment_count: 0,
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    },
    url: `${api}/commits/${c.sha}`,
    html_url: `https://github.com/${owner}/${repo}/commit/${c.sha}`,
    comments_url: `${api}/commits/${c.sha}/comments`,
    // Not a GitHub account: the commit's e-mail belongs to no user.
    author: null,
    committer: null,
    parents: c.parents.map((p) => ({ sha: p, url: `${api}/commits/${p}`, html_url: `https://github.com/${owner}/${repo}/commit/${p}` })),
  };
}
