import 'server-only';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { type LookupAll, UnsafeUrlError, vetUrl } from '@/lib/net/safe-fetch';
import { type Answer, bodyMatters, classifyAnswer, classifyFailure, type Failure, type Outcome } from './classify';

/** A browser's User-Agent: organisers' sites and link pages answer robots differently (or not at all). */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAX_REDIRECTS = 8;
/** Enough of a page to recognise a closed form, a removed short link or a robot check. */
const BODY_BYTES = 64 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type ProbeOptions = {
  timeoutMs: number;
  allowHosts?: readonly string[];
  lookup?: LookupAll;
  /** Waits for this host's turn (at most one request per second per host); called before every request. */
  turn: (host: string) => Promise<() => void>;
};

type Hop = { status: number; location?: string; retryAfter?: string; body: string };

function requestOnce(url: URL, address: string, family: number, method: 'HEAD' | 'GET', signal: AbortSignal): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const lookup: net.LookupFunction = (_h, options, callback) => {
      if (options.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    };
    const req = (url.protocol === 'https:' ? https : http).request(url, {
      method,
      agent: false,
      lookup,
      signal,
      headers: {
        'user-agent': BROWSER_USER_AGENT,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'accept-language': 'id-ID,id;q=0.9,en;q=0.8',
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const head = { status, location: res.headers.location, retryAfter: res.headers['retry-after'] };
      if (method === 'HEAD' || REDIRECTS.has(status)) {
        res.destroy();
        resolve({ ...head, body: '' });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => resolve({ ...head, body: Buffer.concat(chunks).toString('utf8') });
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= BODY_BYTES) {
          res.destroy();
          done();
        }
      });
      res.on('end', done);
      res.on('error', reject);
    });
    req.end();
  });
}

/** Follows the redirects of one request method to their end, each hop vetted by the safe fetch and paced per host. */
async function follow(raw: string, method: 'HEAD' | 'GET', opts: ProbeOptions): Promise<Answer> {
  let current = raw;
  for (let hops = 0; ; hops++) {
    const { url, address, family } = await vetUrl(current, { allowHosts: opts.allowHosts, lookup: opts.lookup });
    const done = await opts.turn(url.host);
    // The time limit is per request: waiting for a host's turn is not the host being slow.
    const hop = await requestOnce(url, address, family, method, AbortSignal.timeout(opts.timeoutMs))
      .catch((e: unknown) => {
        throw (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError'
          ? Object.assign(new Error('timeout'), { failure: 'timeout' as const })
          : e;
      })
      .finally(done);
    if (!REDIRECTS.has(hop.status) || !hop.location) {
      return { status: hop.status, finalUrl: url.href, body: hop.body, retryAfter: hop.retryAfter };
    }
    if (hops >= MAX_REDIRECTS) throw Object.assign(new Error('redirects'), { failure: 'redirects' as const });
    current = new URL(hop.location, url).href;
  }
}

function failureOf(e: unknown): Failure {
  if (e instanceof UnsafeUrlError) return e.refused ? { error: 'refused', detail: e.message } : { error: 'dns', detail: e.message };
  const err = e as NodeJS.ErrnoException & { failure?: 'redirects' | 'timeout' };
  if (err.failure) return { error: err.failure, detail: '' };
  const code = err.code ?? err.message;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { error: 'dns', detail: code };
  if (/CERT|SSL|TLS|self.signed/i.test(code)) return { error: 'tls', detail: code };
  return { error: 'connection', detail: code };
}

/**
 * One check of a link: HEAD, then GET when HEAD is refused (any answer but 2xx) or when the page's text decides (a
 * Google Form, a short link), redirects followed to their end, a browser's User-Agent, `timeoutMs` per request.
 */
export async function checkLink(raw: string, opts: ProbeOptions): Promise<Outcome> {
  try {
    const head = await follow(raw, 'HEAD', opts);
    const ok = head.status >= 200 && head.status < 300;
    if (ok && !bodyMatters(raw) && !bodyMatters(head.finalUrl)) return classifyAnswer(head);
    if (head.status === 429) return classifyAnswer(head);
    return classifyAnswer(await follow(raw, 'GET', opts));
  } catch (e) {
    return classifyFailure(failureOf(e));
  }
}
