import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import sharp from 'sharp';
import { posterKey } from '../lib/posters/key';
import { type FakeGithub, startFakeGithub } from './fakes/github';
import { loginAsAdmin } from './support/admin-api';
import { MAIN_DATA, serverEnv } from './support/env.mjs';
import { freePort, type NextServer, startNextServer } from './support/next-server';
import { makePoster, sampleFields, solvedChallenge, submissionForm } from './support/organiser';

// With DATA_SOURCE=github, an uploaded poster is a file in the data repository (beside the data file, through the
// same contents API), publishing is one commit of the data file naming the submitter, and a reject deletes the
// poster's file. No SMTP here: submissions enter the queue marked unconfirmed.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let github: FakeGithub;
let server: NextServer;
let dir: string;
let base: string;
let api: APIRequestContext;

test.beforeAll(async () => {
  github = await startFakeGithub({ owner: 'pemilik', repo: 'data-lomba', initial: readFileSync(MAIN_DATA, 'utf8'), token: 'ghp_uji' });
  dir = mkdtempSync(path.resolve('.e2e', 'organiser-github-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startNextServer(
    'organiser-github',
    serverEnv({
      DATA_SOURCE: 'github',
      GITHUB_TOKEN: 'ghp_uji',
      GITHUB_OWNER: 'pemilik',
      GITHUB_REPO: 'data-lomba',
      GITHUB_API_URL: github.url,
      // Submissions are personal data: on this server, never in the repository.
      SUBMISSIONS_FILE: path.join(dir, 'kiriman.json'),
      NEXTAUTH_URL: base,
      SITE_URL: base,
    }),
    port,
  );
  api = await playwrightRequest.newContext({ extraHTTPHeaders: { origin: base, 'x-forwarded-for': '10.26.9.1' } });
  await loginAsAdmin(api, base, '10.26.9.2');
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.close();
  await github?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Item = { id: string; emailConfirmed: boolean; uploads: string[]; competition: { title: string } };
const queue = async () => ((await (await api.get(`${base}/api/admin/kiriman`)).json()) as { items: Item[] }).items;

async function submit(title: string) {
  const res = await api.post(`${base}/api/kiriman`, {
    multipart: submissionForm({ ...sampleFields(title), altcha: await solvedChallenge(api, base) }, [
      { name: 'foto-panitia.jpg', mimeType: 'image/jpeg', buffer: await makePoster('jpeg') },
    ]),
  });
  expect(res.status(), await res.text()).toBe(201);
  expect(((await res.json()) as { mailed: boolean }).mailed).toBe(false);
  const item = (await queue()).find((i) => i.competition.title === title)!;
  expect(item.emailConfirmed).toBe(false);
  return item;
}

test('an upload becomes a file in the repository; publishing is one commit naming the submitter', async () => {
  const title = `Lomba Repo ${Date.now().toString(36)}`;
  const item = await submit(title);
  const [upload] = item.uploads;
  const repoPath = `database${upload}`;
  expect(repoPath).toMatch(/^database\/unggahan\/[0-9a-f]{24}\.jpg$/);
  expect(github.fileCommits).toEqual([{ method: 'PUT', path: repoPath, message: `Upload poster ${upload!.split('/').pop()}` }]);
  const meta = await sharp(github.files.get(repoPath)!).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(JSON.stringify(github.state.content)).not.toContain(title);

  const before = github.commits.length;
  const competition = {
    ...JSON.parse(JSON.stringify((await queue()).find((i) => i.id === item.id)!.competition)),
    title: `${title} (terbit)`,
  };
  const published = await api.post(`${base}/api/admin/kiriman/${item.id}/terbitkan`, { data: { competition } });
  expect(published.status(), await published.text()).toBe(201);
  expect(github.commits.length).toBe(before + 1);
  const commit = github.commits.at(-1)!;
  expect(commit.message).toBe(
    `Create competition: ${title} (terbit)\n\nAdmin: admin@lomba.test\nSubmitted-by: Rina Panitia (OSIS SMA Uji)`,
  );
  expect(commit.content).toContain(`"${upload}"`);
  expect(commit.content).not.toContain('rina@panitia.test');
  expect(github.fileCommits).toHaveLength(1);

  // Served through the poster pipeline from the repository's file.
  const res = await api.get(`${base}/poster/${posterKey(upload!)}/320.webp`);
  expect(res.headers()['content-type']).toBe('image/webp');
  const history = await api.get(`${base}/api/competitions/${((await published.json()) as { item: { id: string } }).item.id}/history`);
  expect(JSON.stringify(await history.json())).toContain('Rina Panitia (OSIS SMA Uji)');
});

test('a reject deletes the poster file from the repository and writes nothing to the data file', async () => {
  const item = await submit(`Lomba Tolak Repo ${Date.now().toString(36)}`);
  const repoPath = `database${item.uploads[0]}`;
  expect(github.files.has(repoPath)).toBe(true);
  const before = github.commits.length;
  const res = await api.post(`${base}/api/admin/kiriman/${item.id}`, { data: { action: 'reject', note: 'Sudah pernah dikirim.' } });
  expect(res.status()).toBe(200);
  expect(github.files.has(repoPath)).toBe(false);
  expect(github.fileCommits.at(-1)).toMatchObject({ method: 'DELETE', path: repoPath });
  expect(github.commits.length).toBe(before);
});
