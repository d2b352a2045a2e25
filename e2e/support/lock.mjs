// One end-to-end build or run at a time per checkout and port base: both use its ports and its .next and .e2e folders.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOCK = path.join(os.tmpdir(), `infolomba-e2e-${process.env.E2E_PORT_BASE || 3100}.lock`);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function acquireE2eLock(label) {
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      process.on('exit', () => {
        try {
          if (readFileSync(path.join(LOCK, 'pid'), 'utf8') === String(process.pid)) rmSync(LOCK, { recursive: true, force: true });
        } catch {
          /* already gone */
        }
      });
      return;
    } catch {
      let owner = 0;
      try {
        owner = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
      } catch {
        /* being written */
      }
      if (owner === process.pid) return;
      if (owner && !alive(owner)) rmSync(LOCK, { recursive: true, force: true });
      else {
        if (!told) console.log(`[${label}] waiting for another end-to-end build or run (pid ${owner}) to finish...`);
        told = true;
        if (Date.now() - started > 30 * 60_000) throw new Error('Timed out waiting for the e2e lock.');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
      }
    }
  }
}
