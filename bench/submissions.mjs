// Issue 26's figures: the "Kirim Lomba" page's Lighthouse mobile scores (simulated and applied throttling), and one
// organiser's submission with 3 posters of about 2 MB: the server's time to accept it and its memory while it
// converts them. `submissionFigures` runs against a started server; `node bench/submissions.mjs` starts the e2e
// build (`node e2e/support/build.mjs` first) on a copy of the sample data and prints the figures as JSON.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib/v1';
import sharp from 'sharp';
import { lighthouseScores } from './browser.mjs';
import { freePort, sleep, startProcess, stopProcess, treeMemory, waitForHttp } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A poster-sized JPEG of about `bytes` (noise compresses badly, as a photo-heavy poster does), made once. */
async function bigPoster(bytes, seed) {
  let width = 1500;
  for (;;) {
    const height = Math.round(width * 1.25);
    const raw = Buffer.alloc(width * height * 3);
    let x = seed * 2654435761;
    for (let i = 0; i < raw.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      // Smooth bands with noise on top: like a photo, not like static.
      raw[i] = (((i / 3) % width) / width) * 160 + (x & 63);
    }
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length >= bytes * 0.95 || width > 4000) return jpeg;
    width = Math.round(width * Math.sqrt(bytes / jpeg.length) * 1.02);
  }
}

async function solved(app) {
  const c = await (await fetch(`${app}/api/kiriman/tantangan`)).json();
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: s.number, salt: c.salt, signature: c.signature }),
  ).toString('base64');
}

async function submitOnce(app, pid, posters, i) {
  const form = new FormData();
  const fields = {
    name: 'Panitia Bench',
    email: `bench${i}-${Date.now()}@panitia.test`,
    organisation: 'Bench',
    title: `Lomba Bench ${Date.now().toString(36)} ${i}`,
    description: 'Lomba untuk mengukur kiriman.',
    registration_start: '2099-01-01',
    registration_end: '2099-02-01',
    categories: 'UMUM',
    altcha: await solved(app),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  posters.forEach((p, n) => form.append('posters', new Blob([p], { type: 'image/jpeg' }), `poster-${n}.jpg`));
  const before = treeMemory(pid).rssMb;
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, treeMemory(pid).rssMb);
      await sleep(20);
    }
  })();
  const t = performance.now();
  const res = await fetch(`${app}/api/kiriman`, {
    method: 'POST',
    body: form,
    headers: { origin: app, 'x-forwarded-for': `10.99.0.${i + 1}` },
  });
  const ms = performance.now() - t;
  const body = await res.text();
  sampling = false;
  await sampler;
  if (res.status !== 201) throw new Error(`submission ${i}: ${res.status} ${body}`);
  return { ms, rssBeforeMb: before, rssPeakMb: peak };
}

/** Lighthouse on /kirim-lomba and three timed submissions of 3 posters of ~2 MB each. */
export async function submissionFigures({ app, pid, runs = 3, lighthouse = true, log = () => {} }) {
  const out = {};
  if (lighthouse) {
    const page = `${app}/kirim-lomba`;
    await fetch(page);
    log('Lighthouse (mobile, simulated) on /kirim-lomba...');
    out.lighthouse = (await lighthouseScores([page], { runs, log }))[page];
    log('Lighthouse (mobile, applied throttling) on /kirim-lomba...');
    out.lighthouseApplied = (await lighthouseScores([page], { runs, throttling: 'devtools', log }))[page];
  }
  const posters = await Promise.all([1, 2, 3].map((seed) => bigPoster(2 * 1024 * 1024, seed)));
  out.posterBytes = posters.map((p) => p.length);
  const meta = await sharp(posters[0]).metadata();
  out.posterPixels = `${meta.width}x${meta.height}`;
  out.submissions = [];
  for (let i = 0; i < 3; i++) {
    const r = await submitOnce(app, pid, posters, i);
    out.submissions.push(r);
    log(`submission ${i + 1}: ${r.ms.toFixed(0)} ms, RSS ${r.rssBeforeMb.toFixed(0)} -> peak ${r.rssPeakMb.toFixed(0)} MB`);
  }
  const sorted = out.submissions.map((s) => s.ms).sort((a, b) => a - b);
  out.medianMs = sorted[1];
  out.peakRssMb = Math.max(...out.submissions.map((s) => s.rssPeakMb));
  out.peakRiseMb = Math.max(...out.submissions.map((s) => s.rssPeakMb - s.rssBeforeMb));
  return out;
}

async function standalone() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-submissions-'));
  cpSync(path.join(ROOT, '.e2e', 'data.json'), path.join(dir, 'data.json'));
  const port = await freePort();
  const app = `http://127.0.0.1:${port}`;
  const server = startProcess(
    'next',
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_FILE: path.join(dir, 'data.json'),
        POSTER_CACHE_DIR: path.join(dir, 'posters'),
        SITE_URL: app,
        NEXTAUTH_URL: app,
        NEXTAUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
        TRUSTED_PROXY_HOPS: '1',
      },
    },
  );
  try {
    await waitForHttp(`${app}/api/health`, { child: server });
    const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
    const figures = await submissionFigures({ app, pid: server.pid, runs, log: (l) => console.log(`[bench] ${l}`) });
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await standalone();
