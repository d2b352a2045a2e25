// What the route tests share: an admin, a valid competition and a temporary local data file the routes read.
// Each test file still mocks the session lookup itself (vi.mock is hoisted per file).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth/session';
import type { CompetitionInput } from '@/lib/competitions/schema';

export const ADMIN: SessionUser = { name: 'Admin', email: 'admin@example.com', image: '/a.svg', role: 'admin', provider: 'credentials' };

export const sampleInput = (title: string, extra: Partial<CompetitionInput> = {}): CompetitionInput => ({
  title,
  description: 'Deskripsi',
  thumbnails: ['https://contoh.id/p.jpg'],
  tags: ['esai'],
  categories: ['SMA'],
  registration: { start: '2025-07-01', end: '2025-08-01' },
  published_date: '2025-07-01',
  ...extra,
});

/**
 * A temporary folder with `data.json` as the local store (read fresh on every request), set up before the file's
 * tests and removed after them. Import the routes after this has run (in a later beforeAll) so they see it.
 */
export function tempLocalDataFile(prefix: string): { readonly dir: string; readonly file: string } {
  const where = { dir: '', file: '' };
  beforeAll(async () => {
    where.dir = await mkdtemp(path.join(tmpdir(), prefix));
    where.file = path.join(where.dir, 'data.json');
    Object.assign(process.env, { DATA_SOURCE: 'local', DATA_FILE: where.file, DATA_CACHE_SECONDS: '0' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    await rm(where.dir, { recursive: true, force: true });
  });
  return where;
}
