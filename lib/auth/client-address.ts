import { isIPv4, isIPv6 } from 'node:net';

/**
 * The header our server hook (lib/server/request-hook.ts) sets on every request to the socket's own address, overwriting any
 * value a client sent. Next passes the socket address on only as X-Forwarded-For, and only when the client sent
 * none, so a client could otherwise choose its own address.
 */
export const PEER_HEADER = 'x-infolomba-peer';

/** Where no address can be known (the hook is not installed, as on a serverless host): one shared key. */
export const UNKNOWN_ADDRESS = 'unknown';

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const v = headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

/**
 * The client's address as a throttle key. `hops` is the number of reverse proxies in front of the server
 * (TRUSTED_PROXY_HOPS): 0 means none, and the socket's own address counts; N means the Nth X-Forwarded-For entry
 * from the right, the one the outermost trusted proxy wrote (entries left of it are the client's own claims).
 * A list shorter than N (a request that bypassed a proxy) gives its leftmost entry.
 */
export function clientAddress(headers: HeaderSource | undefined, hops: number): string {
  if (!headers) return UNKNOWN_ADDRESS;
  if (hops <= 0) return addressKeyPart(header(headers, PEER_HEADER));
  const entries = (header(headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const entry = entries.length >= hops ? entries[entries.length - hops] : entries[0];
  return addressKeyPart(entry ?? header(headers, PEER_HEADER));
}

/**
 * One key per client: IPv4 as is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by its /64 network, since one
 * household or server is given a whole /64 and could otherwise rotate through it.
 */
export function addressKeyPart(raw: string | undefined): string {
  let address = (raw ?? '').trim().replace(/^\[|\](?::\d+)?$/g, '');
  if (!address) return UNKNOWN_ADDRESS;
  const zone = address.indexOf('%');
  if (zone > 0) address = address.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address);
  if (v4WithPort?.[1]) address = v4WithPort[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  // Not an address at all (a proxy that writes names or "unknown"): kept, but bounded.
  return address.slice(0, 64).toLowerCase();
}

function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) lies beyond the /64 we keep, so its form does not matter.
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
