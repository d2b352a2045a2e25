import { readFileSync } from 'node:fs';
import { expect, request as newRequest, test } from '@playwright/test';
import { startFakeGithub, type FakeGithub } from './fakes/github';
import { loginAsAdmin, newCompetition, sameOrigin } from './support/admin-api';
import { ADMIN, ADMIN_DATA, ADMIN_PORT, MAIN_DATA, serverEnv } from './support/env.mjs';
import { startNextServer, type NextServer } from './support/next-server';

const MAIN = `http://127.0.0.1:${ADMIN_PORT}`;
type Created = { item: { id: string; title: string }; version: string };

test.describe('writes on the local store', () => {
  test('30 creates sent at the same moment all end up in the file', async () => {
    const api = await newRequest.newContext(sameOrigin(MAIN));
    await loginAsAdmin(api, MAIN);
    const stamp = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api.post(`${MAIN}/api/competitions`, { data: newCompetition(`Serentak ${stamp} nomor ${i}`) })),
    );
    expect(answers.map((a) => a.status())).toEqual(Array(30).fill(201));
    const file = JSON.parse(readFileSync(ADMIN_DATA, 'utf8')) as { id: string; title: string }[];
    const mine = file.filter((c) => c.title.startsWith(`Serentak ${stamp} `));
    expect(mine).toHaveLength(30);
    expect(new Set(mine.map((c) => c.id)).size).toBe(30);
    for (const c of mine) {
      const item = (await (await api.get(`${MAIN}/api/competitions?ids=${c.id}`)).json()) as { items: { id: string; title: string }[] };
      const current = item.items.find((x) => x.id === c.id)!;
      const { competitionVersion } = await import('../lib/competitions/version');
      const del = await api.delete(`${MAIN}/api/competitions/${c.id}?version=${competitionVersion(current as never)}`);
      expect(del.status()).toBe(200);
    }
    await api.dispose();
  });

  test('two editors of the same competition: one wins, the other gets 409; different competitions: both kept', async () => {
    const api = await newRequest.newContext(sameOrigin(MAIN));
    await loginAsAdmin(api, MAIN);
    const stamp = Date.now();
    const a = (await (await api.post(`${MAIN}/api/competitions`, { data: newCompetition(`Editor A ${stamp}`) })).json()) as Created;
    const b = (await (await api.post(`${MAIN}/api/competitions`, { data: newCompetition(`Editor B ${stamp}`) })).json()) as Created;

    const [first, second] = await Promise.all([
      api.put(`${MAIN}/api/competitions/${a.item.id}`, {
        data: { competition: newCompetition(`Editor A ${stamp} oleh satu`), baseVersion: a.version },
      }),
      api.put(`${MAIN}/api/competitions/${a.item.id}`, {
        data: { competition: newCompetition(`Editor A ${stamp} oleh dua`), baseVersion: a.version },
      }),
    ]);
    const statuses = [first.status(), second.status()].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status() === 409 ? first : second;
    const winnerTitle = ((await (first.status() === 200 ? first : second).json()) as Created).item.title;
    expect(((await loser.json()) as { error: string }).error).toBe(
      'Gagal menyimpan: Terjadi konflik data. Coba muat ulang halaman dan simpan lagi.',
    );
    let file = JSON.parse(readFileSync(ADMIN_DATA, 'utf8')) as { id: string; title: string }[];
    expect(file.find((c) => c.id === a.item.id)?.title).toBe(winnerTitle);

    const [x, y] = await Promise.all([
      api.put(`${MAIN}/api/competitions/${b.item.id}`, {
        data: { competition: newCompetition(`Editor B ${stamp} diubah`), baseVersion: b.version },
      }),
      api.post(`${MAIN}/api/competitions`, { data: newCompetition(`Editor C ${stamp}`) }),
    ]);
    expect([x.status(), y.status()]).toEqual([200, 201]);
    file = JSON.parse(readFileSync(ADMIN_DATA, 'utf8')) as { id: string; title: string }[];
    expect(file.find((c) => c.id === b.item.id)?.title).toBe(`Editor B ${stamp} diubah`);
    expect(file.some((c) => c.title === `Editor C ${stamp}`)).toBe(true);
    await api.dispose();
  });

  test('refusals change nothing: anonymous, malformed JSON, missing title, 2 MB description, unknown category', async () => {
    const before = readFileSync(ADMIN_DATA);
    const anon = await newRequest.newContext(sameOrigin(MAIN));
    expect((await anon.post(`${MAIN}/api/competitions`, { data: newCompetition('Tanpa login') })).status()).toBe(401);
    expect((await anon.put(`${MAIN}/api/competitions/1`, { data: { competition: newCompetition('x'), baseVersion: 'v' } })).status()).toBe(
      401,
    );
    expect((await anon.delete(`${MAIN}/api/competitions/1?version=v`)).status()).toBe(401);
    await anon.dispose();

    const api = await newRequest.newContext(sameOrigin(MAIN));
    await loginAsAdmin(api, MAIN);
    const bad = await api.post(`${MAIN}/api/competitions`, {
      data: Buffer.from('{"title": '),
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status()).toBe(400);
    const noTitle = await api.post(`${MAIN}/api/competitions`, { data: newCompetition('') });
    expect(noTitle.status()).toBe(422);
    expect(JSON.stringify(await noTitle.json())).toContain('Judul wajib diisi.');
    const huge = await api.post(`${MAIN}/api/competitions`, {
      data: newCompetition('Besar', { description: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect([413, 422]).toContain(huge.status());
    const cat = await api.post(`${MAIN}/api/competitions`, { data: newCompetition('Kategori aneh', { categories: ['XYZ'] }) });
    expect(cat.status()).toBe(422);
    await api.dispose();
    expect(readFileSync(ADMIN_DATA).equals(before)).toBe(true);
  });
});

test.describe('writes on a GitHub repository', () => {
  let github: FakeGithub;
  let server: NextServer;

  test.beforeAll(async () => {
    github = await startFakeGithub({ owner: 'pemilik', repo: 'data-lomba', initial: readFileSync(MAIN_DATA, 'utf8'), token: 'ghp_uji' });
    server = await startNextServer(
      'github',
      serverEnv({
        DATA_SOURCE: 'github',
        GITHUB_TOKEN: 'ghp_uji',
        GITHUB_OWNER: 'pemilik',
        GITHUB_REPO: 'data-lomba',
        GITHUB_API_URL: github.url,
      }),
    );
  });
  test.afterAll(async () => {
    await server?.close();
    await github?.close();
  });

  test('create, edit and delete commit with the spec messages and base64 JSON, and pages show each change', async ({ page }) => {
    const api = await newRequest.newContext(sameOrigin(server.url));
    await loginAsAdmin(api, server.url);
    const title = `Lomba GitHub ${Date.now()}`;
    const created = (await (await api.post(`${server.url}/api/competitions`, { data: newCompetition(title) })).json()) as Created;
    let commit = github.commits.at(-1)!;
    // The spec's subject line; the trailer names the admin, for the history read back from the commits.
    expect(commit.message).toBe(`Create competition: ${title}\n\nAdmin: ${ADMIN.email}`);
    expect(commit.content.startsWith('[\n  {')).toBe(true);
    expect((JSON.parse(commit.content) as { title: string }[]).some((c) => c.title === title)).toBe(true);
    const put = github.requests.filter((r) => r.method === 'PUT').at(-1)!;
    const sent = put.body as { content: string; sha?: string };
    expect(Buffer.from(sent.content, 'base64').toString('utf8')).toBe(commit.content);
    expect(sent.sha).toBeTruthy();
    const reads = github.requests.filter((r) => r.method === 'GET');
    expect(reads.some((r) => String(r.headers.accept).includes('application/vnd.github.raw'))).toBe(true);
    expect(reads.every((r) => r.headers['x-github-api-version'] === '2022-11-28')).toBe(true);

    // Its card: with "Paling relevan" the exact title comes first (newest first, it sat on a later page and only the
    // page's own heading, which repeats the query, matched).
    await page.goto(`${server.url}/search?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();

    const updated = (await (
      await api.put(`${server.url}/api/competitions/${created.item.id}`, {
        data: { competition: newCompetition(`${title} (revisi)`), baseVersion: created.version },
      })
    ).json()) as Created;
    commit = github.commits.at(-1)!;
    expect(commit.message).toBe(`Update competition: ${title} (revisi)\n\nAdmin: ${ADMIN.email}`);
    // "Riwayat" comes from the repository's commits: who, what, newest first.
    const history = (await (await api.get(`${server.url}/api/competitions/${created.item.id}/history`)).json()) as {
      entries: { action: string; by: string; changed: string[]; id: string }[];
    };
    expect(history.entries.map((e) => [e.action, e.by])).toEqual([
      ['update', ADMIN.email],
      ['create', ADMIN.email],
    ]);
    expect(history.entries[0]!.changed).toContain('title');
    expect(history.entries[0]!.id).toBe(`${github.history.at(-1)!.sha}:${created.item.id}`);
    await page.goto(`${server.url}/berita/${created.item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (revisi)`);

    const del = await api.delete(`${server.url}/api/competitions/${created.item.id}?version=${updated.version}`);
    expect(del.status()).toBe(200);
    expect(github.commits.at(-1)!.message).toBe(`Delete competition ${created.item.id}\n\nAdmin: ${ADMIN.email}`);
    expect(JSON.parse(github.state.content!).some((c: { id: string }) => c.id === created.item.id)).toBe(false);
    const gone = await page.goto(`${server.url}/berita/${created.item.id}`);
    expect(gone?.status()).toBe(410);
    await api.dispose();
  });
});
