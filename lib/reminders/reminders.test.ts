import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '@/e2e/fakes/push-service';
import { startSmtpServer, type SmtpTestServer } from '@/e2e/fakes/smtp';
import type { Competition } from '@/lib/competitions/schema';
import { buildCatalog } from '@/lib/data/catalog';
import { createSmtpSender, type SmtpSender } from '@/lib/mail/smtp';
import { type LookupAll, SafeFetchError, safeRequest } from '@/lib/net/safe-fetch';
import { digestMatches } from './digest';
import { createFileSubscriptionStore } from './file-store';
import { runReminders, summary, type ReminderDeps } from './job';
import { createPushSender, isAcceptableEndpoint } from './push';
import { remindable } from './schedule';
import { cancel, confirmEmail, parseEmailRequest, reminderStatus, replacePush, subscribeEmail, subscribePush } from './service';
import type { SubscriptionStore } from './types';

/**
 * The reminder job against real parts: the file store in a temp folder, web-push's VAPID and aes128gcm through a
 * local push service that verifies and decrypts (e2e/fakes/push-service.ts), and a local SMTP server. The clock is
 * the job's `now`, moved by the test.
 */

const vapid = webpush.generateVAPIDKeys();
const VAPID = { ...vapid, subject: 'mailto:pengingat@infolomba.test' };
const site = { url: 'https://infolomba.test', name: 'InfoLomba' };
const DAY = 86_400_000;
/** Jakarta 08:00 on a date: the morning run. */
const at = (date: string, hour = 8) => Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+07:00`);

let push: PushService;
let smtp: SmtpTestServer;
let mail: SmtpSender;
let dir: string;

beforeAll(async () => {
  push = await startPushService();
  smtp = await startSmtpServer();
  mail = createSmtpSender({ url: smtp.url, from: { name: 'InfoLomba', address: 'pengingat@infolomba.test' } });
});
afterAll(async () => {
  mail.close();
  await Promise.all([push.close(), smtp.close()]);
});

const competition = (id: string, start: string, end: string, extra: Partial<Competition> = {}): Competition => ({
  id,
  title: `Lomba ${id}`,
  description: 'Deskripsi lomba.',
  thumbnails: [],
  tags: ['sains'],
  categories: ['SMA'],
  registration: { start, end },
  published_date: start,
  ...extra,
});

let items: Competition[];
let store: SubscriptionStore;
let clock: number;

function deps(over: Partial<ReminderDeps> = {}): ReminderDeps {
  return {
    store,
    competitions: async () => {
      const catalog = buildCatalog({ items, version: String(items.length) });
      return { items, error: null, digest: (q) => digestMatches((f, today) => catalog.index.search(f, today), q, clock) };
    },
    mail,
    push: createPushSender(VAPID, { now: () => clock, allowHosts: [pushHost()] }),
    site,
    now: () => clock,
    ...over,
  };
}

/** FETCH_ALLOW_HOSTS for the local push service (127.0.0.1:port), as the e2e servers have it. */
const pushHost = () => push.origin.replace('http://', '');

const serviceDeps = () => ({
  store,
  byId: new Map(items.map((c) => [c.id, c])),
  site,
  now: clock,
  allowHosts: [push.origin.replace('http://', '')],
});

/** An e-mail request as the route makes it; `id` is the address's record (the one the messages carry). */
async function askEmail(body: unknown) {
  const d = { ...serviceDeps(), mail };
  const out = await subscribeEmail(parseEmailRequest(body, d), d);
  return { ...out, id: out.handle.linkedTo! };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pengingat-'));
  store = createFileSubscriptionStore({
    subscriptions: path.join(dir, 'data.subscriptions.json'),
    sentLog: path.join(dir, 'data.reminders-sent.jsonl'),
  });
  push.clear();
  smtp.clear();
  return () => rmSync(dir, { recursive: true, force: true });
});

const pushesFor = (endpoint: string) =>
  push.messages.filter((m) => m.endpoint === endpoint).map((m) => (m.json as { title: string }).title);

describe('the local push service', () => {
  it('decrypts what web-push sends and refuses a JWT signed with another key', async () => {
    const sub = push.subscribe(VAPID.publicKey);
    const sender = createPushSender(VAPID, { allowHosts: [pushHost()] });
    expect(await sender.send(sub, JSON.stringify({ title: 'Halo' }))).toEqual({ ok: true });
    expect((await push.waitFor((m) => m.endpoint === sub.endpoint)).json).toEqual({ title: 'Halo' });
    const other = webpush.generateVAPIDKeys();
    const wrong = await createPushSender({ ...other, subject: VAPID.subject }, { allowHosts: [pushHost()] }).send(sub, 'x');
    expect(wrong).toMatchObject({ ok: false, gone: false, retry: false, status: 403 });
    expect(push.rejected.at(-1)?.reason).toMatch(/not the subscription key/);
  });

  it('only lets https endpoints on public names through, and the test hosts allowed', () => {
    expect(isAcceptableEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isAcceptableEndpoint('http://fcm.googleapis.com/x', [])).toBe(false);
    expect(isAcceptableEndpoint('https://127.0.0.1/x', [])).toBe(false);
    expect(isAcceptableEndpoint('https://localhost/x', [])).toBe(false);
    expect(isAcceptableEndpoint(`${push.origin}/push/1`, [push.origin.replace('http://', '')])).toBe(true);
  });
});

describe('push delivery through the safe fetch', () => {
  /** A TCP listener on 127.0.0.1 that counts connections: a refused endpoint must never reach it. */
  let trap: Server;
  let trapPort = 0;
  let connections = 0;
  beforeAll(async () => {
    trap = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    trapPort = (trap.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => trap.close(() => resolve())));

  /** A test resolver: public-looking names answering loopback, private and metadata addresses. */
  const lookup: LookupAll = async (host) => {
    const answers: Record<string, string> = {
      'push.example.com': '127.0.0.1',
      'wildcard.example.net': '10.0.0.5',
      'metadata.example.org': '169.254.169.254',
    };
    const address = answers[host];
    if (!address) throw new Error(`ENOTFOUND ${host}`);
    return [{ address, family: 4 }];
  };

  it('refuses an endpoint whose name resolves to 127.0.0.1, 10.0.0.5 or 169.254.169.254 without connecting', async () => {
    connections = 0;
    const keys = push.subscribe(VAPID.publicKey).keys;
    const sender = createPushSender(VAPID, { lookup, allowHosts: [pushHost()], timeoutMs: 2000 });
    const outcomes = [];
    for (const host of ['push.example.com', 'wildcard.example.net', 'metadata.example.org']) {
      // The name passes the check made when a browser subscribes; only its addresses give it away.
      expect(isAcceptableEndpoint(`https://${host}:${trapPort}/push/1`, [])).toBe(true);
      outcomes.push(await sender.send({ endpoint: `https://${host}:${trapPort}/push/1`, keys }, 'x'));
    }
    expect(outcomes.map((o) => ('error' in o ? o.error : o))).toEqual([
      'push: Alamat 127.0.0.1 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.',
      'push: Alamat 10.0.0.5 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.',
      'push: Alamat 169.254.169.254 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.',
    ]);
    // Refused for good (retrying will not make the address public), not retried.
    for (const o of outcomes) expect(o).toMatchObject({ ok: false, gone: false, retry: false, status: 0 });
    // `localhost.` (a trailing dot) is refused by name, and by address with the system's own resolver.
    const dotted = `https://localhost.:${trapPort}/push/1`;
    expect(isAcceptableEndpoint(dotted, [])).toBe(false);
    expect(await sender.send({ endpoint: dotted, keys }, 'x')).toMatchObject({ ok: false, retry: false, status: 0 });
    // A resolver that answers `localhost.` (systemd-resolved does) gets it refused by address; one that does not
    // (glibc reading /etc/hosts) finds no host. Neither connects.
    const answersDotted: LookupAll = async (host) => (host === 'localhost.' ? [{ address: '127.0.0.1', family: 4 }] : lookup(host));
    await expect(safeRequest(dotted, { method: 'POST', timeoutMs: 2000, lookup: answersDotted })).rejects.toMatchObject({
      kind: 'refused',
      message: 'Alamat 127.0.0.1 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.',
    });
    await expect(safeRequest(dotted, { method: 'POST', timeoutMs: 2000 })).rejects.toBeInstanceOf(SafeFetchError);
    expect(connections).toBe(0);
  });

  it('connects to the address it checked: a second DNS answer cannot move the send', async () => {
    const sub = push.subscribe(VAPID.publicKey);
    const named = { ...sub, endpoint: sub.endpoint.replace('127.0.0.1', 'push.example.com') };
    const answers = ['127.0.0.1', '10.9.9.9'];
    let asked = 0;
    // The allow list lets this one name reach the local push service; the resolver's next answer would not.
    const sender = createPushSender(VAPID, {
      allowHosts: [`push.example.com:${push.port}`],
      lookup: async () => [{ address: answers[asked++] ?? '10.9.9.9', family: 4 }],
      timeoutMs: 2000,
    });
    const res = await sender.send(named, JSON.stringify({ title: 'Sekali' }));
    expect(asked).toBe(1);
    // It reached the push service on 127.0.0.1, which refuses a JWT made for the name's origin: proof of where it went.
    expect(res).toMatchObject({ ok: false, retry: false, status: 403 });
    expect(push.rejected.at(-1)).toEqual({
      endpoint: sub.endpoint,
      status: 403,
      reason: `aud http://push.example.com:${push.port} is not ${push.origin}`,
    });
  });

  it('the reminder job counts a refused endpoint as failed, never connects, and does not try it again', async () => {
    items = [competition('h', '2026-11-01', '2026-12-08')];
    clock = at('2026-12-01');
    connections = 0;
    const keys = push.subscribe(VAPID.publicKey).keys;
    await subscribePush(
      { subscription: { endpoint: `https://push.example.com:${trapPort}/push/2`, keys }, competitions: ['h'] },
      serviceDeps(),
    );
    const sender = createPushSender(VAPID, { now: () => clock, lookup, timeoutMs: 2000 });
    const run = await runReminders(deps({ push: sender }));
    expect(run).toMatchObject({ due: 1, sent: 0, failed: 1, retrying: 0 });
    expect(run.errors[0]).toMatch(/127\.0\.0\.1 adalah alamat jaringan lokal/);
    clock += 10 * 60_000;
    expect(await runReminders(deps({ push: sender }))).toMatchObject({ due: 1, skipped: 1, failed: 0 });
    expect(connections).toBe(0);
  });
});

describe('the reminder job', () => {
  it('sends the 7, 3 and 1-day reminders once each, in the morning, with the clock moved', async () => {
    items = [competition('a', '2026-11-01', '2026-12-20'), competition('b', '2026-11-01', '2026-12-15')];
    clock = at('2026-12-01');
    const sub = push.subscribe(VAPID.publicKey);
    const created = await subscribePush({ subscription: sub, competitions: ['a', 'b', 'gone'] }, serviceDeps());
    expect(Object.keys(created.competitions)).toEqual(['a', 'b']);

    const sentDays: string[] = [];
    for (let day = Date.parse('2026-12-01T00:00:00+07:00'); day <= Date.parse('2026-12-21T00:00:00+07:00'); day += DAY) {
      for (const hour of [3, 7, 12, 20, 22]) {
        clock = day + hour * 3_600_000;
        const before = push.messages.length;
        await runReminders(deps());
        for (const m of push.messages.slice(before))
          sentDays.push(`${new Date(clock + 7 * 3_600_000).toISOString().slice(0, 13)} ${(m.json as { title: string }).title}`);
      }
    }
    expect(sentDays).toEqual([
      '2026-12-08T07 Pendaftaran ditutup 7 hari lagi: Lomba b',
      '2026-12-12T07 Pendaftaran ditutup 3 hari lagi: Lomba b',
      '2026-12-13T07 Pendaftaran ditutup 7 hari lagi: Lomba a',
      '2026-12-14T07 Pendaftaran ditutup besok: Lomba b',
      '2026-12-17T07 Pendaftaran ditutup 3 hari lagi: Lomba a',
      '2026-12-19T07 Pendaftaran ditutup besok: Lomba a',
    ]);
    const payload = push.messages[0]!.json as Record<string, string>;
    expect(payload.url).toBe('https://infolomba.test/berita/b-lomba-b');
    expect(payload.unsubscribe).toBe(`https://infolomba.test/api/pengingat/berhenti?id=${created.id}`);
    // After the last deadline the record follows nothing and is deleted.
    clock = at('2026-12-23');
    await runReminders(deps());
    expect(await store.get(created.id)).toBeNull();
  });

  it('skips a reminder whose day has passed when the subscriber came later', async () => {
    items = [competition('c', '2026-11-01', '2026-12-10')];
    clock = at('2026-12-08', 9);
    const sub = push.subscribe(VAPID.publicKey);
    await subscribePush({ subscription: sub, competitions: ['c'] }, serviceDeps());
    for (const d of ['2026-12-08', '2026-12-09', '2026-12-10']) {
      clock = at(d, 9);
      await runReminders(deps());
    }
    expect(pushesFor(sub.endpoint)).toEqual(['Pendaftaran ditutup besok: Lomba c']);
  });

  it('tells of an extension and schedules the reminders again for the new date', async () => {
    items = [competition('d', '2026-11-01', '2026-12-10')];
    clock = at('2026-12-01');
    const sub = push.subscribe(VAPID.publicKey);
    await subscribePush({ subscription: sub, competitions: ['d'] }, serviceDeps());
    clock = at('2026-12-03');
    await runReminders(deps());
    items = [competition('d', '2026-11-01', '2026-12-20')];
    clock = at('2026-12-04');
    await runReminders(deps());
    await runReminders(deps());
    clock = at('2026-12-07');
    await runReminders(deps()); // the old 3-day reminder's day: nothing for the old date
    clock = at('2026-12-13');
    await runReminders(deps());
    expect(pushesFor(sub.endpoint)).toEqual([
      'Pendaftaran ditutup 7 hari lagi: Lomba d',
      'Pendaftaran diperpanjang: Lomba d',
      'Pendaftaran ditutup 7 hari lagi: Lomba d',
    ]);
  });

  it('tells when registration opens after the subscriber asked', async () => {
    items = [competition('e', '2026-12-05', '2026-12-30')];
    clock = at('2026-12-01');
    const sub = push.subscribe(VAPID.publicKey);
    await subscribePush({ subscription: sub, competitions: ['e'] }, serviceDeps());
    for (const d of ['2026-12-04', '2026-12-05', '2026-12-06']) {
      clock = at(d);
      await runReminders(deps());
    }
    expect(pushesFor(sub.endpoint)).toEqual(['Pendaftaran sudah dibuka: Lomba e']);
  });

  it('deletes a subscription whose endpoint answers 410 at its first request, and retries a 429 after its Retry-After', async () => {
    // Three messages due at once for the dead endpoint (7, 3 and 1 day before three deadlines).
    items = [
      competition('f', '2026-11-01', '2026-12-08'),
      competition('f3', '2026-11-01', '2026-12-04'),
      competition('f1', '2026-11-01', '2026-12-02'),
    ];
    clock = at('2026-12-01');
    const goneSub = push.subscribe(VAPID.publicKey);
    const busySub = push.subscribe(VAPID.publicKey);
    const gone = await subscribePush({ subscription: goneSub, competitions: ['f', 'f3', 'f1'] }, serviceDeps());
    const busy = await subscribePush({ subscription: busySub, competitions: ['f'] }, serviceDeps());
    push.expire(goneSub.endpoint);
    push.respondNext(busySub.endpoint, { status: 429, retryAfter: '600' }, { status: 503 });

    const first = await runReminders(deps());
    expect(first).toMatchObject({ due: 4, sent: 0, removed: 1, retrying: 1 });
    // One request got the 410; the two other messages of the run were never sent.
    expect(push.requests.filter((r) => r.endpoint === goneSub.endpoint)).toEqual([{ endpoint: goneSub.endpoint, status: 410 }]);
    expect(await store.get(gone.id)).toBeNull();
    expect(await store.get(busy.id)).not.toBeNull();
    clock += 5 * 60_000; // before Retry-After: not asked again
    await runReminders(deps());
    expect(push.requests.filter((r) => r.endpoint === busySub.endpoint)).toHaveLength(1);
    clock += 6 * 60_000; // past it: asked, 503, and waits the next backoff step
    expect(await runReminders(deps())).toMatchObject({ retrying: 1 });
    clock += 5 * 60_000;
    expect(await runReminders(deps())).toMatchObject({ sent: 1 });
    expect(pushesFor(busySub.endpoint)).toEqual(['Pendaftaran ditutup 7 hari lagi: Lomba f']);
  });

  it('sends nothing twice when two runs go at once, nor after a restart', async () => {
    items = Array.from({ length: 30 }, (_, i) => competition(`g${i}`, '2026-11-01', '2026-12-08'));
    clock = at('2026-12-01');
    const subs = Array.from({ length: 5 }, () => push.subscribe(VAPID.publicKey));
    for (const s of subs) await subscribePush({ subscription: s, competitions: items.map((c) => c.id) }, serviceDeps());
    const [a, b] = await Promise.all([runReminders(deps()), runReminders(deps())]);
    expect(a.sent + b.sent).toBe(150);
    expect(a.skipped + b.skipped).toBe(150);
    expect(push.messages).toHaveLength(150);
    expect(new Set(push.messages.map((m) => `${m.endpoint} ${(m.json as { title: string }).title}`)).size).toBe(150);
    // A new process on the same files (a restart) reads the sent log and sends nothing again.
    store = createFileSubscriptionStore({
      subscriptions: path.join(dir, 'data.subscriptions.json'),
      sentLog: path.join(dir, 'data.reminders-sent.jsonl'),
    });
    expect(await runReminders(deps())).toMatchObject({ sent: 0, skipped: 150 });
    expect(push.messages).toHaveLength(150);
    expect(statSync(path.join(dir, 'data.subscriptions.json')).mode & 0o777).toBe(0o600);
  });
});

describe('a push subscription the browser replaced', () => {
  it('moves the record to the new endpoint, and reminders follow it there', async () => {
    items = [competition('r', '2026-11-01', '2026-12-15')];
    clock = at('2026-12-01');
    const before = push.subscribe(VAPID.publicKey);
    const created = await subscribePush({ subscription: before, competitions: ['r'] }, serviceDeps());
    const after = push.subscribe(VAPID.publicKey);
    const moved = await replacePush({ oldEndpoint: before.endpoint, subscription: after }, serviceDeps());
    expect(moved?.id).toBe(created.id);
    expect(await store.findPush(before.endpoint)).toBeNull();
    expect((await store.findPush(after.endpoint))?.competitions).toHaveProperty('r');

    clock = at('2026-12-08', 8);
    await runReminders(deps());
    expect(pushesFor(after.endpoint)).toEqual(['Pendaftaran ditutup 7 hari lagi: Lomba r']);
    expect(pushesFor(before.endpoint)).toEqual([]);
  });

  it('folds into a record the new endpoint already has; an unknown old endpoint or an internal address changes nothing', async () => {
    items = [competition('s', '2026-11-01', '2026-12-15'), competition('t', '2026-11-01', '2026-12-20')];
    clock = at('2026-12-01');
    const old = push.subscribe(VAPID.publicKey);
    const fresh = push.subscribe(VAPID.publicKey);
    const first = await subscribePush({ subscription: old, competitions: ['s'] }, serviceDeps());
    const second = await subscribePush({ subscription: fresh, competitions: ['t'] }, serviceDeps());
    const kept = await replacePush({ oldEndpoint: old.endpoint, subscription: fresh }, serviceDeps());
    expect(kept?.id).toBe(second.id);
    expect(await store.get(first.id)).toBeNull();
    expect(Object.keys((await store.get(second.id))?.competitions ?? {}).sort()).toEqual(['s', 't']);

    expect(
      await replacePush({ oldEndpoint: `${push.origin}/push/tidak-ada`, subscription: push.subscribe(VAPID.publicKey) }, serviceDeps()),
    ).toBeNull();
    const foreign = { ...push.subscribe(VAPID.publicKey), endpoint: 'http://169.254.169.254/push/1' };
    await expect(replacePush({ oldEndpoint: fresh.endpoint, subscription: foreign }, serviceDeps())).rejects.toThrow(
      'Langganan notifikasi tidak valid.',
    );
    expect((await store.findPush(fresh.endpoint))?.id).toBe(second.id);
  });
});

describe('e-mail', () => {
  it('sends only the confirmation until the link is used, then reminders with one-click unsubscribe headers', async () => {
    items = [competition('h', '2026-11-01', '2026-12-08')];
    clock = at('2026-11-30');
    const pending = await askEmail({ email: 'Siswa@Sekolah.test', competitions: ['h'] });
    const confirmation = await smtp.waitFor((m) => m.to === 'siswa@sekolah.test');
    expect(confirmation.text).toContain(`https://infolomba.test/pengingat/konfirmasi?id=${pending.id}`);
    clock = at('2026-12-01');
    expect(await runReminders(deps())).toMatchObject({ due: 0, sent: 0 });
    expect(smtp.messages).toHaveLength(1);

    expect(await confirmEmail(pending.id, { store, now: clock })).toMatchObject({ id: pending.id, email: 'siswa@sekolah.test' });
    expect(await runReminders(deps())).toMatchObject({ sent: 1 });
    const reminder = smtp.messages[1]!;
    expect(reminder.subject).toBe('Pendaftaran ditutup 7 hari lagi: Lomba h');
    expect(reminder.header('List-Unsubscribe')).toBe(`<https://infolomba.test/api/pengingat/berhenti?id=${pending.id}>`);
    expect(reminder.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(reminder.text).toContain(`Berhenti menerima pengingat: https://infolomba.test/pengingat/berhenti?id=${pending.id}`);
    expect(reminder.html).toContain('Berhenti menerima pengingat</a>');
    expect(readFileSync(path.join(dir, 'data.subscriptions.json'), 'utf8')).toContain('siswa@sekolah.test');

    expect(await cancel(pending.id, undefined, store)).toBe(true);
    expect(readFileSync(path.join(dir, 'data.subscriptions.json'), 'utf8')).not.toContain('siswa@sekolah.test');
  });

  it('lets a confirmation expire after 48 hours and deletes the address', async () => {
    items = [competition('i', '2026-11-01', '2026-12-20')];
    clock = at('2026-12-01');
    const pending = await askEmail({ email: 'lambat@sekolah.test', competitions: ['i'] });
    expect(await confirmEmail(pending.id, { store, now: clock + 49 * 3_600_000 })).toBeNull();
    expect(await store.get(pending.id)).toBeNull();
  });

  it('retries an SMTP refusal, then reports it as failed', async () => {
    items = [competition('j', '2026-11-01', '2026-12-08')];
    clock = at('2026-11-30');
    const pending = await askEmail({ email: 'penuh@sekolah.test', competitions: ['j'] });
    await confirmEmail(pending.id, { store, now: clock });
    clock = at('2026-12-01');
    smtp.refuseNext(10, 451);
    const outcomes = [];
    for (let i = 0; i < 4; i++) {
      outcomes.push(await runReminders(deps()));
      clock += 16 * 60_000;
    }
    expect(outcomes.map((o) => [o.retrying, o.failed])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(outcomes[3]!.errors[0]).toMatch(/SMTP/);
    smtp.refuseNext(0);
  });

  it('sends the weekly digest of new competitions matching a saved search, on Monday morning', async () => {
    items = [
      competition('k1', '2026-11-28', '2026-12-30', { title: 'Olimpiade Sains SMA', published_date: '2026-11-28' }),
      competition('k2', '2026-11-28', '2026-12-30', { title: 'Lomba Mahasiswa', categories: ['MAHASISWA'], published_date: '2026-11-28' }),
      competition('k3', '2026-10-01', '2026-12-30', { title: 'Lomba Lama SMA', published_date: '2026-10-01' }),
    ];
    clock = at('2026-11-29');
    const pending = await askEmail({
      email: 'mingguan@sekolah.test',
      competitions: [],
      digest: { query: 'categories=SMA&page=3', label: 'SMA' },
    });
    await confirmEmail(pending.id, { store, now: clock });
    smtp.clear();
    clock = at('2026-11-30'); // a Monday
    await runReminders(deps());
    await runReminders(deps());
    expect(smtp.messages).toHaveLength(1);
    const digest = smtp.messages[0]!;
    expect(digest.subject).toBe('Lomba baru minggu ini: SMA');
    expect(digest.text).toContain('Olimpiade Sains SMA');
    expect(digest.text).not.toContain('Lomba Mahasiswa');
    expect(digest.text).not.toContain('Lomba Lama SMA');
    expect(digest.text).toContain('https://infolomba.test/search?categories=SMA');
    expect(digest.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('one confirmation per address', () => {
  it('gathers three requests into one message, names them, and confirms them together', async () => {
    items = [
      competition('p1', '2026-11-01', '2026-12-20'),
      competition('p2', '2026-11-01', '2026-12-21'),
      competition('p3', '2026-11-01', '2026-12-22'),
    ];
    clock = at('2026-12-01');
    smtp.clear();
    const first = await askEmail({ email: 'tiga@sekolah.test', competitions: ['p1'] });
    const second = await askEmail({ email: 'Tiga@Sekolah.test', competitions: ['p2'] });
    clock += 60_000;
    const third = await askEmail({ email: 'tiga@sekolah.test', competitions: ['p3'] });
    expect([first.mailed, second.mailed, third.mailed]).toEqual([true, false, false]);
    expect(new Set([first.id, second.id, third.id]).size).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.text).toContain('Pengingat yang diminta:\n- Lomba p1\n  https://infolomba.test/berita/p1-lomba-p1');
    // The browser keeps handles, never the link's id: knowing it, a page could confirm without the e-mail.
    expect([first.handle.id, second.handle.id, third.handle.id]).not.toContain(first.id);
    const handles = [first.handle.id, second.handle.id, third.handle.id];
    expect((await reminderStatus({ ids: handles }, store, clock)).map((r) => r.state)).toEqual(['pending', 'pending', 'pending']);
    expect(await confirmEmail(first.handle.id, { store, now: clock })).toBeNull();

    const confirmed = await confirmEmail(first.id, { store, now: clock });
    expect(Object.keys(confirmed?.competitions ?? {})).toEqual(['p1', 'p2', 'p3']);
    expect(await reminderStatus({ ids: handles }, store, clock)).toEqual([
      { id: handles[0], state: 'active', competitions: ['p1'] },
      { id: handles[1], state: 'active', competitions: ['p2'] },
      { id: handles[2], state: 'active', competitions: ['p3'] },
    ]);

    // A confirmed address takes a new competition at once, with no message.
    items.push(competition('p4', '2026-11-01', '2026-12-23'));
    const fourth = await askEmail({ email: 'tiga@sekolah.test', competitions: ['p4'] });
    expect(fourth).toMatchObject({ state: 'active', mailed: false, id: first.id });
    expect(smtp.messages).toHaveLength(1);

    // "Berhenti" in a message deletes the address; every handle then reads as ended and is dropped.
    expect(await cancel(first.id, undefined, store)).toBe(true);
    // Its handles go with it: no choice of the address is left behind.
    expect(await store.get(fourth.handle.id)).toBeNull();
    const after = await reminderStatus({ ids: [...handles, fourth.handle.id] }, store, clock);
    expect(after.map((r) => r.state)).toEqual(['ended', 'ended', 'ended', 'ended']);
    expect(readFileSync(path.join(dir, 'data.subscriptions.json'), 'utf8')).not.toContain('tiga@sekolah.test');
  });

  it('sends the confirmation again only after 10 minutes, three times at most; a handle cancels what it asked', async () => {
    items = [competition('q1', '2026-11-01', '2026-12-20'), competition('q2', '2026-11-01', '2026-12-21')];
    clock = at('2026-12-01');
    smtp.clear();
    const a = await askEmail({ email: 'lagi@sekolah.test', competitions: ['q1'] });
    const mailed = [a.mailed];
    for (let i = 0; i < 4; i++) {
      clock += 11 * 60_000;
      mailed.push((await askEmail({ email: 'lagi@sekolah.test', competitions: ['q2'] })).mailed);
    }
    expect(mailed).toEqual([true, true, true, false, false]);
    expect(smtp.messages[2]!.text).toContain('- Lomba q2');
    expect(await cancel(a.handle.id, 'q1', store)).toBe(true);
    expect(Object.keys((await store.get(a.id))?.competitions ?? {})).toEqual(['q2']);
  });

  it('offers a reminder only while one can still go out', () => {
    expect(remindable({ start: '2026-11-01', end: '2026-12-02' }, '2026-12-01')).toBe(true);
    expect(remindable({ start: '2026-11-01', end: '2026-12-01' }, '2026-12-01')).toBe(false);
    expect(remindable({ start: '2026-12-05', end: '' }, '2026-12-01')).toBe(true);
    expect(remindable({ start: '2026-11-01', end: '' }, '2026-12-01')).toBe(false);
  });

  it('refuses a competition closing today (no reminder can go out) and an address that is not one', async () => {
    items = [competition('z', '2026-11-01', '2026-12-01'), competition('y', '2026-11-01', '2026-12-02')];
    clock = at('2026-12-01');
    expect(() => parseEmailRequest({ email: 'a@b.test', competitions: ['z'] }, serviceDeps())).toThrow('Pilih setidaknya satu lomba');
    expect(() => parseEmailRequest({ email: 'bukan-email', competitions: ['y'] }, serviceDeps())).toThrow('Alamat email belum benar');
    expect(Object.keys(parseEmailRequest({ email: 'a@b.test', competitions: ['y', 'z'] }, serviceDeps()).add)).toEqual(['y']);
  });

  it('says in the run summary when the quiet hours held it back', async () => {
    items = [competition('w', '2026-11-01', '2026-12-08')];
    clock = at('2026-12-01', 3);
    const run = await runReminders(deps({ hours: { from: 6, until: 20 } }));
    expect(summary(run)).toBe('0 pengingat terkirim, di luar jam kirim, pengingat ditahan sampai pukul 06.00 WIB');
    clock = at('2026-12-01', 9);
    expect(summary(await runReminders(deps({ hours: { from: 6, until: 20 } })))).toBe('0 pengingat terkirim');
  });
});

describe('the Redis store', () => {
  it('lets two servers running at once send each reminder once', async () => {
    const { Redis } = await import('ioredis');
    const { startRedis } = await import('@/scripts/redis-server.mjs');
    const { createRedisSubscriptionStore } = await import('./redis-store');
    const server = await startRedis();
    const clients = [new Redis(server.url), new Redis(server.url)];
    try {
      await Promise.all(clients.map((c) => c.ping()));
      const stores = clients.map((c) => createRedisSubscriptionStore(c, (...parts) => ['t', ...parts].join(':')));
      items = Array.from({ length: 20 }, (_, i) => competition(`r${i}`, '2026-11-01', '2026-12-08'));
      clock = at('2026-12-01');
      store = stores[0]!;
      const subs = Array.from({ length: 4 }, () => push.subscribe(VAPID.publicKey));
      for (const s of subs) await subscribePush({ subscription: s, competitions: items.map((c) => c.id) }, serviceDeps());
      const runs = await Promise.all(stores.map((s) => runReminders(deps({ store: s }))));
      expect(runs[0]!.sent + runs[1]!.sent).toBe(80);
      expect(push.messages).toHaveLength(80);
      expect(await stores[1]!.counts()).toMatchObject({ push: 4, followed: 80 });
      // 410: deleted on every server.
      push.expire(subs[0]!.endpoint);
      items = items.map((c) => ({ ...c, registration: { ...c.registration, end: '2026-12-04' } }));
      clock = at('2026-12-01', 9);
      const after = await runReminders(deps({ store: stores[1]! }));
      expect(after.removed).toBe(1);
      expect(await stores[0]!.findPush(subs[0]!.endpoint)).toBeNull();
      expect((await stores[0]!.runs())[0]).toMatchObject({ removed: 1 });
      // One record per address, found while it waits and after; a handle is not counted and holds no address.
      const asked = await askEmail({ email: 'redis@sekolah.test', competitions: ['r1'] });
      expect((await stores[1]!.findEmail('redis@sekolah.test'))?.id).toBe(asked.id);
      expect(await stores[1]!.counts()).toMatchObject({ emailPending: 1 });
      await confirmEmail(asked.id, { store: stores[1]!, now: clock });
      expect((await reminderStatus({ ids: [asked.handle.id] }, stores[0]!, clock))[0]?.state).toBe('active');
      await cancel(asked.id, undefined, stores[0]!);
      expect(await stores[1]!.findEmail('redis@sekolah.test')).toBeNull();
    } finally {
      clients.forEach((c) => c.disconnect());
      await server.stop();
    }
  });
});
