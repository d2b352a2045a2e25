import 'server-only';

export const LOGIN_MESSAGES = {
  invalidEmail: 'Format email tidak valid.',
  wrongCredentials: 'Email atau password salah.',
  throttled: 'Terlalu banyak percobaan gagal. Coba lagi nanti.',
  other: 'Terjadi kesalahan. Silakan coba lagi.',
} as const;

export type ThrottleOptions = {
  /** Failures within the window that block further tries. */
  limit?: number;
  windowMs?: number;
  now?: () => number;
};

export type LoginThrottle = {
  /** True when any of `keys` has `limit` failures within the window. */
  isBlocked(keys: readonly string[]): boolean;
  recordFailure(keys: readonly string[]): void;
  clear(key: string): void;
  reset(): void;
};

const SWEEP_ABOVE = 10_000;

/** Failed sign-ins per key in a sliding window, kept in memory. */
export function createLoginThrottle({ limit = 5, windowMs = 15 * 60_000, now = Date.now }: ThrottleOptions = {}): LoginThrottle {
  const failures = new Map<string, number[]>();

  const recent = (key: string, at: number): number[] => {
    const list = failures.get(key);
    if (!list) return [];
    const kept = list.filter((t) => at - t < windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  const sweep = (at: number) => {
    for (const key of [...failures.keys()]) recent(key, at);
  };

  return {
    isBlocked(keys) {
      const at = now();
      return keys.some((k) => recent(k, at).length >= limit);
    },
    recordFailure(keys) {
      const at = now();
      if (failures.size > SWEEP_ABOVE) sweep(at);
      for (const k of keys) failures.set(k, [...recent(k, at), at].slice(-limit));
    },
    clear(key) {
      failures.delete(key);
    },
    reset() {
      failures.clear();
    },
  };
}

// One throttle per process: route bundles may each load this module.
const KEY = Symbol.for('infolomba.loginThrottle');
type Holder = { throttle?: LoginThrottle };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

export function getLoginThrottle(): LoginThrottle {
  return (holder.throttle ??= createLoginThrottle());
}

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `addr:${address}`;

/** The keys one sign-in attempt is counted under: its e-mail (when given) and its client address. */
export function throttleKeys(email: string | undefined, address: string): string[] {
  const keys = [addressKey(address)];
  if (email && email.trim()) keys.unshift(emailKey(email));
  return keys;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const v = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** The client's address as the proxy in front reports it; 'local' when there is none. */
export function clientAddress(headers: HeaderSource | undefined): string {
  if (!headers) return 'local';
  const forwarded = header(headers, 'x-forwarded-for')?.split(',')[0]?.trim();
  const real = header(headers, 'x-real-ip')?.trim();
  return (forwarded || real || 'local').slice(0, 100);
}

/**
 * Wraps next-auth's POST handler: a credentials sign-in from a blocked e-mail or address is answered 429 without
 * reaching next-auth, in the JSON shape next-auth's client reads (`url` carrying `?error=`).
 */
export async function guardCredentialsSignIn(
  req: Request,
  next: () => Promise<Response>,
  throttle: LoginThrottle = getLoginThrottle(),
): Promise<Response> {
  const url = new URL(req.url);
  if (req.method !== 'POST' || !/\/callback\/credentials\/?$/.test(url.pathname)) return next();
  let email: string | undefined;
  try {
    email = await readEmail(req.clone());
  } catch {
    email = undefined;
  }
  if (!throttle.isBlocked(throttleKeys(email, clientAddress(req.headers)))) return next();
  const errorUrl = new URL(url.pathname.replace(/\/callback\/credentials\/?$/, '/error'), url.origin);
  errorUrl.searchParams.set('error', LOGIN_MESSAGES.throttled);
  return Response.json(
    { url: errorUrl.toString(), error: LOGIN_MESSAGES.throttled },
    { status: 429, headers: { 'Retry-After': '900', 'Cache-Control': 'private, no-store' } },
  );
}

async function readEmail(req: Request): Promise<string | undefined> {
  const type = req.headers.get('content-type') ?? '';
  const text = (await req.text()).slice(0, 10_000);
  if (type.includes('application/json')) {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && 'email' in data && typeof data.email === 'string' ? data.email : undefined;
  }
  return new URLSearchParams(text).get('email') ?? undefined;
}
