// `npm test`'s bundle budget (issue 32): the compressed JavaScript a first visit to `/` and to a competition's page
// loads, read from the production build's manifests, must not grow more than SLACK over the committed budget in
// scripts/bundle-budget.json. Run it after `next build`:
//
//   node scripts/bundle-budget.mjs            # check, print each page's figure beside its budget
//   node scripts/bundle-budget.mjs --write    # set the budget to what this build sends (say why in the commit)
//
// What a page loads at start is what its HTML names: the framework's root files (build-manifest.json's
// rootMainFiles) and every chunk the page's client reference manifest lists for its entries (root and site layouts,
// error and not-found boundaries, the page). Code behind next/dynamic or import() is not named there and is not
// counted: it loads on first use. The nomodule polyfill is left out (a current browser never fetches it). Each
// file is gzipped at zlib's default level, as `next start` compresses it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

const DIST = process.env.NEXT_DIST_DIR || '.next';
const BUDGET_FILE = 'scripts/bundle-budget.json';
const SLACK = 10 * 1024;
/** The pages checked: the most visited page and a competition's page, by their app route. */
const PAGES = { '/': '(site)/page', '/berita/[slug]': '(site)/berita/[slug]/page' };

function entryFiles(route) {
  const file = path.join(DIST, 'server/app', `${route}_client-reference-manifest.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`next build\` first`);
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST; run it in a context of its own.
  const sandbox = { self: {} };
  sandbox.globalThis = sandbox;
  runInNewContext(readFileSync(file, 'utf8'), sandbox);
  const manifest = sandbox.__RSC_MANIFEST?.[`/${route}`];
  if (!manifest) throw new Error(`${file} has no entry for /${route}`);
  return Object.values(manifest.entryJSFiles).flat();
}

function measure() {
  const build = JSON.parse(readFileSync(path.join(DIST, 'build-manifest.json'), 'utf8'));
  const out = {};
  for (const [page, route] of Object.entries(PAGES)) {
    const files = [...new Set([...build.rootMainFiles, ...entryFiles(route)])];
    const gzip = (f) => gzipSync(readFileSync(path.join(DIST, f))).length;
    const sum = (fs) => fs.reduce((a, f) => a + gzip(f), 0);
    out[page] = { files: files.length, gzip: sum(files), framework: sum(build.rootMainFiles) };
  }
  return out;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizes = measure();

if (process.argv.includes('--write')) {
  const budget = Object.fromEntries(Object.entries(sizes).map(([p, s]) => [p, s.gzip]));
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
  for (const [p, s] of Object.entries(sizes)) console.log(`${p}: ${kb(s.gzip)} in ${s.files} files, written as its budget`);
  process.exit(0);
}

const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
let over = 0;
for (const [page, s] of Object.entries(sizes)) {
  const limit = budget[page];
  if (typeof limit !== 'number') {
    console.error(`✖ ${page}: no budget in ${BUDGET_FILE} (run node scripts/bundle-budget.mjs --write)`);
    over++;
    continue;
  }
  const ok = s.gzip <= limit + SLACK;
  if (!ok) over++;
  console.log(
    `${ok ? '✓' : '✖'} ${page}: ${kb(s.gzip)} of JavaScript (gzip, ${s.files} files; ${kb(s.framework)} of it the framework's own) at start; budget ${kb(limit)}, ` +
      `fails above ${kb(limit + SLACK)}`,
  );
}
if (over) {
  console.error(
    `\nThe start-up JavaScript grew past its budget. Load the new code on first use (next/dynamic, import()) or, if ` +
      `the growth is worth it, raise the budget with \`node scripts/bundle-budget.mjs --write\` and say why.`,
  );
  process.exit(1);
}
