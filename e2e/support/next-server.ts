import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
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

export type Exit = { code: number | null; signal: NodeJS.Signals | null; ms: number };

export type NextServer = {
  url: string;
  port: number;
  /** The server's process id. */
  pid: number;
  /** Everything the server printed so far. */
  output: () => string;
  /** Sends a signal and resolves when the process has exited, with how long that took. */
  stop: (signal?: NodeJS.Signals) => Promise<Exit>;
  close: () => Promise<void>;
};

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

/** Starts `command` and waits until it answers /api/health (liveness). */
async function startAndWait(
  name: string,
  command: string[],
  env: Record<string, string | undefined>,
  port: number,
  cwd: string,
  cleanup: () => void,
) {
  const child: ChildProcess = spawn(process.execPath, command, {
    cwd,
    env: { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> => {
    const started = Date.now();
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const result = await exited(child);
    return { ...result, ms: Date.now() - started };
  };
  return {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    stop,
    close: async () => {
      await stop();
      cleanup();
    },
  };
}

/**
 * Starts the production build on its own copy of the build folder, so its page cache never mixes with
 * another server's, with the given environment. Pass a `port` (from `freePort()`) when the environment must name
 * the server's own URL, as NEXTAUTH_URL does.
 */
export async function startNextServer(name: string, env: Record<string, string>, port?: number): Promise<NextServer> {
  port ??= await freePort();
  const distDir = `.next-e2e-${name}`;
  rmSync(distDir, { recursive: true, force: true });
  cpSync('.next', distDir, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}cache${path.sep}`) && !src.endsWith(`${path.sep}standalone`),
  });
  return startAndWait(
    `next start (${name})`,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    { ...process.env, POSTER_CACHE_DIR: `${distDir}/poster-cache`, ...env, NEXT_DIST_DIR: distDir },
    port,
    process.cwd(),
    () => rmSync(distDir, { recursive: true, force: true }),
  );
}

/**
 * Lays out the standalone server the way docs/deploy.md says (server.js with `public/` and
 * `.next/static` beside it) in a folder of its own, outside this checkout, and starts it with only `env`.
 */
export async function startStandaloneServer(name: string, env: Record<string, string>): Promise<NextServer & { dir: string }> {
  const port = await freePort();
  const dir = path.resolve('.e2e', `standalone-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (!existsSync('.next/standalone/server.js')) throw new Error('No .next/standalone/server.js: build with output "standalone".');
  cpSync('.next/standalone', dir, { recursive: true });
  cpSync('public', path.join(dir, 'public'), { recursive: true });
  cpSync('.next/static', path.join(dir, '.next/static'), { recursive: true });
  const server = await startAndWait(
    `standalone server (${name})`,
    ['server.js'],
    { PATH: process.env.PATH, ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    port,
    dir,
    () => rmSync(dir, { recursive: true, force: true }),
  );
  return { ...server, dir };
}
