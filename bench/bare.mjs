// The framework's own floor, measured beside our pages (bytes, HTML, Lighthouse): a one-page Next.js app with no client
// code of its own (a server-rendered heading and paragraph, `lang="id"`), built and served by the same installed
// Next.js and loaded in the same Chromium. It lives in the repository (bench/.bare-next, ignored by git) while it
// runs so that it resolves the same node_modules.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, onStop, runCommand, startProcess, stopProcess, waitForHttp } from './lib.mjs';

const LAYOUT = `export const metadata = { title: 'Bare' };
export default function RootLayout({ children }) {
  return (<html lang="id"><body>{children}</body></html>);
}
`;
const PAGE = `export default function Page() {
  return (<main><h1>Info lomba</h1><p>Halaman tanpa komponen klien.</p></main>);
}
`;

/**
 * Builds and starts the bare app; returns its page's URL and `stop`. The bench measures it with the site's pages, in
 * the same list and the same Lighthouse rounds: what the framework alone scores on this machine at that moment (its
 * module evaluation at start is one long task that Lighthouse's simulation multiplies by four, on every page).
 */
export async function startBareNext({ root, nextBin, log }) {
  const dir = path.join(root, 'bench', '.bare-next');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  remove();
  onStop(remove);
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'app', 'layout.jsx'), LAYOUT);
  writeFileSync(path.join(dir, 'app', 'page.jsx'), PAGE);
  // Its own empty config and instrumentation: inside the repository (it must be, for Turbopack to resolve the
  // shared node_modules) Next otherwise takes the repository's, and with them the site's start-up checks.
  writeFileSync(path.join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(path.join(dir, 'instrumentation.js'), 'export function register() {}\n');
  const env = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  log?.('bare Next.js app: next build...');
  await runCommand(process.execPath, [nextBin, 'build'], { cwd: dir, env, timeoutMs: 10 * 60_000 });
  const port = await freePort();
  const server = startProcess('next-bare', process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, { child: server, timeoutMs: 120_000 });
  return {
    url,
    stop: async () => {
      await stopProcess(server);
      remove();
    },
  };
}
