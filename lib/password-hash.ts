/** The format of ADMIN_PASSWORD_HASH, checked by lib/env.ts at start and read by lib/auth/password.ts. */

type PasswordHashParams = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/**
 * Reads `scrypt$N$r$p$saltB64$hashB64`. A `\$` is read as `$`, so the value works whether or not it went through
 * a .env file (Next's env loader expands `$name`, so there it must be written with `\$`).
 */
export function parsePasswordHash(stored: string): PasswordHashParams | null {
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
