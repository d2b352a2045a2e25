// `npm test`: install what is missing (npm packages, Debian's Chromium), then type check, lint, unit and end-to-end tests.
import { ensureChromium, ensureNodeModules, run } from './lib.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
ensureNodeModules();
ensureChromium();

run('npx', ['tsc', '--noEmit', '-p', '.']);
run('npx', ['eslint', '--max-warnings=0', '.']);
run('npx', ['vitest', 'run']);
run(process.execPath, ['e2e/support/build.mjs']);
run('npx', ['playwright', 'test']);
console.log('\n✔ All checks passed.');
