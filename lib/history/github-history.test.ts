import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeGithub, startFakeGithub } from '@/e2e/fakes/github';
import type { Competition, CompetitionInput } from '@/lib/competitions/schema';
import { competitionVersion } from '@/lib/competitions/version';
import { createCompetition, deleteCompetition, type MutationDeps, updateCompetition } from '@/lib/data/mutations';
import { createGithubStore } from '@/lib/store/github';
import { serialiseRecords, recordBytes } from '@/lib/store/raw-file';
import { trailersFor } from './commit-diff';
import { createGithubHistory, type GithubHistoryOptions } from './github-history';

const input = (title: string): CompetitionInput => ({
  title,
  description: 'Deskripsi',
  thumbnails: [],
  tags: [],
  categories: ['SMA'],
  registration: { start: '2026-01-01', end: '2026-02-01' },
  published_date: '2026-01-01',
});
const item = (id: string, title = `Lomba ${id}`): Competition => ({ id, ...input(title) });
const fileOf = (items: unknown[]) => serialiseRecords(items.map(recordBytes)).bytes.toString('utf8');

let fake: FakeGithub;
let deps: MutationDeps;
const ADMIN = 'admin@lomba.id';

const history = (opts: Partial<GithubHistoryOptions> = {}) =>
  createGithubHistory({ token: 't', owner: fake.owner, repo: fake.repo, branch: fake.branch, path: fake.path, baseUrl: fake.url, ...opts });
const listings = () => fake.requests.filter((r) => r.path.endsWith('/commits'));
const fileAtCommit = () =>
  fake.requests.filter((r) => r.path.endsWith('/contents/database/data.json') && /^[0-9a-f]{40}$/.test(r.query.ref ?? ''));

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fake = await startFakeGithub({
    token: 't',
    initial: fileOf([item('1'), item('2')]),
    author: { name: 'infolomba-bot', email: 'bot@lomba.id' },
  });
  const store = createGithubStore({
    token: 't',
    owner: fake.owner,
    repo: fake.repo,
    branch: fake.branch,
    path: fake.path,
    baseUrl: fake.url,
  });
  deps = { store, prime: () => undefined, revalidate: () => undefined, backoff: () => 0, trailers: trailersFor(ADMIN) };
});

afterEach(async () => {
  vi.restoreAllMocks();
  await fake.close();
});

/** Initial (1, 2); the admin renames 1; someone on github.com renames 2; the admin deletes 1 and creates one. */
async function fiveCommits() {
  const renamed = await updateCompetition('1', input('Lomba Satu'), competitionVersion(item('1')), deps);
  fake.setContent(fileOf([renamed.item, item('2', 'Lomba Dua')]), { name: 'Siti', email: 'siti@example.com' });
  await deleteCompetition('1', renamed.version, deps);
  return (await createCompetition(input('Lomba Tiga'), deps)).item;
}

describe('history from GitHub commits', () => {
  it('who, when and what for one competition, across pages of the commits API', async () => {
    await fiveCommits();
    expect(fake.history).toHaveLength(5);
    const entries = await history({ pageSize: 2 }).forCompetition('1');
    expect(entries.map((e) => [e.action, e.by, e.changed.includes('title')])).toEqual([
      ['delete', ADMIN, true],
      ['update', ADMIN, true],
      ['create', 'infolomba-bot', true],
    ]);
    expect(entries[1]).toMatchObject({ title: 'Lomba Satu', before: { title: 'Lomba 1' }, after: { title: 'Lomba Satu' } });
    expect(entries[0]!.at).toBe(fake.history[3]!.author.date);
    expect(entries[0]!.id).toBe(`${fake.history[3]!.sha}:1`);
    const two = await history().forCompetition('2');
    expect(two.map((e) => [e.action, e.by, e.changed])).toEqual([
      ['update', 'Siti', ['title']],
      ['create', 'infolomba-bot', expect.any(Array)],
    ]);
    // Pages 1-3 of 2 commits each, in GitHub's parameters.
    expect(
      listings()
        .slice(0, 3)
        .map((r) => [r.query.per_page, r.query.page, r.query.path, r.query.sha]),
    ).toEqual([
      ['2', '1', 'database/data.json', 'main'],
      ['2', '2', 'database/data.json', 'main'],
      ['2', '3', 'database/data.json', 'main'],
    ]);
  });

  it('downloads the file at a commit once: a commit never changes', async () => {
    await fiveCommits();
    const h = history({ pageSize: 2 });
    await h.forCompetition('1');
    expect(fileAtCommit()).toHaveLength(5);
    await h.forCompetition('2');
    expect(fileAtCommit()).toHaveLength(5);
    await updateCompetition('2', input('Lomba Dua Lagi'), competitionVersion(item('2', 'Lomba Dua')), deps);
    const latest = await h.forCompetition('2');
    expect(latest[0]).toMatchObject({ action: 'update', by: ADMIN, title: 'Lomba Dua Lagi' });
    // The new commit and the one before it (its base), nothing older.
    expect(fileAtCommit()).toHaveLength(7);
  });

  it('stays bounded to the newest commits', async () => {
    await fiveCommits();
    const entries = await history({ pageSize: 100, maxCommits: 2 }).forCompetition('1');
    expect(entries.map((e) => e.action)).toEqual(['delete']);
    // Two commits shown, the third only as their base.
    expect(fileAtCommit()).toHaveLength(3);
    expect(listings()).toHaveLength(1);
  });

  it('finds an entry by id, lists recent deletions, and a restore is named by its trailer', async () => {
    await fiveCommits();
    const h = history();
    const [deletion] = (await h.since(0)).filter((e) => e.action === 'delete');
    expect(deletion).toMatchObject({ competitionId: '1', before: { title: 'Lomba Satu' }, after: null });
    expect(await h.get(deletion!.id)).toEqual(deletion);
    expect(await h.get('bukan-id')).toBeNull();
    await createCompetition(input('Lomba Satu'), { ...deps, trailers: trailersFor(ADMIN, deletion!.id) }, '1');
    expect((await h.forCompetition('1'))[0]).toMatchObject({ action: 'restore', source: deletion!.id, by: ADMIN });
    expect(await h.since(Date.now() + 60_000)).toEqual([]);
  });

  it('a GitHub failure is an error, not an empty history', async () => {
    fake.failNext(502);
    await expect(history().forCompetition('1')).rejects.toThrow();
  });
});
