// A throwaway redis-server for tests and the bench: Debian's binary on a free 127.0.0.1 port, in its own temporary
// directory, with append-only persistence on (as production should run it; `persist: false` runs it as the default
// `redis` container does, keeping nothing across a restart). DEBUG is allowed from 127.0.0.1, so a test can make it
// slow (`DEBUG SLEEP`). It stops by itself with the process
// that started it: a small shell holds it and ends it when its stdin (a pipe from that process) closes, which
// happens however that process ends, a SIGKILL included.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REDIS_SERVER = '/usr/bin/redis-server';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      got += d;
      if (got.includes('\r\n')) {
        socket.destroy();
        resolve(got.startsWith('+PONG'));
      }
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts redis-server; resolves once it answers PING. `restart()` starts it again on the same port and directory
 * (its AOF brings the data back; `{ empty: true }` removes it first, as a failover to a fresh replica does, and
 * `persist` changes whether it keeps anything from then on), `stop()` ends it (SIGTERM, so it finishes writing),
 * `kill()` ends it at once.
 * @param {{ port?: number; dir?: string; persist?: boolean }} [opts]
 */
export async function startRedis(opts = {}) {
  const dir = opts.dir ?? mkdtempSync(path.join(os.tmpdir(), 'infolomba-redis-'));
  mkdirSync(dir, { recursive: true });
  const port = opts.port ?? (await freePort());
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {number | undefined} */
  let pid;
  let persist = opts.persist ?? true;
  const args = () => [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    persist ? 'yes' : 'no',
    '--save',
    '""',
    '--enable-debug-command',
    'local',
    '--daemonize',
    'no',
  ];
  const start = async () => {
    pid = undefined;
    child = spawn(
      '/bin/sh',
      ['-c', `${REDIS_SERVER} ${args().join(' ')} --loglevel warning & echo $!; cat >/dev/null; kill -TERM $! 2>/dev/null; wait`],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let err = '';
    child.stderr?.on('data', (d) => (err += d));
    child.stdout?.once('data', (d) => (pid = Number(String(d).trim())));
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited: ${err}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}: ${err}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** @param {NodeJS.Signals} signal */
  const end = (signal) =>
    new Promise((resolve) => {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return resolve(undefined);
      c.once('exit', () => resolve(undefined));
      if (pid) {
        try {
          process.kill(pid, signal);
        } catch {
          /* already gone */
        }
      }
      c.stdin?.end();
    });
  await start();
  const onExit = () => child?.stdin?.destroy();
  process.once('exit', onExit);
  return {
    port,
    dir,
    url: `redis://127.0.0.1:${port}`,
    /** @param {{ empty?: boolean; persist?: boolean }} [how] */
    async restart(how = {}) {
      if (how.persist !== undefined) persist = how.persist;
      if (how.empty) {
        await end('SIGKILL');
        for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { recursive: true, force: true });
      }
      await start();
    },
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
    /** Stops it and removes its directory. */
    async close() {
      await end('SIGTERM');
      process.off('exit', onExit);
      if (!opts.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
