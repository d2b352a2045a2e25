// What writing the statistics file costs the event loop: `node bench/stats-flush.mjs`. The file store (lib/stats/
// file-store.ts) on the count bench's state (10,000 competitions, 90 days, ~16 MB), its first write after a start
// (every day serialised) and six more after one count each; the longest gap between 1 ms timer ticks while each
// write runs is the stall a public page waiting on the same process would feel. (Not monitorEventLoopDelay: it
// misses a block that starts before its first sample.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import './ts-loader.mjs';
const { statsState, statsFileText } = await import('./stats.mjs');
const { generateCompetitions } = await import('./generate.mjs');
const { createFileStatsStore } = await import('../lib/stats/file-store.ts');
const ids = generateCompetitions(10_000).map((c) => c.id);
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const dir = mkdtempSync(path.join(os.tmpdir(), 'flush-'));
const file = path.join(dir, 'data.stats.json');
writeFileSync(file, statsFileText(statsState(ids, { today })));
const store = createFileStatsStore(file, { flushMs: 3_600_000 });
let last = performance.now(),
  gap = 0;
const ticker = setInterval(() => {
  const t = performance.now();
  gap = Math.max(gap, t - last);
  last = t;
}, 1);
const reset = () => {
  last = performance.now();
  gap = 0;
};
await store.add('d', today, { v: 1 });
await new Promise((r) => setTimeout(r, 50));
reset();
const t0 = performance.now();
await store.flush(); // first: every day serialised
console.log(`first write ${(performance.now() - t0).toFixed(1)} ms, longest event-loop stall ${gap.toFixed(1)} ms`);
for (let i = 0; i < 6; i++) {
  await store.add('d', today, { v: 1, [`c:${ids[i]}:view`]: 1 });
  await new Promise((r) => setTimeout(r, 50));
  reset();
  const t = performance.now();
  await store.flush();
  console.log(`write ${(performance.now() - t).toFixed(1)} ms, longest event-loop stall ${gap.toFixed(1)} ms`);
}
clearInterval(ticker);
store.stop();
rmSync(dir, { recursive: true, force: true });
