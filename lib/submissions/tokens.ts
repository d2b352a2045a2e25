import 'server-only';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: the status link's and the confirmation link's secret. */
export const newToken = (): string => randomBytes(16).toString('base64url');
/** Tokens are stored only as this hash: a copy of the store opens no status page. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
export const TOKEN_RE = /^[A-Za-z0-9_-]{22}$/;

/**
 * The status link's token, sealed (AES-256-GCM) so the store can put it in later status e-mails without keeping it
 * readable: a copy of the store without the key opens no status page. `key` is 32 bytes (see `statusLinkKey`).
 */
export function sealToken(token: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The token back, or null when it was sealed with another key (another secret, or a restart without one). */
export function openToken(sealed: string, key: Buffer): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const token = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return TOKEN_RE.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** Derived from NEXTAUTH_SECRET so every server of a deployment agrees; random per process without one. */
export function statusLinkKey(secret: string | undefined): Buffer {
  return secret ? createHmac('sha256', secret).update('infolomba:status-link').digest() : randomBytes(32);
}
