import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '@/scripts/redis-server.mjs';
import { deserializeEntry, serializeEntry, type Entry } from './shared-pages.mjs';

const require = createRequire(import.meta.url);
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, unknown>;
};
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
type Memory = { get(key: string): Entry | undefined; remove(key: string): void };
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default as { memoryCache?: Memory };

const TAGS = '_N_T_/layout,_N_T_/(site)/layout,_N_T_/(site)/halaman/layout,_N_T_/halaman/2';
const appPage = (html: string): Entry['value'] => ({
  kind: 'APP_PAGE',
  html,
  // Bytes that are not UTF-8: a lossy encoding would change them.
  rscData: Buffer.from([0, 0xff, 0xfe, 0x80, 0x31]),
  segmentData: new Map([
    ['/_tree', Buffer.from([1, 2, 0xff])],
    ['/_full', Buffer.from('segmen')],
  ]),
  headers: { 'x-next-cache-tags': TAGS, 'x-custom': ['a', 'b'] },
  status: 200,
  postponed: undefined,
});

describe('a shared entry is read back exactly as it was written', () => {
  const kinds: Entry['value'][] = [
    appPage('<html>Lomba "Esai" & <b>Puisi</b> 🏆</html>'),
    {
      kind: 'APP_PAGE',
      html: '<p>tanpa RSC</p>',
      rscData: undefined,
      segmentData: undefined,
      headers: undefined,
      status: 404,
      postponed: 'p',
    },
    { kind: 'APP_ROUTE', body: Buffer.from([0x3c, 0, 0xff, 0x10]), status: 200, headers: { 'content-type': 'application/xml' } },
    { kind: 'PAGES', html: '<div/>', pageData: { props: { a: [1, 'b'] } }, headers: { x: '1' }, status: 200 },
    { kind: 'FETCH', data: { headers: { a: 'b' }, body: 'isi', url: 'https://contoh.test/', status: 200 }, tags: ['t'], revalidate: 60 },
    { kind: 'REDIRECT', props: { __N_REDIRECT: '/lain' } },
  ];
  for (const value of kinds) {
    it(`${value.kind}${value.kind === 'APP_PAGE' && !value.rscData ? ' without RSC data' : ''}`, () => {
      const entry: Entry = { value, lastModified: 1_700_000_000_123, cacheControl: { revalidate: 60, expire: 31_536_000 } };
      const back = deserializeEntry(serializeEntry(entry)!);
      expect(back).toEqual(entry);
      if (value.kind === 'APP_PAGE' && value.rscData) {
        expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
        expect(back.value.segmentData).toBeInstanceOf(Map);
      }
      if (value.kind === 'APP_ROUTE') expect(Buffer.isBuffer(back.value.body)).toBe(true);
    });
  }
  it('an image is not shared', () => {
    expect(serializeEntry({ value: { kind: 'IMAGE' }, lastModified: 1 })).toBeNull();
  });
});

// Instances are simulated in one process: "another instance" is this one with the page gone from its memory and,
// for one started after a change, its tags manifest empty.
let server: TestRedis;
let redis: Redis;
let changes: typeof import('./shared-changes.mjs');
let Handler: typeof import('./start-cache-handler.mjs').default;
const prefix = `halaman${Date.now()}:`;
const dirs: string[] = [];

function distFor(build: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'infolomba-dist-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'BUILD_ID'), build);
  mkdirSync(path.join(dir, 'server'));
  return path.join(dir, 'server');
}
let buildA: string;
let buildB: string;

const handler = (serverDistDir = buildA) =>
  new Handler({ fs: nodeFs, serverDistDir, flushToDisk: false, maxMemoryCacheSize: 50 * 1024 * 1024, revalidatedTags: [], dev: false });
const PAGE = { kind: 'APP_PAGE', isFallback: false };
const cacheControl = { revalidate: 60, expire: 31_536_000 };
const entryKey = (build: string, key: string) => `${prefix}page:${build}:${key}`;

/** Renders `key` on "this instance" as Next does (a get that misses, then a set), and waits for it to reach Redis. */
async function render(key: string, html: string) {
  const h = handler();
  expect(await h.get(key, PAGE)).toBeNull();
  await redis.del(entryKey('a1', key));
  await h.set(key, appPage(html), { cacheControl });
  await expect.poll(() => redis.exists(entryKey('a1', key))).toBe(1);
  const written = await redis.hget(entryKey('a1', key), 'value');
  return deserializeEntry(written!);
}
/** The same key on an instance that does not have it in memory (and, `fresh`, started after every change). */
function elsewhere(key: string, { fresh = false } = {}) {
  FileSystemCache.memoryCache!.remove(key);
  if (fresh) tagsManifest.clear();
}
const evals = async () => Number(/cmdstat_eval:calls=(\d+)/.exec(await redis.info('commandstats'))?.[1] ?? 0);

beforeAll(async () => {
  server = await startRedis();
  process.env.REDIS_URL = server.url;
  process.env.REDIS_PREFIX = prefix;
  buildA = distFor('a1');
  buildB = distFor('b2');
  redis = new Redis(server.url);
  changes = await import('./shared-changes.mjs');
  Handler = (await import('./start-cache-handler.mjs')).default;
  const { getRedis } = await import('@/lib/shared/redis-connection.mjs');
  const client = getRedis()!;
  if (client.status !== 'ready') await new Promise((r) => client.once('ready', r));
  await changes.checkForChanges();
});
afterAll(async () => {
  const { getRedis, getRedisSubscriber } = await import('@/lib/shared/redis-connection.mjs');
  getRedis()?.disconnect();
  getRedisSubscriber()?.disconnect();
  redis.disconnect();
  delete process.env.REDIS_URL;
  delete process.env.REDIS_PREFIX;
  delete process.env.REDIS_PAGE_CACHE_MB;
  await server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the page cache with a shared tier', () => {
  it('serves a page rendered elsewhere from Redis, then from memory with no round trip', async () => {
    const key = '/route-cache/APP_PAGE/abc/$/halaman/2';
    const rendered = await render(key, '<p>halaman 2</p>');
    elsewhere(key);
    const got = await handler().get(key, PAGE);
    expect(got).toEqual(rendered);
    expect(got!.value.html).toBe('<p>halaman 2</p>');
    const before = await evals();
    for (let i = 0; i < 5; i++) expect((await handler().get(key, PAGE))?.value.html).toBe('<p>halaman 2</p>');
    expect(await evals()).toBe(before);
  });

  it('never serves a page one of whose tags was expired after it was rendered, even on an instance started later', async () => {
    const expired = '/route-cache/APP_PAGE/abc/$/halaman/3';
    const untouched = '/route-cache/APP_PAGE/def/$/berita/x';
    await render(expired, '<p>lama</p>');
    const h = handler();
    expect(await h.get(untouched, PAGE)).toBeNull();
    await h.set(
      untouched,
      { ...appPage('<p>berita</p>'), headers: { 'x-next-cache-tags': '_N_T_/(site)/berita/layout' } },
      { cacheControl },
    );
    await expect.poll(() => redis.exists(entryKey('a1', untouched))).toBe(1);

    await changes.announceChange(['_N_T_/(site)/halaman/layout']);
    for (const fresh of [false, true]) {
      elsewhere(expired, { fresh });
      elsewhere(untouched, { fresh });
      expect(await handler().get(expired, PAGE)).toBeNull();
      expect((await handler().get(untouched, PAGE))?.value.html).toBe('<p>berita</p>');
    }
    // Rendered again after the change: shared again.
    await render(expired, '<p>baru</p>');
    elsewhere(expired, { fresh: true });
    expect((await handler().get(expired, PAGE))?.value.html).toBe('<p>baru</p>');
  });

  it('a render that began before a change is shared as older than the change', async () => {
    const key = '/route-cache/APP_PAGE/abc/$/halaman/4';
    const h = handler();
    expect(await h.get(key, PAGE)).toBeNull();
    // The change lands (and this instance catches up) while the page renders from the data it had.
    await changes.announceChange(['_N_T_/(site)/halaman/layout']);
    await h.set(key, appPage('<p>dari data lama</p>'), { cacheControl });
    await expect.poll(() => redis.exists(entryKey('a1', key))).toBe(1);
    elsewhere(key, { fresh: true });
    expect(await handler().get(key, PAGE)).toBeNull();
  });

  it('a render that began before this instance caught up with another’s change is kept as older than the change', async () => {
    const key = '/route-cache/APP_PAGE/abc/$/berita/balapan';
    const tags = { ...appPage('<p>judul lama</p>'), headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/(site)/berita/layout' } };
    const h = handler();
    expect(await h.get(key, PAGE)).toBeNull();
    // Another instance's change, caught up with (data read again, tags expired) while this render is under way.
    await redis.eval(
      "local g = redis.call('INCR', KEYS[1]); redis.call('HSET', KEYS[2], ARGV[1], g)",
      2,
      `${prefix}pages:gen`,
      `${prefix}pages:tags`,
      '_N_T_/(site)/berita/layout',
    );
    await new Promise((r) => setTimeout(r, 5));
    await changes.checkForChanges();
    await new Promise((r) => setTimeout(r, 5));
    await h.set(key, tags, { cacheControl });
    // Not served from memory as newer than the change: the next request renders it from the new data.
    expect(await handler().get(key, PAGE)).toBeNull();
    await handler().set(key, { ...tags, html: '<p>judul baru</p>' }, { cacheControl });
    expect((await handler().get(key, PAGE))?.value.html).toBe('<p>judul baru</p>');
  });

  it('a page shared before Redis went back to an older snapshot is not served after it, and one rendered before the healing is not shared', async () => {
    const key = '/route-cache/APP_PAGE/abc/$/halaman/11';
    await render(key, '<p>sebelum pemulihan</p>');
    const h = handler();
    const late = '/route-cache/APP_PAGE/abc/$/halaman/12';
    expect(await h.get(late, PAGE)).toBeNull();
    // The snapshot: the same epoch, a lower generation. The instance heals under a new epoch.
    const epoch = await redis.get(`${prefix}pages:epoch`);
    await redis.set(`${prefix}pages:gen`, '0');
    await changes.checkForChanges();
    expect(await redis.get(`${prefix}pages:epoch`)).not.toBe(epoch);
    elsewhere(key, { fresh: true });
    expect(await handler().get(key, PAGE)).toBeNull();
    // Rendered under the old epoch: kept here, never written to Redis.
    await h.set(late, appPage('<p>mulai sebelum pemulihan</p>'), { cacheControl });
    await new Promise((r) => setTimeout(r, 100));
    expect(await redis.exists(entryKey('a1', late))).toBe(0);
    // Rendered again now: shared under the new epoch.
    await render(key, '<p>sesudah pemulihan</p>');
    elsewhere(key, { fresh: true });
    expect((await handler().get(key, PAGE))?.value.html).toBe('<p>sesudah pemulihan</p>');
  });

  it('keeps each build apart', async () => {
    const key = '/route-cache/APP_PAGE/abc/$/halaman/5';
    await render(key, '<p>build a</p>');
    elsewhere(key);
    expect(await handler(buildB).get(key, PAGE)).toBeNull();
    elsewhere(key);
    expect((await handler(buildA).get(key, PAGE))?.value.html).toBe('<p>build a</p>');
  });

  it('holds at most REDIS_PAGE_CACHE_MB per build, dropping the oldest pages', async () => {
    process.env.REDIS_PAGE_CACHE_MB = '1';
    try {
      const big = 'x'.repeat(400 * 1024);
      for (let i = 0; i < 4; i++) await render(`/route-cache/APP_PAGE/big/$/cari/${i}`, `${big}${i}`);
      const total = Number(await redis.get(`${prefix}pages:a1:bytes`));
      expect(total).toBeLessThanOrEqual(1024 * 1024);
      expect(await redis.exists(entryKey('a1', '/route-cache/APP_PAGE/big/$/cari/0'))).toBe(0);
      expect(await redis.exists(entryKey('a1', '/route-cache/APP_PAGE/big/$/cari/3'))).toBe(1);
      expect(await redis.pttl(entryKey('a1', '/route-cache/APP_PAGE/big/$/cari/3'))).toBeGreaterThan(86_000_000);
    } finally {
      delete process.env.REDIS_PAGE_CACHE_MB;
    }
  });

  it('Redis paused or down: a page not in memory is rendered at once, memory still answers, and sharing resumes after', async () => {
    const cached = '/route-cache/APP_PAGE/abc/$/halaman/6';
    await render(cached, '<p>di memori</p>');
    const other = await render('/route-cache/APP_PAGE/abc/$/halaman/7', '<p>tujuh</p>');
    elsewhere('/route-cache/APP_PAGE/abc/$/halaman/7');

    // A Redis that hangs: the read gives up after its short timeout.
    await redis.client('PAUSE', 1500, 'ALL');
    let started = Date.now();
    expect(await handler().get('/route-cache/APP_PAGE/abc/$/halaman/7', PAGE)).toBeNull();
    expect(Date.now() - started).toBeLessThan(400);
    await new Promise((r) => setTimeout(r, 1600));
    // Slow a moment ago: for a few seconds pages are rendered without asking Redis at all.
    const asked = await evals();
    started = Date.now();
    expect(await handler().get('/route-cache/APP_PAGE/abc/$/halaman/7', PAGE)).toBeNull();
    expect(Date.now() - started).toBeLessThan(50);
    expect(await evals()).toBe(asked);
    (globalThis as Record<symbol, { until?: number }>)[Symbol.for('infolomba.shared-pages.slow')]!.until = 0;

    await server.stop();
    const { getRedis } = await import('@/lib/shared/redis-connection.mjs');
    await expect.poll(() => getRedis()!.status).not.toBe('ready');
    started = Date.now();
    expect(await handler().get('/route-cache/APP_PAGE/abc/$/halaman/8', PAGE)).toBeNull();
    expect((await handler().get(cached, PAGE))?.value.html).toBe('<p>di memori</p>');
    await handler().set('/route-cache/APP_PAGE/abc/$/halaman/8', appPage('<p>delapan</p>'), { cacheControl });
    expect(Date.now() - started).toBeLessThan(100);

    await server.restart();
    await expect.poll(() => getRedis()!.status, { timeout: 5000 }).toBe('ready');
    await redis.ping();
    // The page shared before the outage survived it (AOF) and is still fresh.
    expect(await handler().get('/route-cache/APP_PAGE/abc/$/halaman/7', PAGE)).toEqual(other);
    await render('/route-cache/APP_PAGE/abc/$/halaman/9', '<p>sembilan</p>');
  });
});
