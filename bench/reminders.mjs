// Issue 25's figure: one reminder run over 10,000 subscriptions (half push, half e-mail) and the data set's
// competitions, in the server process as the scheduled job runs it, against a local push service (it verifies each
// VAPID JWT and decrypts each aes128gcm payload: e2e/fakes/push-service.ts) and a local SMTP server (which parses
// every message: e2e/fakes/smtp.ts). Both fakes run in the bench's own process on the same 2 cores, so the sends per
// second are a floor. Reported: the run's time, sends per second, the server's peak memory during the run, and `/`
// p99 at 8 connections during the run against without (before and after, averaged; target <= 1.5x).
import { readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { load, pooledPercentile } from './load.mjs';
import { sleep, treeMemory } from './lib.mjs';

export const REMINDER_SUBSCRIPTIONS = 10_000;
export const CRON_SECRET = 'bench-cron-secret-0123456789abcdef';

/** The fakes and the environment the server needs for reminders; start before the server. */
export async function startReminderSinks() {
  const { startPushService } = await import('@/e2e/fakes/push-service');
  const { startSmtpServer } = await import('@/e2e/fakes/smtp');
  const { default: webpush } = await import('web-push');
  const vapid = webpush.generateVAPIDKeys();
  const [push, smtp] = await Promise.all([startPushService(), startSmtpServer()]);
  return {
    push,
    smtp,
    vapid,
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:bench@infolomba.test',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'InfoLomba <pengingat@infolomba.test>',
      JOB_TIMER: 'off',
      CRON_SECRET,
      REMINDER_HOURS: '0-24',
      FETCH_ALLOW_HOSTS_EXTRA: `127.0.0.1:${push.port}`,
    },
    close: () => Promise.all([push.close(), smtp.close()]),
  };
}

const jakartaDay = (offset) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes the subscriptions file beside the data (the server's embedded store reads it on first use): each
 * subscription follows one competition closing in 7, 3 or 1 days (one reminder due now) and four that are not due.
 */
function writeSubscriptions(dataFile, items, sinks) {
  const due = items.filter((c) => [7, 3, 1].some((n) => c.registration.end === jakartaDay(n)));
  const later = items.filter((c) => c.registration.end > jakartaDay(30)).slice(0, 500);
  if (!due.length) throw new Error('no competition in the data closes in 7, 3 or 1 days');
  const now = new Date().toISOString();
  // Asked today: a competition whose registration opened in the last weeks is no "registration opened" notice (that
  // is for one that opens after the visitor asked), so exactly one reminder is due per subscription.
  const follow = (c) => [c.id, { end: c.registration.end, start: c.registration.start, since: jakartaDay(0) }];
  const subscriptions = [];
  for (let i = 0; i < REMINDER_SUBSCRIPTIONS; i++) {
    const competitions = Object.fromEntries(
      [due[i % due.length], ...[1, 2, 3, 4].map((k) => later[(i * 7 + k) % later.length])].map(follow),
    );
    const base = { id: randomBytes(16).toString('base64url'), competitions, createdAt: now, confirmedAt: now };
    subscriptions.push(
      i % 2 === 0
        ? { ...base, channel: 'push', push: sinks.push.subscribe(sinks.vapid.publicKey) }
        : { ...base, channel: 'email', email: `siswa${i}@sekolah.test` },
    );
  }
  const file = dataFile.replace(/\.json$/, '.subscriptions.json');
  writeFileSync(file, JSON.stringify({ subscriptions, runs: [] }), { mode: 0o600 });
  return { due: due.length };
}

export async function reminderFigures({ base, pid, dataFile, items, sinks, seconds = 10, connections = 8, workers = 2, log }) {
  const { due } = writeSubscriptions(dataFile, items, sinks);
  const url = `${base}/`;
  await load(url, { connections, seconds: 2, workers });
  const before = await load(url, { connections, seconds, workers });

  const memBefore = treeMemory(pid).rssMb;
  let peak = memBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, treeMemory(pid).rssMb);
      await sleep(100);
    }
  })();
  const t0 = performance.now();
  let runMs = 0;
  // The route answers when the run is over, which may be past fetch's 5-minute header timeout: the run's end is
  // read from the subscriptions file, where the store records each run.
  const subsFile = dataFile.replace(/\.json$/, '.subscriptions.json');
  void fetch(`${base}/api/jobs/run`, { method: 'POST', headers: { Authorization: `Bearer ${CRON_SECRET}` } }).catch(() => undefined);
  const run = (async () => {
    for (;;) {
      await sleep(250);
      const runs = JSON.parse(readFileSync(subsFile, 'utf8')).runs ?? [];
      if (runs.length) {
        runMs = performance.now() - t0;
        const r = runs[0];
        return { status: 200, body: { outcomes: [{ id: 'reminders', result: `${r.sent} `, run: r }] } };
      }
      if (performance.now() - t0 > 30 * 60_000) throw new Error('the reminder run did not finish in 30 minutes');
    }
  })();
  // `/` under load for as long as the run lasts (at least `seconds`), in slices, all counted together.
  const during = [];
  let finished = false;
  void run.finally(() => (finished = true));
  do during.push(await load(url, { connections, seconds, workers }));
  while (!finished);
  const answer = await run;
  sampling = false;
  await sampler;
  const after = await load(url, { connections, seconds, workers });

  const outcome = answer.body?.outcomes?.find((o) => o.id === 'reminders');
  const sentMatch = /^(\d+) /.exec(outcome?.result ?? '');
  const sent = sentMatch ? Number(sentMatch[1]) : 0;
  const delivered = sinks.push.messages.length + sinks.smtp.messages.length;
  // p99 of every request while the run lasted, against p99 of every request of the runs before and after it.
  const duringP99 = pooledPercentile(during, 99);
  const withoutP99 = pooledPercentile([before, after], 99);
  const slices = during.map((d) => d.p99).sort((a, b) => a - b);
  const out = {
    subscriptions: REMINDER_SUBSCRIPTIONS,
    competitions: items.length,
    dueCompetitions: due,
    status: answer.status,
    result: outcome?.result ?? null,
    runS: runMs / 1000,
    sent,
    delivered: { push: sinks.push.messages.length, email: sinks.smtp.messages.length, rejected: sinks.push.rejected.length },
    sendsPerS: sent / (runMs / 1000),
    memoryMb: { before: memBefore, peak },
    withoutP99,
    withoutRuns: [before, after],
    during,
    duringP99,
    duringSliceP99: { median: slices[Math.floor(slices.length / 2)], max: slices.at(-1), slices: slices.length },
    ratio: duringP99 / withoutP99,
  };
  log?.(
    `reminders: ${sent} sent (${delivered} received) in ${out.runS.toFixed(1)} s = ${out.sendsPerS.toFixed(0)}/s; ` +
      `server RSS ${memBefore} -> peak ${peak} MB; / p99 ${withoutP99} ms without (${before.p99} / ${after.p99}), ${duringP99} ms during ` +
      `(${slices.length} runs of ${seconds} s: median p99 ${out.duringSliceP99.median}, worst ${out.duringSliceP99.max}): ${out.ratio.toFixed(2)}x`,
  );
  return out;
}

/** The report's rows for the reminder run (bench/report.mjs). */
export function reminderRows(s, add, size) {
  const r = s.reminders;
  if (!r) return;
  if (r.error) return add('Reminder run', size, `not measured: ${r.error}`, 'issue 25', false);
  add(
    `Reminder run: ${r.subscriptions.toLocaleString('en-US')} subscriptions (half push, half e-mail), ${r.competitions.toLocaleString('en-US')} competitions`,
    size,
    `${r.sent.toLocaleString('en-US')} sent in ${r.runS.toFixed(1)} s = ${Math.round(r.sendsPerS)} sends/s (received: ${r.delivered.push} push decrypted, ` +
      `${r.delivered.email} mails, ${r.delivered.rejected} rejected); server RSS ${Math.round(r.memoryMb.before)} MB before, peak ${Math.round(r.memoryMb.peak)} MB`,
    `all ${r.subscriptions.toLocaleString('en-US')} due sent once`,
    r.sent === r.subscriptions && r.delivered.push + r.delivered.email === r.subscriptions && r.delivered.rejected === 0,
  );
  add(
    '`/` p99 of all requests during the reminder run (8 connections)',
    size,
    `${r.duringP99} ms during, ${r.withoutP99} ms before and after = ${r.ratio.toFixed(2)}x` +
      (r.duringSliceP99
        ? ` (p99 of each ${r.during[0]?.seconds ?? 10} s run during it: median ${r.duringSliceP99.median}, worst ${r.duringSliceP99.max} ms; before / after ${r.withoutRuns.map((x) => x.p99).join(' / ')} ms)`
        : ''),
    '≤ 1.5x',
    r.ratio <= 1.5,
  );
}
