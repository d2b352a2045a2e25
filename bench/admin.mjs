// The admin panel at scale, in Chromium (issue 14's figures): time to "Total N lomba" and the first row, DOM
// nodes, bytes transferred, finding by part of a title, the ?edit= deep link and a save.
// Needs a production build (`npx next build`). CLI: node bench/admin.mjs --size 10000 [--port 3760]
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { generateCompetitions, writeCompetitions } from './generate.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const size = Number(arg('--size', '10000'));
const port = Number(arg('--port', '3760'));
const base = `http://127.0.0.1:${port}`;
const file = `bench/results/admin-${size}.json`;
const email = 'admin@bench.test';
const password = 'rahasia-admin-123';
// scrypt hash of the password above (the e2e admin's, e2e/support/env.mjs).
const hash = 'scrypt$16384$8$1$nbbfKU6AFIxBx5PWtkB/9A==$2CKVfU54OG86AaWFsdGyJ5T0F8B1RR/hrxhKDis9T08=';

const items = generateCompetitions(size);
writeCompetitions(file, items);
rmSync(`bench/results/admin-${size}.history.jsonl`, { force: true });

const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_FILE: file,
    NEXTAUTH_URL: base,
    NEXT_PUBLIC_SITE_URL: base,
    NEXTAUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD_HASH: hash,
  },
  stdio: 'ignore',
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 250));
}
// The first read of the data builds the catalog; measure the panel after it, as an admin would meet it.
await fetch(`${base}/api/competitions?pageSize=1`);

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox'],
});
const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
const login = await context.newPage();
await login.goto(`${base}/login`);
await login.getByLabel('Email').fill(email);
await login.getByLabel('Password').fill(password);
await login.getByRole('button', { name: 'Masuk' }).click();
await login.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();

// A new context with the session but an empty cache: the figures are a first visit's.
const state = await context.storageState();
await context.close();
const cold = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta', storageState: state });
const page = await cold.newPage();
const firstRow = () => page.getByRole('table').getByRole('rowheader').first();
const out = {};
let bytes = 0;
page.on('response', async (res) => {
  const sizes = await res
    .request()
    .sizes()
    .catch(() => null);
  if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
});
let t = Date.now();
await page.goto(`${base}/admin`);
await page.getByText(`Total ${size} lomba`, { exact: true }).waitFor();
await firstRow().waitFor();
out.totalAndFirstRowMs = Date.now() - t;
await page.waitForLoadState('networkidle');
out.transferredKB = Math.round(bytes / 1024);
out.domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);

// One the editor can save as it is: both registration dates and a plain publish date.
const editable = items.filter((c) => c.registration.start && c.registration.end && /^\d{4}-\d{2}-\d{2}$/.test(c.published_date));
const target = editable[Math.floor(editable.length / 3)];
const part = target.description.match(/daftar\/(\S+)/)?.[1] ?? target.title;
t = Date.now();
await page.getByRole('searchbox', { name: 'Cari lomba' }).fill(part);
await page.getByRole('rowheader', { name: target.title, exact: true }).waitFor();
out.findMs = Date.now() - t;
out.findNote = 'typing pause of 300 ms included; the query is a unique word of the description (titles repeat)';

t = Date.now();
await page.goto(`${base}/admin?edit=${target.id}`);
const dialog = page.getByRole('dialog', { name: 'Edit Lomba' });
await dialog.getByLabel('Judul').waitFor();
out.editDeepLinkMs = Date.now() - t;

await dialog.getByLabel('Judul').fill(`${target.title} (bench)`);
t = Date.now();
const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
await dialog.getByRole('button', { name: 'Simpan' }).click();
const res = await saved;
out.saveAnswerMs = Date.now() - t;
out.saveStatus = res.status();
await dialog.waitFor({ state: 'hidden' });
out.saveUntilClosedMs = Date.now() - t;

console.log(JSON.stringify({ size, ...out }, null, 2));
await browser.close();
stop();
