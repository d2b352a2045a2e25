// A stand-in for the outside hosts posters live on (Instagram's CDN, Google Drive): serves the raster posters
// of a folder over HTTP on 127.0.0.1, so the demo, the tests and the benchmark fetch posters the way production
// does. CLI: node scripts/poster-host.mjs --port N [--dir .posters]
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureRasterPosters } from './make-posters.mjs';

const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Starts the host on 127.0.0.1 (port 0: any free port); resolves with its origin and a close(). */
export async function startPosterHost({ port = 0, dir = '.posters' } = {}) {
  const root = await ensureRasterPosters(dir);
  const server = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
    const ext = /^[\w-]+\.(jpg|png|webp)$/.exec(name)?.[1];
    let size = 0;
    try {
      size = ext ? statSync(join(root, name)).size : 0;
    } catch {
      /* missing: 404 below */
    }
    if (!ext || !size) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[ext], 'content-length': size, 'cache-control': 'public, max-age=86400' });
    createReadStream(join(root, name)).pipe(res);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(ok);
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? fallback : process.argv[at + 1];
  };
  const host = await startPosterHost({ port: Number(arg('--port', '0')), dir: arg('--dir', '.posters') });
  console.log(`Poster host: ${host.origin}`);
  const stop = () => host.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
