import 'server-only';
import webpush from 'web-push';
import type { VapidEnv } from '@/lib/env';
import { isAllowedHost } from '@/lib/net/allow-hosts';
import { createSafeAgents, type LookupAll, SafeFetchError, type SafeResponse, safeRequest } from '@/lib/net/safe-fetch';
import { REMINDER_ADMIN } from '@/lib/words/reminders';
import type { PushKeys } from './types';

/**
 * Web Push with VAPID (RFC 8292) and the aes128gcm payload encryption (RFC 8291), both done by `web-push`'s
 * generateRequestDetails; the request itself goes out through the safe fetch (lib/net/safe-fetch.ts): the endpoint
 * came from a browser, so its name is resolved, every address checked (no loopback, private, link-local or metadata
 * range) and the connection pinned to the checked address. A test's push service on plain http on 127.0.0.1 is
 * reached only because FETCH_ALLOW_HOSTS names it.
 */

type PushOutcome =
  | { ok: true }
  /** 404/410: the browser dropped the subscription; delete it. */
  | { ok: false; gone: true; status: number }
  /** 429, 5xx or no answer: try again later, not before `retryAfterMs` when the service said so. */
  | { ok: false; gone: false; retry: true; status: number; retryAfterMs?: number; error: string }
  /** Any other refusal (a 400, 403 for keys that changed, 413): retrying will not help. */
  | { ok: false; gone: false; retry: false; status: number; error: string };

export type PushSender = { publicKey: string; send(to: PushKeys, payload: string): Promise<PushOutcome> };

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`. */
function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : Math.max(0, t - now);
}

/**
 * Push endpoints come from browsers, so the server posts to addresses a visitor chose: only https, and never to an
 * IP literal or a local name (FETCH_ALLOW_HOSTS, for tests, lets a local push service through). This is the check by
 * name, made when a browser subscribes and again before each send; the addresses the name resolves to are checked
 * when the message is sent (safeRequest).
 */
export function isAcceptableEndpoint(endpoint: string, allowHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (isAllowedHost(url, allowHosts)) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  // `localhost.` is `localhost`: a fully qualified name may end with a dot.
  const host = url.hostname.replace(/\.+$/, '');
  return host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') && !/(^|\.)(localhost|local|internal)$/i.test(host);
}

/** web-push's request headers (numbers among them) as strings. */
function stringHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
}

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null));

/** A VAPID JWT is valid for 12 hours here (RFC 8292 allows 24) and reused for 6, one per push service origin. */
const JWT_SECONDS = 12 * 3600;
const JWT_REUSE_MS = 6 * 3_600_000;

type PushSenderOptions = {
  timeoutMs?: number;
  now?: () => number;
  /** FETCH_ALLOW_HOSTS: host[:port] entries let past the address checks (tests' local push service). */
  allowHosts?: readonly string[];
  /** Name resolution for the safe fetch; the system's by default (unit tests pass their own answers). */
  lookup?: LookupAll;
};

export function createPushSender(env: VapidEnv, options: PushSenderOptions = {}): PushSender {
  const now = options.now ?? Date.now;
  const allowHosts = options.allowHosts ?? [];
  // Kept-alive connections to each push service (a run sends thousands of messages to a few hosts).
  const agents = createSafeAgents();
  // Signing an ES256 JWT for every message would cost a run of 10,000 sends seconds of CPU on the server's one
  // thread; the same header serves every message to one push service while it is valid.
  const jwts = new Map<string, { authorization: string; until: number }>();
  const authorization = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    // Wall-clock time, not the injected clock: the push service checks `exp` against its own.
    const t = Date.now();
    let held = jwts.get(audience);
    if (!held || held.until <= t) {
      const headers = webpush.getVapidHeaders(
        audience,
        env.subject,
        env.publicKey,
        env.privateKey,
        'aes128gcm',
        Math.floor(t / 1000) + JWT_SECONDS,
      );
      held = { authorization: headers.Authorization, until: t + JWT_REUSE_MS };
      jwts.set(audience, held);
    }
    return held.authorization;
  };
  return {
    publicKey: env.publicKey,
    async send(to, payload) {
      // Checked by name again: a record stored before a rule was added (`localhost.`) is refused as well.
      if (!isAcceptableEndpoint(to.endpoint, allowHosts)) {
        return { ok: false, gone: false, retry: false, status: 0, error: REMINDER_ADMIN.pushEndpointRefused };
      }
      const details = webpush.generateRequestDetails({ endpoint: to.endpoint, keys: to.keys }, payload, {
        headers: { Authorization: authorization(to.endpoint) },
        TTL: 24 * 3600,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      });
      let res: SafeResponse;
      try {
        res = await safeRequest(details.endpoint, {
          method: details.method,
          headers: stringHeaders(details.headers),
          body: details.body ? new Uint8Array(details.body) : undefined,
          timeoutMs: options.timeoutMs ?? 15_000,
          allowHosts,
          lookup: options.lookup,
          agents,
        });
      } catch (e) {
        const error = `push: ${e instanceof Error ? e.message : String(e)}`;
        // A private address stays private on the next run: refused for good; a network failure may pass.
        if (e instanceof SafeFetchError && e.kind === 'refused') return { ok: false, gone: false, retry: false, status: 0, error };
        return { ok: false, gone: false, retry: true, status: 0, error };
      }
      if (res.status >= 200 && res.status <= 299) return { ok: true };
      if (res.status === 404 || res.status === 410) return { ok: false, gone: true, status: res.status };
      const error = `push ${res.status}`;
      if (res.status === 429 || res.status >= 500) {
        return {
          ok: false,
          gone: false,
          retry: true,
          status: res.status,
          retryAfterMs: parseRetryAfter(headerValue(res.headers['retry-after']), now()),
          error,
        };
      }
      return { ok: false, gone: false, retry: false, status: res.status, error };
    },
  };
}
