// Issue 14's "writes do not stall the site": public `/` at 8 connections, without writes and during a loop of admin
// saves (one PUT after another), on the same server. The target is on p99 (during <= 1.5x without); the baseline runs
// before and after the writes and the two are averaged, as the nginx baseline is, so drift on a shared machine does
// not pass for an effect of the writes. Two loops: each save a different competition from the end of the list (what
// most edits in a long list are: `/` shows nothing of them and stays cached), and every save the same competition on
// the first page (each save changes `/`, which is rendered again after it).
import { load } from './load.mjs';

/** Competitions the editor can save as they are: both registration dates and a plain publish date. */
export const editableItems = (items) =>
  items.filter((c) => c.registration.start && c.registration.end && /^\d{4}-\d{2}-\d{2}$/.test(c.published_date));

/** One admin save through the API, as the editor sends it; returns its time in ms and the saved item. */
async function save(base, cookie, item, competitionVersion, n) {
  const { id, ...rest } = item;
  const t = performance.now();
  const res = await fetch(`${base}/api/competitions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({
      competition: { ...rest, title: `${item.title.replace(/ \(tulis \d+\)$/, '')} (tulis ${n})` },
      baseVersion: competitionVersion(item),
    }),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = await res.json().catch(() => null);
  if (res.status !== 200) throw new Error(`save of ${id} answered ${res.status}`);
  return { ms: performance.now() - t, saved: answer.item };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * `/` without writes, with a loop of saves, and without again. `items` are the data set's competitions; `cookie` is a
 * signed-in admin's. With `where: 'end'` each save is another competition from the end of the list (not the ones
 * other steps edit); with `where: 'first-page'` every save is the first editable competition in home order again.
 */
export async function publicDuringWrites({ base, items, cookie, where = 'end', seconds = 10, connections = 8, workers = 2, log }) {
  const { competitionVersion } = await import('@/lib/competitions/version');
  const { compareHomeOrder } = await import('@/lib/store/raw-edit');
  const url = `${base}/`;
  const editable = editableItems(items);
  const queue = where === 'end' ? editable.slice(-500).reverse() : [];
  let top = where === 'first-page' ? editable.reduce((a, b) => (compareHomeOrder(a, b) <= 0 ? a : b)) : undefined;
  await load(url, { connections, seconds: 2, workers });
  const before = await load(url, { connections, seconds, workers });
  const saves = [];
  let stop = false;
  const writer = (async () => {
    while (!stop) {
      const item = top ?? queue.shift();
      if (!item) throw new Error('ran out of competitions to save');
      const { ms, saved } = await save(base, cookie, item, competitionVersion, saves.length + 1);
      if (top) top = saved;
      saves.push(ms);
    }
  })();
  const during = await load(url, { connections, seconds, workers });
  stop = true;
  await writer;
  const after = await load(url, { connections, seconds, workers });
  const sorted = [...saves].sort((a, b) => a - b);
  const baseline = (before.p99 + after.p99) / 2;
  const out = {
    where,
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
    `${where}: / p99 ${before.p99} / ${after.p99} ms without writes, ${during.p99} ms (max ${during.max} ms) during ${saves.length} saves ` +
      `(p50 ${Math.round(out.saveP50Ms)} ms, max ${Math.round(out.saveMaxMs)} ms): ${out.ratio.toFixed(2)}x`,
  );
  return out;
}
