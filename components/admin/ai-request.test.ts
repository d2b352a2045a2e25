import { describe, expect, it } from 'vitest';
import type { AiProgress } from './ai-progress';
import { AiRequestError, requestAiExtract } from './ai-request';

const item = {
  id: '1700000000000',
  title: 'Lomba Esai Nasional',
  description: 'Deskripsi.',
  thumbnails: ['https://example.com/a.png'],
  tags: ['esai'],
  categories: ['SMA'],
  registration: { start: '2099-01-10', end: '2099-02-20' },
  published_date: '2099-01-01T00:00:00.000Z',
};

type Call = { url: string; init: RequestInit };

function fakeFetch(response: () => Response, calls: Call[] = []): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return response();
  }) as typeof fetch;
}

const ndjson = (...lines: (string | object)[]) =>
  new Response(lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n'), {
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
  });

describe('requestAiExtract', () => {
  it('posts the input asking for NDJSON, reports progress and returns the result line', async () => {
    const calls: Call[] = [];
    const progress: AiProgress[] = [];
    const result = await requestAiExtract(
      { urls: ['https://example.com/a.png'], usePro: true },
      {
        onProgress: (p) => progress.push(p),
        fetchImpl: fakeFetch(
          () =>
            ndjson(
              { type: 'progress', stage: 'start' },
              { type: 'progress', stage: 'fetching', done: 0, total: 1 },
              { type: 'progress', stage: 'search' },
              { type: 'progress', stage: 'someday' },
              { type: 'progress', stage: 'extract' },
              { type: 'result', items: [item], skipped: [{ url: 'file:///etc/passwd', reason: 'Protokol file tidak diizinkan.' }] },
            ),
          calls,
        ),
      },
    );
    expect(calls[0]!.url).toBe('/api/ai/extract');
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('accept')).toContain('application/x-ndjson');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ urls: ['https://example.com/a.png'], usePro: true });
    expect(progress).toEqual([{ stage: 'start' }, { stage: 'fetching', done: 0, total: 1 }, { stage: 'search' }, { stage: 'extract' }]);
    expect(result).toEqual({ items: [item], skipped: [{ url: 'file:///etc/passwd', reason: 'Protokol file tidak diizinkan.' }] });
  });

  it('rejects with the status and message of an error line', async () => {
    const run = requestAiExtract(
      { urls: ['x'], usePro: false },
      { fetchImpl: fakeFetch(() => ndjson({ type: 'progress', stage: 'start' }, { type: 'error', status: 502, error: 'AI gagal.' })) },
    );
    await expect(run).rejects.toMatchObject({ name: 'AiRequestError', status: 502, message: 'AI gagal.' });
  });

  it('rejects with the message of a JSON error answer (signed out, bad body)', async () => {
    const run = requestAiExtract(
      { urls: ['x'], usePro: false },
      { fetchImpl: fakeFetch(() => Response.json({ error: 'Silakan login sebagai admin.' }, { status: 401 })) },
    );
    await expect(run).rejects.toMatchObject({ status: 401, message: 'Silakan login sebagai admin.' });
    const html = requestAiExtract(
      { urls: ['x'], usePro: false },
      { fetchImpl: fakeFetch(() => new Response('<h1>502</h1>', { status: 502 })) },
    );
    await expect(html).rejects.toMatchObject({ status: 502, message: '' });
  });

  it('accepts a plain JSON result', async () => {
    const result = await requestAiExtract({ urls: ['x'], usePro: false }, { fetchImpl: fakeFetch(() => Response.json({ items: [item] })) });
    expect(result).toEqual({ items: [item], skipped: [] });
  });

  it('fails without a message when the stream ends without a result or the server cannot be reached', async () => {
    const cut = requestAiExtract(
      { urls: ['x'], usePro: false },
      { fetchImpl: fakeFetch(() => ndjson({ type: 'progress', stage: 'start' }, '{"type":"res')) },
    );
    await expect(cut).rejects.toEqual(new AiRequestError(0, ''));
    const offline = requestAiExtract(
      { urls: ['x'], usePro: false },
      {
        fetchImpl: (async () => {
          throw new TypeError('Failed to fetch');
        }) as typeof fetch,
      },
    );
    await expect(offline).rejects.toEqual(new AiRequestError(0, ''));
  });

  it('passes an abort through', async () => {
    const controller = new AbortController();
    controller.abort();
    const run = requestAiExtract(
      { urls: ['x'], usePro: false },
      {
        signal: controller.signal,
        fetchImpl: (async (_url: string, init?: RequestInit) => {
          init?.signal?.throwIfAborted();
          return ndjson();
        }) as typeof fetch,
      },
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });
});
