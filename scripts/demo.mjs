// `npm run demo`: install what is missing, build, and serve the production build with the sample data.
import { randomBytes, scryptSync } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { ensureNodeModules, run } from './lib.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const port = process.env.PORT || '3000';
const url = `http://localhost:${port}`;

ensureNodeModules();

mkdirSync('.demo', { recursive: true });
// The sample posters are 1080 px JPEG and PNG files on a local poster host, an outside host to the site as
// Instagram or Google Drive are in production (made with sharp the first time; sharp comes with next).
const posterPort = Number(process.env.POSTER_HOST_PORT || 3001);
const posterOrigin = `http://127.0.0.1:${posterPort}`;
const dataFile = process.env.DATA_FILE || '.demo/data.json';
if (!process.env.DATA_SOURCE || process.env.DATA_SOURCE === 'local') {
  if (!existsSync(dataFile)) run(process.execPath, ['scripts/sample-data.mjs', '--out', dataFile, '--poster-base', posterOrigin]);
}
const { startPosterHost } = await import('./poster-host.mjs');
const posterHost = await startPosterHost({ port: posterPort, dir: '.posters' }).catch((e) => {
  console.warn(`Poster host on ${posterOrigin} did not start (${e.message}); posters show their placeholder.`);
  return null;
});

const env = {
  DATA_FILE: dataFile,
  DEMO_MODE: '1',
  NEXTAUTH_URL: process.env.NEXTAUTH_URL || url,
  SITE_URL: process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL || url,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || randomBytes(32).toString('base64url'),
  POSTER_CACHE_DIR: process.env.POSTER_CACHE_DIR || '.demo/posters',
  // The demo's poster host is on 127.0.0.1, which the poster fetch refuses unless allowed by name and port.
  FETCH_ALLOW_HOSTS: [process.env.FETCH_ALLOW_HOSTS, `127.0.0.1:${posterPort}`].filter(Boolean).join(','),
};

let demoAdmin;
if (!process.env.ADMIN_EMAIL || !process.env.ADMIN_PASSWORD_HASH) {
  const password = randomBytes(9).toString('base64url');
  const salt = randomBytes(16);
  const N = 16384,
    r = 8,
    p = 1;
  const hash = scryptSync(password, salt, 32, { N, r, p });
  env.ADMIN_EMAIL = 'admin@demo.test';
  env.ADMIN_PASSWORD_HASH = `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
  demoAdmin = { email: env.ADMIN_EMAIL, password };
}

Object.assign(process.env, env);
run('npx', ['next', 'build']);

const server = spawn('npx', ['next', 'start', '-p', port], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (/Ready|ready/.test(String(chunk))) {
    console.log(`\n  Situs demo berjalan: ${url}`);
    if (demoAdmin) console.log(`  Admin demo: ${demoAdmin.email} / ${demoAdmin.password}  (masuk di ${url}/login)\n`);
  }
});
const stop = () => {
  server.kill('SIGTERM');
  posterHost?.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
