import { describe, expect, it } from 'vitest';
import { site } from '@/lib/site';
import {
  ATTACHMENT_MAX_BYTES,
  buildSubject,
  isOwnSubject,
  parseSendMailForm,
  SUBJECT_PREFIXES,
  sendMailFormSchema,
} from '@/lib/mail/subjects';

describe('buildSubject', () => {
  it('names the intent and the upper-cased sender', () => {
    expect(buildSubject('feedback', 'Budi Santoso')).toBe(`FEEDBACK ${site.name} DARI BUDI SANTOSO`);
    expect(buildSubject('competition_info', 'Siti')).toBe('INFO LOMBA BARU DARI SITI');
  });

  it('falls back to "Pengguna" for a missing or blank name', () => {
    expect(buildSubject('feedback', null)).toBe(`FEEDBACK ${site.name} DARI PENGGUNA`);
    expect(buildSubject('competition_info', '  \r\n ')).toBe('INFO LOMBA BARU DARI PENGGUNA');
  });

  it('keeps the subject on one line', () => {
    expect(buildSubject('feedback', 'Eve\r\nBcc: x@evil.test')).toBe(`FEEDBACK ${site.name} DARI EVE BCC: X@EVIL.TEST`);
  });
});

describe('isOwnSubject', () => {
  it('accepts subjects starting with either prefix', () => {
    expect(SUBJECT_PREFIXES.feedback).toBe(`FEEDBACK ${site.name}`);
    expect(isOwnSubject(buildSubject('feedback', 'a'))).toBe(true);
    expect(isOwnSubject(buildSubject('competition_info', 'a'))).toBe(true);
    expect(isOwnSubject('INFO LOMBA BARU')).toBe(true);
  });

  it('rejects other subjects', () => {
    expect(isOwnSubject('Re: FEEDBACK ' + site.name)).toBe(false);
    expect(isOwnSubject('Halo admin')).toBe(false);
    expect(isOwnSubject('')).toBe(false);
    expect(isOwnSubject(undefined)).toBe(false);
    expect(isOwnSubject('feedback ' + site.name)).toBe(false);
  });
});

describe('sendMailFormSchema', () => {
  const form = (entries: Record<string, string | File>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(entries)) fd.append(k, v);
    return fd;
  };

  it('defaults the intent to feedback and trims the message', () => {
    const r = parseSendMailForm(form({ message: '  halo  ' }));
    expect(r.success && r.data).toEqual({ intent: 'feedback', message: 'halo', file: undefined });
  });

  it('requires a message that is not blank', () => {
    for (const message of [undefined, '', '   \n ']) {
      const r = parseSendMailForm(form(message === undefined ? {} : { message }));
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Pesan tidak boleh kosong.');
    }
  });

  it('allows 1000 characters and no more', () => {
    expect(sendMailFormSchema.safeParse({ message: 'a'.repeat(1000) }).success).toBe(true);
    expect(sendMailFormSchema.safeParse({ message: ` ${'a'.repeat(1000)} ` }).success).toBe(true);
    const r = sendMailFormSchema.safeParse({ message: 'a'.repeat(1001) });
    expect(r.success).toBe(false);
  });

  it("counts a line break as one character, as the form's counter does (browsers post CRLF)", async () => {
    // 981 letters and 19 line breaks: "1000 / 1000" in the form.
    const typed = Array.from({ length: 20 }, (_, i) => 'a'.repeat(i < 1 ? 31 : 50)).join('\n');
    expect(typed.length).toBe(1000);
    const body = new URLSearchParams({ message: typed.replace(/\n/g, '\r\n') });
    const received = await new Request('http://127.0.0.1/api/mail', { method: 'POST', body }).formData();
    expect(String(received.get('message')).length).toBe(1019);
    const r = parseSendMailForm(received);
    expect(r.success).toBe(true);
    expect(r.data?.message).toBe(typed);
    expect(sendMailFormSchema.safeParse({ message: `${typed}a` }).success).toBe(false);
    expect(sendMailFormSchema.safeParse({ message: 'a\rb' }).data?.message).toBe('a\nb');
  });

  it('rejects an unknown intent', () => {
    expect(sendMailFormSchema.safeParse({ intent: 'spam', message: 'x' }).success).toBe(false);
    expect(sendMailFormSchema.safeParse({ intent: 'competition_info', message: 'x' }).success).toBe(true);
  });

  it('reads a multipart body as a route handler receives it', async () => {
    const body = form({ intent: 'competition_info', message: 'Info', file: new File(['abc'], 'poster.png', { type: 'image/png' }) });
    const received = await new Request('http://127.0.0.1/api/mail', { method: 'POST', body }).formData();
    const r = parseSendMailForm(received);
    expect(r.success).toBe(true);
    expect(r.data?.intent).toBe('competition_info');
    expect(r.data?.file?.name).toBe('poster.png');
    expect(r.data?.file?.type).toBe('image/png');
    expect(Buffer.from(await r.data!.file!.arrayBuffer()).toString()).toBe('abc');
  });

  it('treats an empty file input as no file', () => {
    const r = parseSendMailForm(form({ message: 'x', file: new File([], '') }));
    expect(r.success && r.data.file).toBeUndefined();
  });

  it('accepts a file up to 5MB and rejects a larger one with the spec message', () => {
    const ok = parseSendMailForm(form({ message: 'x', file: new File([new Uint8Array(ATTACHMENT_MAX_BYTES)], 'a.bin') }));
    expect(ok.success && ok.data.file?.name).toBe('a.bin');
    const big = parseSendMailForm(form({ message: 'x', file: new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'b.bin') }));
    expect(big.success).toBe(false);
    expect(big.error?.issues[0]?.message).toBe('Ukuran file tidak boleh lebih dari 5MB.');
  });
});
