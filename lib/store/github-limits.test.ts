import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeGithub, startFakeGithub } from '@/e2e/fakes/github';
import { serialiseDataFile } from '@/lib/competitions/normalise';
import type { Competition } from '@/lib/competitions/schema';
import { createGithubStore } from './github';
import { GithubGate } from './github-limits';
import { dataFileOf } from './raw-file';
import { StoreBusyError } from './types';

const item = (id: string): Competition => ({
  id,
  title: `Lomba ${id}`,
  description: 'Deskripsi',
  thumbnails: [],
  tags: [],
  categories: ['UMUM'],
  registration: { start: '2025-01-01', end: '2025-02-01' },
  published_date: '2025-01-01',
});

let fake: FakeGithub;
let clock: number;

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fake = await startFakeGithub({ token: 't', owner: 'acme', repo: 'lomba', initial: serialiseDataFile([item('a')]) });
  // Whole seconds, as GitHub's x-ratelimit-reset is.
  clock = Math.ceil(Date.now() / 1000) * 1000;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await fake.close();
});

const storeFor = (f: FakeGithub, random = () => 0.5) =>
  createGithubStore({ token: 't', owner: f.owner, repo: f.repo, path: f.path, baseUrl: f.url, gate: { now: () => clock, random } });

describe('GitHub rate limits', () => {
  it('asks nothing until x-ratelimit-reset after a 403 with none remaining, and refuses writes meanwhile', async () => {
    const store = storeFor(fake);
    const good = await store.read();
    const resetAt = clock + 3_600_000;
    fake.limitNext({ kind: 'primary', resetAt });
    const first = await store.read();
    expect(first.stale).toMatchObject({ retryAt: resetAt, error: expect.stringContaining('rate limit') });
    expect(first.items).toEqual(good.items);
    const asked = fake.requests.length;

    clock += 3_599_000;
    expect((await store.read()).stale?.retryAt).toBe(resetAt);
    const write = store.write(dataFileOf([item('a'), item('b')]), good.version, 'Tambah');
    await expect(write).rejects.toBeInstanceOf(StoreBusyError);
    await expect(write).rejects.toThrow(
      /^GitHub sedang membatasi permintaan\. Perubahan belum disimpan; coba lagi setelah pukul \d\d\.\d\d WIB/,
    );
    expect(fake.requests.length).toBe(asked);
    expect(fake.commits).toHaveLength(0);

    clock = resetAt;
    const back = await store.read();
    expect(back.stale).toBeUndefined();
    expect(fake.requests.length).toBeGreaterThan(asked);
    await store.write(dataFileOf([item('a'), item('b')]), back.version, 'Tambah');
    expect(fake.commits).toHaveLength(1);
  });

  it('waits out retry-after, then sends one probe while other requests wait for its answer', async () => {
    const store = storeFor(fake);
    await store.read();
    fake.limitNext({ kind: 'retry-after', seconds: 60 });
    await store.read();
    const asked = fake.requests.length;
    clock += 59_000;
    await Promise.all([store.read(), store.read(), store.read()]);
    expect(fake.requests.length).toBe(asked);

    clock += 1_000;
    fake.limitNext({ kind: 'retry-after', seconds: 30 });
    const reads = await Promise.all([store.read(), store.read(), store.read()]);
    // The probe was refused again: the two waiting reads did not ask, all three got the copy.
    expect(fake.requests.length).toBe(asked + 1);
    expect(reads.every((r) => r.stale?.retryAt === clock + 30_000)).toBe(true);
  });

  it('a write answered with a rate limit is refused with the time to try again, and nothing is written', async () => {
    const store = storeFor(fake);
    const snap = await store.read();
    fake.limitNext({ kind: 'retry-after', seconds: 120, status: 403 });
    const refused = await store.write(dataFileOf([item('b')]), snap.version, 'Ubah').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StoreBusyError);
    expect((refused as StoreBusyError).retryAt).toBe(clock + 120_000);
    expect((refused as StoreBusyError).message).toContain('sekitar 2 menit lagi');
    expect(fake.commits).toHaveLength(0);
  });
});

describe('GithubGate backs off with jitter', () => {
  it('waits at least a minute after a secondary limit, then longer each time, never past 15 minutes', () => {
    let now = 0;
    const gate = new GithubGate({ now: () => now, random: () => 1 });
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      gate.settle({ status: 403, headers: {}, limitMessage: true });
      waits.push(gate.current()!.until - now);
      now = gate.current()!.until;
    }
    expect(waits).toEqual([60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
    gate.settle({ status: 200, headers: {} });
    expect(gate.current()).toBeUndefined();
  });

  it('backs off 5xx answers and refused connections exponentially, with jitter between half and all of the delay', () => {
    const now = 0;
    const low = new GithubGate({ now: () => now, random: () => 0 });
    const high = new GithubGate({ now: () => now, random: () => 1 });
    for (const gate of [low, high]) {
      gate.settle({ status: 502, headers: {} });
      gate.settle({ network: true });
      gate.settle({ status: 503, headers: {} });
    }
    expect(low.current()!.until).toBe(2_000);
    expect(high.current()!.until).toBe(4_000);
    expect(high.current()!.kind).toBe('server');
  });

  it('does not wait after an answer about the request itself', () => {
    const gate = new GithubGate({ now: () => 0 });
    for (const status of [401, 403, 404, 409, 422]) gate.settle({ status, headers: {} });
    expect(gate.current()).toBeUndefined();
  });
});
