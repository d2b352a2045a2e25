import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { runLinkCheck } from './job';
import type { KeyedStore } from './keyed-store';
import { hostPacer } from './pace';
import { checkLink } from './request';
import { DAY, flaggedForVisitors, handle, HOUR, type LinkState, nextState } from './state';

/** A local link host: every name below resolves to it, and it answers by the Host it is asked for. */
const seen: { host: string; method: string; at: number }[] = [];
let port = 0;
const server = http.createServer((req, res) => {
  const host = (req.headers.host ?? '').split(':')[0] ?? '';
  seen.push({ host, method: req.method ?? '', at: performance.now() });
  const send = (status: number, body = '', headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  switch (host) {
    case 'ok.test':
    case 'same.test':
      return send(200, '<title>Pendaftaran</title>');
    case 'moved.test':
      return send(301, '', { location: `http://missing.test:${port}/pindah` });
    case 'missing.test':
      return send(404, 'Not found');
    case 'gone.test':
      return send(410, 'Gone');
    case 'forbidden.test':
      return send(403, 'Forbidden');
    case 'busy.test':
      return send(429, 'Too many', { 'retry-after': String(2 * 86_400) });
    case 'docs.google.com':
      return send(200, '<div>Formulir "Lomba" tidak lagi menerima tanggapan.</div><p>no longer accepting responses</p>');
    case 'challenge.test':
      return send(503, '<html><head><title>Just a moment...</title></head><body>cf-chl-widget</body></html>');
    case 'slow.test':
      return void setTimeout(() => send(200, 'ok'), 300);
    case 'silent.test':
      return; // never answers
    default:
      return send(500);
  }
});

const NAMES = [
  'ok.test',
  'same.test',
  'moved.test',
  'missing.test',
  'gone.test',
  'forbidden.test',
  'busy.test',
  'docs.google.com',
  'challenge.test',
  'slow.test',
  'silent.test',
];
const lookup = async (name: string) => {
  if (NAMES.includes(name)) return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function memoryStore(): KeyedStore<LinkState> & { map: Map<string, LinkState> } {
  const map = new Map<string, LinkState>();
  return {
    map,
    getMany: async (keys) => keys.map((k) => map.get(k)),
    set: async (k, v) => void map.set(k, v),
    delete: async (k) => void map.delete(k),
    all: async () => map,
    flush: async () => {},
  };
}

const comp = (id: string, url: string): Competition => ({
  id,
  title: `Lomba ${id}`,
  description: 'Lomba.',
  thumbnails: [],
  tags: [],
  categories: ['SMA'],
  registration: { start: '2026-10-01', end: '2026-12-31' },
  published_date: '2026-10-01',
  registration_url: url,
});

describe('the link checker against a local link host', () => {
  it('ends each link in the right state, broken only after a second hard failure 24 hours later, paced per host', async () => {
    const u = (host: string, path = '/') => `http://${host}:${port}${path}`;
    const links = {
      ok: u('ok.test'),
      moved: u('moved.test'),
      missing: u('missing.test'),
      gone: u('gone.test'),
      forbidden: u('forbidden.test'),
      busy: u('busy.test'),
      form: u('docs.google.com', '/forms/d/e/1/viewform'),
      challenge: u('challenge.test'),
      slow: u('slow.test'),
      silent: u('silent.test'),
      nohost: u('nohost.test'),
      private: 'http://10.1.2.3/daftar',
      sameA: u('same.test', '/a'),
      sameB: u('same.test', '/b'),
      sameC: u('same.test', '/c'),
    };
    const competitions = Object.entries(links).map(([k, url]) => comp(k, url));
    const store = memoryStore();
    const pacer = hostPacer(1_000);
    const t0 = Date.UTC(2026, 10, 1, 3);
    let clock = t0;
    const run = () =>
      runLinkCheck({
        competitions,
        today: '2026-11-01',
        store,
        check: (url) => checkLink(url, { timeoutMs: 1_500, allowHosts: NAMES, lookup, turn: (h) => pacer.turn(h) }),
        readyAt: (h) => pacer.readyAt(h),
        now: () => clock,
        budgetMs: 60_000,
      });
    const states = () => Object.fromEntries(Object.entries(links).map(([k, url]) => [k, store.map.get(url)?.state]));

    const first = await run();
    expect(first.checked).toBe(15);
    expect(states()).toEqual({
      ok: 'ok',
      moved: 'unknown',
      missing: 'unknown',
      gone: 'unknown',
      forbidden: 'unknown',
      busy: 'unknown',
      form: 'unknown',
      challenge: 'unknown',
      slow: 'ok',
      silent: 'unknown',
      nohost: 'unknown',
      private: 'unknown',
      sameA: 'ok',
      sameB: 'ok',
      sameC: 'ok',
    });
    expect(store.map.get(links.busy)?.nextAt).toBe(t0 + 2 * DAY);
    expect(store.map.get(links.challenge)?.answer).toBe('HTTP 503, halaman verifikasi robot');
    expect(store.map.get(links.form)?.answer).toBe('Formulir sudah tidak menerima jawaban');
    expect(store.map.get(links.private)?.answer).toMatch(/^Tidak diperiksa: Alamat 10\.1\.2\.3/);
    expect(seen.some((s) => s.host === '10.1.2.3')).toBe(false);
    // HEAD first; GET only where HEAD was refused or the page's text decides.
    expect(seen.filter((s) => s.host === 'ok.test').map((s) => s.method)).toEqual(['HEAD']);
    expect(
      seen
        .filter((s) => s.host === 'missing.test')
        .map((s) => s.method)
        .sort(),
    ).toEqual(['GET', 'GET', 'HEAD', 'HEAD']);
    // At most one request a second per host, measured at the host.
    const gaps = ['same.test', 'missing.test'].flatMap((host) => {
      const at = seen.filter((s) => s.host === host).map((s) => s.at);
      return at.slice(1).map((t, i) => t - at[i]!);
    });
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(990);

    // Twelve hours on nothing is due: in doubt waits for 24 hours after the first failure.
    clock = t0 + 12 * HOUR;
    expect((await run()).checked).toBe(0);

    clock = t0 + 25 * HOUR;
    const third = await run();
    expect(third.broken).toBe(5);
    expect(states()).toMatchObject({
      ok: 'ok',
      moved: 'broken',
      missing: 'broken',
      gone: 'broken',
      form: 'broken',
      nohost: 'broken',
      forbidden: 'unknown',
      busy: 'unknown',
      challenge: 'unknown',
      silent: 'unknown',
      private: 'unknown',
    });
  }, 30_000);
});

describe('when the server itself cannot resolve names', () => {
  it('no host answering in a run makes nothing broken', async () => {
    const store = memoryStore();
    const pacer = hostPacer(1_000);
    let clock = Date.UTC(2026, 10, 1);
    const run = () =>
      runLinkCheck({
        competitions: [comp('a', 'http://satu.invalid/'), comp('b', 'http://dua.invalid/')],
        today: '2026-11-01',
        store,
        check: (url) => checkLink(url, { timeoutMs: 1_000, lookup, turn: (h) => pacer.turn(h) }),
        readyAt: (h) => pacer.readyAt(h),
        now: () => clock,
        budgetMs: 10_000,
      });
    await run();
    clock += 25 * HOUR;
    expect((await run()).broken).toBe(0);
    expect([...store.map.values()].map((s) => [s.state, s.firstHardAt])).toEqual([
      ['unknown', undefined],
      ['unknown', undefined],
    ]);
  });
});

describe('states', () => {
  const ref = { id: '1', kind: 'registration' as const };
  const hard = { kind: 'hard' as const, answer: 'HTTP 404' };
  it('two hard failures under 24 hours apart stay in doubt; a soft answer neither breaks nor mends', () => {
    const a = nextState(undefined, hard, 0, ref);
    const b = nextState(a, hard, 23 * HOUR, ref);
    expect(b.state).toBe('unknown');
    const c = nextState(b, { kind: 'soft', answer: 'HTTP 403' }, 24 * HOUR, ref);
    expect(c).toMatchObject({ state: 'unknown', firstHardAt: 0 });
    const d = nextState(c, hard, 26 * HOUR, ref);
    expect(d).toMatchObject({ state: 'broken', brokenAt: 26 * HOUR });
    expect(nextState(d, { kind: 'soft', answer: 'HTTP 429' }, 27 * HOUR, ref).state).toBe('broken');
    expect(nextState(d, { kind: 'ok', answer: 'HTTP 200' }, 27 * HOUR, ref)).not.toHaveProperty('firstHardAt');
  });

  it('visitors see a registration link under review only once the owner saw it and it stayed broken 3 days', () => {
    const broken = nextState(nextState(undefined, hard, 0, ref), hard, DAY, ref);
    expect(flaggedForVisitors(broken, DAY * 5)).toBe(false);
    const seenByOwner = { ...broken, seenAt: DAY * 2 };
    expect(flaggedForVisitors(seenByOwner, DAY * 3)).toBe(false);
    expect(flaggedForVisitors(seenByOwner, DAY * 4)).toBe(true);
    expect(flaggedForVisitors(handle(seenByOwner, 'ignored', DAY * 4), DAY * 5)).toBe(false);
    expect(handle(seenByOwner, 'checked', DAY * 4)).toMatchObject({ state: 'ok', handled: 'checked' });
  });
});
