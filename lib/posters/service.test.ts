import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchImage } from '@/lib/net/safe-fetch';
import { DiskPosterCache } from './cache';
import { makeBackdrop, makeKeptCopy, makeVariant } from './convert';
import { posterKey } from './key';
import { createPosterService, type PosterDeps } from './service';

let jpeg: Buffer;
let server: http.Server;
let origin = '';
const hits: string[] = [];
const dead = new Set<string>();
let dir = '';

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (dead.has(req.url ?? '') || req.url === '/missing.jpg') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

let clock = 0;
let variants = 0;
function service(urls: string[], extra: Partial<PosterDeps> = {}) {
  const byKey = new Map(urls.map((u) => [posterKey(u), u]));
  const allowHosts = [new URL(origin).host];
  return createPosterService({
    cache: new DiskPosterCache({ dir, maxBytes: 64 * 1024 * 1024, memoryMaxBytes: 1024 * 1024 }),
    sourceOf: async (key) => byKey.get(key),
    fetchSource: async (url) => (await fetchImage(url, { allowHosts, timeoutMs: 2000 })).data,
    makeKeptCopy,
    makeVariant: (kept, w, f) => {
      variants++;
      return makeVariant(kept, w, f);
    },
    now: () => clock,
    ...extra,
  });
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'poster-service-'));
  hits.length = 0;
  dead.clear();
  variants = 0;
  clock = 0;
  return () => rm(dir, { recursive: true, force: true });
});

describe('poster service', () => {
  it('fetches a source once and makes each size once, however many ask at the same time', async () => {
    const url = `${origin}/a.jpg`;
    const posters = service([url]);
    const key = posterKey(url);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => posters.getPoster(key, 320, 'webp')),
      posters.getPoster(key, 480, 'webp'),
      posters.getPoster(key, 320, 'jpg'),
    ]);
    expect(hits).toEqual(['/a.jpg']);
    expect(variants).toBe(3);
    const first = results[0];
    expect(first?.kind).toBe('image');
    if (first?.kind !== 'image') return;
    expect(first.contentType).toBe('image/webp');
    expect(await sharp(first.data).metadata()).toMatchObject({ width: 320, height: 400, format: 'webp' });
    await posters.getPoster(key, 320, 'webp');
    expect(variants).toBe(3);
  });

  it('gives a size already made for a page to carry, never fetching or converting for it', async () => {
    const url = `${origin}/a.jpg`;
    const posters = service([url]);
    const key = posterKey(url);
    expect(await posters.madeVariant(key, 320, 'webp')).toBeUndefined();
    expect(hits).toEqual([]);
    expect(variants).toBe(0);
    const made = await posters.getPoster(key, 320, 'webp');
    expect(await posters.madeVariant(key, 320, 'webp')).toEqual(made.kind === 'image' ? made.data : null);
    expect(await posters.madeVariant(key, 480, 'webp')).toBeUndefined();
    expect(await posters.madeVariant(posterKey(`${origin}/other.jpg`), 320, 'webp')).toBeUndefined();
    // Its backdrop: 16 px wide and a couple of hundred bytes, under Chrome's 0.05 bits per pixel of a card's box.
    const backdrop = await makeBackdrop(made.kind === 'image' ? made.data : Buffer.alloc(0));
    expect(await sharp(backdrop).metadata()).toMatchObject({ width: 16, height: 20, format: 'webp' });
    expect((backdrop.length * 8) / (378 * 192)).toBeLessThan(0.05);
  });

  it('answers not-found for a key that is not in the data, without any request', async () => {
    const posters = service([`${origin}/a.jpg`]);
    expect(await posters.getPoster(posterKey(`${origin}/other.jpg`), 320, 'webp')).toEqual({ kind: 'not-found' });
    expect(hits).toEqual([]);
  });

  it('keeps showing a poster whose source died after it loaded once, in sizes never made before too', async () => {
    const url = `${origin}/dies.jpg`;
    const posters = service([url]);
    expect((await posters.getPoster(posterKey(url), 160, 'webp')).kind).toBe('image');
    dead.add('/dies.jpg');
    // A new process on the same disk: nothing in memory.
    const restarted = service([url]);
    const later = await restarted.getPoster(posterKey(url), 640, 'jpg');
    expect(later.kind).toBe('image');
    expect(hits).toEqual(['/dies.jpg']);
  });

  it('reports a source that never loaded, and asks it again only after a while', async () => {
    const url = `${origin}/missing.jpg`;
    const posters = service([url], { retryAfterMs: 60_000 });
    const key = posterKey(url);
    expect(await posters.getPoster(key, 320, 'webp')).toEqual({ kind: 'unavailable', reason: 'Server menjawab dengan status 404.' });
    expect(await posters.getPoster(key, 480, 'webp')).toMatchObject({ kind: 'unavailable' });
    expect(hits).toEqual(['/missing.jpg']);
    expect(posters.failures().get(key)).toEqual({ url, reason: 'Server menjawab dengan status 404.', at: 0 });
    clock = 60_001;
    await posters.getPoster(key, 320, 'webp');
    expect(hits).toEqual(['/missing.jpg', '/missing.jpg']);
  });

  it('serves a kept poster without asking its source; the re-check job lists a dead source and clears it when it returns', async () => {
    const url = `${origin}/later.jpg`;
    const never = `${origin}/never.jpg`;
    dead.add('/never.jpg');
    const shared: [string, unknown][] = [];
    const posters = service([url, never], { onFailure: (key, failure) => shared.push([key, failure]) });
    const key = posterKey(url);
    expect((await posters.getPoster(key, 320, 'webp')).kind).toBe('image');
    dead.add('/later.jpg');
    // Served from the kept copy; the source is not asked on a request.
    expect((await posters.getPoster(key, 480, 'webp')).kind).toBe('image');
    expect(hits).toEqual(['/later.jpg']);
    const sources = [[key, url] as const, [posterKey(never), never] as const];
    expect(await posters.recheck(sources)).toEqual({ checked: 2, failed: 2 });
    expect(posters.failures().get(key)).toMatchObject({ url, kept: true, reason: 'Server menjawab dengan status 404.' });
    expect(posters.failures().get(posterKey(never))).not.toHaveProperty('kept');
    expect((await posters.getPoster(key, 320, 'webp')).kind).toBe('image');
    // The link comes back: the next re-check takes it off the admin's list, and tells the shared list too.
    dead.delete('/later.jpg');
    expect(await posters.recheck(sources)).toEqual({ checked: 2, failed: 1 });
    expect(posters.failures().has(key)).toBe(false);
    expect(shared.map(([k, f]) => [k === key, f === null])).toEqual([
      [true, false],
      [false, false],
      [true, true],
      [false, false],
    ]);
  });

  it('a re-check stops when its lease is lost', async () => {
    const urls = [`${origin}/p1.jpg`, `${origin}/p2.jpg`];
    const posters = service(urls);
    const controller = new AbortController();
    controller.abort();
    expect(
      await posters.recheck(
        urls.map((u) => [posterKey(u), u] as const),
        controller.signal,
      ),
    ).toEqual({ checked: 0, failed: 0 });
    expect(hits).toEqual([]);
  });

  it('refuses a source that is not an image it can read', async () => {
    const url = `${origin}/a.jpg`;
    const posters = service([url], { fetchSource: async () => Buffer.from('ffd8ffe0000000000000000000000000', 'hex') });
    expect(await posters.getPoster(posterKey(url), 320, 'webp')).toEqual({
      kind: 'unavailable',
      reason: 'File gambar rusak atau tidak dapat dibaca.',
    });
  });
});
