import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TotalSizeError,
  fetchImage,
  fetchImages,
  isBlockedAddress,
  isAllowedHost,
  createSafeAgents,
  safeRequest,
  sniffImageType,
  type LookupAll,
} from './safe-fetch';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** A JPEG signature followed by filler: enough for the type check, which reads the first bytes. */
const jpeg = (size: number, fill: number) => Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(size - 10, fill)]);
const hits: { path: string; host: string | undefined }[] = [];
let server: http.Server;
let port = 0;
let origin = '';
let self = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push({ path, host: req.headers.host });
    const image = (type: string, body: Buffer, withLength = true) => {
      res.writeHead(200, { 'content-type': type, ...(withLength ? { 'content-length': body.length } : {}) });
      res.end(body);
    };
    switch (path) {
      case '/a.png':
        return image('image/png', PNG);
      case '/b.jpg':
        return image('image/jpeg; charset=binary', jpeg(2000, 1));
      case '/c.jpg':
        return image('image/jpeg', jpeg(2000, 2));
      case '/chunked.png': {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(Buffer.concat([PNG, Buffer.alloc(1500 - PNG.length, 3)]));
        setTimeout(() => res.end(Buffer.alloc(1500, 3)), 20);
        return;
      }
      case '/octet.jpg':
        return image('application/octet-stream', jpeg(100, 4));
      case '/lying.png':
        return image('image/png', Buffer.from('<html><body>login</body></html>'));
      case '/anim.gif':
        return image('image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html></html>');
      case '/icon.svg':
        return image('image/svg+xml', Buffer.from('<svg/>'));
      case '/empty.png':
        return image('image/png', Buffer.alloc(0));
      case '/missing.png':
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('not found');
      case '/slow.png':
        return; // never answers
      case '/post': {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          res.writeHead(201, {
            'x-got': `${req.method} ${req.headers.ttl} ${Buffer.concat(chunks).length}`,
            'x-port': String(req.socket.remotePort),
          });
          res.end('x'.repeat(1000));
        });
        return;
      }
      case '/redirect-ok':
        res.writeHead(302, { location: '/a.png' });
        return res.end();
      case '/redirect-private':
        res.writeHead(302, { location: `http://127.0.0.2:${port}/a.png` });
        return res.end();
      case '/redirect-file':
        res.writeHead(301, { location: 'file:///etc/passwd' });
        return res.end();
      case '/loop':
        res.writeHead(307, { location: '/loop' });
        return res.end();
      case '/redirect-nowhere':
        res.writeHead(302);
        return res.end();
      case '/untyped':
        res.writeHead(200);
        return res.end('hello');
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  self = `127.0.0.1:${port}`;
  origin = `http://${self}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    'not-an-ip',
  ])('refuses %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('allows %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false);
  });
});

describe('fetchImages', () => {
  const allow = () => ({ allowHosts: [self] });

  it('downloads images from an allowed host, following a relative redirect', async () => {
    const res = await fetchImages([`${origin}/a.png`, `${origin}/b.jpg`, `${origin}/redirect-ok`], allow());
    expect(res.skipped).toEqual([]);
    expect(res.images.map((i) => [i.url, i.mimeType, i.data.length])).toEqual([
      [`${origin}/a.png`, 'image/png', PNG.length],
      [`${origin}/b.jpg`, 'image/jpeg', 2000],
      [`${origin}/redirect-ok`, 'image/png', PNG.length],
    ]);
    expect(res.images[0]!.data.equals(PNG)).toBe(true);
  });

  it('connects to the vetted address while keeping the host name', async () => {
    const lookup: LookupAll = async () => [{ address: '127.0.0.1', family: 4 }];
    hits.length = 0;
    const res = await fetchImages([`http://posters.example.com:${port}/a.png`], {
      allowHosts: [`posters.example.com:${port}`],
      lookup,
    });
    expect(res.images).toHaveLength(1);
    expect(hits).toEqual([{ path: '/a.png', host: `posters.example.com:${port}` }]);
  });

  it('refuses loopback, private, link-local and metadata addresses without connecting', async () => {
    hits.length = 0;
    const urls = [
      `${origin}/a.png`,
      `http://localhost:${port}/a.png`,
      `http://[::1]:${port}/a.png`,
      `http://[::ffff:127.0.0.1]:${port}/a.png`,
      `http://2130706433:${port}/a.png`,
      `http://0x7f.1:${port}/a.png`,
      'http://10.0.0.1/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/a.png',
    ];
    const res = await fetchImages(urls, { timeoutMs: 2000 });
    expect(res.images).toEqual([]);
    expect(res.skipped.map((s) => s.url)).toEqual(urls);
    for (const s of res.skipped) expect(s.reason).toMatch(/jaringan lokal atau privat/);
    expect(hits).toEqual([]);
  });

  it('refuses a public-looking host name that resolves to a private address', async () => {
    hits.length = 0;
    const lookup: LookupAll = async (host) =>
      host === 'cdn.example.com'
        ? [
            { address: '93.184.215.14', family: 4 },
            { address: '127.0.0.1', family: 4 },
          ]
        : [{ address: '127.0.0.1', family: 4 }];
    const res = await fetchImages([`http://poster.example.com:${port}/a.png`, `http://cdn.example.com:${port}/a.png`], {
      lookup,
    });
    expect(res.images).toEqual([]);
    expect(res.skipped.map((s) => s.reason)).toEqual([
      'Alamat 127.0.0.1 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.',
      'Alamat 127.0.0.1 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.',
    ]);
    expect(hits).toEqual([]);
  });

  it('checks every redirect target again', async () => {
    hits.length = 0;
    const res = await fetchImages([`${origin}/redirect-private`, `${origin}/redirect-file`], allow());
    expect(res.images).toEqual([]);
    expect(res.skipped[0]!.reason).toMatch(/127\.0\.0\.2 adalah alamat jaringan lokal/);
    expect(res.skipped[1]!.reason).toMatch(/Pengalihan ditolak: Protokol file/);
    expect(hits.map((h) => h.path)).toEqual(['/redirect-private', '/redirect-file']);
  });

  it('stops after too many redirects', async () => {
    const res = await fetchImages([`${origin}/loop`], { ...allow(), maxRedirects: 5 });
    expect(res.skipped[0]!.reason).toBe('Terlalu banyak pengalihan (lebih dari 5).');
  });

  it('refuses other protocols and invalid URLs', async () => {
    const urls = ['file:///etc/passwd', 'data:image/png;base64,iVBORw0KGgo=', 'ftp://example.com/a.png', 'bukan url'];
    const res = await fetchImages(urls);
    expect(res.skipped.map((s) => s.reason)).toEqual([
      'Protokol file tidak diizinkan; hanya http dan https.',
      'Protokol data tidak diizinkan; hanya http dan https.',
      'Protokol ftp tidak diizinkan; hanya http dan https.',
      'URL tidak valid.',
    ]);
  });

  it('skips non-images, SVG, empty bodies, HTTP errors and slow servers with a reason', async () => {
    const urls = ['/page.html', '/icon.svg', '/empty.png', '/missing.png', '/slow.png'].map((p) => origin + p);
    const res = await fetchImages(urls, { ...allow(), timeoutMs: 300 });
    expect(res.images).toEqual([]);
    expect(res.skipped.map((s) => s.reason)).toEqual([
      'Bukan file gambar (Content-Type: text/html).',
      'Format gambar image/svg+xml tidak didukung; gunakan JPEG, PNG atau WebP.',
      'File gambar kosong.',
      'Server menjawab dengan status 404.',
      'Waktu habis saat mengunduh gambar (lebih dari 0,3 detik).',
    ]);
  });

  it('words the other failures from lib/words, with numbers in Indonesian', async () => {
    const one = async (url: string, options: Parameters<typeof fetchImage>[1]) =>
      fetchImage(url, options).then(
        () => 'fetched',
        (e: Error) => e.message,
      );
    expect(await one(`${origin}/b.jpg`, { ...allow(), maxBytes: 1.5 * 1024 * 1024 - 1 })).toBe('fetched');
    expect(await one(`${origin}/b.jpg`, { ...allow(), maxBytes: 1000 })).toBe('Gambar lebih besar dari batas 0 MB.');
    expect(await one(`${origin}/redirect-nowhere`, allow())).toBe('Pengalihan (redirect) tanpa alamat tujuan.');
    expect(await one(`${origin}/untyped`, allow())).toBe('Bukan file gambar (Content-Type: tidak ada).');
    expect(await one('http://tidak-ada.example/a.png', { lookup: async () => [] })).toBe(
      'Nama host tidak-ada.example tidak dapat ditemukan.',
    );
    // A port nothing listens on: the connection is refused.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const hosts = [`127.0.0.1:${closedPort}`];
    expect(await one(`http://127.0.0.1:${closedPort}/a.png`, { allowHosts: hosts })).toBe('Gagal mengunduh gambar (ECONNREFUSED).');
    await expect(safeRequest(`http://127.0.0.1:${closedPort}/`, { allowHosts: hosts })).rejects.toThrow('Gagal terhubung (ECONNREFUSED).');
  });

  it('throws when the total passes the limit (declared length)', async () => {
    const run = fetchImages([`${origin}/b.jpg`, `${origin}/c.jpg`], { ...allow(), maxTotalBytes: 3000 });
    await expect(run).rejects.toBeInstanceOf(TotalSizeError);
    await expect(run).rejects.toThrow('Ukuran total file melebihi batas maksimal 100MB untuk AI.');
  });

  it('throws when the running count passes the limit (no declared length)', async () => {
    await expect(fetchImages([`${origin}/chunked.png`], { ...allow(), maxTotalBytes: 2000 })).rejects.toThrow(
      'Ukuran total file melebihi batas maksimal 100MB untuk AI.',
    );
    const ok = await fetchImages([`${origin}/chunked.png`], { ...allow(), maxTotalBytes: 3000 });
    expect(ok.images[0]!.data.length).toBe(3000);
  });

  it('reports progress', async () => {
    const seen: string[] = [];
    await fetchImages([`${origin}/a.png`, 'file:///x'], { ...allow(), onProgress: (d, t) => seen.push(`${d}/${t}`) });
    expect(seen).toEqual(['0/2', '1/2', '2/2']);
  });
});

describe('fetchImage', () => {
  const allow = () => ({ allowHosts: [self] });

  it('reads the type from the bytes, not from Content-Type', async () => {
    const octet = await fetchImage(`${origin}/octet.jpg`, allow());
    expect(octet.mimeType).toBe('image/jpeg');
    await expect(fetchImage(`${origin}/lying.png`, allow())).rejects.toThrow('Bukan file gambar (Content-Type: image/png).');
    expect((await fetchImage(`${origin}/anim.gif`, allow())).mimeType).toBe('image/gif');
    await expect(fetchImages([`${origin}/anim.gif`], allow())).resolves.toMatchObject({
      skipped: [{ reason: 'Format gambar image/gif tidak didukung; gunakan JPEG, PNG atau WebP.' }],
    });
  });

  it('stops a body larger than maxBytes', async () => {
    await expect(fetchImage(`${origin}/b.jpg`, { ...allow(), maxBytes: 1000 })).rejects.toMatchObject({ name: 'TooLargeError' });
    await expect(fetchImage(`${origin}/chunked.png`, { ...allow(), maxBytes: 2000 })).rejects.toMatchObject({ name: 'TooLargeError' });
  });

  it('says whether the host was never asked (refused) or failed', async () => {
    await expect(fetchImage(`${origin}/a.png`)).rejects.toMatchObject({ kind: 'refused' });
    await expect(fetchImage(`${origin}/missing.png`, allow())).rejects.toMatchObject({ kind: 'failed' });
  });
});

describe('isAllowedHost', () => {
  const url = (s: string) => new URL(s);
  it('matches host:port exactly when a port is given', () => {
    expect(isAllowedHost(url('http://127.0.0.1:4000/a.png'), ['127.0.0.1:4000'])).toBe(true);
    expect(isAllowedHost(url('http://127.0.0.1:4001/a.png'), ['127.0.0.1:4000'])).toBe(false);
    expect(isAllowedHost(url('http://127.0.0.1/a.png'), ['127.0.0.1:4000'])).toBe(false);
    expect(isAllowedHost(url('http://127.0.0.1/a.png'), ['127.0.0.1:80'])).toBe(true);
    expect(isAllowedHost(url('https://127.0.0.1/a.png'), ['127.0.0.1:80'])).toBe(false);
    expect(isAllowedHost(url('http://[::1]:4000/a.png'), ['[::1]:4000'])).toBe(true);
    expect(isAllowedHost(url('http://[::1]:4001/a.png'), ['[::1]:4000'])).toBe(false);
  });

  it('matches the host on any port when no port is given', () => {
    expect(isAllowedHost(url('http://Posters.Test:81/a.png'), ['posters.test'])).toBe(true);
    expect(isAllowedHost(url('https://posters.test/a.png'), ['posters.test'])).toBe(true);
    expect(isAllowedHost(url('http://evil-posters.test/a.png'), ['posters.test'])).toBe(false);
    expect(isAllowedHost(url('http://posters.test.evil/a.png'), ['posters.test'])).toBe(false);
    expect(isAllowedHost(url('http://posters.test/a.png'), ['', ' ', 'posters.test:'])).toBe(false);
  });
});

describe('safeRequest', () => {
  it('sends any method with its headers and body, returns a redirect as it came, and caps the body read', async () => {
    const res = await safeRequest(`${origin}/post`, {
      method: 'POST',
      headers: { TTL: '60' },
      body: new Uint8Array(300),
      allowHosts: [self],
      maxBytes: 100,
    });
    expect([res.status, res.headers['x-got'], res.body.length]).toEqual([201, 'POST 60 300', 100]);
    // With keep-alive agents the second request goes over the first one's connection; without, each opens its own.
    const agents = createSafeAgents();
    const ports = async (opts: { agents?: ReturnType<typeof createSafeAgents> }) => {
      const one = await safeRequest(`${origin}/post`, { method: 'POST', allowHosts: [self], ...opts });
      const two = await safeRequest(`${origin}/post`, { method: 'POST', allowHosts: [self], ...opts });
      return [one.headers['x-port'], two.headers['x-port']];
    };
    const [kept, keptAgain] = await ports({ agents });
    expect(keptAgain).toBe(kept);
    const [fresh, freshAgain] = await ports({});
    expect(freshAgain).not.toBe(fresh);
    agents.http.destroy();
    const moved = await safeRequest(`${origin}/redirect-private`, { allowHosts: [self] });
    expect([moved.status, moved.headers.location]).toEqual([302, `http://127.0.0.2:${port}/a.png`]);
  });

  it('refuses a private address before connecting, and times out a silent server', async () => {
    hits.length = 0;
    const lookup: LookupAll = async () => [{ address: '10.0.0.5', family: 4 }];
    await expect(safeRequest(`http://push.example.com:${port}/post`, { method: 'POST', lookup })).rejects.toMatchObject({
      name: 'SafeFetchError',
      kind: 'refused',
      message: 'Alamat 10.0.0.5 adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.',
    });
    await expect(safeRequest(`${origin}/post`, { method: 'POST' })).rejects.toMatchObject({ kind: 'refused' });
    expect(hits).toEqual([]);
    await expect(safeRequest(`${origin}/slow.png`, { allowHosts: [self], timeoutMs: 300 })).rejects.toMatchObject({
      kind: 'failed',
      message: 'Waktu habis (lebih dari 0,3 detik).',
    });
  });
});

describe('sniffImageType', () => {
  it.each([
    ['ffd8ffdb000000000000000000', 'image/jpeg'],
    ['89504e470d0a1a0a0000000d49', 'image/png'],
    [Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1').toString('hex'), 'image/webp'],
    [Buffer.from('\0\0\0\x1cftypavif\0\0', 'latin1').toString('hex'), 'image/avif'],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('hex'), undefined],
    ['ffd8ff', undefined],
  ])('%s is %s', (hex, type) => {
    expect(sniffImageType(Buffer.from(hex, 'hex'))).toBe(type);
  });
});
