import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type NextServer = { url: string; port: number; close: () => Promise<void> };

/**
 * Starts the production build on its own copy of the build folder, so its page cache never mixes with
 * another server's, with the given environment. Pass a `port` (from `freePort()`) when the environment must name
 * the server's own URL, as NEXTAUTH_URL does.
 */
export async function startNextServer(name: string, env: Record<string, string>, port?: number): Promise<NextServer> {
  port ??= await freePort();
  const distDir = `.next-e2e-${name}`;
  rmSync(distDir, { recursive: true, force: true });
  cpSync('.next', distDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}cache${path.sep}`) });
  const child: ChildProcess = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start (${name}) exited:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status < 500 || res.status === 503) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`next start (${name}) did not answer:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (existsSync(distDir)) rmSync(distDir, { recursive: true, force: true });
    },
  };
}
