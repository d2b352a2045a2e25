import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_HEADER } from '@/lib/auth/client-address';
import { installRequestHook, isMalformedPath } from './request-hook';

describe('isMalformedPath', () => {
  it('finds paths that cannot be percent-decoded, whatever the query', () => {
    for (const url of ['/berita/%ff', '/berita/%', '/cari/%ff', '/api/auth/%ff', '/berita/%ff/kalender.ics', '/%E0%A4%A'])
      expect(isMalformedPath(url)).toBe(true);
    for (const url of ['/', '/berita/12-lomba', '/berita/%C3%A9', '/search?q=%ff', '/x?%']) expect(isMalformedPath(url)).toBe(false);
  });
});

describe('installRequestHook', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    installRequestHook();
    server = http.createServer((req, res) => res.end(JSON.stringify({ peer: req.headers[PEER_HEADER] })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sets the socket's address, replacing what the client sent under that name", async () => {
    const res = await fetch(`${base}/`, { headers: { [PEER_HEADER]: '6.6.6.6', 'x-forwarded-for': '7.7.7.7' } });
    expect(await res.json()).toEqual({ peer: '127.0.0.1' });
  });

  it('answers 400 for a path that cannot be decoded, before the app sees it', async () => {
    const res = await fetch(`${base}/berita/%ff`);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Alamat tidak valid.\n');
  });
});
