import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookies: a browser that signed in as an admin gets a signed cookie naming that e-mail. Its next
 * sign-ins are counted under the cookie alone, so failures from other browsers and addresses (which lock that
 * e-mail for untrusted clients) never lock it out. The cookie grants nothing by itself.
 */
const DEVICE_COOKIE = 'infolomba.device';
const DEVICE_COOKIE_PATH = '/api/auth/callback/credentials';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const deviceCookieName = (secure: boolean) => (secure ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE);

// A key of its own, derived from the session secret, so a device signature can never pass for anything else.
const keyFor = (secret: string) => createHmac('sha256', secret).update('infolomba device cookie v1').digest();
const sign = (secret: string, email: string, nonce: string) =>
  createHmac('sha256', keyFor(secret)).update(`${email},${nonce}`).digest('base64url');

/** A fresh cookie value for `email`: `base64url(email).nonce.signature`. */
export function createDeviceCookie(email: string, secret: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${Buffer.from(email).toString('base64url')}.${nonce}.${sign(secret, email, nonce)}`;
}

/** The device's id (its nonce) when `value` is a genuine device cookie for `email`, else null. */
export function readDeviceCookie(value: string | undefined, email: string, secret: string | undefined): string | null {
  if (!value || !secret || value.length > 512) return null;
  const [who, nonce, signature, extra] = value.split('.');
  if (!who || !nonce || !signature || extra !== undefined) return null;
  if (Buffer.from(who, 'base64url').toString() !== email) return null;
  const expected = Buffer.from(sign(secret, email, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

/** The Set-Cookie header for a new device cookie: sent only to the credentials sign-in, never readable by scripts. */
export function deviceSetCookie(email: string, secret: string, secure: boolean): string {
  const parts = [
    `${deviceCookieName(secure)}=${createDeviceCookie(email, secret)}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | string[] | null | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}
