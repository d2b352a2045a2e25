// `npm run demo`: install what is missing, build, and serve the production build with the sample data.
import { randomBytes, scryptSync } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

// Reminders: VAPID keys made once for the demo (kept in .demo, so browsers' push subscriptions survive a restart),
// and a local mail catcher instead of a mail server, unless the environment brings its own.
if (!process.env.VAPID_PUBLIC_KEY) {
  const keysFile = '.demo/vapid.json';
  if (!existsSync(keysFile)) {
    const { default: webpush } = await import('web-push');
    writeFileSync(keysFile, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  }
  const keys = JSON.parse(readFileSync(keysFile, 'utf8'));
  Object.assign(env, { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:admin@demo.test' });
}
let mailCatcher = null;
if (!process.env.SMTP_URL) {
  const { startMailCatcher } = await import('./mail-catcher.mjs');
  const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT || 3025);
  const httpPort = Number(process.env.MAIL_CATCHER_PORT || 3002);
  mailCatcher = await startMailCatcher({ smtpPort, httpPort }).catch((e) => {
    console.warn(`Mail catcher did not start (${e.message}); e-mail reminders are off in this demo (set SMTP_URL and MAIL_FROM).`);
    return null;
  });
  if (mailCatcher) Object.assign(env, { SMTP_URL: mailCatcher.smtpUrl, MAIL_FROM: 'InfoLomba Demo <pengingat@demo.test>' });
}

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

// Started the way docs/deploy.md's Deploy section says: the standalone server, with public/ and .next/static beside
// it, run from its own folder (so the paths it is given are absolute). `next start` would warn that it does not
// belong with `output: 'standalone'`.
const standalone = path.resolve('.next/standalone');
cpSync('public', path.join(standalone, 'public'), { recursive: true });
cpSync('.next/static', path.join(standalone, '.next/static'), { recursive: true });
const server = spawn(process.execPath, ['server.js'], {
  cwd: standalone,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    HOSTNAME: process.env.DEMO_HOSTNAME || '127.0.0.1',
    DATA_FILE: path.resolve(env.DATA_FILE),
    POSTER_CACHE_DIR: path.resolve(env.POSTER_CACHE_DIR),
  },
});
let told = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!told && /Ready in/.test(String(chunk))) {
    told = true;
    console.log(`\n  Situs demo berjalan: ${url}`);
    if (demoAdmin) console.log(`  Admin demo: ${demoAdmin.email} / ${demoAdmin.password}  (masuk di ${url}/login)\n`);
    if (mailCatcher) console.log(`  Email pengingat (konfirmasi, pengingat) tertangkap di: ${mailCatcher.pageUrl}\n`);
    console.log('  Pengingat: tombol "Ingatkan saya" di halaman lomba; notifikasi butuh browser yang bisa menghubungi layanan push-nya.\n');
  }
});
const stop = () => {
  server.kill('SIGTERM');
  posterHost?.close();
  void mailCatcher?.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
