import { createServer, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepSingleLocation } from './single-location';

/** Raw header lines a client receives from a handler, duplicates included. */
async function rawHeaders(handler: (res: ServerResponse) => void): Promise<string[]> {
  const server = createServer((_, res) => {
    handler(res);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
    await res.arrayBuffer();
    // fetch joins repeated headers with ", "; the count of values is what matters here.
    return [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`);
  } finally {
    server.close();
  }
}

describe('keepSingleLocation', () => {
  const replay = (res: ServerResponse) => {
    // What Next does for a cached redirect on its first render: set during the render, appended again by the cache.
    res.statusCode = 308;
    res.setHeader('location', '/berita/1-judul');
    res.appendHeader('location', '/berita/1-judul');
    res.appendHeader('x-extra', 'a=1');
    res.appendHeader('x-extra', 'b=2');
  };

  it('sends one Location where the same value is appended twice, and leaves other headers alone', async () => {
    const proto = Object.create(ServerResponse.prototype) as ServerResponse;
    const before = await rawHeaders((res) => {
      Object.setPrototypeOf(res, proto);
      replay(res);
    });
    expect(before).toContain('location: /berita/1-judul, /berita/1-judul');
    keepSingleLocation(proto);
    keepSingleLocation(proto);
    const after = await rawHeaders((res) => {
      Object.setPrototypeOf(res, proto);
      replay(res);
      res.appendHeader('location', '/lain');
    });
    expect(after).toContain('location: /berita/1-judul, /lain');
    expect(after).toContain('x-extra: a=1, b=2');
  });
});
