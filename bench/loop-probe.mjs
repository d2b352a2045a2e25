// Loaded into the bench's server with `--import` (bench/stats.mjs): records, for the bench only, when the server's
// event loop stalled and when the garbage collector paused it, so a burst of counts the sender could not send can
// be laid beside what the server was doing then. Written as JSON to BENCH_LOOP_PROBE when the process exits.
// Nothing of the product loads this file.
import { writeFileSync } from 'node:fs';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';

const out = process.env.BENCH_LOOP_PROBE;
if (out) {
  const TICK_MS = 10;
  const STALL_MS = 40;
  const GC_MS = 5;
  const origin = performance.timeOrigin;
  /** [epoch ms when the stall ended, ms the loop was held beyond its tick] */
  const stalls = [];
  /** [epoch ms when it started, ms, kind] */
  const gcs = [];
  const kinds = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  };
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    if (late > STALL_MS && stalls.length < 100_000) stalls.push([Math.round(origin + now), Math.round(late)]);
    last = now;
  }, TICK_MS).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration >= GC_MS && gcs.length < 100_000)
        gcs.push([Math.round(origin + e.startTime), Math.round(e.duration), kinds[e.detail?.kind] ?? '?']);
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('exit', () => {
    // One file per process (`next start` may run more than one).
    writeFileSync(`${out}.${process.pid}.json`, JSON.stringify({ pid: process.pid, stalls, gcs }));
  });
}
