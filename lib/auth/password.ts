import 'server-only';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { parsePasswordHash } from '@/lib/password-hash';

/** Cost parameters for new hashes: about 16 MiB and a few tens of milliseconds per check. */
const DEFAULTS = { N: 16_384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { N, r, p, maxmem: 256 * N * r * p }, (err, key) => (err ? reject(err) : resolve(key)));
  });
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
