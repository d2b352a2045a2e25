import { describe, expect, it } from 'vitest';
import { isSameOrigin, refuseForeignWrite } from './same-origin';

const req = (headers: Record<string, string>, method = 'POST', url = 'http://127.0.0.1:3000/api/x') =>
  new Request(url, { method, headers, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });

describe('isSameOrigin', () => {
  it('trusts Sec-Fetch-Site when the browser sends it: only same-origin passes', () => {
    expect(isSameOrigin(req({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    for (const site of ['same-site', 'cross-site', 'none'])
      expect(isSameOrigin(req({ 'sec-fetch-site': site, origin: 'http://127.0.0.1:3000' }))).toBe(false);
  });

  it('else compares Origin with the host the request was sent to, or that a proxy passed on', () => {
    expect(isSameOrigin(req({ origin: 'http://127.0.0.1:3000' }))).toBe(true);
    expect(isSameOrigin(req({ origin: 'https://lomba.example', host: 'lomba.example' }))).toBe(true);
    expect(isSameOrigin(req({ origin: 'https://lomba.example', host: '127.0.0.1:3000', 'x-forwarded-host': 'lomba.example' }))).toBe(true);
    expect(isSameOrigin(req({ origin: 'http://127.0.0.1:3001' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'http://evil.test', host: '127.0.0.1:3000' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'null' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'not a url' }))).toBe(false);
    expect(isSameOrigin(req({}))).toBe(false);
  });
});

describe('refuseForeignWrite', () => {
  it('lets reads through and refuses foreign or non-JSON writes with 403 and a message', async () => {
    expect(refuseForeignWrite(req({}, 'GET'))).toBeNull();
    expect(refuseForeignWrite(req({ 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }))).toBeNull();
    expect(refuseForeignWrite(req({ 'sec-fetch-site': 'same-origin' }, 'DELETE'))).toBeNull();
    // The server hands a route an empty body stream even for a DELETE that sent none.
    const emptyStream = new ReadableStream({ start: (c) => c.close() });
    const bareDelete = new Request('http://127.0.0.1:3000/api/x/1?version=v', {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'same-origin' },
      body: emptyStream,
      duplex: 'half',
    } as RequestInit);
    expect(refuseForeignWrite(bareDelete)).toBeNull();
    const textDelete = new Request('http://127.0.0.1:3000/api/x/1', {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain', 'content-length': '2' },
      body: '{}',
    });
    expect(refuseForeignWrite(textDelete)?.status).toBe(403);
    const foreign = refuseForeignWrite(req({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }))!;
    expect([foreign.status, await foreign.json()]).toEqual([403, { error: 'Permintaan dari situs lain ditolak.' }]);
    const plain = refuseForeignWrite(req({ 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' }))!;
    expect([plain.status, await plain.json()]).toEqual([403, { error: 'Body harus berupa JSON (Content-Type: application/json).' }]);
    expect(
      refuseForeignWrite(req({ 'sec-fetch-site': 'same-origin', 'content-type': 'multipart/form-data; boundary=x' }), 'form'),
    ).toBeNull();
    expect(
      refuseForeignWrite(req({ 'sec-fetch-site': 'same-site', 'content-type': 'multipart/form-data; boundary=x' }), 'form')?.status,
    ).toBe(403);
  });
});
