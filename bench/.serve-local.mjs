// local helper (not committed): poster host + data + next start on 4101
import { startPosterHost } from '../scripts/poster-host.mjs';
import { generateCompetitions, writeCompetitions } from './generate.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
const dir = '/tmp/pw';
mkdirSync(dir, { recursive: true });
const host = await startPosterHost({ port: 4102, dir: '.posters' });
const items = generateCompetitions(1000, undefined, { posterBase: host.origin });
writeCompetitions(`${dir}/data.json`, items);
const env = {
  ...process.env,
  NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next-bench', DATA_SOURCE: 'local', DATA_FILE: `${dir}/data.json`,
  NEXTAUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789', NEXTAUTH_URL: 'http://127.0.0.1:4101', SITE_URL: 'http://127.0.0.1:4101',
  POSTER_CACHE_DIR: `${dir}/posters`, FETCH_ALLOW_HOSTS: new URL(host.origin).host,
};
if (process.argv[2] === 'build') {
  const b = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { env, stdio: 'inherit' });
  await new Promise((r) => b.on('exit', r));
}
const s = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', '4101', '-H', '127.0.0.1'], { env, stdio: 'inherit' });
process.on('SIGTERM', () => { s.kill(); host.close(); process.exit(0); });
console.log('detail', items[500].id);
