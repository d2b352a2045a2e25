import { createHash, type Hash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';

/**
 * Hashing and writing a data file of hundreds of MB without holding the event loop: a 100,000-item file is about
 * 230 MB, and hashing it in one call takes about 0.2 s, during which no public request is answered. Both go in
 * pieces of a few MB, with a turn of the event loop between them.
 */

/** Bytes hashed between two turns of the event loop (about 4 ms of SHA-256 here). */
const SLICE_BYTES = 4 * 1024 * 1024;
/** Buffers per writev call: Linux's IOV_MAX. */
const MAX_BUFFERS = 1024;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The version of a local file: a hash of its bytes. */
export const newVersionHash = (): Hash => createHash('sha256');
export const versionOf = (hash: Hash): string => hash.digest('hex').slice(0, 40);

/** The version of these bytes, hashed a slice at a time. */
export async function hashInSlices(bytes: Uint8Array): Promise<string> {
  const hash = newVersionHash();
  for (let at = 0; at < bytes.byteLength; at += SLICE_BYTES) {
    if (at > 0) await turn();
    hash.update(bytes.subarray(at, at + SLICE_BYTES));
  }
  return versionOf(hash);
}

/**
 * Writes the chunks in order from the start of the file and feeds them to `hash`: each batch is hashed here while
 * the thread pool copies it to the kernel, so the hash costs the save almost no time. Returns the size.
 */
export async function writeChunks(handle: FileHandle, chunks: readonly Uint8Array[], hash: Hash): Promise<number> {
  let position = 0;
  let i = 0;
  while (i < chunks.length) {
    const batch: Uint8Array[] = [];
    let size = 0;
    while (i < chunks.length && batch.length < MAX_BUFFERS && size < SLICE_BYTES) {
      const chunk = chunks[i++]!;
      batch.push(chunk);
      size += chunk.byteLength;
    }
    // The buffers are not changed while the write reads them: hashing only reads them too.
    const writing = handle.writev(batch, position);
    for (const chunk of batch) hash.update(chunk);
    const { bytesWritten } = await writing;
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
