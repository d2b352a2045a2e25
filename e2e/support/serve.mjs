// Serves the production build for one group of end-to-end tests on its own copy of the build folder, so that
// servers on different data never share a page cache. Usage: node e2e/support/serve.mjs NAME PORT DATA_FILE
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from './env.mjs';

const [name, port, dataFile] = process.argv.slice(2);
const distDir = `.next-e2e-${name}`;
rmSync(distDir, { recursive: true, force: true });
cpSync('.next', distDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}cache${path.sep}`) });
const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...serverEnv({
      DATA_FILE: dataFile,
      NEXT_DIST_DIR: distDir,
      POSTER_CACHE_DIR: `${distDir}/poster-cache`,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    }),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(distDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
