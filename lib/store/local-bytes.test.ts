import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashInSlices, writeChunks } from './local-bytes';
import { hashFile } from './local-hash-worker';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex').slice(0, 40);

/** A file in memory whose writev takes at most `limit` bytes per call, as a kernel may on a full pipe or a signal. */
function shortWriter(limit: number) {
  const file = Buffer.alloc(64 * 1024 * 1024);
  let size = 0;
  const put = (b: Uint8Array, at: number) => {
    file.set(b, at);
    size = Math.max(size, at + b.byteLength);
  };
  const handle = {
    async writev(buffers: Uint8Array[], position: number) {
      const all = Buffer.concat(buffers).subarray(0, limit);
      put(all, position);
      return { bytesWritten: all.byteLength, buffers };
    },
    async write(buffer: Uint8Array, offset: number, length: number, position: number) {
      const part = buffer.subarray(offset, offset + Math.min(length, limit));
      put(part, position);
      return { bytesWritten: part.byteLength, buffer };
    },
  };
  return { handle: handle as unknown as FileHandle, bytes: () => file.subarray(0, size) };
}

const chunks = Array.from({ length: 5000 }, (_, i) => Buffer.from(`{"id":"${i}","t":"${'é'.repeat(i % 700)}"},`));
const joined = Buffer.concat(chunks);

describe('writeChunks', () => {
  it('writes every chunk in order, also when writes come back short', async () => {
    for (const limit of [Infinity, 100_000, 4096]) {
      const { handle, bytes } = shortWriter(limit);
      const size = await writeChunks(handle, chunks);
      expect(size).toBe(joined.byteLength);
      expect(bytes().equals(joined)).toBe(true);
    }
  });
});

describe('hashInSlices', () => {
  it('gives the hash of the whole, across slices', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024 + 3, 'ab');
    expect(await hashInSlices(big)).toBe(sha(big));
    expect(await hashInSlices(new Uint8Array(0))).toBe(sha(new Uint8Array(0)));
  });
});

describe('hashFile', () => {
  it('hashes a file on a worker thread, the same as the bytes hashed here', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hash-file-'));
    try {
      const file = path.join(dir, 'data.json');
      const big = Buffer.alloc(9 * 1024 * 1024 + 5, 'xyz');
      await writeFile(file, big);
      const [a, b] = await Promise.all([hashFile(file), hashFile(file)]);
      expect(a).toBe(sha(big));
      expect(b).toBe(a);
      await writeFile(file, '');
      expect(await hashFile(file)).toBe(sha(new Uint8Array(0)));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
