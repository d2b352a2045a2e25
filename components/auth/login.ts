import { LOGIN_MESSAGES } from '@/lib/words/admin';
import { SHARED_MESSAGES } from '@/lib/words/operations';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for fields the form must not send, or null when they may go to the server. */
export function checkLoginFields(email: string, password: string): string | null {
  if (!email.trim() || !password) return LOGIN_MESSAGES.required;
  if (!EMAIL_RE.test(email.trim())) return LOGIN_MESSAGES.invalidEmail;
  return null;
}

const KNOWN: readonly string[] = [...Object.values(LOGIN_MESSAGES), SHARED_MESSAGES.signInUnavailable];

/**
 * The message to show for next-auth's `error` after a failed sign-in. The server throws the spec's own texts;
 * next-auth's generic code for a refused credential means a wrong e-mail or password.
 */
export function loginErrorMessage(error: string | null | undefined, status?: number): string {
  if (error && KNOWN.includes(error)) return error;
  if (status === 429) return LOGIN_MESSAGES.throttled;
  if (error === 'CredentialsSignin') return LOGIN_MESSAGES.wrongCredentials;
  return LOGIN_MESSAGES.other;
}

/**
 * Where to go after signing in: the given path when it is an /admin path, else /admin. An absolute URL keeps only
 * its path and query, so the target is always on this site.
 */
export function adminTarget(raw: string | string[] | null | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || /[\\\s]/.test(value)) return '/admin';
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return '/admin';
  }
  if (!/^\/admin(?:\/|$)/.test(url.pathname)) return '/admin';
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return '/admin';
  if (value.startsWith('//')) return '/admin';
  // The client router's internal parameter: a redirected /admin?_rsc=... fetch must not lead back to it.
  url.searchParams.delete('_rsc');
  return url.pathname + url.search;
}
