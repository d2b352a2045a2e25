import { defineConfig, devices } from '@playwright/test';
import { MAIN_PORT, serverEnv } from './e2e/support/env.mjs';
import { acquireE2eLock } from './e2e/support/lock.mjs';

// The runner takes the machine-wide e2e lock; its workers load this file again and must not wait for it.
if (!process.env.TEST_WORKER_INDEX) acquireE2eLock('playwright');

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${MAIN_PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${MAIN_PORT}/api/health`,
    env: serverEnv(),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
