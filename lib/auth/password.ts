import 'server-only';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Cost parameters for new hashes: about 16 MiB and a few tens of milliseconds per check. */
const DEFAULTS = { N: 16_384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

type Params = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

function derive(password: string, salt: Buffer, N: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { N, r, p, maxmem: 256 * N * r * p }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/**
 * Reads `scrypt$N$r$p$saltB64$hashB64`. A `\$` is read as `$`, so the value works whether or not it went through
 * a .env file (Next's env loader expands `$name`, so there it must be written with `\$`).
 */
export function parsePasswordHash(stored: string): Params | null {
  const parts = stored.trim().replace(/\\\$/g, '$').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((s) => (/^\d{1,9}$/.test(s ?? '') ? Number(s) : NaN)) as [number, number, number];
  if (!isPowerOfTwo(N) || N > 2 ** 20 || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return null;
  const b64 = /^[A-Za-z0-9+/]+={0,2}$/;
  if (!b64.test(parts[4] ?? '') || !b64.test(parts[5] ?? '')) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const hash = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 8 || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}

export function isPasswordHash(stored: string): boolean {
  return parsePasswordHash(stored) !== null;
}

/** A new salted scrypt hash of `password`, in the format ADMIN_PASSWORD_HASH takes. */
export async function hashPassword(password: string): Promise<string> {
  if (!password) throw new Error('Password tidak boleh kosong.');
  const { N, r, p } = DEFAULTS;
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, N, r, p, KEY_BYTES);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

// Checked against when there is no stored hash to compare with, so a wrong e-mail costs as long as a wrong password.
let dummy: Promise<string> | undefined;

/** True when `password` matches `stored`. A missing or malformed `stored` is never a match. */
export async function verifyPassword(password: string, stored: string | undefined | null): Promise<boolean> {
  const parsed = stored ? parsePasswordHash(stored) : null;
  if (!parsed) {
    dummy ??= hashPassword('dummy-password');
    const fallback = parsePasswordHash(await dummy)!;
    await derive(password, fallback.salt, fallback.N, fallback.r, fallback.p, fallback.hash.length);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p, parsed.hash.length);
  return timingSafeEqual(key, parsed.hash);
}
