// Issue 33's figures: "Lomba serupa" per closed page, and one link-check run, at 10,000 competitions.
//   node --import ./bench/ts-loader.mjs bench/listing.mjs [--size 10000] [--hosts 400] [--spacing 1000] [--out file.json]
// The link check runs the product's job (lib/links/job.ts, request.ts, pace.ts) against local hosts that answer ok,
// 404, 403, 429, slowly (2 s) and never (timed out at 3 s); each competition links to one of `--hosts` host names,
// all resolved to 127.0.0.1 and answering by name. Requests per second per host are counted at the hosts.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { generateCompetitions } from './generate.mjs';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    hosts: { type: 'string', default: '400' },
    spacing: { type: 'string', default: '1000' },
    out: { type: 'string' },
  },
});
const size = Number(values.size);
const hostCount = Number(values.hosts);

const { similarCompetitions } = await import('../lib/competitions/similar.ts');
const { todayInJakarta } = await import('../lib/competitions/dates.ts');
const { runLinkCheck } = await import('../lib/links/job.ts');
const { checkLink } = await import('../lib/links/request.ts');
const { hostPacer } = await import('../lib/links/pace.ts');

const items = generateCompetitions(size);
const today = todayInJakarta();
const pct = (xs, p) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

// "Lomba serupa": every closed competition's page, timed.
const closed = items.filter((c) => c.registration.end && c.registration.end < today).slice(0, 500);
const times = closed.map((c) => {
  const t = performance.now();
  similarCompetitions(c, items, today);
  return performance.now() - t;
});
const similar = { p50Ms: pct(times, 50), p99Ms: pct(times, 99), pages: times.length };
console.log(
  `Lomba serupa at ${size}: p50 ${similar.p50Ms.toFixed(2)} ms, p99 ${similar.p99Ms.toFixed(2)} ms over ${similar.pages} closed pages`,
);

// The link check.
const kinds = ['ok', 'ok', 'ok', 'notfound', 'forbidden', 'busy', 'slow', 'never'];
const perHostSecond = new Map();
const server = http.createServer((req, res) => {
  const host = (req.headers.host ?? '').split(':')[0];
  const key = `${host}|${Math.floor(performance.now() / 1000)}`;
  perHostSecond.set(key, (perHostSecond.get(key) ?? 0) + 1);
  const kind = host.split('-')[0];
  const send = (s, h = {}) => res.writeHead(s, { 'content-type': 'text/html', ...h }).end(req.method === 'HEAD' ? undefined : 'x');
  if (kind === 'ok') return send(200);
  if (kind === 'notfound') return send(404);
  if (kind === 'forbidden') return send(403);
  if (kind === 'busy') return send(429, { 'retry-after': '3600' });
  if (kind === 'slow') return void setTimeout(() => send(200), 2000);
  // never: no answer
});
server.keepAliveTimeout = 1;
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const port = server.address().port;
const names = Array.from({ length: hostCount }, (_, i) => `${kinds[i % kinds.length]}-${i}.bench`);
const linked = items.map((c, i) => ({
  ...c,
  thumbnails: [],
  description: 'x',
  registration_url: `http://${names[i % hostCount]}:${port}/daftar/${c.id}`,
}));
const open = linked.filter((c) => c.registration.end >= today).length;
const map = new Map();
const store = {
  getMany: async (ks) => ks.map((k) => map.get(k)),
  set: async (k, v) => void map.set(k, v),
  delete: async (k) => void map.delete(k),
  all: async () => map,
  flush: async () => {},
};
const pacer = hostPacer(Number(values.spacing));
const lookup = async () => [{ address: '127.0.0.1', family: 4 }];
let lagMax = 0;
let last = performance.now();
const lagTimer = setInterval(() => {
  const now = performance.now();
  lagMax = Math.max(lagMax, now - last - 50);
  last = now;
}, 50);
const heap0 = process.memoryUsage().heapUsed;
const t0 = performance.now();
const result = await runLinkCheck({
  competitions: linked,
  today,
  store,
  check: (url) => checkLink(url, { timeoutMs: 3000, allowHosts: names, lookup, turn: (h) => pacer.turn(h) }),
  readyAt: (h) => pacer.readyAt(h),
  now: Date.now,
  budgetMs: 60 * 60_000,
});
clearInterval(lagTimer);
const linkCheck = {
  open,
  checked: result.checked,
  hosts: hostCount,
  seconds: (performance.now() - t0) / 1000,
  maxPerHostSecond: Math.max(...perHostSecond.values()),
  stallMs: lagMax,
  heapMb: (process.memoryUsage().heapUsed - heap0) / 1e6,
};
console.log(
  `Link check: ${open} open of ${size} competitions, ${linkCheck.checked} links on ${hostCount} hosts in ${linkCheck.seconds.toFixed(1)} s; ` +
    `max requests in one second to one host: ${linkCheck.maxPerHostSecond}; ` +
    `longest event-loop stall ${linkCheck.stallMs.toFixed(0)} ms; heap +${linkCheck.heapMb.toFixed(1)} MB`,
);
if (values.out) writeFileSync(values.out, JSON.stringify({ size, similar, linkCheck }, null, 2));
server.closeAllConnections();
server.close();
