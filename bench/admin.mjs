// The admin panel at scale, in Chromium (issue 14's figures): time to "Total N lomba" and the first row, DOM
// nodes, bytes transferred, finding by part of a title, the ?edit= deep link, a save, and public `/` during a loop
// of saves (bench/writes.mjs). Part of `npm run bench`; alone, on a production build (`npx next build` first):
//   node --import ./bench/ts-loader.mjs bench/admin.mjs --size 10000 [--port 3760]
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { editableItems, publicDuringWrites } from './writes.mjs';

/** The panel's figures against a running server on `base` holding `items`; `admin` signs in with the password. */
export async function adminFigures({ base, size, items, admin, writeSeconds = 10, workers = 2, log }) {
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const login = await context.newPage();
    await login.goto(`${base}/login`);
    await login.getByLabel('Email').fill(admin.email);
    await login.getByLabel('Password').fill(admin.password);
    await login.getByRole('button', { name: 'Masuk' }).click();
    await login.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor({ timeout: 120_000 });

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

    const editable = editableItems(items);
    const target = editable[Math.floor(editable.length / 3)];
    const part = target.description.match(/daftar\/(\S+)/)?.[1] ?? target.title;
    t = Date.now();
    await page.getByRole('searchbox', { name: 'Cari lomba' }).fill(part);
    await page.getByRole('rowheader', { name: target.title, exact: true }).waitFor();
    out.findMs = Date.now() - t;

    t = Date.now();
    await page.goto(`${base}/admin?edit=${target.id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Lomba' });
    await dialog.getByLabel('Judul').waitFor();
    out.editDeepLinkMs = Date.now() - t;

    // Three saves in a row (the first after the panel was idle, the next right after one): each the PUT's answer.
    out.saveAnswerMs = [];
    for (let k = 1; k <= 3; k++) {
      if (k > 1) {
        await page.goto(`${base}/admin?edit=${target.id}`);
        await dialog.getByLabel('Judul').waitFor();
      }
      await dialog.getByLabel('Judul').fill(`${target.title} (bench ${k})`);
      t = Date.now();
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      const res = await saved;
      out.saveAnswerMs.push(Date.now() - t);
      if (res.status() !== 200) throw new Error(`save answered ${res.status()}`);
      await dialog.waitFor({ state: 'hidden' });
      if (k === 1) out.saveUntilClosedMs = Date.now() - t;
    }
    log?.(`admin at ${size}: ${JSON.stringify(out)}`);

    const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    out.publicDuringWrites = await publicDuringWrites({ base, items, cookie, seconds: writeSeconds, workers, log });
    out.publicDuringFirstPageWrites = await publicDuringWrites({
      base,
      items,
      cookie,
      where: 'first-page',
      seconds: writeSeconds,
      workers,
      log,
    });
    return out;
  } finally {
    await browser.close();
  }
}

const s1 = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The report's rows for one size (bench/report.mjs). */
export function adminRows(s, add, size) {
  const a = s.admin;
  if (!a) return;
  if (a.error) return add('`/admin` figures', size, `not measured: ${a.error}`, 'issue 14', false);
  add('`/admin`: "Total N lomba" and first row visible', size, s1(a.totalAndFirstRowMs), '≤ 2 s', a.totalAndFirstRowMs <= 2000);
  add('`/admin`: DOM nodes', size, String(a.domNodes), '≤ 6,000', a.domNodes <= 6000);
  add('`/admin`: transferred on a first visit', size, `${a.transferredKB} KB`, '≤ 1 MB', a.transferredKB <= 1024);
  add('`/admin`: find by part of a title (300 ms typing pause included)', size, s1(a.findMs), '≤ 1 s', a.findMs <= 1000);
  add('`/admin?edit=`: editor shows the competition', size, s1(a.editDeepLinkMs), '≤ 2 s', a.editDeepLinkMs <= 2000);
  const limit = s.size >= 100_000 ? 1500 : 1000;
  const worst = Math.max(...a.saveAnswerMs);
  add(
    '`/admin`: a save (the PUT answered; three in a row)',
    size,
    `${a.saveAnswerMs.map(s1).join(', ')} (dialog closed after the first: ${s1(a.saveUntilClosedMs)})`,
    `≤ ${limit / 1000} s`,
    worst <= limit,
  );
  // The target is on the first loop: most saves in a long list touch nothing `/` shows. The second is the worst case,
  // shown without a target: each save changes `/`, which must then be rendered again (about 25 ms at any size).
  const loops = [
    [a.publicDuringWrites, 'each a competition from the end of the list', true],
    [a.publicDuringFirstPageWrites, 'each the same first-page competition, so `/` is rendered again after each', false],
  ];
  for (const [w, which, target] of loops)
    if (w)
      add(
        `\`/\` p99 during a loop of saves, ${which} (${w.connections} connections, ${w.seconds} s)`,
        size,
        `${w.during.p99} ms (max ${w.during.max} ms, errors ${w.during.non2xx + w.during.errors + w.during.timeouts}) during ${w.saves} saves ` +
          `(p50 ${s1(w.saveP50Ms)}, max ${s1(w.saveMaxMs)}), ${w.withoutRuns.map((r) => r.p99).join(' / ')} ms before / after = ${w.ratio.toFixed(2)}x`,
        target ? '≤ 1.5x without writes' : 'none (worst case)',
        target ? w.ratio <= 1.5 : null,
      );
}

async function cli() {
  const { generateCompetitions, writeCompetitions } = await import('./generate.mjs');
  const { ADMIN, ADMIN_PASSWORD_HASH } = await import('../e2e/support/env.mjs');
  const args = process.argv.slice(2);
  const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const size = Number(arg('--size', '10000'));
  const port = Number(arg('--port', '3760'));
  const base = `http://127.0.0.1:${port}`;
  const file = `bench/results/admin-${size}.json`;
  const items = generateCompetitions(size);
  writeCompetitions(file, items);
  rmSync(`bench/results/admin-${size}.history.jsonl`, { force: true });
  const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_FILE: file,
      NEXTAUTH_URL: base,
      SITE_URL: base,
      NEXTAUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD_HASH,
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
  const out = await adminFigures({ base, size, items, admin: ADMIN, log: (l) => console.error(l) });
  console.log(JSON.stringify({ size, ...out }, null, 2));
  stop();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await cli();
