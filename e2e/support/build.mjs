// Builds the production app for the end-to-end tests, on fresh sample data dated around today.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { ADMIN_DATA, E2E_DIR, MAIN_DATA, serverEnv } from './env.mjs';
import { acquireE2eLock } from './lock.mjs';

acquireE2eLock('build');

rmSync(E2E_DIR, { recursive: true, force: true });
mkdirSync(E2E_DIR, { recursive: true });
const step = (args) => {
  const res = spawnSync(args[0], args.slice(1), { stdio: 'inherit', env: { ...process.env, ...serverEnv() } });
  if (res.status !== 0) process.exit(res.status || 1);
};
step([process.execPath, 'scripts/sample-data.mjs', '--out', MAIN_DATA]);
copyFileSync(MAIN_DATA, ADMIN_DATA);
step(['npx', 'next', 'build']);
