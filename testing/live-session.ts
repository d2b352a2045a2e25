// Tests only. Session records go to a temporary folder, never beside a real data file (getEnv reads DATA_FILE
// once, on first use, after this module has run).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSession } from '@/lib/auth/session-check';

process.env.DATA_FILE = path.join(mkdtempSync(path.join(tmpdir(), 'sessions-')), 'data.json');

/** The token with the id of a session the server honours, as a sign-in would have made it. */
export async function liveToken<T extends { email?: string | null }>(token: T): Promise<T & { sid: string }> {
  return { ...token, sid: await startSession(token.email ?? '', 3600) };
}
