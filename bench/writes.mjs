// Issue 14's "writes do not stall the site": public `/` at 8 connections, without writes and during a loop of admin
// saves (one PUT after another, each a different competition), on the same server. The target is on p99 (during
// <= 1.5x without); the baseline runs before and after the writes and the two are averaged, as the nginx baseline
// is, so drift on a shared machine does not pass for an effect of the writes.
import { load } from './load.mjs';

/** Competitions the editor can save as they are: both registration dates and a plain publish date. */
export const editableItems = (items) =>
  items.filter((c) => c.registration.start && c.registration.end && /^\d{4}-\d{2}-\d{2}$/.test(c.published_date));

/** One admin save through the API, as the editor sends it; returns its time in ms. */
async function save(base, cookie, item, competitionVersion, n) {
  const { id, ...rest } = item;
  const t = performance.now();
  const res = await fetch(`${base}/api/competitions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ competition: { ...rest, title: `${item.title} (tulis ${n})` }, baseVersion: competitionVersion(item) }),
    signal: AbortSignal.timeout(60_000),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`save of ${id} answered ${res.status}`);
  return performance.now() - t;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * `/` without writes, with a loop of saves, and without again. `items` are the data set's competitions (the ones
 * saved are taken from its end, so they are not the ones other steps edit); `cookie` is a signed-in admin's.
 */
export async function publicDuringWrites({ base, items, cookie, seconds = 10, connections = 8, workers = 2, log }) {
  const { competitionVersion } = await import('@/lib/competitions/version');
  const url = `${base}/`;
  const queue = editableItems(items).slice(-500).reverse();
  await load(url, { connections, seconds: 2, workers });
  const before = await load(url, { connections, seconds, workers });
  const saves = [];
  let stop = false;
  const writer = (async () => {
    while (!stop) {
      const item = queue.shift();
      if (!item) throw new Error('ran out of competitions to save');
      saves.push(await save(base, cookie, item, competitionVersion, saves.length + 1));
    }
  })();
  const during = await load(url, { connections, seconds, workers });
  stop = true;
  await writer;
  const after = await load(url, { connections, seconds, workers });
  const sorted = [...saves].sort((a, b) => a - b);
  const baseline = (before.p99 + after.p99) / 2;
  const out = {
    connections,
    seconds,
    withoutP99: baseline,
    withoutRuns: [before, after],
    during,
    ratio: during.p99 / baseline,
    saves: saves.length,
    saveP50Ms: pct(sorted, 50),
    saveMaxMs: sorted.at(-1),
  };
  log?.(
    `/ p99 ${before.p99} / ${after.p99} ms without writes, ${during.p99} ms (max ${during.max} ms) during ${saves.length} saves ` +
      `(p50 ${Math.round(out.saveP50Ms)} ms, max ${Math.round(out.saveMaxMs)} ms): ${out.ratio.toFixed(2)}x`,
  );
  return out;
}
