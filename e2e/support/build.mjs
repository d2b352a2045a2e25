// Builds the production app for the end-to-end tests, the way a deployment builds it: no data file, no secrets and
// no site settings in the environment (every server gets those when it starts), and writes fresh sample data dated
// around today for the servers to start on.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { ADMIN_DATA, E2E_DIR, MAIN_DATA, POSTER_ORIGIN } from './env.mjs';
import { acquireE2eLock } from './lock.mjs';

acquireE2eLock('build');

// Anything the app reads as configuration is left out of the build's environment.
const CONFIG = /^(DATA_|GITHUB_|SITE_|NEXT_PUBLIC_|NEXTAUTH_|ADMIN_|GOOGLE_|GEMINI_|GMAIL_|CONTACT_|INSTAGRAM_|GA_ID|AI_|DEMO_MODE)/;
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !CONFIG.test(k)));

rmSync(E2E_DIR, { recursive: true, force: true });
mkdirSync(E2E_DIR, { recursive: true });
const step = (args, env) => {
  const res = spawnSync(args[0], args.slice(1), { stdio: 'inherit', env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (res.status !== 0) process.exit(res.status || 1);
};
step([process.execPath, 'scripts/sample-data.mjs', '--out', MAIN_DATA, '--poster-base', POSTER_ORIGIN], process.env);
step([process.execPath, 'scripts/make-posters.mjs', '--raster', '.posters'], process.env);
copyFileSync(MAIN_DATA, ADMIN_DATA);
// Half a GitHub configuration fails at start, never in the build, which reads and validates no setting.
step(['npx', 'next', 'build'], { ...buildEnv, GITHUB_TOKEN: 'ghp_build_reads_no_setting' });
