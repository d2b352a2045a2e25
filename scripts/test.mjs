// `npm test`: install what is missing (npm packages, Debian's Chromium and redis-server), then type check, lint, format check, unit tests, the build, its bundle budget and end-to-end tests.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium, ensureNodeModules, ensureRedisServer, run } from './lib.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
ensureNodeModules();
ensureChromium();
ensureRedisServer();
mkdirSync('.reports', { recursive: true });

run('npx', ['tsc', '--noEmit', '-p', '.']);
run('npx', ['eslint', '--max-warnings=0', '.']);
run('npx', ['prettier', '--check', '.']);
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/unit.json']);
run(process.execPath, ['e2e/support/build.mjs']);
// The start-up JavaScript of `/` and a competition's page against the committed budget (issue 32).
run(process.execPath, ['scripts/bundle-budget.mjs']);
run('npx', ['playwright', 'test']);

const count = (file, read) => (existsSync(file) ? read(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 0 });
const unit = count('.reports/unit.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = count('.reports/e2e.json', (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }));
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; end-to-end: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`Total: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
