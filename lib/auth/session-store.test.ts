import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSessionLive, sessionClaims, sessionFile } from './session-check';
import { createFileSessionStore } from './session-store';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'session-store-'));
  file = path.join(dir, 'data.sessions.json');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const HOUR = 3_600_000;
const record = (now: number) => ({ email: 'admin@example.com', started: now, lastSeen: now, expires: now + 7 * 24 * HOUR });

describe('file session store', () => {
  it('keeps sessions across a restart, and an ended one stays ended', async () => {
    const now = Date.now();
    const a = createFileSessionStore(file);
    await a.start('s1', record(now));
    await a.start('s2', record(now));
    await a.end('s1');
    const b = createFileSessionStore(file);
    expect(await b.get('s1', now)).toBeNull();
    expect(await b.get('s2', now)).toMatchObject({ email: 'admin@example.com' });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ sessions: { s2: record(now) } });
  });

  it('the file is readable by its owner only and no temporary file is left', async () => {
    await createFileSessionStore(file).start('s1', record(Date.now()));
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(['data.sessions.json']);
  });

  it('an expired session is no session, and is dropped on the next save', async () => {
    const now = Date.now();
    const store = createFileSessionStore(file);
    await store.start('old', { ...record(now - 8 * 24 * HOUR) });
    expect(await store.get('old', now)).toBeNull();
    await store.start('new', record(now));
    expect(Object.keys(JSON.parse(await readFile(file, 'utf8')).sessions)).toEqual(['new']);
  });

  it('a file that is not a session file counts as no sessions, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await writeFile(file, '{"sessions": 5}');
    expect(await createFileSessionStore(file).get('x', Date.now())).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('lives beside the data file', () => {
    expect(sessionFile('/srv/lomba/database/data.json')).toBe('/srv/lomba/database/data.sessions.json');
  });
});

describe('session rule', () => {
  it('a token needs a known provider, an e-mail and a session id', () => {
    expect(sessionClaims({ provider: 'credentials', email: 'a@b.c', sid: 'x' })).toEqual({
      provider: 'credentials',
      email: 'a@b.c',
      sid: 'x',
    });
    expect(sessionClaims({ email: 'a@b.c', sid: 'x' })).toBeNull();
    expect(sessionClaims({ provider: 'github', email: 'a@b.c', sid: 'x' })).toBeNull();
    expect(sessionClaims({ provider: 'credentials', email: 'a@b.c' })).toBeNull();
    expect(sessionClaims(null)).toBeNull();
  });

  it('an admin session ends after the idle time without a request; activity keeps it; a visitor has no idle limit', async () => {
    const store = createFileSessionStore(file);
    const t0 = Date.now();
    await store.start('admin', record(t0));
    await store.start('visitor', { ...record(t0), email: 'v@gmail.com' });
    const admin = { provider: 'credentials' as const, email: 'admin@example.com', sid: 'admin' };
    const visitor = { provider: 'google' as const, email: 'v@gmail.com', sid: 'visitor' };
    const idleMs = 60 * 60_000;
    expect(await isSessionLive(admin, true, { store, now: t0 + idleMs - 1, idleMs })).toBe(true);
    expect(await isSessionLive(admin, true, { store, now: t0 + 2 * idleMs - 2, idleMs })).toBe(true);
    expect(await isSessionLive(admin, true, { store, now: t0 + 3 * idleMs, idleMs })).toBe(false);
    // Ended for good: coming back within the idle time of the last check does not revive it.
    expect(await isSessionLive(admin, true, { store, now: t0 + 3 * idleMs + 1, idleMs })).toBe(false);
    expect(await isSessionLive(visitor, false, { store, now: t0 + 3 * idleMs, idleMs })).toBe(true);
    // A session id presented with another e-mail is not that session.
    expect(await isSessionLive({ ...visitor, email: 'admin@example.com' }, true, { store, now: t0, idleMs })).toBe(false);
  });
});
