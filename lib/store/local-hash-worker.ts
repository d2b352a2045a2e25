import { Worker } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { hashInSlices } from './local-bytes';

/**
 * The version (a hash of the bytes) of a file this process wrote, computed on a worker thread: it reads the file
 * back from the page cache and hashes it, so the 0.2 s of SHA-256 over a 230 MB file never holds the event loop.
 * The code is given as a string (not a module file) so the bundler has nothing to resolve; without worker
 * threads the file is read and hashed here, in slices.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { createReadStream } = require('node:fs');
parentPort.on('message', ({ id, file }) => {
  const hash = createHash('sha256');
  createReadStream(file, { highWaterMark: 4 * 1024 * 1024 })
    .on('data', (chunk) => hash.update(chunk))
    .on('error', (e) => parentPort.postMessage({ id, error: String(e && e.message) }))
    .on('end', () => parentPort.postMessage({ id, hex: hash.digest('hex') }));
});
`;

type Pending = { resolve: (hex: string) => void; reject: (e: Error) => void };
type HashWorker = { worker: Worker; pending: Map<number, Pending>; next: number };

let current: HashWorker | null = null;

function start(): HashWorker {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  const self: HashWorker = { worker, pending: new Map(), next: 1 };
  const fail = (e: Error) => {
    if (current === self) current = null;
    for (const p of self.pending.values()) p.reject(e);
    self.pending.clear();
  };
  worker.on('message', ({ id, hex, error }: { id: number; hex?: string; error?: string }) => {
    const p = self.pending.get(id);
    if (!p) return;
    self.pending.delete(id);
    if (hex) p.resolve(hex);
    else p.reject(new Error(error ?? 'hash failed'));
    if (!self.pending.size) worker.unref();
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`hash worker stopped (${code})`)));
  return self;
}

function hashOnWorker(file: string): Promise<string> {
  current ??= start();
  const w = current;
  const id = w.next++;
  // Kept alive only while it has work, so an idle worker never holds the process open.
  w.worker.ref();
  return new Promise((resolve, reject) => {
    w.pending.set(id, { resolve, reject });
    w.worker.postMessage({ id, file });
  });
}

/** The local store's version of the file's bytes. The file must not change meanwhile (our own temporary file). */
export async function hashFile(file: string): Promise<string> {
  let hex: string;
  try {
    hex = await hashOnWorker(file);
  } catch (e) {
    console.warn('[data] hashing on a worker thread failed, hashing here:', e instanceof Error ? e.message : e);
    return hashInSlices(await readFile(file));
  }
  return hex.slice(0, 40);
}
