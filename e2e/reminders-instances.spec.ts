import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';
import webpush from 'web-push';
import { startRedis, type TestRedis } from '../scripts/redis-server.mjs';
import { startPushService, type BrowserSubscription, type PushService } from './fakes/push-service';
import { readMainData, type SampleCompetition } from './support/data';
import { E2E_DIR, POSTER_PORT, serverEnv } from './support/env.mjs';
import { freePort, type NextServer, startNextServer } from './support/next-server';

/**
 * The reminder job on two instances of one build sharing a real redis-server, with their own timers (issue 31, items
 * 4 and 5), against the local push service (e2e/fakes/push-service.ts), which here holds its answers so a run is
 * caught mid-way. The period and lease are cut short through the real settings: REMINDER_JOB_SECONDS=3 and
 * JOB_LEASE_SECONDS=1 (the reminder job holds twice that, 2 s). The address checks themselves (names answering
 * 127.0.0.1, 10.0.0.5, 169.254.169.254 through a test resolver, pinning) are in lib/reminders/reminders.test.ts.
 */
test.describe.configure({ mode: 'serial' });

const PERIOD_MS = 3000;
const LEASE_MS = 2000;
const DATA = `${E2E_DIR}/reminders-instances-data.json`;
const PREFIX = `pengingat${Date.now()}:`;
const vapid = webpush.generateVAPIDKeys();
const jakartaDay = (offsetDays: number) => new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

let redis: TestRedis;
let keys: Redis;
let push: PushService;
let trap: Server;
let trapPort = 0;
let trapConnections = 0;
let a: NextServer;
let b: NextServer;
let due: SampleCompetition[];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [redis, push] = await Promise.all([startRedis(), startPushService()]);
  keys = new Redis(redis.url);
  // Where `https://localhost.:<port>/` would land: a listener that counts every connection made to it.
  trap = createServer((socket) => {
    trapConnections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
  const items = readMainData();
  // Deadlines 7, 3 and 1 days away (Jakarta dates): a reminder is due today for each.
  due = [7, 3, 1].map((days, i) => ({ ...items[i]!, registration: { start: jakartaDay(-10), end: jakartaDay(days) } }));
  writeFileSync(DATA, JSON.stringify([...due, ...items.slice(3)], null, 2));
  const start = async (name: string) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    return startNextServer(
      name,
      serverEnv({
        DATA_FILE: DATA,
        SITE_URL: url,
        NEXTAUTH_URL: url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: PREFIX,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:pengingat@infolomba.test',
        // The push service is let through; the trap's port is not.
        FETCH_ALLOW_HOSTS: `127.0.0.1:${POSTER_PORT},127.0.0.1:${push.port}`,
        REMINDER_HOURS: '0-24',
        REMINDER_JOB_SECONDS: String(PERIOD_MS / 1000),
        JOB_LEASE_SECONDS: String(LEASE_MS / 2000),
      }),
      port,
    );
  };
  [a, b] = await Promise.all([start('pengingat-a'), start('pengingat-b')]);
});

test.afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  keys?.disconnect();
  await Promise.all([redis?.close(), push?.close(), new Promise((r) => trap?.close(r))]);
  rmSync(DATA, { force: true });
});

type JobRun = { period: number; instance: string; startedAt: number; finishedAt: number; ok: boolean; result: string };

const jobRuns = async () => (await keys.lrange(`${PREFIX}job:reminders:runs`, 0, -1)).map((l) => JSON.parse(l) as JobRun);

async function subscribe(server: NextServer, subscription: BrowserSubscription, competitions: string[]) {
  const res = await fetch(`${server.url}/api/pengingat/push`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': '10.31.0.1' },
    body: JSON.stringify({ subscription, competitions }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('kill -9 of the instance running the reminder job: the other takes it over within lease + period, nothing is sent twice', async () => {
  test.setTimeout(90_000);
  // A record whose endpoint is `localhost.` (a trailing dot: the old name check let it through), written as the store
  // keeps it: a browser cannot subscribe it any more, but a record stored earlier is still sent to by the job.
  const trapId = randomBytes(16).toString('base64url');
  const trapRecord = {
    id: trapId,
    channel: 'push',
    push: { endpoint: `https://localhost.:${trapPort}/push/jebakan`, keys: push.subscribe(vapid.publicKey).keys },
    competitions: { [due[0]!.id]: { end: due[0]!.registration.end, start: due[0]!.registration.start } },
    createdAt: new Date().toISOString(),
    confirmedAt: new Date().toISOString(),
  };
  await keys.multi().set(`${PREFIX}reminders:sub:${trapId}`, JSON.stringify(trapRecord)).sadd(`${PREFIX}reminders:subs`, trapId).exec();
  // The browser's way, refused by name.
  const refused = await fetch(`${a.url}/api/pengingat/push`, {
    method: 'POST',
    headers: { origin: a.url, 'content-type': 'application/json', 'x-forwarded-for': '10.31.0.2' },
    body: JSON.stringify({ subscription: trapRecord.push, competitions: [due[0]!.id] }),
  });
  expect(refused.status).toBe(400);

  // From here the push service records each message and holds its answer: a run stays in the middle of its sends.
  push.hold();
  const live = Array.from({ length: 10 }, () => push.subscribe(vapid.publicKey));
  for (const [i, s] of live.entries()) await subscribe(i % 2 ? b : a, s, [due[0]!.id]);
  // A dead endpoint (410) with three reminders due in the same run.
  const dead = push.subscribe(vapid.publicKey);
  push.expire(dead.endpoint);
  const deadId = await subscribe(
    a,
    dead,
    due.map((c) => c.id),
  );

  // A run is under way: messages are waiting for their answers, and one instance holds the lease.
  await expect.poll(() => push.held(), { timeout: 3 * PERIOD_MS + 5000 }).toBeGreaterThan(0);
  const lease = await keys.get(`${PREFIX}job:reminders:lease`);
  const holderPid = Number(/\/(\d+)#\d+$/.exec(lease ?? '')?.[1]);
  expect([a.pid, b.pid], `lease ${lease}`).toContain(holderPid);
  const [victim, survivor] = holderPid === a.pid ? [a, b] : [b, a];
  const inFlight = push.held();

  const killedAt = Date.now();
  expect(await victim.stop('SIGKILL')).toMatchObject({ signal: 'SIGKILL' });
  push.release();

  const bySurvivor = async () => (await jobRuns()).filter((r) => r.instance.endsWith(`/${survivor.pid}`) && r.startedAt > killedAt);
  await expect.poll(async () => (await bySurvivor()).length, { timeout: LEASE_MS + PERIOD_MS + 10_000 }).toBeGreaterThan(0);
  const takeover = (await bySurvivor()).at(-1)!;
  const log = `lease ${lease}, ${inFlight} in flight at the kill\nruns: ${JSON.stringify(await jobRuns())}\nsurvivor:\n${survivor.output().slice(-1500)}`;
  test
    .info()
    .annotations.push({ type: 'takeover', description: `${takeover.startedAt - killedAt} ms after the kill, ${inFlight} in flight` });
  expect(takeover.ok, log).toBe(true);
  // The lease lapses at most LEASE_MS after the kill; the survivor's next tick (a quarter period at most) takes it.
  expect(takeover.startedAt - killedAt, log).toBeLessThanOrEqual(LEASE_MS + PERIOD_MS);

  // Every live endpoint has exactly one message: those in flight when the victim died were not sent again.
  const perEndpoint = (endpoint: string) => push.messages.filter((m) => m.endpoint === endpoint).length;
  expect(
    live.map((s) => perEndpoint(s.endpoint)),
    log,
  ).toEqual(live.map(() => 1));
  // The dead endpoint got one request, its 410, and the record is gone; the `localhost.` record was never reached.
  expect(push.requests.filter((r) => r.endpoint === dead.endpoint)).toEqual([{ endpoint: dead.endpoint, status: 410 }]);
  expect(trapConnections).toBe(0);
  expect(await keys.exists(`${PREFIX}reminders:sub:${deadId}`)).toBe(0);
  // Whichever run met the `localhost.` record settled its message as failed, with the reason the admin reads.
  const trapSent = await keys.keys(`${PREFIX}reminders:sent:${trapId}|*`);
  expect(trapSent, log).toHaveLength(1);
  expect(JSON.parse((await keys.get(trapSent[0]!))!), log).toMatchObject({
    state: 'failed',
    error: 'push: alamat endpoint bukan alamat publik https',
  });

  // A later period on the survivor finds everything settled and sends nothing again.
  await expect.poll(async () => (await bySurvivor()).some((r) => r.period > takeover.period), { timeout: PERIOD_MS + 10_000 }).toBe(true);
  expect(push.messages).toHaveLength(live.length);
  expect(push.requests.filter((r) => r.endpoint === dead.endpoint)).toHaveLength(1);
  expect(trapConnections).toBe(0);
});
