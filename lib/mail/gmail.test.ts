import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leafParts, MAX_JSON_BODY_BYTES, startFakeGmail, type FakeGmail } from '../../e2e/fakes/gmail';
import { GOOGLE_SCOPES } from '@/lib/auth/options';
import { listSentMessages, MailError, sendMail, trashOwnMessage } from '@/lib/mail/gmail';
import { MAIL_ERRORS, MAIL_HISTORY_TEXT } from '@/lib/words/mail';
import { buildRawMessage } from '@/lib/mail/mime';
import { ATTACHMENT_MAX_BYTES, buildSubject } from '@/lib/mail/subjects';

const TOKEN = 'ya29.test-token';
const ME = 'budi@example.test';
const CONTACT_TO = 'admin@example.test';

let fake: FakeGmail;
let opts: { apiUrl: string };

beforeAll(async () => {
  fake = await startFakeGmail();
  opts = { apiUrl: fake.url };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  // The scopes the sign-in asks for: each Gmail call must work with them.
  fake.allowToken(TOKEN, ME, GOOGLE_SCOPES);
});

async function send(message: string, intent: 'feedback' | 'competition_info' = 'feedback', name = 'Budi') {
  const raw = await buildRawMessage({
    to: CONTACT_TO,
    from: { name, email: ME },
    subject: buildSubject(intent, name),
    message,
    attachment: { filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('lampiran') },
  });
  return sendMail(TOKEN, { raw }, opts);
}

async function rejection(promise: Promise<unknown>): Promise<MailError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MailError);
  return err as MailError;
}

describe('sendMail', () => {
  it('posts the raw message with the bearer token', async () => {
    const { id } = await send('Halo admin');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const request = fake.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/gmail/v1/users/me/messages/send');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const [sent] = fake.sent;
    expect(sent?.id).toBe(id);
    expect(sent?.via).toBe('json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ raw: sent?.rawField });
    expect(sent?.headers.subject).toBe(buildSubject('feedback', 'Budi'));
    expect(sent?.headers.to).toBe(CONTACT_TO);
    expect(sent?.fromReplaced).toBe(false);
    expect(
      leafParts(sent!.mime)
        .find((p) => p.filename === 'a.txt')
        ?.body.toString(),
    ).toBe('lampiran');
  });

  it('uploads a message with a 5MB attachment through the media endpoint, intact', async () => {
    const content = randomBytes(ATTACHMENT_MAX_BYTES);
    const raw = await buildRawMessage({
      to: CONTACT_TO,
      from: { name: 'Budi', email: ME },
      subject: buildSubject('competition_info', 'Budi'),
      message: 'Poster terlampir',
      attachment: { filename: 'poster.png', contentType: 'image/png', content },
    });
    expect(raw.length).toBeGreaterThan(MAX_JSON_BODY_BYTES);
    const { id } = await sendMail(TOKEN, { raw }, opts);
    const request = fake.requests.at(-1);
    expect(request?.path).toBe('/upload/gmail/v1/users/me/messages/send');
    expect(request?.query.uploadType).toEqual(['media']);
    expect(request?.headers['content-type']).toBe('message/rfc822');
    const sent = fake.sent.find((s) => s.id === id);
    expect(sent?.via).toBe('upload');
    expect(sent?.raw.equals(Buffer.from(raw, 'base64url'))).toBe(true);
    const attachment = leafParts(sent!.mime).find((p) => p.filename === 'poster.png');
    expect(attachment?.body.equals(content)).toBe(true);
  });

  it('needs a token', async () => {
    const err = await rejection(sendMail(undefined, { raw: 'eA' }, opts));
    expect(err.message).toBe('Token tidak ditemukan. Silakan login ulang.');
    expect(err.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it('reports Gmail rejecting the token', async () => {
    const raw = await buildRawMessage({ to: CONTACT_TO, from: { name: 'B', email: ME }, subject: 's', message: 'm' });
    const err = await rejection(sendMail('ya29.expired', { raw }, opts));
    // Not Google's English developer text: the person is asked to sign in again.
    expect(err.message).toBe('Token tidak valid. Silakan login ulang.');
    expect(err.status).toBe(401);
    fake.addMessage({ owner: ME, to: CONTACT_TO, subject: buildSubject('feedback', 'a') });
    expect((await rejection(listSentMessages('ya29.expired', CONTACT_TO, opts))).message).toBe('Token tidak valid. Silakan login ulang.');
  });

  it('passes Gmail error messages through in the spec format', async () => {
    fake.failNext(400, 'Invalid To header', { path: '/messages/send' });
    const err = await rejection(send('x'));
    expect(err.message).toBe('Gagal mengirim email: Invalid To header.');
    expect(err.status).toBe(502);
    fake.failNext(500, 'Backend Error');
    expect((await rejection(send('x'))).message).toBe('Gagal mengirim email: Backend Error.');
  });

  it('reports an unreachable Gmail', async () => {
    const err = await rejection(sendMail(TOKEN, { raw: 'eA' }, { apiUrl: 'http://127.0.0.1:1/' }));
    expect(err.message).toMatch(/^Gagal mengirim email: .+\.$/);
    expect(err.status).toBe(502);
  });
});

describe('listSentMessages', () => {
  it("lists only this site's messages to the contact address, newest first", async () => {
    const first = await send('pesan <satu> & "dua"');
    const second = await send('Info lomba', 'competition_info');
    fake.addMessage({ owner: ME, to: CONTACT_TO, subject: 'Halo admin', snippet: 'pribadi' });
    fake.addMessage({ owner: ME, to: 'teman@example.test', subject: buildSubject('feedback', 'Budi'), snippet: 'lain' });
    fake.addMessage({ owner: ME, to: CONTACT_TO, subject: buildSubject('feedback', 'Budi'), labelIds: ['INBOX'] });
    fake.addMessage({ owner: 'other@example.test', to: CONTACT_TO, subject: buildSubject('feedback', 'Other') });
    // Gmail's to: search also matches a display name; the list shows only what the delete guard would accept.
    fake.addMessage({
      owner: ME,
      to: `"${CONTACT_TO}" <someone@else.test>`,
      subject: buildSubject('feedback', 'Budi'),
      snippet: 'menyamar',
    });
    const empty = fake.addMessage({ owner: ME, to: CONTACT_TO, subject: buildSubject('feedback', 'Budi'), snippet: '' });

    const list = await listSentMessages(TOKEN, CONTACT_TO, opts);
    expect(list.map((m) => m.id)).toEqual([empty, second.id, first.id]);
    expect(list[0]?.snippet).toBe(MAIL_HISTORY_TEXT.noSnippet);
    expect(list[1]).toMatchObject({ subject: 'INFO LOMBA BARU DARI BUDI', snippet: 'Info lomba' });
    expect(list[2]?.snippet).toBe('pesan <satu> & "dua"');
    expect(typeof list[2]?.date).toBe('number');
    expect(list[2]!.date).toBeLessThan(list[1]!.date);
    expect(Math.abs(list[2]!.date - Date.now())).toBeLessThan(60_000);
  });

  it('asks Gmail for at most 15 sent messages to the contact address, with metadata only', async () => {
    for (let i = 0; i < 20; i++) fake.addMessage({ owner: ME, to: CONTACT_TO, subject: buildSubject('feedback', `n${i}`) });
    const list = await listSentMessages(TOKEN, CONTACT_TO, opts);
    expect(list).toHaveLength(15);
    const [listCall, ...gets] = fake.requests;
    expect(listCall?.path).toBe('/gmail/v1/users/me/messages');
    expect(listCall?.query.q).toEqual([`from:me to:${CONTACT_TO}`]);
    expect(listCall?.query.maxResults).toEqual(['15']);
    expect(gets).toHaveLength(15);
    for (const get of gets) {
      expect(get.method).toBe('GET');
      expect(get.query.format).toEqual(['metadata']);
      expect(get.query.metadataHeaders).toEqual(['Subject', 'To']);
      expect(get.query.fields).toEqual(['id,internalDate,snippet,payload/headers']);
    }
  });

  it('is empty for an empty mailbox', async () => {
    expect(await listSentMessages(TOKEN, CONTACT_TO, opts)).toEqual([]);
  });

  it('skips a message deleted between the list and its read', async () => {
    const kept = fake.addMessage({ owner: ME, to: CONTACT_TO, subject: buildSubject('feedback', 'a') });
    const gone = fake.addMessage({ owner: ME, to: CONTACT_TO, subject: buildSubject('feedback', 'b') });
    fake.failNext(404, 'Requested entity was not found.', { path: `/messages/${gone}` });
    expect((await listSentMessages(TOKEN, CONTACT_TO, opts)).map((m) => m.id)).toEqual([kept]);
  });

  it("gives Gmail's message, or the spec's when there is none", async () => {
    fake.failNext(403, 'Request had insufficient authentication scopes.');
    const scoped = await rejection(listSentMessages(TOKEN, CONTACT_TO, opts));
    expect(scoped.message).toBe('Request had insufficient authentication scopes.');
    expect(scoped.status).toBe(502);

    fake.failNext(400, '');
    expect((await rejection(listSentMessages(TOKEN, CONTACT_TO, opts))).message).toBe('Gagal mengambil daftar pesan.');

    fake.addMessage({ owner: ME, to: CONTACT_TO, subject: buildSubject('feedback', 'a') });
    fake.failNext(403, 'Rate Limit Exceeded', { path: /\/messages\/[0-9a-f]+$/ });
    expect((await rejection(listSentMessages(TOKEN, CONTACT_TO, opts))).message).toBe('Rate Limit Exceeded');

    expect((await rejection(listSentMessages('ya29.bad', CONTACT_TO, opts))).status).toBe(401);
    expect((await rejection(listSentMessages('', CONTACT_TO, opts))).message).toBe(MAIL_ERRORS.noSendToken);
  });
});

describe('trashOwnMessage', () => {
  it('moves an own message to the trash, never deletes it', async () => {
    const { id } = await send('hapus aku');
    await trashOwnMessage(TOKEN, id, CONTACT_TO, opts);
    expect(fake.trashed).toEqual([id]);
    expect(fake.deleted).toEqual([]);
    expect(fake.requests.some((r) => r.method === 'DELETE')).toBe(false);
    const [check, trash] = fake.requests.slice(-2);
    expect(check?.query.format).toEqual(['metadata']);
    expect(check?.query.metadataHeaders).toEqual(['Subject', 'To']);
    expect(trash?.method).toBe('POST');
    expect(trash?.path).toBe(`/gmail/v1/users/me/messages/${id}/trash`);
    expect(await listSentMessages(TOKEN, CONTACT_TO, opts)).toEqual([]);
  });

  it('accepts the contact address in a display-name form', async () => {
    const id = fake.addMessage({ owner: ME, to: `Admin <${CONTACT_TO.toUpperCase()}>`, subject: buildSubject('feedback', 'a') });
    await trashOwnMessage(TOKEN, id, CONTACT_TO, opts);
    expect(fake.trashed).toEqual([id]);
  });

  it.each([
    ['another subject', { to: CONTACT_TO, subject: 'Halo admin' }],
    ['another recipient', { to: 'teman@example.test', subject: buildSubject('feedback', 'a') }],
    ['a received message', { to: CONTACT_TO, subject: buildSubject('feedback', 'a'), labelIds: ['INBOX'] }],
  ])('refuses %s', async (_, message) => {
    const id = fake.addMessage({ owner: ME, ...message });
    const err = await rejection(trashOwnMessage(TOKEN, id, CONTACT_TO, opts));
    expect(err.message).toBe(MAIL_ERRORS.notOwnMessage);
    expect(err.status).toBe(403);
    expect(fake.trashed).toEqual([]);
    expect(fake.requests.filter((r) => r.path.endsWith('/trash'))).toEqual([]);
  });

  it.each([
    ['a quoted display name', `"${CONTACT_TO}" <someone@else.test>`],
    ['a bare display name', `${CONTACT_TO} <someone@else.test>`],
    ['a comment', `someone@else.test (${CONTACT_TO})`],
    ['a longer address', `x${CONTACT_TO}`],
  ])('refuses a message whose To names the contact address only in %s', async (_, to) => {
    const id = fake.addMessage({ owner: ME, to, subject: buildSubject('feedback', 'a') });
    const err = await rejection(trashOwnMessage(TOKEN, id, CONTACT_TO, opts));
    expect(err.status).toBe(403);
    expect(err.message).toBe(MAIL_ERRORS.notOwnMessage);
    expect(fake.trashed).toEqual([]);
  });

  it('finds the contact address in a list or a group', async () => {
    for (const to of [`teman@example.test, "Admin, Lomba" <${CONTACT_TO}>`, `Tim: teman@example.test, ${CONTACT_TO};`]) {
      const id = fake.addMessage({ owner: ME, to, subject: buildSubject('feedback', 'a') });
      await trashOwnMessage(TOKEN, id, CONTACT_TO, opts);
      expect(fake.trashed).toContain(id);
    }
  });

  it("cannot reach another person's message", async () => {
    const id = fake.addMessage({ owner: 'other@example.test', to: CONTACT_TO, subject: buildSubject('feedback', 'x') });
    const err = await rejection(trashOwnMessage(TOKEN, id, CONTACT_TO, opts));
    expect(err.message).toBe('Requested entity was not found.');
    expect(err.status).toBe(404);
    expect(fake.trashed).toEqual([]);
  });

  it('checks the token and the id before calling Gmail', async () => {
    expect((await rejection(trashOwnMessage(null, 'abc', CONTACT_TO, opts))).message).toBe('Token tidak valid. Silakan login ulang.');
    const bad = await rejection(trashOwnMessage(TOKEN, '../send', CONTACT_TO, opts));
    expect(bad.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it("gives Gmail's message, or the spec's when there is none", async () => {
    const id = fake.addMessage({ owner: ME, to: CONTACT_TO, subject: buildSubject('feedback', 'a') });
    fake.failNext(400, '', { path: '/trash' });
    expect((await rejection(trashOwnMessage(TOKEN, id, CONTACT_TO, opts))).message).toBe('Gagal menghapus pesan dari server.');
    fake.failNext(403, 'Insufficient Permission', { path: '/trash' });
    expect((await rejection(trashOwnMessage(TOKEN, id, CONTACT_TO, opts))).message).toBe('Insufficient Permission');
    expect(fake.trashed).toEqual([]);
  });
});
