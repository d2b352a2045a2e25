import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '@/lib/auth/throttle';
import type { Competition } from '@/lib/competitions/schema';
import { createLocalUploadStore } from '@/lib/uploads/store';
import { findDuplicates, linkKey, titleSimilarity } from './duplicates';
import {
  confirmEmail,
  listQueue,
  publishSubmission,
  rejectSubmission,
  replyToChanges,
  requestChanges,
  resendConfirmation,
  startReview,
  submitterOf,
} from './moderate';
import { createProofOfWork } from './pow';
import { createFileSubmissionStore } from './store';
import { type Mail, submitCompetition, SubmissionError } from './submit';
import { newToken, openToken, sealToken, statusLinkKey } from './tokens';

const root = mkdtempSync(path.join(tmpdir(), 'submissions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const poster = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();

function setup(name: string, withMail = false) {
  let now = Date.parse('2026-07-01T00:00:00Z');
  const dir = path.join(root, name);
  const store = createFileSubmissionStore(path.join(dir, 'data.submissions.json'));
  const uploads = createLocalUploadStore(path.join(dir, 'unggahan'));
  // A small search space: these tests are about what the server does with a solution, not how long finding it takes.
  const pow = createProofOfWork('kunci-uji', createLoginThrottle({ limit: 1, windowMs: 600_000 }), { maxNumber: 500 });
  const sent: Mail[] = [];
  const deps = {
    store,
    uploads,
    pow,
    limits: {
      checked: createLoginThrottle({ limit: 60, windowMs: 3_600_000, now: () => now }),
      perAddress: createLoginThrottle({ limit: 20, windowMs: 3_600_000, now: () => now }),
      perEmail: createLoginThrottle({ limit: 5, windowMs: 3_600_000, now: () => now }),
    },
    mailer: withMail ? { send: async (m: Mail) => void sent.push(m) } : null,
    siteUrl: 'https://lomba.test',
    siteName: 'InfoLomba',
    linkKey: Buffer.alloc(32, 7),
    now: () => now,
  };
  const files = () => {
    try {
      return readdirSync(path.join(dir, 'unggahan'));
    } catch {
      return [];
    }
  };
  return { dir, store, deps, sent, files, tick: (ms: number) => (now += ms) };
}

async function solved(pow: ReturnType<typeof createProofOfWork>): Promise<string> {
  const c = await pow.challenge();
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: s!.number, salt: c.salt, signature: c.signature }),
  ).toString('base64');
}

async function form(pow: ReturnType<typeof createProofOfWork>, extra: Record<string, string> = {}, posters: Buffer[] = []) {
  const f = new FormData();
  const fields: Record<string, string> = {
    name: ' Rina ',
    email: 'Rina@Panitia.test',
    organisation: 'OSIS',
    title: 'Lomba Esai Nasional',
    description: 'Lomba esai.',
    registration_start: '2026-08-01',
    registration_end: '2026-08-30',
    tags: '#Esai, nasional, esai',
    registration_url: 'https://daftar.test/esai',
    altcha: await solved(pow),
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append('categories', 'SMA');
  for (const p of posters) f.append('posters', new Blob([new Uint8Array(p)], { type: 'image/png' }), 'x.png');
  return f;
}

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(SubmissionError);
  return e as SubmissionError;
};

const tokenOf = (url: string) => url.split('/kiriman/')[1]!;

describe('submitCompetition', () => {
  it('stores the organiser, the competition through the editor schema and the posters; the tokens only as hashes', async () => {
    const { store, deps, files, dir } = setup('ok');
    const result = await submitCompetition(await form(deps.pow, {}, [await poster()]), '10.0.0.1', deps);
    expect(result.mailed).toBe(false);
    const [s] = await store.list();
    expect(s).toMatchObject({
      state: 'received',
      emailConfirmed: false,
      organiser: { name: 'Rina', email: 'rina@panitia.test', organisation: 'OSIS' },
      // Published when a moderator publishes it: today's date meanwhile, never the registration start ahead.
      competition: { title: 'Lomba Esai Nasional', tags: ['esai', 'nasional'], categories: ['SMA'], published_date: '2026-07-01' },
    });
    expect(s!.competition.thumbnails).toEqual(s!.uploads);
    expect(files()).toEqual(s!.uploads.map((p) => p.slice('/unggahan/'.length)));
    expect(readFileSync(path.join(dir, 'data.submissions.json'), 'utf8')).not.toContain(tokenOf(result.statusUrl));
    expect(await listQueue(deps, [])).toHaveLength(1);
  });

  it('refuses the honeypot, a missing, forged or reused challenge, before counting or storing anything', async () => {
    const { store, deps } = setup('abuse');
    expect((await refusal(submitCompetition(await form(deps.pow, { website: 'x' }), 'a', deps))).message).toBe(
      'Kiriman ditolak karena terdeteksi sebagai spam.',
    );
    expect((await refusal(submitCompetition(await form(deps.pow, { altcha: '' }), 'a', deps))).status).toBe(403);
    const other = createProofOfWork('kunci-lain', createLoginThrottle({ limit: 1 }), { maxNumber: 500 });
    expect((await refusal(submitCompetition(await form(other), 'a', deps))).message).toMatch(/tidak valid atau kedaluwarsa/);
    const once = await solved(deps.pow);
    await submitCompetition(await form(deps.pow, { altcha: once }), 'a', deps);
    expect((await refusal(submitCompetition(await form(deps.pow, { altcha: once }), 'a', deps))).message).toMatch(/sudah dipakai/);
    expect(await store.list()).toHaveLength(1);
  });

  it('gives every field its own error, and stores no poster when anything is wrong', async () => {
    const { store, deps, files } = setup('fields');
    const e = await refusal(
      submitCompetition(
        await form(deps.pow, { name: '', email: 'bukan-email', title: '', registration_end: '2026-02-30', poster_links: 'ftp://x' }, [
          await poster(),
          Buffer.from('bukan png'),
        ]),
        'a',
        deps,
      ),
    );
    expect(e.status).toBe(422);
    expect(e.fields).toMatchObject({
      name: 'Nama wajib diisi.',
      email: 'Isi alamat email yang benar.',
      title: 'Judul wajib diisi.',
      registration_end: 'Tanggal tidak valid.',
      poster_links: 'Link poster harus berupa URL http(s).',
      posters: 'File bukan gambar JPEG, PNG, atau WebP.',
    });
    expect(await store.list()).toEqual([]);
    expect(files()).toEqual([]);
  });

  it('counts accepted submissions: refused forms never use up the allowance; five an hour per e-mail, twenty per address', async () => {
    const { deps, tick } = setup('limit');
    for (let i = 0; i < 3; i++)
      expect((await refusal(submitCompetition(await form(deps.pow, { description: '' }), '10.0.0.7', deps))).status).toBe(422);
    for (let i = 0; i < 5; i++) await submitCompetition(await form(deps.pow), '10.0.0.7', deps);
    expect((await refusal(submitCompetition(await form(deps.pow), '10.0.0.7', deps))).message).toBe(
      'Terlalu banyak kiriman dari Anda. Coba lagi dalam satu jam.',
    );
    // A school's Wi-Fi: many organisers, one address.
    for (let i = 0; i < 15; i++) await submitCompetition(await form(deps.pow, { email: `guru${i}@sekolah.test` }), '10.0.0.7', deps);
    expect((await refusal(submitCompetition(await form(deps.pow, { email: 'z@x.test' }), '10.0.0.7', deps))).status).toBe(429);
    tick(3_600_000);
    await submitCompetition(await form(deps.pow), '10.0.0.7', deps);
  });

  it('refuses checked forms past sixty an hour per address, refused ones included', async () => {
    const { deps } = setup('checked');
    for (let i = 0; i < 60; i++) await refusal(submitCompetition(await form(deps.pow, { title: '' }), '10.0.0.8', deps));
    expect((await refusal(submitCompetition(await form(deps.pow), '10.0.0.8', deps))).message).toBe(
      'Terlalu banyak percobaan kiriman dari jaringan ini. Coba lagi dalam satu jam.',
    );
  });

  it('says which refusals are about the proof of work, so the form can solve again by itself', async () => {
    const { deps } = setup('code');
    expect((await refusal(submitCompetition(await form(deps.pow, { altcha: '' }), 'a', deps))).code).toBe('challenge');
    expect((await refusal(submitCompetition(await form(deps.pow, { title: '' }), 'a', deps))).code).toBeUndefined();
  });

  it('takes the facts students filter by, as the admin editor does', async () => {
    const { store, deps } = setup('facts');
    const e = await refusal(submitCompetition(await form(deps.pow, { fee_type: 'paid', fee_amount: 'lima ribu' }), 'a', deps));
    expect(e.fields).toEqual({ fee_amount: 'Jumlah harus berupa angka.' });
    await submitCompetition(
      await form(deps.pow, {
        fee_type: 'paid',
        fee_amount: 'Rp 50.000',
        prize_total: '10.000.000',
        prize_text: 'Trofi dan sertifikat',
        mode: 'offline',
        city: 'Bandung',
        province: 'Jawa Barat',
      }),
      'a',
      deps,
    );
    await submitCompetition(await form(deps.pow, { fee_type: 'free', mode: 'online', city: 'Bandung' }), 'a', deps);
    const [paid, free] = await store.list();
    expect(paid!.competition).toMatchObject({
      fee: { type: 'paid', amount: 50_000 },
      prize: { total: 10_000_000, text: 'Trofi dan sertifikat' },
      mode: 'offline',
      location: { city: 'Bandung', province: 'Jawa Barat' },
    });
    expect(free!.competition).toMatchObject({ fee: { type: 'free' }, mode: 'online' });
    expect(free!.competition.location).toBeUndefined();
  });
});

describe('moderation', () => {
  it('with SMTP: a confirmation link, then the queue; changes asked and answered; rejected with posters and contact erased', async () => {
    const { store, deps, sent, files } = setup('moderate', true);
    const { statusUrl, mailed } = await submitCompetition(await form(deps.pow, {}, [await poster()]), 'a', deps);
    expect(mailed).toBe(true);
    expect(sent[0]).toMatchObject({ to: 'rina@panitia.test', subject: 'Konfirmasi kiriman lomba - InfoLomba' });
    const confirmUrl = /https:\/\/lomba\.test\/kiriman\/\S+\?konfirmasi=\S+/.exec(sent[0]!.text)![0];
    expect(await listQueue(deps, [])).toEqual([]);
    const token = tokenOf(statusUrl);
    const confirm = new URL(confirmUrl).searchParams.get('konfirmasi')!;
    expect((await refusal(confirmEmail(token, 'x'.repeat(22), deps))).status).toBe(404);
    expect((await confirmEmail(token, confirm, deps)).state).toBe('confirmed');
    const [item] = await listQueue(deps, []);
    expect(item).toMatchObject({ state: 'confirmed', emailConfirmed: true });
    expect(item).not.toHaveProperty('statusHash');

    expect((await refusal(replyToChanges(token, 'hai', deps))).status).toBe(409);
    await requestChanges(item!.id, 'Tambahkan guidebook.', deps);
    // Every status e-mail: the site in the subject, no quotes, the request, and the status link itself.
    expect(sent.at(-1)!.subject).toBe('Kiriman lomba Anda: Perlu perubahan - InfoLomba');
    expect(sent.at(-1)!.text).toContain('Catatan admin:\nTambahkan guidebook.');
    expect(sent.at(-1)!.text).toContain(`Tautan status kiriman:\n${statusUrl}`);
    expect(sent.at(-1)!.text).not.toContain('"');
    expect((await replyToChanges(token, ' Sudah ditambah. ', deps)).reply).toBe('Sudah ditambah.');
    expect((await store.get(item!.id))!.state).toBe('review');

    expect(files()).toHaveLength(1);
    expect((await refusal(rejectSubmission(item!.id, '  ', deps))).status).toBe(422);
    const rejected = await rejectSubmission(item!.id, 'Bukan lomba.', deps);
    expect(rejected).toMatchObject({ state: 'rejected', note: 'Bukan lomba.', organiser: null, uploads: [] });
    expect(files()).toEqual([]);
    expect(sent.at(-1)).toMatchObject({ to: 'rina@panitia.test', subject: 'Kiriman lomba Anda: Ditolak - InfoLomba' });
    expect(sent.at(-1)!.text).toContain('Alasan penolakan:\nBukan lomba.');
    expect(sent.at(-1)!.text).toContain(statusUrl);
    expect((await refusal(startReview(item!.id, deps))).status).toBe(409);
  });

  it('publishes once through the given write, naming the submitter; posters taken off are deleted', async () => {
    const { store, deps, files, tick } = setup('publish');
    const dates: string[] = [];
    await submitCompetition(await form(deps.pow, {}, [await poster(), await poster()]), 'a', deps);
    const [s] = await store.list();
    expect(submitterOf(s!)).toBe('Rina (OSIS)');
    const kept = s!.uploads[1]!;
    const writes: (string | undefined)[] = [];
    const { item, submission } = await publishSubmission(
      s!.id,
      // A publish date still ahead (the registration start) goes out as today's.
      { ...s!.competition, thumbnails: [kept], published_date: '2026-08-01' },
      async (_s, submitter, input) => {
        writes.push(submitter);
        dates.push(input.published_date);
        return { item: { ...s!.competition, thumbnails: [kept], id: '123' } as Competition };
      },
      deps,
    );
    expect(writes).toEqual(['Rina (OSIS)']);
    expect(dates).toEqual(['2026-07-01']);
    // Left as it was sent, the date becomes the day it is published.
    await submitCompetition(await form(deps.pow), 'a', deps);
    const later = (await store.list()).find((x) => x.state === 'received')!;
    tick(3 * 86_400_000);
    await publishSubmission(
      later.id,
      later.competition,
      async (_s, _by, input) => (dates.push(input.published_date), { item: { ...input, id: '124' } as Competition }),
      deps,
    );
    expect(dates).toEqual(['2026-07-01', '2026-07-04']);
    expect(item.id).toBe('123');
    expect(submission).toMatchObject({ state: 'published', publishedId: '123', uploads: [kept] });
    expect(files()).toEqual([kept.slice('/unggahan/'.length)]);
  });
});

describe('the organiser helps themselves', () => {
  it("a correction keeps the live listing's publish date and, without new ones, its posters", async () => {
    const { store, deps } = setup('correction');
    const { statusUrl } = await submitCompetition(await form(deps.pow), 'a', deps);
    const [s] = await store.list();
    await publishSubmission(s!.id, s!.competition, async () => ({ item: { ...s!.competition, id: '77' } as Competition }), deps);
    const live = {
      publishedDateOf: (id: string) => (id === '77' ? '2026-06-15' : undefined),
      thumbnailsOf: () => ['https://poster.test/a.jpg'],
    };
    await submitCompetition(await form(deps.pow, { correction: tokenOf(statusUrl), title: 'Judul Dikoreksi' }), 'a', { ...deps, ...live });
    const correction = (await store.list()).find((x) => x.correctionOf === '77')!;
    expect(correction.competition).toMatchObject({
      title: 'Judul Dikoreksi',
      published_date: '2026-06-15',
      thumbnails: ['https://poster.test/a.jpg'],
    });
  });

  it('seals the status token for the e-mails; another key opens nothing', () => {
    const token = newToken();
    const key = statusLinkKey('rahasia');
    const sealed = sealToken(token, key);
    expect(sealed).not.toContain(token);
    expect(openToken(sealed, statusLinkKey('rahasia'))).toBe(token);
    expect(openToken(sealed, statusLinkKey('lain'))).toBeNull();
    expect(openToken('rusak', key)).toBeNull();
  });

  it('resends the confirmation, to a corrected address, three times an hour; the old link stops working', async () => {
    const { deps, sent } = setup('resend', true);
    const resendDeps = { ...deps, limiter: createLoginThrottle({ limit: 3, windowMs: 3_600_000 }) };
    const { statusUrl, email } = await submitCompetition(await form(deps.pow, { email: 'rina@panitia.tset' }), 'a', deps);
    expect(email).toBe('rina@panitia.tset');
    const token = tokenOf(statusUrl);
    const first = new URL(/\S+\?konfirmasi=\S+/.exec(sent[0]!.text)![0]).searchParams.get('konfirmasi')!;
    expect((await refusal(resendConfirmation(token, 'bukan email', resendDeps))).fields).toEqual({ email: 'Isi alamat email yang benar.' });
    expect(await resendConfirmation(token, ' Rina@Panitia.test ', resendDeps)).toEqual({ email: 'rina@panitia.test' });
    expect(sent.at(-1)).toMatchObject({ to: 'rina@panitia.test', subject: 'Konfirmasi kiriman lomba - InfoLomba' });
    await resendConfirmation(token, undefined, resendDeps);
    await resendConfirmation(token, '', resendDeps);
    expect((await refusal(resendConfirmation(token, '', resendDeps))).status).toBe(429);
    expect((await refusal(confirmEmail(token, first, deps))).status).toBe(404);
    const last = new URL(/\S+\?konfirmasi=\S+/.exec(sent.at(-1)!.text)![0]).searchParams.get('konfirmasi')!;
    expect((await confirmEmail(token, last, deps)).organiser!.email).toBe('rina@panitia.test');
    expect((await refusal(resendConfirmation(token, '', { ...resendDeps, limiter: createLoginThrottle() }))).status).toBe(409);
  });

  it('a submission asked for changes is edited in place: new fields, the new poster replaces the old one, back to review', async () => {
    const { store, deps, files } = setup('revise');
    const { statusUrl } = await submitCompetition(await form(deps.pow, {}, [await poster()]), 'a', deps);
    const token = tokenOf(statusUrl);
    const [s] = await store.list();
    const old = s!.uploads[0]!;
    const revision = async (extra: Record<string, string>, posters: Buffer[] = []) => {
      const f = await form(deps.pow, { revision: token, name: '', email: '', organisation: '', ...extra }, posters);
      return submitCompetition(f, 'a', deps);
    };
    expect((await refusal(revision({ title: 'Judul Baru' }))).status).toBe(409);
    await requestChanges(s!.id, 'Ganti poster dan judul.', deps);
    expect((await revision({ title: 'Judul Baru' })).revised).toBe(true);
    let now = (await store.get(s!.id))!;
    expect(now).toMatchObject({ state: 'review', uploads: [old], organiser: { email: 'rina@panitia.test' } });
    expect(now.competition.title).toBe('Judul Baru');
    await requestChanges(s!.id, 'Poster buram.', deps);
    await revision({ title: 'Judul Baru', reply: 'Poster baru terlampir.' }, [await poster()]);
    now = (await store.get(s!.id))!;
    expect(now.uploads).toHaveLength(1);
    expect(now.uploads[0]).not.toBe(old);
    expect(now.competition.thumbnails).toEqual(now.uploads);
    expect(now.reply).toBe('Poster baru terlampir.');
    expect(files()).toEqual([now.uploads[0]!.slice('/unggahan/'.length)]);
  });
});

describe('duplicates', () => {
  const published = [
    {
      id: '1',
      title: 'Lomba Esai Nasional 2026',
      registration: { start: '', end: '2026-08-31' },
      registration_url: 'https://www.daftar.test/esai/?utm_source=ig',
    },
    { id: '2', title: 'Olimpiade Sains', registration: { start: '', end: '2026-08-30' } },
  ] as Competition[];
  const input = (title: string, end: string, url?: string) =>
    ({ title, registration: { start: '2026-08-01', end }, ...(url ? { registration_url: url } : {}) }) as Parameters<
      typeof findDuplicates
    >[0];

  it('flags the same registration link, or a very similar title with (nearly) the same deadline', () => {
    expect(linkKey('http://daftar.test/esai#x')).toBe(linkKey('https://www.daftar.test/esai/?utm_source=ig'));
    expect(findDuplicates(input('Apa saja', '2030-01-01', 'https://daftar.test/esai'), published)).toEqual([
      { id: '1', title: 'Lomba Esai Nasional 2026', why: 'link' },
    ]);
    expect(findDuplicates(input('LOMBA ESAI NASIONAL 2026!', '2026-08-30'), published)).toEqual([
      { id: '1', title: 'Lomba Esai Nasional 2026', why: 'title' },
    ]);
    expect(findDuplicates(input('Lomba Esai Nasional 2026', '2026-12-30'), published)).toEqual([]);
    expect(findDuplicates(input('Lomba Puisi Daerah', '2026-08-30'), published)).toEqual([]);
    expect(findDuplicates(input('Lomba Esai Nasional 2026', '2026-08-30'), published, '1')).toEqual([]);
    expect(titleSimilarity('a', '')).toBe(0);
  });
});
