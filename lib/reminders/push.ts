import 'server-only';
import webpush from 'web-push';
import type { VapidEnv } from '@/lib/env';
import { isAllowedHost } from '@/lib/net/allow-hosts';
import type { PushKeys } from './types';

/**
 * Web Push with VAPID (RFC 8292) and the aes128gcm payload encryption (RFC 8291), both done by `web-push`'s
 * generateRequestDetails; the request itself goes out through fetch, so a test's push service on plain http works
 * the same as a browser vendor's https one and the answer's Retry-After is read here.
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
 * IP literal or a local name (FETCH_ALLOW_HOSTS, for tests, lets a local push service through).
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
  const host = url.hostname;
  return host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') && !/(^|\.)(localhost|local|internal)$/i.test(host);
}

/** A VAPID JWT is valid for 12 hours here (RFC 8292 allows 24) and reused for 6, one per push service origin. */
const JWT_SECONDS = 12 * 3600;
const JWT_REUSE_MS = 6 * 3_600_000;

export function createPushSender(env: VapidEnv, options: { timeoutMs?: number; now?: () => number } = {}): PushSender {
  const now = options.now ?? Date.now;
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
      const details = webpush.generateRequestDetails({ endpoint: to.endpoint, keys: to.keys }, payload, {
        headers: { Authorization: authorization(to.endpoint) },
        TTL: 24 * 3600,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      });
      let res: Response;
      try {
        res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (e) {
        return { ok: false, gone: false, retry: true, status: 0, error: e instanceof Error ? e.message : String(e) };
      }
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return { ok: true };
      if (res.status === 404 || res.status === 410) return { ok: false, gone: true, status: res.status };
      const error = `push ${res.status}`;
      if (res.status === 429 || res.status >= 500) {
        return {
          ok: false,
          gone: false,
          retry: true,
          status: res.status,
          retryAfterMs: parseRetryAfter(res.headers.get('retry-after'), now()),
          error,
        };
      }
      return { ok: false, gone: false, retry: false, status: res.status, error };
    },
  };
}
