import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpTestServer } from '@/e2e/fakes/smtp';
import { readSmtpEnv } from '@/lib/env';
import { createSmtpSender, SmtpSendError, type SmtpSender } from './smtp';

let smtp: SmtpTestServer;
let sender: SmtpSender;

beforeAll(async () => {
  smtp = await startSmtpServer();
  sender = createSmtpSender(readSmtpEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Pengingat Lomba <pengingat@infolomba.test>' })!);
});
afterAll(async () => {
  sender.close();
  await smtp.close();
});

describe('SMTP settings', () => {
  it('is off without SMTP_URL and needs MAIL_FROM with it', () => {
    expect(readSmtpEnv({})).toBeNull();
    expect(() => readSmtpEnv({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/MAIL_FROM wajib diisi/);
    expect(() => readSmtpEnv({ SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.example' })).toThrow(/SMTP_URL/);
    expect(() => readSmtpEnv({ SMTP_URL: 'smtp://x', MAIL_FROM: 'bukan alamat' })).toThrow(/MAIL_FROM/);
    expect(readSmtpEnv({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'pengingat@infolomba.id', SITE_NAME: 'Lomba' })).toEqual({
      url: 'smtps://u:p@mail.example:465',
      from: { name: 'Lomba', address: 'pengingat@infolomba.id' },
    });
  });
});

describe('SMTP sender', () => {
  it('delivers through the SMTP server with the From, headers and both bodies', async () => {
    await sender.send({
      to: 'Siswa@Sekolah.test',
      subject: 'Pendaftaran ditutup\r\nBcc: x@evil.test',
      text: 'Halo',
      html: '<p>Halo</p>',
      headers: { 'List-Unsubscribe': '<https://infolomba.test/u/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const mail = await smtp.waitFor((m) => m.to === 'siswa@sekolah.test');
    expect(mail.from).toBe('pengingat@infolomba.test');
    expect(mail.subject).toBe('Pendaftaran ditutup Bcc: x@evil.test');
    expect(mail.envelope.rcptTo.map((a) => a.toLowerCase())).toEqual(['siswa@sekolah.test']);
    expect(mail.text.trim()).toBe('Halo');
    expect(mail.html).toContain('<p>Halo</p>');
    expect(mail.header('List-Unsubscribe')).toBe('<https://infolomba.test/u/abc>');
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('tells a temporary refusal from a permanent one', async () => {
    smtp.refuseNext(1, 451);
    const soft = await sender.send({ to: 'a@b.test', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(soft).toBeInstanceOf(SmtpSendError);
    expect(soft).toMatchObject({ permanent: false, responseCode: 451 });
    smtp.refuseNext(1, 550);
    const hard = await sender.send({ to: 'a@b.test', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(hard).toMatchObject({ permanent: true, responseCode: 550 });
    await sender.send({ to: 'c@b.test', subject: 's', text: 't' });
    expect((await smtp.waitFor((m) => m.to === 'c@b.test')).subject).toBe('s');
  });
});
