import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ByteLru, DiskPosterCache } from './cache';

const K1 = 'aaaaaaaaaaaaaaaa';
const K2 = 'bbbbbbbbbbbbbbbb';
const K3 = 'cccccccccccccccc';
const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('ByteLru', () => {
  it('keeps at most maxBytes, dropping the least recently used', () => {
    const lru = new ByteLru<Buffer>(100);
    lru.set('a', bytes(40));
    lru.set('b', bytes(40));
    lru.get('a');
    lru.set('c', bytes(40));
    expect(lru.peek('a')).toBeDefined();
    expect(lru.peek('b')).toBeUndefined();
    expect(lru.bytes).toBe(80);
    lru.set('huge', bytes(101));
    expect(lru.peek('huge')).toBeUndefined();
    expect(lru.bytes).toBe(80);
  });
});

describe('DiskPosterCache', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'posters-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const files = async () => (await readdir(dir, { recursive: true })).filter((f) => f.includes('.')).sort();

  it('reads back what it wrote, from memory and from disk', async () => {
    const cache = new DiskPosterCache({ dir, maxBytes: 10_000, memoryMaxBytes: 0 });
    await cache.put(`${K1}/320.webp`, bytes(10, 7), 'variant');
    expect(await cache.get(`${K1}/320.webp`)).toEqual(bytes(10, 7));
    expect(await cache.get(`${K1}/480.webp`)).toBeUndefined();
    expect(await files()).toEqual([`aa/${K1}.320.webp`]);
    expect(cache.memoryBytes).toBe(0);
  });

  it('stays under its byte cap: least recently used sizes go first, kept copies last', async () => {
    const cache = new DiskPosterCache({ dir, maxBytes: 1000, memoryMaxBytes: 300 });
    await cache.put(`${K1}/kept.jpg`, bytes(400), 'kept');
    await cache.put(`${K1}/320.webp`, bytes(200), 'variant');
    await cache.put(`${K2}/320.webp`, bytes(200), 'variant');
    await cache.get(`${K1}/320.webp`);
    await cache.put(`${K3}/320.webp`, bytes(200), 'variant'); // 1000: at the cap
    expect(cache.diskBytes).toBe(1000);
    await cache.put(`${K2}/kept.jpg`, bytes(300), 'kept'); // evicts K2's and then K1's size
    expect(cache.diskBytes).toBeLessThanOrEqual(1000);
    expect(await files()).toEqual([`aa/${K1}.kept.jpg`, `bb/${K2}.kept.jpg`, `cc/${K3}.320.webp`]);
    await cache.put(`${K3}/kept.jpg`, bytes(400), 'kept'); // no size left to drop but K3's own; then the oldest kept
    expect(await files()).toEqual([`bb/${K2}.kept.jpg`, `cc/${K3}.kept.jpg`]);
    expect(cache.diskBytes).toBe(700);
    expect(cache.memoryBytes).toBeLessThanOrEqual(300);
  });

  it('counts the files of an earlier run, oldest first, and trims them to the cap', async () => {
    await mkdir(path.join(dir, 'aa'));
    await mkdir(path.join(dir, 'bb'));
    await writeFile(path.join(dir, 'aa', `${K1}.320.webp`), bytes(600));
    await writeFile(path.join(dir, 'bb', `${K2}.320.webp`), bytes(600));
    await writeFile(path.join(dir, 'bb', `${K2}.320.webp.abc.tmp`), bytes(50));
    const old = new Date(Date.now() - 3600_000);
    await utimes(path.join(dir, 'aa', `${K1}.320.webp`), old, old);
    await utimes(path.join(dir, 'bb', `${K2}.320.webp.abc.tmp`), old, old);
    const cache = new DiskPosterCache({ dir, maxBytes: 1000, memoryMaxBytes: 0 });
    await cache.put(`${K3}/kept.jpg`, bytes(100), 'kept');
    expect(await files()).toEqual([`bb/${K2}.320.webp`, `cc/${K3}.kept.jpg`]);
    expect(cache.diskBytes).toBe(700);
  });

  it('leaves a write in progress alone while it counts the files at start', async () => {
    await mkdir(path.join(dir, 'aa'));
    // Another writer's (or this process's first put's) file between its write and its rename.
    const young = path.join(dir, 'aa', `${K1}.480.webp.def.tmp`);
    await writeFile(young, bytes(50));
    const cache = new DiskPosterCache({ dir, maxBytes: 1000, memoryMaxBytes: 0 });
    await cache.put(`${K2}/320.webp`, bytes(10), 'variant');
    expect(existsSync(young)).toBe(true);
  });

  it('refuses names that could leave its folder', async () => {
    const cache = new DiskPosterCache({ dir, maxBytes: 1000, memoryMaxBytes: 0 });
    await expect(cache.put('../../etc/320.webp', bytes(1), 'variant')).rejects.toThrow('Bad poster file name');
    await expect(cache.put(`${K1}/../x`, bytes(1), 'variant')).rejects.toThrow('Bad poster file name');
    expect(existsSync(path.join(dir, '..', 'x'))).toBe(false);
  });
});
