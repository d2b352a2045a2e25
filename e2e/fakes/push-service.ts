/**
 * A local Web Push service for tests, on 127.0.0.1 (port 0 unless given), written from the RFCs it checks:
 * - RFC 8292 (VAPID): `Authorization: vapid t=<JWT>, k=<public key>`; the JWT must be ES256-signed by k, its `aud`
 *   the endpoint's origin, its `exp` in the future and at most 24 h away, its `sub` a mailto: or https: URL; and k
 *   must be the key the subscription was made with (applicationServerKey), as a real push service checks.
 * - RFC 8291 + RFC 8188 (aes128gcm): the body is decrypted with the subscription's private key and auth secret.
 * A request failing a check is answered 400/401/403 and recorded in `rejected`.
 *
 *   const push = await startPushService();
 *   const sub = push.subscribe(vapidPublicKey);   // { endpoint, keys: { p256dh, auth } }, as PushManager gives
 *   const msg = await push.waitFor((m) => m.endpoint === sub.endpoint);   // msg.json: the decrypted payload, parsed
 *   push.respondNext(sub.endpoint, { status: 429, retryAfter: '120' });   // the next request to it gets this answer
 *   push.expire(sub.endpoint);                     // every later request gets 410 Gone
 *   push.hold();                                   // accepted messages are recorded, their answers wait...
 *   push.release();                                // ...until this (a sender killed meanwhile never gets one)
 *   await push.close();
 */
import { createECDH, createHmac, createPublicKey, createDecipheriv, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushMessage = {
  endpoint: string;
  ttl: number;
  urgency: string | null;
  /** The decrypted payload. */
  text: string;
  json: unknown;
  jwt: { aud: string; exp: number; sub: string };
  at: number;
};

type Held = {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  serverKey: string;
  gone: boolean;
  script: { status: number; retryAfter?: string }[];
};

export type PushService = {
  origin: string;
  port: number;
  messages: PushMessage[];
  rejected: { endpoint: string; status: number; reason: string }[];
  /** Every request received, whatever its answer (status), in order. */
  requests: { endpoint: string; status: number }[];
  subscribe(applicationServerKey: string): BrowserSubscription;
  respondNext(endpoint: string, ...answers: { status: number; retryAfter?: string }[]): void;
  expire(endpoint: string): void;
  /** From now on a message is recorded when it arrives and answered only after release(). */
  hold(): void;
  release(): void;
  /** Messages recorded whose answer waits for release(). */
  held(): number;
  waitFor(match: (m: PushMessage) => boolean, timeoutMs?: number): Promise<PushMessage>;
  clear(): void;
  close(): Promise<void>;
};

const b64u = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188 section 2: one record, the sender's key in the header's keyid. */
export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65 || rs < 18 || records.length > rs) throw new Error('bad aes128gcm header');
  const uaPublic = uaPrivate.getPublicKey();
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter (expected the last record, 0x02)');
  return padded.subarray(0, end);
}

/** RFC 8292: the JWT and key of `Authorization: vapid t=..., k=...`; throws with the reason when a check fails. */
export function verifyVapid(header: string | undefined, endpointOrigin: string, expectedKey: string, now: number) {
  const m = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw Object.assign(new Error('no vapid authorization'), { status: 401 });
  const [, token, key] = m as unknown as [string, string, string];
  if (key !== expectedKey) throw Object.assign(new Error('vapid key is not the subscription key'), { status: 403 });
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) throw Object.assign(new Error('malformed JWT'), { status: 401 });
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') throw Object.assign(new Error('JWT alg must be ES256'), { status: 401 });
  const raw = Buffer.from(key, 'base64url');
  const pub = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key: pub, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) throw Object.assign(new Error('JWT signature does not verify'), { status: 403 });
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== endpointOrigin) throw Object.assign(new Error(`aud ${claims.aud} is not ${endpointOrigin}`), { status: 403 });
  const nowS = Math.floor(now / 1000);
  if (!(claims.exp > nowS && claims.exp <= nowS + 24 * 3600 + 60)) throw Object.assign(new Error('exp out of range'), { status: 403 });
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw Object.assign(new Error('sub must be mailto: or https:'), { status: 403 });
  return claims;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startPushService(port = 0): Promise<PushService> {
  const held = new Map<string, Held>();
  const messages: PushMessage[] = [];
  const rejected: PushService['rejected'] = [];
  const requests: PushService['requests'] = [];
  const waiters = new Set<() => void>();
  let origin = '';
  let holding: { released: Promise<void>; release: () => void; count: number } | null = null;

  const server = createServer((req, res) => {
    void (async () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const body = await readBody(req);
      const answer = (status: number, reason = '', headers: Record<string, string> = {}) => {
        requests.push({ endpoint, status });
        if (reason) rejected.push({ endpoint, status, reason });
        res.writeHead(status, headers).end(reason);
      };
      const sub = held.get(endpoint);
      if (req.method !== 'POST' || !sub) return answer(404, req.method === 'POST' ? '' : 'POST only');
      if (sub.gone) return answer(410);
      const scripted = sub.script.shift();
      if (scripted) return answer(scripted.status, '', scripted.retryAfter ? { 'Retry-After': scripted.retryAfter } : {});
      try {
        const jwt = verifyVapid(req.headers.authorization, origin, sub.serverKey, Date.now());
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw Object.assign(new Error('Content-Encoding must be aes128gcm'), { status: 400 });
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw Object.assign(new Error('TTL header required'), { status: 400 });
        if (body.length > 4096) throw Object.assign(new Error('payload too large'), { status: 413 });
        const text = decryptAes128gcm(body, sub.ecdh, sub.auth).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          // Plain text payloads are allowed.
        }
        const urgency = typeof req.headers.urgency === 'string' ? req.headers.urgency : null;
        messages.push({ endpoint, ttl, urgency, text, json, jwt, at: Date.now() });
        for (const w of waiters) w();
        if (holding) {
          const hold = holding;
          hold.count++;
          await hold.released;
          hold.count--;
        }
        answer(201, '', { Location: `${origin}/message/${randomUUID()}` });
      } catch (e) {
        const err = e as Error & { status?: number };
        answer(err.status ?? 400, err.message);
      }
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${actual}`;

  return {
    origin,
    port: actual,
    messages,
    rejected,
    requests,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      held.set(endpoint, { ecdh, auth, serverKey: applicationServerKey, gone: false, script: [] });
      return { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    respondNext(endpoint, ...answers) {
      held.get(endpoint)?.script.push(...answers);
    },
    expire(endpoint) {
      const h = held.get(endpoint);
      if (h) h.gone = true;
    },
    hold() {
      if (holding) return;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      holding = { released, release, count: 0 };
    },
    release() {
      holding?.release();
      holding = null;
    },
    held: () => holding?.count ?? 0,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching push within ${timeoutMs} ms (${messages.length} received, ${rejected.length} rejected)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear() {
      messages.length = 0;
      rejected.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        holding?.release();
        server.close(() => resolve());
      }),
  };
}
