import 'server-only';
import { randomUUID } from 'node:crypto';
import { getEnv, readAuthEnv } from '@/lib/env';
import { chooseShared } from '@/lib/shared';
import { createFileSessionStore, createRedisSessionStore, type SessionStore } from './session-store';

export type Provider = 'google' | 'credentials';

/** What a session cookie must carry to count at all. */
export type SessionClaims = { provider: Provider; email: string; sid: string };

/**
 * Reads the claims of a decoded session token. A token without a known provider or a session id (one made before
 * sessions were kept on the server, or by anything else) is no session: nobody is signed in.
 */
export function sessionClaims(token: Record<string, unknown> | null | undefined): SessionClaims | null {
  if (!token) return null;
  const { provider, email, sid } = token;
  if (provider !== 'google' && provider !== 'credentials') return null;
  if (typeof sid !== 'string' || !sid || typeof email !== 'string') return null;
  return { provider, email, sid };
}

// One store per process: proxy.ts and the route bundles each load this module.
const KEY = Symbol.for('infolomba.sessionStore');
type Holder = { store?: SessionStore; file?: string };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

/** `sessions.json` beside the data file (`database/data.json` -> `database/data.sessions.json`). */
export function sessionFile(dataFile: string = getEnv().DATA_FILE): string {
  return `${dataFile.replace(/\.json$/i, '')}.sessions.json`;
}

function getSessionStore(): SessionStore {
  const file = sessionFile();
  if (!holder.store || holder.file !== file) {
    holder.store = chooseShared({
      embedded: () => createFileSessionStore(file),
      redis: (redis, key) => createRedisSessionStore(redis, key),
    });
    holder.file = file;
  }
  return holder.store;
}

export type SessionDeps = { store?: SessionStore; now?: number; idleMs?: number };

/** Starts a server-side session for a new sign-in; its id goes into the cookie. */
export async function startSession(
  email: string,
  maxAgeSeconds: number,
  { store = getSessionStore(), now = Date.now() }: SessionDeps = {},
): Promise<string> {
  const sid = randomUUID();
  await store.start(sid, { email, started: now, lastSeen: now, expires: now + maxAgeSeconds * 1000 });
  return sid;
}

/**
 * Whether the session is still honoured: started here, not ended by signing out, not expired, and, for an admin,
 * used within the idle time (ADMIN_IDLE_MINUTES). A live session is marked as used now.
 */
export async function isSessionLive(claims: SessionClaims, admin: boolean, deps: SessionDeps = {}): Promise<boolean> {
  const store = deps.store ?? getSessionStore();
  const now = deps.now ?? Date.now();
  const record = await store.get(claims.sid, now);
  if (!record || record.email !== claims.email) return false;
  const idleMs = deps.idleMs ?? readAuthEnv().ADMIN_IDLE_MINUTES * 60_000;
  if (admin && now - record.lastSeen > idleMs) {
    await store.end(claims.sid);
    return false;
  }
  await store.touch(claims.sid, now);
  return true;
}

/** Signing out ends the session for every copy of its cookie. */
export async function endSession(
  token: Record<string, unknown> | null | undefined,
  { store = getSessionStore() }: SessionDeps = {},
): Promise<void> {
  const sid = token?.sid;
  if (typeof sid === 'string' && sid) await store.end(sid);
}
