import 'server-only';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export const TOTAL_SIZE_MESSAGE = 'Ukuran total file melebihi batas maksimal 100MB untuk AI.';

export type ResolvedAddress = { address: string; family: number };
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export type FetchImagesOptions = {
  /** Per image, redirects included. */
  timeoutMs?: number;
  /** Over all images together. */
  maxTotalBytes?: number;
  maxRedirects?: number;
  /** host[:port] entries that skip the private-address check (tests only; production never sets it). */
  allowHosts?: readonly string[];
  /** Name resolution; defaults to dns.lookup with every address. Injectable so tests need no DNS. */
  lookup?: LookupAll;
  onProgress?: (done: number, total: number) => void;
};

export type FetchedImage = { url: string; mimeType: string; data: Buffer };
export type SkippedImage = { url: string; reason: string };
export type FetchImagesResult = { images: FetchedImage[]; skipped: SkippedImage[] };

/** Thrown when the images together pass the size limit; it ends the whole generation. */
export class TotalSizeError extends Error {
  constructor() {
    super(TOTAL_SIZE_MESSAGE);
    this.name = 'TotalSizeError';
  }
}

/** A reason to skip one image, worded for the admin. */
class SkipError extends Error {}

const DEFAULTS = { timeoutMs: 15_000, maxTotalBytes: 100 * 1024 * 1024, maxRedirects: 5 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Gemini accepts raster formats only; an SVG would fail the whole call.
const UNSUPPORTED_IMAGE_TYPES = new Set(['image/svg+xml']);

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

function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowHosts.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e !== '' && (e === host || e === hostname);
  });
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new SkipError('URL tidak valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SkipError(`Protokol ${url.protocol.replace(/:$/, '')} tidak diizinkan; hanya http dan https.`);
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
      throw new SkipError(`Nama host ${hostname} tidak dapat ditemukan.`);
    }
    if (addresses.length === 0) throw new SkipError(`Nama host ${hostname} tidak dapat ditemukan.`);
  }
  if (!allowed) {
    const blocked = addresses.find((a) => isBlockedAddress(a.address));
    if (blocked) {
      throw new SkipError(
        `Alamat ${blocked.address} adalah alamat jaringan lokal atau privat dan tidak boleh diakses server.`,
      );
    }
  }
  return addresses[0]!;
}

type Budget = { used: number; max: number };

type Hop = { kind: 'redirect'; location: string | undefined } | { kind: 'image'; mimeType: string; data: Buffer };

/** One request to a vetted address; the connection never resolves the name again. */
function requestOnce(url: URL, target: ResolvedAddress, budget: Budget, signal: AbortSignal): Promise<Hop> {
  return untilAborted(requestHop(url, target, budget, signal), signal);
}

function requestHop(url: URL, target: ResolvedAddress, budget: Budget, signal: AbortSignal): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const lookup: net.LookupFunction = (_hostname, options, callback) => {
      // Node asks for a list when it races address families (autoSelectFamily).
      if (options.all) callback(null, [target]);
      else callback(null, target.address, target.family);
    };
    const req = lib.request(url, {
      method: 'GET',
      agent: false,
      lookup,
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
        reject(new SkipError(`Server menjawab dengan status ${status}.`));
        return;
      }
      const mimeType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!mimeType.startsWith('image/')) {
        res.destroy();
        reject(new SkipError(`Bukan file gambar (Content-Type: ${mimeType || 'tidak ada'}).`));
        return;
      }
      if (UNSUPPORTED_IMAGE_TYPES.has(mimeType)) {
        res.destroy();
        reject(new SkipError(`Format gambar ${mimeType} tidak didukung AI; gunakan JPEG, PNG atau WebP.`));
        return;
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && budget.used + declared > budget.max) {
        res.destroy();
        reject(new TotalSizeError());
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (budget.used + size + chunk.length > budget.max) {
          res.destroy();
          reject(new TotalSizeError());
          return;
        }
        size += chunk.length;
        chunks.push(chunk);
      });
      res.on('end', () => {
        if (size === 0) {
          reject(new SkipError('File gambar kosong.'));
          return;
        }
        budget.used += size;
        resolve({ kind: 'image', mimeType, data: Buffer.concat(chunks, size) });
      });
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

async function fetchOne(
  raw: string,
  budget: Budget,
  opts: Required<Pick<FetchImagesOptions, 'timeoutMs' | 'maxRedirects' | 'allowHosts' | 'lookup'>>,
): Promise<FetchedImage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    let url = parseUrl(raw);
    for (let redirects = 0; ; redirects++) {
      const target = await untilAborted(vetHost(url, opts), controller.signal);
      const hop = await requestOnce(url, target, budget, controller.signal);
      if (hop.kind === 'image') return { url: raw.trim(), mimeType: hop.mimeType, data: hop.data };
      if (!hop.location) throw new SkipError('Pengalihan (redirect) tanpa alamat tujuan.');
      if (redirects >= opts.maxRedirects) throw new SkipError(`Terlalu banyak pengalihan (lebih dari ${opts.maxRedirects}).`);
      try {
        url = parseUrl(new URL(hop.location, url).href);
      } catch (e) {
        throw e instanceof SkipError ? new SkipError(`Pengalihan ditolak: ${e.message}`) : e;
      }
    }
  } catch (e) {
    if (e instanceof TotalSizeError || e instanceof SkipError) throw e;
    if (controller.signal.aborted) {
      throw new SkipError(`Waktu habis saat mengunduh gambar (lebih dari ${(opts.timeoutMs / 1000).toLocaleString('id-ID')} detik).`);
    }
    const code = (e as NodeJS.ErrnoException).code;
    throw new SkipError(`Gagal mengunduh gambar (${code ?? (e as Error).message}).`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Downloads poster images for the AI without letting the server reach its own network: only http(s), every
 * resolved address checked (redirects too), the connection pinned to the checked address, only image/* bodies,
 * and a byte budget over all images together. An image that fails is skipped with a reason; passing the size
 * budget throws TotalSizeError, which ends the whole generation.
 */
export async function fetchImages(urls: readonly string[], options: FetchImagesOptions = {}): Promise<FetchImagesResult> {
  const opts = {
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
    allowHosts: options.allowHosts ?? [],
    lookup: options.lookup ?? defaultLookup,
  };
  const budget: Budget = { used: 0, max: options.maxTotalBytes ?? DEFAULTS.maxTotalBytes };
  const images: FetchedImage[] = [];
  const skipped: SkippedImage[] = [];
  for (const [i, url] of urls.entries()) {
    options.onProgress?.(i, urls.length);
    try {
      images.push(await fetchOne(url, budget, opts));
    } catch (e) {
      if (e instanceof SkipError) skipped.push({ url, reason: e.message });
      else throw e;
    }
  }
  options.onProgress?.(urls.length, urls.length);
  return { images, skipped };
}
