// Shared by the demo and test scripts: install what is missing, run commands, loudly.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function run(cmd, args, opts = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  if (res.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status || 1);
  }
}

/** `npm ci` (exactly the committed lock) when node_modules is missing or older than the lockfile. */
export function ensureNodeModules() {
  const marker = 'node_modules/.package-lock.json';
  const stale =
    !existsSync(marker) || (existsSync('package-lock.json') && statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs);
  if (stale) run('npm', ['ci', '--no-audit', '--no-fund']);
}

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium for Playwright (Playwright's own browser download cannot work offline). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing and this is not root: run `sudo apt-get install -y chromium` once.');
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

export const REDIS_SERVER_BIN = '/usr/bin/redis-server';

/** Debian's redis-server, for the tests and the bench that run several instances on one Redis. */
export function ensureRedisServer() {
  if (existsSync(REDIS_SERVER_BIN)) return;
  if (process.getuid?.() !== 0) {
    console.error('redis-server is missing and this is not root: run `sudo apt-get install -y redis-server` once.');
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}
