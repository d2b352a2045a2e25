// HTTP load with autocannon, run as its own process so the bench's own event loop never slows the load. Two
// worker threads by default: one JavaScript thread cannot parse more than a few hundred large pages per second,
// which would make nginx look as slow as the app.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './lib.mjs';

const AUTOCANNON = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'autocannon', 'autocannon.js');

/**
 * One autocannon run. Returns requests per second (mean over the run), latency p50 / p99 in ms, and every
 * response that was not 2xx, every error and every timeout (a request unanswered after 8 s counts as one).
 */
export async function load(url, { connections = 64, seconds = 10, timeoutSeconds = 8, workers = 2 } = {}) {
  const { stdout } = await runCommand(
    process.execPath,
    [
      AUTOCANNON,
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-t',
      String(timeoutSeconds),
      ...(workers > 1 ? ['-w', String(workers)] : []),
      '-j',
      url,
    ],
    { timeoutMs: (seconds + timeoutSeconds + 60) * 1000 },
  );
  const r = JSON.parse(stdout.slice(stdout.indexOf('{')));
  const statusCodes = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = v.count;
  return {
    url,
    connections,
    seconds,
    workers,
    rps: r.requests.average,
    requests: r.requests.total,
    sent: r.requests.sent ?? null,
    bytesPerSecond: r.throughput.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    // Every percentile autocannon reports (p0_001 ... p99_999, min, max), to pool several runs (pooledPercentile).
    latency: Object.fromEntries(Object.entries(r.latency).filter(([k]) => /^p\d|^min$|^max$/.test(k))),
    non2xx: r.non2xx ?? 0,
    errors: r.errors ?? 0,
    timeouts: r.timeouts ?? 0,
    statusCodes,
  };
}

/** Warm-up (discarded), then the measured run at 64 connections, then a run at 8 connections for p99. */
export async function loadRoute(url, { warmupSeconds = 3, seconds = 10, lowConnections = 8, lowSeconds = 10, workers = 2, log } = {}) {
  if (warmupSeconds > 0) await load(url, { connections: 64, seconds: warmupSeconds, workers });
  const high = await load(url, { connections: 64, seconds, workers });
  const low = lowSeconds > 0 ? await load(url, { connections: lowConnections, seconds: lowSeconds, workers }) : null;
  log?.(
    `${url}: ${high.rps.toFixed(0)} rps, p50 ${high.p50} ms, p99 ${high.p99} ms, non-2xx ${high.non2xx}, errors ${high.errors + high.timeouts}` +
      (low ? `; at ${lowConnections} connections p99 ${low.p99} ms (${low.rps.toFixed(0)} rps)` : ''),
  );
  return { high, low };
}

/**
 * The q-th percentile (0-100) of all requests of several runs together, as if they had been one run: each run's
 * latency distribution is read from its reported percentiles (linear between them), the runs are mixed by their
 * request counts, and the latency where the mixture reaches q is found by bisection. The maximum of the runs' own
 * p99s is not that: over 60 ten-second runs it is the worst ten seconds, a far rarer event than one request in 100.
 */
export function pooledPercentile(runs, q) {
  const cdfs = runs
    .filter((r) => r.latency && r.requests > 0)
    .map((r) => {
      const points = [[r.latency.min ?? 0, 0]];
      for (const [k, v] of Object.entries(r.latency)) {
        const m = /^p(\d+)(?:_(\d+))?$/.exec(k);
        if (m) points.push([v, Number(`${m[1]}.${m[2] ?? 0}`) / 100]);
      }
      points.push([r.latency.max, 1]);
      points.sort((a, b) => a[1] - b[1]);
      return { weight: r.requests, points };
    });
  if (!cdfs.length) return null;
  const cdf = ({ points }, x) => {
    if (x < points[0][0]) return 0;
    for (let i = 1; i < points.length; i++) {
      const [x1, p1] = points[i];
      if (x < x1) {
        const [x0, p0] = points[i - 1];
        return p0 + ((p1 - p0) * (x - x0)) / (x1 - x0 || 1);
      }
    }
    return 1;
  };
  const total = cdfs.reduce((n, c) => n + c.weight, 0);
  const mixed = (x) => cdfs.reduce((n, c) => n + c.weight * cdf(c, x), 0) / total;
  let lo = 0;
  let hi = Math.max(...cdfs.map((c) => c.points.at(-1)[0]));
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (mixed(mid) < q / 100) lo = mid;
    else hi = mid;
  }
  return Math.round(hi * 10) / 10;
}
