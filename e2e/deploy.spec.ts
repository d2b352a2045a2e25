import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request as newRequest, test } from '@playwright/test';
import { competitionPath } from '../lib/competitions/slug';
import { loginAsAdmin, newCompetition, sameOrigin } from './support/admin-api';
import { E2E_DIR, MAIN_PORT, serverEnv } from './support/env.mjs';
import { startNextServer, startStandaloneServer, type NextServer } from './support/next-server';

// The e2e build (e2e/support/build.mjs) is made with no data file and no site settings. Every server here starts it
// on data and an address the build never saw.
const SITE_URL = 'https://lomba-rilis.contoh.id';
const SITE_NAME = 'Rilis Lomba';
const OTHER = `${E2E_DIR}/deploy-data.json`;

const items = Array.from({ length: 20 }, (_, i) => ({
  id: String(1_900_000_000_000 + i),
  title: `Lomba Rilis Pertama ${String(i + 1).padStart(2, '0')}`,
  description: `Lomba yang hanya ada di data rilis, nomor ${i + 1}.`,
  thumbnails: ['/posters/poster-01.svg'],
  tags: ['rilisperdana'],
  categories: ['SMA'],
  registration: { start: '2026-01-01', end: `2099-12-${String(i + 1).padStart(2, '0')}` },
  published_date: '2026-01-01',
}));
// Home order: the latest registration end first.
const newest = items[items.length - 1]!;
const onPage2 = items[3]!;

const deployEnv = (extra: Record<string, string> = {}) =>
  serverEnv({ DATA_FILE: OTHER, SITE_URL, SITE_NAME, NEXTAUTH_URL: SITE_URL, ...extra });

test.beforeAll(() => {
  mkdirSync(E2E_DIR, { recursive: true });
  writeFileSync(OTHER, JSON.stringify(items, null, 2));
});

test.describe('one build, any data and address', () => {
  let server: NextServer;
  test.beforeAll(async () => {
    server = await startNextServer('deploy', deployEnv());
  });
  test.afterAll(async () => server?.close());

  test('the very first responses after a start show that start’s data and address', async () => {
    const local = new RegExp(`localhost:3000|127\\.0\\.0\\.1:${MAIN_PORT}`);
    // Asked in parallel, each for the first time: no request warms another.
    const paths = ['/', '/?page=2', '/tags', '/sitemap.xml', competitionPath(newest), '/about', '/robots.txt', '/feed.xml'];
    const bodies = await Promise.all(
      paths.map(async (p) => {
        const res = await fetch(server.url + p);
        expect(res.status, p).toBe(200);
        return [p, await res.text()] as const;
      }),
    );
    const body = Object.fromEntries(bodies);
    for (const [p, text] of bodies) {
      expect(text, `${p} names the start's address`).toContain(SITE_URL);
      expect(text, `${p} names no build-time address`).not.toMatch(local);
    }
    expect(body['/']).toContain(newest.title);
    expect(body['/']).toContain(`<title>${SITE_NAME} - `);
    expect(body['/']).not.toContain('Tidak ada lomba yang ditemukan');
    expect(body['/?page=2']).toContain(onPage2.title);
    expect(body['/tags']).toContain('rilisperdana');
    expect(body['/sitemap.xml']).toContain(`${SITE_URL}${competitionPath(newest)}`);
    expect(body[competitionPath(newest)]).toContain(`<link rel="canonical" href="${SITE_URL}${competitionPath(newest)}"`);
    expect(body[competitionPath(newest)]).toContain('"@type":"Event"');
    expect(body['/about']).toContain(`<link rel="canonical" href="${SITE_URL}/about"`);
    expect(body['/about']).toContain(`<strong>${SITE_NAME}</strong>`);
    expect(body['/robots.txt']).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(body['/feed.xml']).toContain(newest.title);
  });

  test('pages stay cached after their first render', async () => {
    const first = await fetch(`${server.url}/tags`);
    expect(first.status).toBe(200);
    const again = await fetch(`${server.url}/tags`);
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(again.headers.get('cache-control')).toContain('s-maxage=60');
  });

  test('liveness never reads the data; readiness reports the data', async () => {
    const live = await fetch(`${server.url}/api/health`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ ok: true });
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true, store: 'local', items: items.length, dataFileMissing: false });
  });
});

test('readiness reports a data file that does not exist yet', async () => {
  const server = await startNextServer('deploy-nofile', deployEnv({ DATA_FILE: `${E2E_DIR}/tidak-ada/data.json` }));
  try {
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(await ready.json()).toMatchObject({ items: 0, dataFileMissing: true });
  } finally {
    await server.close();
  }
});

test('the standalone server, with public/ and .next/static beside it, serves the site', async () => {
  // Its own folder, as on a host: the data file is named by an absolute path.
  const server = await startStandaloneServer('deploy', deployEnv({ DATA_FILE: path.resolve(OTHER) }));
  try {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html.includes(newest.title), 'the home page lists the data').toBe(true);
    const detail = await fetch(server.url + competitionPath(newest));
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain(`${SITE_URL}${competitionPath(newest)}`);
    // The page's own script and the public folder come from the files laid beside server.js.
    const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    expect((await fetch(server.url + script)).status).toBe(200);
    expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
  } finally {
    await server.close();
  }
});

/** Starts the build with `env` and expects it to exit non-zero at once, naming `variables`. */
async function expectStartFails(env: Record<string, string>, variables: string[]) {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', '0', '-H', '127.0.0.1'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(code, output).not.toBe(0);
  expect(code, output).not.toBeNull();
  expect(output).toContain('Konfigurasi lingkungan tidak valid');
  for (const v of variables) expect(output).toMatch(new RegExp(`- ${v} `));
}

test('bad configuration stops the server at start with a message naming the variable', async () => {
  const base = { DATA_FILE: OTHER, SITE_URL };
  await Promise.all([
    expectStartFails({ ...base }, ['NEXTAUTH_SECRET']),
    expectStartFails({ ...base, NEXTAUTH_SECRET: 'x'.repeat(32), DATA_SOURCE: 'github', GITHUB_TOKEN: 'ghp_x' }, [
      'GITHUB_OWNER',
      'GITHUB_REPO',
    ]),
    expectStartFails({ ...base, NEXTAUTH_SECRET: 'x'.repeat(32), GITHUB_OWNER: 'pemilik', GITHUB_REPO: 'data' }, ['GITHUB_TOKEN']),
    expectStartFails({ ...base, NEXTAUTH_SECRET: 'x'.repeat(32), SITE_URL: 'lomba.contoh.id' }, ['SITE_URL']),
  ]);
});

test('SIGTERM during admin writes: every write answered 2xx is in the file, which always parses', async () => {
  const file = `${E2E_DIR}/deploy-writes.json`;
  writeFileSync(file, JSON.stringify(items.slice(0, 3), null, 2));
  const server = await startNextServer('deploy-writes', serverEnv({ DATA_FILE: file }));
  const api = await newRequest.newContext();
  await loginAsAdmin(api, server.url);
  const saved: string[] = [];
  let stopping = false;
  // Three admins writing back to back on kept-alive connections, until the server is gone.
  const writer = async (n: number) => {
    for (let i = 0; ; i++) {
      try {
        const res = await api.post(`${server.url}/api/competitions`, {
          data: newCompetition(`Tulis ${n}-${i}`),
          headers: sameOrigin(server.url).extraHTTPHeaders,
          timeout: 15_000,
        });
        if (res.ok()) saved.push(`Tulis ${n}-${i}`);
        else if (!stopping) throw new Error(`write failed before SIGTERM: ${res.status()} ${await res.text()}`);
      } catch (e) {
        if (!stopping) throw e;
        return; // refused or cut: the server is gone
      }
      // The file parses whenever it is looked at, during the loop too.
      JSON.parse(readFileSync(file, 'utf8'));
    }
  };
  const loops = [1, 2, 3].map(writer);
  await expect.poll(() => saved.length, { timeout: 30_000 }).toBeGreaterThan(6);
  stopping = true;
  const exit = await server.stop('SIGTERM');
  await Promise.all(loops);
  await api.dispose();
  await server.close();
  expect(exit.ms, server.output()).toBeLessThan(10_000);
  const titles = new Set((JSON.parse(readFileSync(file, 'utf8')) as { title: string }[]).map((c) => c.title));
  expect(saved.filter((t) => !titles.has(t))).toEqual([]);
});

test('the standalone output holds only the server: no sources, tests, bench or docs, under 40 MB beside node_modules', () => {
  const root = path.resolve('.next/standalone');
  const top = readdirSync(root).sort();
  expect(top).toEqual(expect.arrayContaining(['server.js', '.next', 'node_modules']));
  for (const source of ['app', 'components', 'e2e', 'bench', 'scripts', 'docs', 'README.md', 'Dockerfile', 'proxy.ts']) {
    expect(top, source).not.toContain(source);
  }
  // The files of lib/ the server loads by path: the page cache handler named in next.config.ts and what it imports.
  expect(
    readdirSync(path.join(root, 'lib'), { recursive: true })
      .map(String)
      .filter((f) => f.includes('.'))
      .sort(),
  ).toEqual(
    [
      path.join('cache', 'payload-css.mjs'),
      path.join('cache', 'shared-changes.mjs'),
      path.join('cache', 'shared-pages.mjs'),
      path.join('cache', 'start-cache-handler.mjs'),
      path.join('shared', 'redis-connection.mjs'),
    ].sort(),
  );
  const size = (p: string): number => {
    const s = statSync(p);
    return s.isDirectory() ? readdirSync(p).reduce((n, f) => n + size(path.join(p, f)), 0) : s.size;
  };
  const bytes = top.filter((f) => f !== 'node_modules').reduce((n, f) => n + size(path.join(root, f)), 0);
  // About 32 MB with the sample data: 19 MB of it the pages prerendered at build time, each of which carries the
  // inlined stylesheet (experimental.inlineCss) in its HTML, its payload and its segments.
  expect(bytes).toBeLessThan(40 * 1024 * 1024);
});
