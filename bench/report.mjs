// Turns the raw results into checks against the targets of issue 6 and one Markdown table.
import { adminRows } from './admin.mjs';
import { lightRows, PAGE_LABEL } from './light.mjs';
import { reminderRows } from './reminders.mjs';

const ROUTE_LABEL = {
  home: '`/`',
  page50: '`/?page=50`',
  detail: 'detail page',
  searchWord: '`/search?q=matematika`',
  searchPhrase: '`/search?q=lomba esai nasional`',
  searchFilters: '`/search?categories=SMA&tag=…`',
  tags: '`/tags`',
  sitemap: '`/sitemap.xml`',
};
const CACHED = ['home', 'page50', 'detail', 'tags', 'sitemap'];
const SEARCH = ['searchWord', 'searchPhrase', 'searchFilters'];

const n0 = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '–');
const n1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const n3 = (x) => (Number.isFinite(x) ? x.toFixed(3) : '–');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : NaN);
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–');
const sizeLabel = (s) => (s % 1000 === 0 ? `${s / 1000}k` : String(s));
const errorsOf = (l) => (l ? l.non2xx + l.errors + l.timeouts : NaN);
/** A run in which nothing came back failed, whatever its error count says. */
const failedRun = (l) => !l || l.requests === 0 || errorsOf(l) > 0;
const none = (l) => (l.requests === 0 ? `NO RESPONSE within ${l.seconds} s (server blocked); ` : '');

/** Every figure as a row: what, at which size, the measurement, the target and whether it is met (null: no target). */
export function evaluate(results) {
  const rows = [];
  const add = (figure, size, measured, target = '', met = null) => rows.push({ figure, size, measured, target, met });

  const bySize = Object.values(results.sizes ?? {});
  for (const s of bySize) {
    const size = sizeLabel(s.size);
    const staticHome = s.static?.home?.load?.high?.rps;
    for (const key of [...CACHED, ...SEARCH]) {
      const r = s.routes?.[key];
      if (!r) continue;
      const label = ROUTE_LABEL[key];
      const cached = CACHED.includes(key);
      const cc = r.cacheControl || '(none)';
      add(
        `${label} Cache-Control`,
        size,
        `\`${cc}\``,
        'shared cache may keep it: `s-maxage` + `stale-while-revalidate`',
        /s-maxage=\d+/.test(cc) && /stale-while-revalidate/.test(cc) && !/private|no-store/.test(cc),
      );
      const high = r.load?.high;
      const low = r.load?.low;
      if (!high) continue;
      const base = cached ? s.static?.[key]?.load?.high?.rps : staticHome;
      const q = ratio(high.rps, base);
      const min = cached ? 0.06 : 0.015;
      add(
        `${label} at 64 connections`,
        size,
        `${none(high)}${n0(high.rps)} req/s = ${n3(q)} of static${cached ? '' : ' `/`'} (${n0(base)}); p50 ${high.p50} ms, p99 ${high.p99} ms; non-2xx ${high.non2xx}, errors ${high.errors}, timeouts (8 s) ${high.timeouts}`,
        `≥ ${min} of static, 0 errors`,
        q >= min && !failedRun(high),
      );
      if (low)
        add(
          `${label} p99 at 8 connections`,
          size,
          `${none(low)}${low.p99} ms (${n0(low.rps)} req/s, errors ${errorsOf(low)})`,
          `≤ ${cached ? 30 : 120} ms`,
          low.p99 <= (cached ? 30 : 120) && !failedRun(low),
        );
    }
    for (const key of CACHED) {
      const st = s.static?.[key];
      if (!st) continue;
      const runs = st.load.high.runs ?? [st.load.high];
      add(
        `nginx static: ${ROUTE_LABEL[key]} bytes (${kb(st.bytes)})`,
        size,
        `${n0(st.load.high.rps)} req/s${runs.length > 1 ? ` (mean of ${runs.map((r) => n0(r.rps)).join(' and ')}, before and after the cached run)` : ''}, p99 ${runs.map((r) => r.p99).join(' / ')} ms, errors ${runs.reduce((a, r) => a + errorsOf(r), 0)}`,
        'baseline',
      );
    }
    for (const key of CACHED) {
      const pc = s.proxyCache?.[key];
      if (!pc) continue;
      const q = ratio(pc.load.high.rps, s.static?.[key]?.load?.high?.rps);
      add(
        `nginx proxy_cache: ${ROUTE_LABEL[key]}`,
        size,
        `${none(pc.load.high)}${n0(pc.load.high.rps)} req/s = ${n3(q)} of static; cache ${pc.cacheStatus || 'none'} → ${pc.cacheStatusAfter || 'none'}; errors ${errorsOf(pc.load.high)}`,
        '≥ 0.7 of static',
        q >= 0.7 && !failedRun(pc.load.high),
      );
    }
    if (s.adminChange) {
      const a = s.adminChange;
      if (a.error) add('Admin change visible through the cache', size, `not measured: ${a.error}`, `≤ s-maxage (${s.sMaxAge} s)`, false);
      else {
        add(
          'Admin change visible through the cache',
          size,
          `${a.visibleViaCacheS === null ? `not within ${n0(a.waitedS)} s` : `${n1(a.visibleViaCacheS)} s`} after the write answered (from the app itself: ${a.visibleViaAppS === null ? 'not seen' : `${n1(a.visibleViaAppS)} s`}; the write took ${n1(a.writeS)} s)`,
          `≤ s-maxage (${s.sMaxAge} s) + 1 s polling`,
          a.visibleViaCacheS !== null && a.visibleViaCacheS <= s.sMaxAge + 1,
        );
        for (const [what, cc] of Object.entries(a.sessionCacheControl ?? {})) {
          add(
            `${what} (signed in) Cache-Control`,
            size,
            `\`${cc || '(none)'}\``,
            '`private, no-store`',
            /private/.test(cc) && /no-store/.test(cc),
          );
        }
      }
    }
    if (s.memoryAfterLoad) {
      const limit = s.size === 10_000 ? 400 : s.size === 100_000 ? 1536 : null;
      const settled = s.memorySettled ?? s.memoryAfterLoad;
      add(
        'Server resident memory after the load',
        size,
        `${n0(settled.rssMb)} MB ${s.memorySettled ? `${s.memorySettled.afterS} s after the last request` : 'right after the last request'} ` +
          `(right after it ${n0(s.memoryAfterLoad.rssMb)} MB, before V8's memory reducer ran; peak ${n0(s.memoryAfterLoad.peakMb)} MB; idle after start ${n0(s.memoryIdle?.rssMb)} MB)`,
        limit ? `≤ ${limit} MB` : '',
        limit ? settled.rssMb <= limit : null,
      );
    }
    add(
      'Build / start',
      size,
      `next build ${n0(s.buildS)} s, next start ready in ${n1(s.startS)} s; data file ${n1(s.dataBytes / 2 ** 20)} MB`,
    );
    if (Number.isFinite(s.storeReadS))
      add(
        'Readiness (`GET /api/health/ready`: the store is asked when its last answer is older than DATA_CACHE_SECONDS)',
        size,
        `${n1(s.storeReadS)} s`,
      );
    adminRows(s, add, size);
    reminderRows(s, add, size);
  }

  const small = results.sizes?.[10_000];
  const large = results.sizes?.[100_000];
  if (small && large) {
    for (const key of ['home', 'detail']) {
      const q = ratio(large.routes?.[key]?.load?.high?.rps, small.routes?.[key]?.load?.high?.rps);
      add(`${ROUTE_LABEL[key]} throughput at 100k vs 10k`, '100k/10k', n3(q), '≥ 0.8', q >= 0.8);
    }
  }

  for (const s of results.search ?? []) {
    const size = sizeLabel(s.size);
    const limit = s.size === 10_000 ? 2 : s.size === 100_000 ? 20 : null;
    add(
      'Search in process: p50 / p99 over 20 queries',
      size,
      `${n3(s.p50)} ms / ${n3(s.p99)} ms (index built in ${n0(s.buildMs)} ms, ${n0(s.indexMb)} MB heap)`,
      limit ? `p50 ≤ ${limit} ms` : '',
      limit ? s.p50 <= limit : null,
    );
    add('Search in process: naive reference p50 / p99', size, `${n1(s.naiveP50)} ms / ${n1(s.naiveP99)} ms`);
    add(
      'Search in process: speed-up (p50) and identical results',
      size,
      `${n0(s.speedup)}× (slowest query ${n0(s.minSpeedup)}×); identical: ${s.identical ? 'yes, all 20' : 'NO'}`,
      '≥ 10×, identical',
      s.speedup >= 10 && s.identical,
    );
  }

  const first = bySize[0];
  const pageLabel = (name) => PAGE_LABEL[name] ?? name;
  if (first?.bytes) {
    const size = sizeLabel(first.size);
    for (const [name, url] of Object.entries(first.pages ?? {})) {
      const b = first.bytes[url];
      if (!b) continue;
      add(
        `First load of ${pageLabel(name)}: JavaScript`,
        size,
        `${kb(b.jsTransferred)} transferred (${kb(b.jsCompressed)} compressed bodies, ${b.jsFiles} files)` +
          (first.bareNext ? `; ours on top of the bare Next.js page: ${kb(b.jsTransferred - first.bareNext.jsTransferred)}` : ''),
        '≤ 120 KB compressed',
        b.jsTransferred <= 120 * 1024,
      );
      add(
        `First load of ${pageLabel(name)}: HTML and requests`,
        size,
        `HTML ${kb(b.htmlCompressed)} ${b.htmlEncoding || 'uncompressed'} (${kb(b.htmlBytes)} decoded); ${b.requests} requests, ${kb(b.totalTransferred)} in all`,
        name.startsWith('detail') ? 'HTML ≤ 60 KB compressed' : '',
        name.startsWith('detail') ? b.htmlCompressed <= 60 * 1024 : null,
      );
    }
  }
  if (first?.bareNext) {
    const b = first.bareNext;
    add(
      "First load of a bare Next.js page (no client code; the framework's floor): JavaScript",
      sizeLabel(first.size),
      `${kb(b.jsTransferred)} transferred (${kb(b.jsCompressed)} compressed bodies, ${b.jsFiles} files)`,
      'baseline',
    );
    const lh = b.lighthouse;
    if (lh) {
      const applied = b.lighthouseApplied;
      add(
        "Lighthouse mobile, a bare Next.js page (the framework's floor on this machine): Perf, LCP, TBT",
        sizeLabel(first.size),
        `simulated ${lh.performance}, LCP ${n0(lh.metrics.lcpMs)} ms, TBT ${n0(lh.metrics.tbtMs)} ms` +
          `${lh.runs?.length > 1 ? ` (Performance ${lh.runs.map((r) => r.performance).join(', ')}; TBT ${lh.runs.map((r) => n0(r.metrics.tbtMs)).join(', ')} ms)` : ''}` +
          (applied ? `; applied ${applied.performance}, LCP ${n0(applied.metrics.lcpMs)} ms, TBT ${n0(applied.metrics.tbtMs)} ms` : ''),
        'baseline',
      );
    }
  }
  if (first?.lighthouse) {
    const size = sizeLabel(first.size);
    for (const [name, url] of Object.entries(first.pages ?? {})) {
      const l = first.lighthouse[url];
      if (!l) continue;
      const failing = Object.entries(l.failing ?? {})
        .filter(([cat]) => cat !== 'performance' || l.performance < 95)
        .map(([cat, list]) => `${cat}: ${list.slice(0, 4).join(', ')}`)
        .join('; ');
      add(
        `Lighthouse mobile ${pageLabel(name)}, no consent stored: Perf / A11y / BP / SEO`,
        size,
        `${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo} (LCP ${n0(l.metrics.lcpMs)} ms, TBT ${n0(l.metrics.tbtMs)} ms, CLS ${n3(l.metrics.cls)})` +
          `${l.runs?.length > 1 ? `; median of ${l.runs.length} runs (Performance ${l.runs.map((r) => r.performance).join(', ')})` : ''}${failing ? `; below 100: ${failing}` : ''}`,
        '≥ 95 / 100 / 100 / 100',
        l.performance >= 95 && l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100,
      );
      // Issue 13: measured with the realistic raster posters on an outside (local) poster host.
      const label = pageLabel(name);
      add(
        `Lighthouse mobile ${label}: LCP and CLS (raster posters)`,
        size,
        `LCP ${n0(l.metrics.lcpMs)} ms, CLS ${n3(l.metrics.cls)}`,
        'LCP ≤ 2,000 ms, CLS ≤ 0.02',
        l.metrics.lcpMs <= 2000 && l.metrics.cls <= 0.02,
      );
      const applied = first.lighthouseApplied?.[url];
      if (applied) {
        add(
          `Lighthouse mobile ${label}, the same profile applied to the load (\`--throttling-method=devtools\`): Perf, LCP, CLS`,
          size,
          `${applied.performance}, LCP ${n0(applied.metrics.lcpMs)} ms, CLS ${n3(applied.metrics.cls)}${applied.runs?.length > 1 ? `; median of ${applied.runs.length} runs (LCP ${applied.runs.map((r) => n0(r.metrics.lcpMs)).join(', ')} ms)` : ''}`,
          'LCP ≤ 2,000 ms, CLS ≤ 0.02 (issue 21)',
          applied.metrics.lcpMs <= 2000 && applied.metrics.cls <= 0.02,
        );
      }
      if (name === 'home' && Number.isFinite(l.metrics.totalBytes)) {
        add(
          'First load of `/` in all (Lighthouse mobile, total byte weight)',
          size,
          kb(l.metrics.totalBytes),
          '≤ 400 KB',
          l.metrics.totalBytes <= 400 * 1024,
        );
      }
    }
  }
  if (first) lightRows(first, add, sizeLabel(first.size));
  listingRows(results.listing, add);
  // Issue 26: the Kirim Lomba page in Lighthouse (both ways), and a submission of 3 posters of about 2 MB.
  const sub = first?.submissions;
  if (sub) {
    const size = sizeLabel(first.size);
    for (const [how, l] of [
      ['simulated', sub.lighthouse],
      ['the same profile applied to the load', sub.lighthouseApplied],
    ]) {
      if (!l) continue;
      add(
        `Lighthouse mobile \`/kirim-lomba\`, ${how}: Perf / A11y / BP / SEO`,
        size,
        `${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo} (LCP ${n0(l.metrics.lcpMs)} ms, TBT ${n0(l.metrics.tbtMs)} ms, CLS ${n3(l.metrics.cls)})` +
          (l.runs?.length > 1 ? `; median of ${l.runs.length} runs (Performance ${l.runs.map((r) => r.performance).join(', ')})` : ''),
        'Performance ≥ 95',
        l.performance >= 95,
      );
    }
    if (sub.submissions?.length) {
      add(
        `A submission of ${sub.submissions.length} posters of about 2 MB (${sub.posterPixels}): server time, memory`,
        size,
        `median ${n0(sub.medianMs)} ms (${sub.submissions.map((x) => n0(x.ms)).join(', ')} ms); resident memory peak ${n0(sub.peakRssMb)} MB, rising at most ${n0(sub.peakRiseMb)} MB in one`,
        '',
      );
    }
  }
  const posters = first?.posters;
  if (posters) {
    const size = sizeLabel(first.size);
    for (const p of posters.perCard) {
      add(
        `Poster bytes per card, \`/\` at 390 px, density ${p.dpr}`,
        size,
        `${kb(p.perCard)} (${kb(p.bytes)} in ${p.files} files for ${p.withPoster} cards with a poster; widest card file ${p.widest} px; ` +
          `every poster of the page, sidebar included: ${kb(p.allBytes)} in ${p.allFiles} files)`,
        p.dpr === 3 ? '≤ 40 KB, never the 1080 px original' : '',
        p.dpr === 3 ? p.perCard <= 40 * 1024 && p.widest < 1080 : null,
      );
    }
    add(
      'HTML of a page of 16 never-seen posters vs cached posters',
      size,
      `${n3(posters.htmlRatio)} (median HTML ${n1(posters.htmlCachedMs)} ms cached / ${n1(posters.htmlColdMs)} ms never seen, 5 requests each on ${posters.html.length} pages; ` +
        (Number.isFinite(posters.navRatio)
          ? `in the browser, one load each: ${n3(posters.navRatio)} (${n1(posters.navCachedMs)} / ${n1(posters.navColdMs)} ms); `
          : '') +
        `all posters loaded after ${n0(posters.postersColdMs)} ms never seen, ${n0(posters.postersCachedMs)} ms cached)`,
      '≥ 0.9',
      posters.htmlRatio >= 0.9,
    );
    if (Number.isFinite(posters.otherRatio))
      add(
        "Another page's HTML while a page's 16 never-seen posters are made vs cached",
        size,
        `${n3(posters.otherRatio)} (median ${n1(posters.otherCachedMs)} ms while cached posters load / ${n1(posters.otherColdMs)} ms while never-seen ones are made)`,
        '≥ 0.9 (stricter reading)',
        posters.otherRatio >= 0.9,
      );
  }
  return rows;
}

/** Issue 33's figures (bench/listing.mjs): "Lomba serupa" per closed page and one link-check run. */
function listingRows(l, add) {
  if (!l) return;
  const size = sizeLabel(l.size);
  add(
    '"Lomba serupa" per closed page: p50 / p99',
    size,
    `${n3(l.similar.p50Ms)} ms / ${n3(l.similar.p99Ms)} ms over ${l.similar.pages} pages`,
  );
  const c = l.linkCheck;
  add(
    'Link check over the open competitions (local hosts: ok, 404, 403, 429, slow, never)',
    size,
    `${c.checked} links of ${c.open} open competitions on ${c.hosts} hosts in ${n1(c.seconds)} s; most requests to one host in one second ${c.maxPerHostSecond}; ` +
      `longest event-loop stall ${n0(c.stallMs)} ms; heap change ${n1(c.heapMb)} MB`,
    '≤ 1 request per second per host',
    c.maxPerHostSecond <= 1,
  );
}

const fmtLoad = (l) => (l ? l.map((x) => x.toFixed(1)).join(' / ') : '–');
const cell = (s) => String(s).replaceAll('|', '\\|').replaceAll('\n', ' ');

export function markdownTable(rows) {
  const lines = ['| Figure | Size | Measured | Target | Met |', '|---|---|---|---|---|'];
  for (const r of rows)
    lines.push(
      `| ${cell(r.figure)} | ${cell(r.size)} | ${cell(r.measured)} | ${cell(r.target)} | ${r.met === null ? '' : r.met ? 'yes' : '**no**'} |`,
    );
  return lines.join('\n');
}

export function markdownReport(results) {
  const m = results.machine;
  const rows = results.checks ?? [];
  const met = rows.filter((r) => r.met === true).length;
  const missed = rows.filter((r) => r.met === false).length;
  const sizes =
    Object.keys(results.sizes ?? {})
      .map(Number)
      .map(sizeLabel)
      .join(' and ') || 'none';
  return [
    `### Benchmark (${results.date.slice(0, 10)})`,
    '',
    `Machine: ${m.cpus} CPUs (\`nproc\`), ${m.model}, ${m.memoryGb} GB memory; Node.js ${m.node}, ${m.platform}. ` +
      `HTTP figures at ${sizes} competitions; load by autocannon (${results.options.workers} worker threads) on the same machine, 64 connections for ${results.options.seconds} s after a ` +
      `${results.options.warmup} s warm-up, then 8 connections; nginx with one worker. Load average ${fmtLoad(results.loadAverage?.start)} at the start, ` +
      `${fmtLoad(results.loadAverage?.end)} at the end (other work on the machine skews figures). Run took ${(results.totalS / 60).toFixed(1)} min.`,
    '',
    markdownTable(rows),
    '',
    `${met} targets met, ${missed} missed.${results.error ? ` The run FAILED before the end: ${results.error.split('\n')[0]}` : ''}`,
    '',
  ].join('\n');
}
