import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStore } from './local';
import { removeLeftoverTempFiles, tempFileFor } from './local-temp';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lomba-temp-'));
  file = path.join(dir, 'data.json');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/** A process id that is not running: the highest Linux allows is 4194304. */
const DEAD_PID = 4_194_303;

describe('leftover temporary files', () => {
  it('are removed by the first read: only ours, of processes that are gone or long idle', async () => {
    await writeFile(file, '[]\n');
    const dead = tempFileFor(file, 'a1b2c3d4e5f6', DEAD_PID);
    const liveFresh = tempFileFor(file, '0123456789ab', process.ppid);
    const liveStale = tempFileFor(file, 'ba9876543210', process.ppid);
    const others = [`${file}.bak`, `${file}.${DEAD_PID}.xyz.tmp`, path.join(dir, `other.json.${DEAD_PID}.a1b2c3d4e5f6.tmp`)];
    for (const f of [dead, liveFresh, liveStale, ...others]) await writeFile(f, 'x'.repeat(100));
    const old = new Date(Date.now() - 11 * 60_000);
    await utimes(liveStale, old, old);
    await createLocalStore(file).read();
    const left = (await readdir(dir)).sort();
    expect(left).toEqual([path.basename(file), path.basename(liveFresh), ...others.map((f) => path.basename(f))].sort());
  });

  it('never throw, even when the folder is missing', async () => {
    await expect(removeLeftoverTempFiles(path.join(dir, 'nope', 'data.json'))).resolves.toEqual([]);
  });
});
