import { defineConfig, devices } from '@playwright/test';
import { ADMIN_DATA, ADMIN_PORT, MAIN_DATA, MAIN_PORT, POSTER_ORIGIN, POSTER_PORT, serverEnv } from './e2e/support/env.mjs';
import { acquireE2eLock } from './e2e/support/lock.mjs';

// The runner takes the machine-wide e2e lock; its workers load this file again and must not wait for it.
if (!process.env.TEST_WORKER_INDEX) acquireE2eLock('playwright');

/** Specs that write data get their own server and data file; the rest read the sample data the build was made from. */
const WRITING_SPECS = ['**/admin*.spec.ts', '**/api-writes.spec.ts', '**/ai*.spec.ts'];

const server = (name: string, port: number, data: string) => ({
  command: `node e2e/support/serve.mjs ${name} ${port} ${data}`,
  url: `http://127.0.0.1:${port}/api/health`,
  env: serverEnv({ DATA_FILE: data }),
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    {
      name: 'public',
      testIgnore: WRITING_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${MAIN_PORT}` },
    },
    {
      name: 'admin',
      testMatch: WRITING_SPECS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${ADMIN_PORT}` },
    },
  ],
  webServer: [
    server('main', MAIN_PORT, MAIN_DATA),
    server('admin', ADMIN_PORT, ADMIN_DATA),
    // The sample data's posters, on an outside host as in production (made by the build step).
    {
      command: `node scripts/poster-host.mjs --port ${POSTER_PORT} --dir .posters`,
      url: `${POSTER_ORIGIN}/poster-01.jpg`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
    },
  ],
});
