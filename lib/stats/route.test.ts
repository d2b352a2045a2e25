import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth/session';
import { ADMIN, sampleInput, tempLocalDataFile } from '@/testing/routes';

const auth = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('@/lib/auth/session', () => ({
  getSessionUser: async () => auth.user,
  isAdmin: (u: SessionUser | null) => u?.role === 'admin',
}));

const data = tempLocalDataFile('hitung-');
let route: typeof import('@/app/api/hitung/route');
let stats: typeof import('./index');
let report: typeof import('./report');

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const beacon = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1:3000/api/hitung', {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, ...headers },
    body,
  });
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await writeFile(data.file, JSON.stringify([{ id: '100', ...sampleInput('Lomba Awal') }]) + '\n');
  route = await import('@/app/api/hitung/route');
  stats = await import('./index');
  report = await import('./report');
});

describe('POST /api/hitung', () => {
  it('answers 204 with no body; refuses other sites, junk and size; the admin is not counted', async () => {
    const ok = await route.POST(beacon('{"k":"detail","id":"100"}', { 'x-infolomba-peer': '203.0.113.5' }));
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
    expect((await route.POST(beacon('{"k":"list"}', { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await route.POST(beacon('not json'))).status).toBe(400);
    expect((await route.POST(beacon('{"k":"nope"}'))).status).toBe(400);
    expect((await route.POST(beacon(JSON.stringify({ k: 'list', r: 'x'.repeat(3000) })))).status).toBe(413);
    auth.user = ADMIN;
    const admin = beacon('{"k":"detail","id":"100"}', { cookie: 'next-auth.session-token=abc', 'x-infolomba-peer': '203.0.113.6' });
    expect((await route.POST(admin)).status).toBe(204);
    auth.user = null;
    const figures = await report.readFigures(stats.getStatsStore(), today(), ['100']);
    expect(figures).toEqual({ '100': { views: 1, daftar: 0 } });
  });
});

describe('the beacon answered before Next routes it', () => {
  it('counts a same-origin beacon, refuses another site, and leaves a signed-in request to the route', async () => {
    const { answerBeaconEarly } = await import('./beacon');
    const server = http.createServer((req, res) => {
      if (answerBeaconEarly(req, res)) return;
      res.writeHead(418);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (body: string, headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/api/hitung`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, 'x-infolomba-peer': '203.0.113.40', ...headers },
        body,
      });
    const before = (await report.readFigures(stats.getStatsStore(), today(), ['100']))['100'];
    const ok = await send('{"k":"daftar","id":"100"}', { 'sec-fetch-site': 'same-origin' });
    expect([ok.status, await ok.text()]).toEqual([204, '']);
    expect((await send('{"k":"daftar","id":"100"}', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send('{"k":', { 'sec-fetch-site': 'same-origin' })).status).toBe(400);
    expect((await send(JSON.stringify({ k: 'list', r: 'x'.repeat(3000) }), { 'sec-fetch-site': 'same-origin' })).status).toBe(413);
    expect((await send('{"k":"list"}', { 'sec-fetch-site': 'same-origin', cookie: 'next-auth.session-token=abc' })).status).toBe(418);
    // A browser without Sec-Fetch-Site: its Origin must name the host the request was sent to (read from Node's own
    // headers, no Request built).
    const own = await send('{"k":"share","id":"100"}', { origin: `http://127.0.0.1:${port}` });
    expect([own.status, await own.text()]).toEqual([204, '']);
    expect((await send('{"k":"share","id":"100"}', { origin: 'http://evil.test' })).status).toBe(403);
    expect((await send('{"k":"share","id":"100"}', {})).status).toBe(403);
    server.close();
    const after = (await report.readFigures(stats.getStatsStore(), today(), ['100']))['100'];
    expect(after?.daftar).toBe((before?.daftar ?? 0) + 1);
    const shares = await stats.getStatsStore().read('d', [today()], ['c:100:share']);
    expect(shares.get(today())).toEqual({ 'c:100:share': 1 });
  });
});
