import 'server-only';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { FETCH_MESSAGES } from '@/lib/words/admin';
import { isAllowedHost } from './allow-hosts';
import { type ImageType, sniffImageType } from './image-type';

export { isAllowedHost, parseAllowHosts } from './allow-hosts';
export { sniffImageType, type ImageType } from './image-type';

type ResolvedAddress = { address: string; family: number };
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

type SafeFetchOptions = {
  /** For the whole download, redirects included. */
  timeoutMs?: number;
  /** Largest body accepted; a larger one throws TooLargeError. */
  maxBytes?: number;
  maxRedirects?: number;
  /** host[:port] entries that skip the private-address check (tests only; production never sets it). */
  allowHosts?: readonly string[];
  /** Name resolution; defaults to dns.lookup with every address. Injectable so tests need no DNS. */
  lookup?: LookupAll;
  /** Image types accepted (checked from the bytes); defaults to every raster type sniffImageType knows. */
  accept?: readonly ImageType[];
};

type FetchImagesOptions = Omit<SafeFetchOptions, 'maxBytes'> & {
  /** Over all images together. */
  maxTotalBytes?: number;
  onProgress?: (done: number, total: number) => void;
};

export type FetchedImage = { url: string; mimeType: ImageType; data: Buffer };
export type SkippedImage = { url: string; reason: string };
type FetchImagesResult = { images: FetchedImage[]; skipped: SkippedImage[] };

/** Thrown when the images together pass the AI's size limit; it ends the whole generation. */
export class TotalSizeError extends Error {
  constructor() {
    super(FETCH_MESSAGES.totalTooLarge);
    this.name = 'TotalSizeError';
  }
}

/** Why a safe fetch failed (one image, a push message), worded for the admin. */
export class SafeFetchError extends Error {
  constructor(
    message: string,
    /** 'refused' never reached the host (bad URL, private address); 'failed' did and got nothing usable. */
    readonly kind: 'refused' | 'failed' = 'failed',
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

/** The body passed maxBytes. */
class TooLargeError extends SafeFetchError {
  constructor(readonly maxBytes: number) {
    super(FETCH_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)));
    this.name = 'TooLargeError';
  }
}

const DEFAULTS = { timeoutMs: 15_000, maxBytes: 20 * 1024 * 1024, maxRedirects: 5, maxTotalBytes: 100 * 1024 * 1024 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const RASTER: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic'];

const v4Denied = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", includes 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  v4Denied.addSubnet(prefix, bits, 'ipv4');
}

const v4Mapped = new net.BlockList();
v4Mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

// IPv6 is allowed only inside global unicast; that leaves out ::, ::1, fe80::/10, fc00::/7, ff00::/8, 64:ff9b::/96.
const v6Global = new net.BlockList();
v6Global.addSubnet('2000::', 3, 'ipv6');
const v6Denied = new net.BlockList();
v6Denied.addSubnet('2001::', 23, 'ipv6'); // protocol assignments, Teredo
v6Denied.addSubnet('2001:db8::', 32, 'ipv6'); // documentation
v6Denied.addSubnet('2002::', 16, 'ipv6'); // 6to4 can embed any IPv4 address

/** True for loopback, private, link-local, unique-local, unspecified, multicast and other non-public addresses. */
export function isBlockedAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return v4Denied.check(ip, 'ipv4');
  if (family === 6) {
    if (v4Mapped.check(ip, 'ipv6')) return v4Denied.check(ip, 'ipv6');
    return !v6Global.check(ip, 'ipv6') || v6Denied.check(ip, 'ipv6');
  }
  return true;
}

const defaultLookup: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new SafeFetchError(FETCH_MESSAGES.invalidUrl, 'refused');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError(FETCH_MESSAGES.protocol(url.protocol.replace(/:$/, '')), 'refused');
  }
  return url;
}

/** The address to connect to, after checking every address the host resolves to. */
async function vetHost(url: URL, opts: { allowHosts: readonly string[]; lookup: LookupAll }): Promise<ResolvedAddress> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const allowed = isAllowedHost(url, opts.allowHosts);
  const literal = net.isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: hostname, family: literal }];
  } else {
    try {
      addresses = await opts.lookup(hostname);
    } catch {
      throw new SafeFetchError(FETCH_MESSAGES.hostNotFound(hostname), 'failed');
    }
    if (addresses.length === 0) throw new SafeFetchError(FETCH_MESSAGES.hostNotFound(hostname), 'failed');
  }
  if (!allowed) {
    const blocked = addresses.find((a) => isBlockedAddress(a.address));
    if (blocked) {
      throw new SafeFetchError(FETCH_MESSAGES.privateAddress(blocked.address), 'refused');
    }
  }
  const first = addresses[0];
  if (!first) throw new SafeFetchError(FETCH_MESSAGES.hostNotFound(hostname), 'failed');
  return first;
}

/** A lookup that answers the vetted address whatever name it is asked: the connection cannot resolve again. */
function pinnedLookup(target: ResolvedAddress): net.LookupFunction {
  return (_hostname, options, callback) => {
    // Node asks for a list when it races address families (autoSelectFamily).
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
}

type Hop = { kind: 'redirect'; location: string | undefined } | { kind: 'body'; contentType: string; data: Buffer };

/** One request to a vetted address; the connection never resolves the name again. */
function requestHop(url: URL, target: ResolvedAddress, maxBytes: number, signal: AbortSignal): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, {
      method: 'GET',
      agent: false,
      lookup: pinnedLookup(target),
      signal,
      headers: { accept: 'image/*', 'user-agent': 'Mozilla/5.0 (compatible; InfoLombaBot/1.0)' },
    });
    req.on('error', (err) => reject(err));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        res.resume();
        res.destroy();
        resolve({ kind: 'redirect', location: res.headers.location });
        return;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        reject(new SafeFetchError(FETCH_MESSAGES.status(status)));
        return;
      }
      const contentType = (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        res.destroy();
        reject(new TooLargeError(maxBytes));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size + chunk.length > maxBytes) {
          res.destroy();
          reject(new TooLargeError(maxBytes));
          return;
        }
        size += chunk.length;
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ kind: 'body', contentType, data: Buffer.concat(chunks, size) }));
      res.on('error', (err) => reject(err));
    });
    req.end();
  });
}

/** dns.lookup cannot be cancelled, so the timeout races it. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

function checkImage(hop: Extract<Hop, { kind: 'body' }>, accept: readonly ImageType[]): ImageType {
  if (hop.data.length === 0) throw new SafeFetchError(FETCH_MESSAGES.emptyImage);
  const sniffed = sniffImageType(hop.data);
  if (sniffed && accept.includes(sniffed)) return sniffed;
  if (sniffed) throw new SafeFetchError(FETCH_MESSAGES.unsupportedImage(sniffed));
  // SVG is text, so the bytes do not say it; its Content-Type gets the clearer message.
  if (hop.contentType === 'image/svg+xml') throw new SafeFetchError(FETCH_MESSAGES.unsupportedImage(hop.contentType));
  throw new SafeFetchError(FETCH_MESSAGES.notImage(hop.contentType || FETCH_MESSAGES.noContentType));
}

/**
 * Downloads one image without letting the server reach its own network: only http(s), every resolved address
 * checked (redirects too), the connection pinned to the checked address, a size cap and a timeout, and the type
 * read from the bytes (a server's Content-Type is not trusted either way). Throws SafeFetchError with a reason.
 */
export async function fetchImage(raw: string, options: SafeFetchOptions = {}): Promise<FetchedImage> {
  const opts = {
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
    maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
    allowHosts: options.allowHosts ?? [],
    lookup: options.lookup ?? defaultLookup,
    accept: options.accept ?? RASTER,
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    let url = parseUrl(raw);
    for (let redirects = 0; ; redirects++) {
      const target = await untilAborted(vetHost(url, opts), controller.signal);
      const hop = await untilAborted(requestHop(url, target, opts.maxBytes, controller.signal), controller.signal);
      if (hop.kind === 'body') return { url: raw.trim(), mimeType: checkImage(hop, opts.accept), data: hop.data };
      if (!hop.location) throw new SafeFetchError(FETCH_MESSAGES.redirectWithoutLocation);
      if (redirects >= opts.maxRedirects) throw new SafeFetchError(FETCH_MESSAGES.tooManyRedirects(opts.maxRedirects));
      try {
        url = parseUrl(new URL(hop.location, url).href);
      } catch (e) {
        throw e instanceof SafeFetchError ? new SafeFetchError(FETCH_MESSAGES.redirectRefused(e.message), e.kind) : e;
      }
    }
  } catch (e) {
    if (e instanceof SafeFetchError) throw e;
    if (controller.signal.aborted) {
      throw new SafeFetchError(FETCH_MESSAGES.imageTimeout(opts.timeoutMs / 1000));
    }
    const code = (e as NodeJS.ErrnoException).code;
    throw new SafeFetchError(FETCH_MESSAGES.imageFailed(code ?? (e as Error).message));
  } finally {
    clearTimeout(timer);
  }
}

type SafeRequestInit = Pick<SafeFetchOptions, 'timeoutMs' | 'allowHosts' | 'lookup'> & {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
  /** Largest answer body read; the rest is dropped (the status and headers are what a caller of this reads). */
  maxBytes?: number;
  /** Keep-alive connections (createSafeAgents); without, one connection per request. */
  agents?: SafeAgents;
};

export type SafeResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Keep-alive agents for many requests to a few hosts (push services); see createSafeAgents. */
type SafeAgents = { http: http.Agent; https: https.Agent };

/**
 * Connections kept open between requests, so message after message to one push service costs no new TLS handshake.
 * safeRequest still resolves and checks the name for every request and gives the agent the pinned lookup: a new
 * connection goes to the address just checked, and a kept one was checked when it was opened.
 */
export function createSafeAgents(options: { maxSockets?: number } = {}): SafeAgents {
  const settings = { keepAlive: true, maxSockets: options.maxSockets ?? 8, timeout: 30_000 };
  return { http: new http.Agent(settings), https: new https.Agent(settings) };
}

/**
 * One request (any method, no redirect followed: a 3xx is returned as it came) to an address a visitor chose, with
 * fetchImage's rules: only http(s), every address the name resolves to checked, the connection pinned to the
 * checked one, a timeout. Throws SafeFetchError: `refused` when nothing was sent (bad URL, private address),
 * `failed` when the host could not be found or reached or did not answer in time.
 */
export async function safeRequest(raw: string, init: SafeRequestInit = {}): Promise<SafeResponse> {
  const timeoutMs = init.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxBytes = init.maxBytes ?? 64 * 1024;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const url = parseUrl(raw);
    const target = await untilAborted(
      vetHost(url, { allowHosts: init.allowHosts ?? [], lookup: init.lookup ?? defaultLookup }),
      controller.signal,
    );
    const https_ = url.protocol === 'https:';
    const answer = new Promise<SafeResponse>((resolve, reject) => {
      const lib = https_ ? https : http;
      const req = lib.request(url, {
        method: init.method ?? 'GET',
        // A kept-alive socket is reused only for this host and port; a new one connects to `target`.
        agent: init.agents ? (https_ ? init.agents.https : init.agents.http) : false,
        lookup: pinnedLookup(target),
        signal: controller.signal,
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; InfoLombaBot/1.0)', ...init.headers },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size >= maxBytes) return;
          const part = chunk.subarray(0, maxBytes - size);
          size += part.length;
          chunks.push(part);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks, size) }));
        res.on('error', reject);
      });
      req.end(init.body ? Buffer.from(init.body) : undefined);
    });
    return await untilAborted(answer, controller.signal);
  } catch (e) {
    if (e instanceof SafeFetchError) throw e;
    if (controller.signal.aborted) {
      throw new SafeFetchError(FETCH_MESSAGES.timeout(timeoutMs / 1000));
    }
    const code = (e as NodeJS.ErrnoException).code;
    throw new SafeFetchError(FETCH_MESSAGES.connectFailed(code ?? (e as Error).message));
  } finally {
    clearTimeout(timer);
  }
}

// Gemini accepts these raster types inline; GIF and SVG would fail the whole call.
const AI_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'];

/**
 * Downloads poster images for the AI, one after another with fetchImage's rules, under one byte budget for all
 * of them. An image that fails is skipped with a reason; passing the budget throws TotalSizeError, which ends
 * the whole generation.
 */
export async function fetchImages(urls: readonly string[], options: FetchImagesOptions = {}): Promise<FetchImagesResult> {
  const maxTotal = options.maxTotalBytes ?? DEFAULTS.maxTotalBytes;
  let used = 0;
  const images: FetchedImage[] = [];
  const skipped: SkippedImage[] = [];
  for (const [i, url] of urls.entries()) {
    options.onProgress?.(i, urls.length);
    try {
      const image = await fetchImage(url, { accept: AI_TYPES, ...options, maxBytes: maxTotal - used });
      used += image.data.length;
      images.push(image);
    } catch (e) {
      if (e instanceof TooLargeError) throw new TotalSizeError();
      if (e instanceof SafeFetchError) skipped.push({ url, reason: e.message });
      else throw e;
    }
  }
  options.onProgress?.(urls.length, urls.length);
  return { images, skipped };
}

/**
 * fetchImage's checks for a request that is not an image download (the link checker, lib/links): the URL must be
 * http(s) and every address its host resolves to public (FETCH_ALLOW_HOSTS aside). Resolves to the address to pin
 * the connection to; rejects with `{ refused: true }` for an address the server must not reach, `{ refused: false }`
 * for a name that does not resolve. Check again on every redirect.
 */
export async function vetUrl(
  raw: string,
  options: Pick<SafeFetchOptions, 'allowHosts' | 'lookup'> = {},
): Promise<{ url: URL; address: string; family: number }> {
  try {
    const url = parseUrl(raw);
    const target = await vetHost(url, { allowHosts: options.allowHosts ?? [], lookup: options.lookup ?? defaultLookup });
    return { url, ...target };
  } catch (e) {
    if (e instanceof SafeFetchError) throw new UnsafeUrlError(e.message, e.kind === 'refused');
    throw e;
  }
}

/** Why vetUrl refused an address: `refused` for a private one or a bad URL, else the name did not resolve. */
export class UnsafeUrlError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'UnsafeUrlError';
  }
}
