// Why a page's simulated LCP is what it is: one Lighthouse mobile run (default, simulated throttling) of a URL, then
// what Lantern put in its LCP estimate and what the unthrottled load it models actually did.
//
//   node bench/lcp-graph.mjs http://127.0.0.1:3000/
//
// Prints the LCP and FCP Lighthouse reports; the nodes of Lantern's optimistic and pessimistic LCP graphs (network
// requests and main-thread tasks, with their simulated start and end in ms; images at low priority left out, as
// Lantern leaves them out of the estimate); and, from the observed load, the first paint, the LCP, and when each
// framework chunk finished downloading and was evaluated. A script that finished and was evaluated before the LCP
// is counted by Lantern as if the paint waited for it (see bench/RESULTS.md).

import path from 'node:path';
import lighthouse from 'lighthouse';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import { withDebuggableChromium } from './browser.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: node bench/lcp-graph.mjs URL');

const result = await withDebuggableChromium((port) => lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' }));

const { lhr, artifacts } = result;
const ms = (n) => String(Math.round(n)).padStart(6);
console.log(
  `LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms, FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} ms, Performance ${Math.round(lhr.categories.performance.score * 100)}${lhr.runtimeError ? ` (${lhr.runtimeError.code})` : ''}`,
);

for (const [label, timings] of Simulator.allNodeTimings) {
  if (!/LargestContentfulPaint/.test(label)) continue;
  const rows = [...timings.entries()]
    .filter(([node]) => node.type !== 'network' || node.request.resourceType !== 'Image' || !/Low/.test(node.request.priority))
    .map(([node, t]) => ({
      start: t.startTime,
      end: t.endTime,
      what:
        node.type === 'network'
          ? `${node.request.priority} ${node.request.resourceType} ${(node.request.transferSize / 1024).toFixed(1)} KB ${new URL(node.request.url).pathname}`
          : `main-thread task, ${((node.event.dur ?? 0) / 1000).toFixed(1)} ms observed`,
    }))
    .sort((a, b) => a.end - b.end);
  console.log(`\n${label}: ends at ${Math.round(Math.max(...rows.map((r) => r.end)))} ms (start, end, node)`);
  for (const r of rows) console.log(`${ms(r.start)} ${ms(r.end)}  ${r.what}`);
}

const trace = artifacts.Trace.traceEvents;
const nav = trace.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
const at = (ts) => Math.round((ts - nav.ts) / 1000);
const fcp = trace.find((e) => e.name === 'firstContentfulPaint');
const lcp = trace.filter((e) => e.name === 'largestContentfulPaint::Candidate').pop();
let t0;
const finished = new Map();
for (const { method, params } of artifacts.DevtoolsLog) {
  if (method === 'Network.requestWillBeSent') t0 ??= params.timestamp;
  if (method === 'Network.requestWillBeSent' && /\/_next\/static\/.*\.js$/.test(params.request.url))
    finished.set(params.requestId, { url: params.request.url });
  if (method === 'Network.loadingFinished' && finished.has(params.requestId))
    finished.get(params.requestId).end = Math.round((params.timestamp - t0) * 1000);
}
const evaluated = new Map();
for (const e of trace)
  if (e.name === 'EvaluateScript' && e.args?.data?.url && !evaluated.has(e.args.data.url)) evaluated.set(e.args.data.url, at(e.ts));
console.log(`\nObserved (unthrottled) load: first paint ${at(fcp.ts)} ms, LCP ${at(lcp.ts)} ms (${lcp.args.data.type})`);
for (const { url: u, end } of finished.values()) {
  const ev = evaluated.get(u);
  const counted = end <= at(lcp.ts) && ev !== undefined && ev <= at(lcp.ts);
  console.log(
    `  ${path.basename(u).padEnd(28)} downloaded ${ms(end)} ms, evaluated ${ev === undefined ? '     -' : ms(ev)} ms${counted ? '  (before the LCP)' : ''}`,
  );
}
