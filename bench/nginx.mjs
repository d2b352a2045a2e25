// Debian's nginx: installed when missing (as root, without letting the package start a service on port 80), then
// run in the foreground from a config in the bench's temporary folder.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand, startProcess, waitForHttp } from './lib.mjs';

const NGINX = '/usr/sbin/nginx';
const POLICY = '/usr/sbin/policy-rc.d';
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf.template');

export async function ensureNginx(log) {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing and this is not root: run `sudo apt-get install -y nginx` once.');
  log('installing nginx (apt-get install -y nginx)...');
  // Debian starts a freshly installed service; policy-rc.d answering 101 stops it from listening on port 80.
  const ownPolicy = !existsSync(POLICY);
  if (ownPolicy) {
    writeFileSync(POLICY, '#!/bin/sh\nexit 101\n');
    chmodSync(POLICY, 0o755);
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  try {
    try {
      await runCommand('apt-get', ['install', '-y', '-qq', 'nginx'], { env, timeoutMs: 10 * 60_000 });
    } catch {
      await runCommand('apt-get', ['update', '-qq'], { env, timeoutMs: 10 * 60_000 });
      await runCommand('apt-get', ['install', '-y', '-qq', 'nginx'], { env, timeoutMs: 10 * 60_000 });
    }
  } finally {
    if (ownPolicy) rmSync(POLICY, { force: true });
  }
  if (!existsSync(NGINX)) throw new Error('apt-get installed nginx but /usr/sbin/nginx is missing');
  return NGINX;
}

/**
 * Writes `files` ({ name: Buffer }) under DIR/static and starts nginx with the static server on `staticPort`
 * and the caching proxy to `appPort` on `cachePort`.
 */
export async function startNginx({ dir, appPort, staticPort, cachePort, files, log }) {
  mkdirSync(path.join(dir, 'static'), { recursive: true });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, 'static', name), bytes);
  // Workers run as nobody when nginx starts as root: they must be able to read the files.
  for (const p of [dir, path.join(dir, 'static')]) chmodSync(p, 0o755);
  for (const name of Object.keys(files)) chmodSync(path.join(dir, 'static', name), 0o644);
  const conf = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{APP_PORT}}', String(appPort))
    .replaceAll('{{STATIC_PORT}}', String(staticPort))
    .replaceAll('{{CACHE_PORT}}', String(cachePort))
    .replaceAll('{{USER}}', process.getuid?.() === 0 ? 'user nobody nogroup;' : '');
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const args = ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log')];
  await runCommand(NGINX, [...args, '-t'], { timeoutMs: 30_000 });
  const child = startProcess('nginx', NGINX, args, { log });
  await waitForHttp(`http://127.0.0.1:${staticPort}/${Object.keys(files)[0]}`, { timeoutMs: 20_000, child });
  return child;
}
