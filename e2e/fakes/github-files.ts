import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The contents API for every path of the fake repository other than its data file (uploaded posters beside it):
 * GET (JSON with base64 content, or raw bytes; a folder lists its entries: an array, or `{ type: 'dir', entries }` with
 * the object media type), PUT to create or update (a stale or missing sha is a 409/422, as
 * on GitHub), DELETE with the file's sha. Each accepted write is one commit, listed in `commits`.
 */
export type FileCommit = { method: 'PUT' | 'DELETE'; path: string; message: string };

type Req = { method: string; path: string; headers: { accept?: string }; body: unknown };
type Send = (res: ServerResponse, status: number, body: unknown) => void;

const blobSha = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
const field = (body: unknown, key: string): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[key] : undefined;

export function createRepoFiles(contentsPrefix: string) {
  const files = new Map<string, Buffer>();
  const commits: FileCommit[] = [];
  const notFound = (send: Send, res: ServerResponse) =>
    send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/repos/contents', status: '404' });

  function handle(req: Req, res: ServerResponse, send: Send): void {
    const filePath = req.path.slice(contentsPrefix.length);
    const bytes = files.get(filePath);
    if (req.method === 'GET') {
      if (!bytes) {
        const folder = `${filePath.replace(/\/+$/, '')}/`;
        const entries = [...files]
          .filter(([p]) => p.startsWith(folder) && !p.slice(folder.length).includes('/'))
          .map(([p, b]) => ({ type: 'file', name: p.slice(folder.length), path: p, sha: blobSha(b), size: b.length }));
        if (!entries.length) return notFound(send, res);
        const object = /object/.test(req.headers.accept ?? '');
        return send(res, 200, object ? { type: 'dir', name: filePath.split('/').pop(), path: filePath, entries } : entries);
      }
      if (/raw/.test(req.headers.accept ?? '')) {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) });
        return void res.end(bytes);
      }
      return send(res, 200, {
        type: 'file',
        path: filePath,
        sha: blobSha(bytes),
        size: bytes.length,
        encoding: 'base64',
        content: bytes.toString('base64'),
      });
    }
    const message = field(req.body, 'message');
    const sha = field(req.body, 'sha');
    if (typeof message !== 'string') return send(res, 422, { message: 'Invalid request.\n\n"message" wasn\'t supplied.' });
    if (req.method === 'PUT') {
      const content = field(req.body, 'content');
      if (typeof content !== 'string') return send(res, 422, { message: 'Invalid request.\n\n"content" wasn\'t supplied.' });
      if (bytes && sha === undefined) return send(res, 422, { message: 'Invalid request.\n\n"sha" wasn\'t supplied.' });
      if (bytes && sha !== blobSha(bytes)) return send(res, 409, { message: `${filePath} does not match ${String(sha)}` });
      const next = Buffer.from(content, 'base64');
      files.set(filePath, next);
      commits.push({ method: 'PUT', path: filePath, message });
      return send(res, bytes ? 200 : 201, { content: { path: filePath, sha: blobSha(next), size: next.length }, commit: { message } });
    }
    if (req.method === 'DELETE') {
      if (!bytes) return notFound(send, res);
      if (sha !== blobSha(bytes)) return send(res, 409, { message: `${filePath} does not match ${String(sha)}` });
      files.delete(filePath);
      commits.push({ method: 'DELETE', path: filePath, message });
      return send(res, 200, { content: null, commit: { message } });
    }
    return notFound(send, res);
  }

  return { files, commits, handle };
}
