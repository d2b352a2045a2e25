import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';

/**
 * Hashing and writing a data file of hundreds of MB without holding the event loop: a 100,000-item file is about
 * 230 MB, and hashing it in one call takes about 0.2 s, during which no public request is answered. Bytes in memory
 * are hashed in slices with a turn of the event loop between them; a file we wrote is hashed by a worker thread
 * (local-hash-worker.ts).
 */

/** Bytes hashed between two turns of the event loop (about 4 ms of SHA-256 here). */
const SLICE_BYTES = 4 * 1024 * 1024;
/**
 * Bytes per writev call: each call is one trip through the thread pool and back through the event loop, which on a
 * busy server waits behind the requests in flight, so a 230 MB file goes in a few large calls (libuv splits a call
 * into IOV_MAX pieces itself).
 */
const WRITE_BYTES = 64 * 1024 * 1024;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const versionOfDigest = (hex: string) => hex.slice(0, 40);

/** The version of these bytes (a hash of them), hashed a slice at a time. */
export async function hashInSlices(bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256');
  for (let at = 0; at < bytes.byteLength; at += SLICE_BYTES) {
    if (at > 0) await turn();
    hash.update(bytes.subarray(at, at + SLICE_BYTES));
  }
  return versionOfDigest(hash.digest('hex'));
}

/** Writes the chunks in order from the start of the file. Returns the size. */
export async function writeChunks(handle: FileHandle, chunks: readonly Uint8Array[]): Promise<number> {
  let position = 0;
  let i = 0;
  while (i < chunks.length) {
    const batch: Uint8Array[] = [];
    let size = 0;
    while (i < chunks.length && size < WRITE_BYTES) {
      const chunk = chunks[i++]!;
      batch.push(chunk);
      size += chunk.byteLength;
    }
    const { bytesWritten } = await handle.writev(batch, position);
    if (bytesWritten < size) await writeRest(handle, batch, bytesWritten, position);
    position += size;
  }
  return position;
}

/** A short writev (a full disk, a signal): the rest of the batch, one write at a time until it is all out. */
async function writeRest(handle: FileHandle, batch: readonly Uint8Array[], done: number, start: number): Promise<void> {
  const rest = Buffer.concat(batch).subarray(done);
  let offset = 0;
  while (offset < rest.byteLength) {
    const { bytesWritten } = await handle.write(rest, offset, rest.byteLength - offset, start + done + offset);
    if (bytesWritten === 0) throw new Error('Gagal menulis file data: tidak ada byte yang tertulis.');
    offset += bytesWritten;
  }
}
