import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headerValue, leafParts, parseMime, type MimePart } from '../../e2e/fakes/gmail';
import { buildMimeMessage, buildRawMessage, messageToHtml, type OutgoingMail } from '@/lib/mail/mime';
import { buildSubject } from '@/lib/mail/subjects';

const attachmentBytes = randomBytes(3000);

const baseMail: OutgoingMail = {
  to: 'admin@example.test',
  from: { name: 'Budi Śantoso', email: 'budi@example.test' },
  subject: buildSubject('feedback', 'Budi Śantoso'),
  message: 'Halo <script>alert("x")</script> & salam\nbaris dua\r\nbaris tiga\rbaris empat',
  attachment: { filename: 'poster lomba é.png', contentType: 'image/png', content: attachmentBytes },
};

async function decode(mail: OutgoingMail): Promise<{ raw: string; bytes: Buffer; mime: MimePart }> {
  const raw = await buildRawMessage(mail);
  const bytes = Buffer.from(raw, 'base64url');
  return { raw, bytes, mime: parseMime(bytes) };
}

/** Addresses in a decoded address header, ignoring display names. */
function addresses(value: string | undefined): string[] {
  const withoutQuoted = (value ?? '').replace(/"(?:[^"\\]|\\.)*"/g, '');
  return withoutQuoted.match(/[^\s<>,;:"()]+@[^\s<>,;:"()]+/g) ?? [];
}

function headerNames(mime: MimePart): string[] {
  return mime.headers.map((h) => h.name.toLowerCase()).sort();
}

const TOP_HEADERS = ['content-type', 'date', 'from', 'message-id', 'mime-version', 'subject', 'to'];

describe('buildRawMessage', () => {
  it('is URL-safe base64 of the message', async () => {
    const { raw, bytes } = await decode(baseMail);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(bytes.toString('latin1')).toMatch(/^From: /);
    const direct = (await buildMimeMessage(baseMail)).toString('latin1');
    expect(direct).toMatch(/\r\n\r\n/);
  });

  it('uses CRLF for every line end and keeps header lines short and ASCII', async () => {
    const { bytes, mime } = await decode(baseMail);
    const text = bytes.toString('latin1');
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toMatch(/\r(?!\n)/);
    for (const line of text.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    expect(mime.rawHeaders).toMatch(/^[\x20-\x7e\r\n\t]*$/);
  });

  it('writes exactly the expected headers, decoded to the right values', async () => {
    const { mime } = await decode(baseMail);
    expect(headerNames(mime)).toEqual(TOP_HEADERS);
    expect(headerValue(mime, 'From')).toBe('Budi Śantoso <budi@example.test>');
    expect(headerValue(mime, 'To')).toBe('admin@example.test');
    expect(headerValue(mime, 'Subject')).toBe(baseMail.subject);
    expect(headerValue(mime, 'Subject')).toMatch(/ DARI BUDI ŚANTOSO$/);
    expect(headerValue(mime, 'MIME-Version')).toBe('1.0');
    expect(Number.isNaN(Date.parse(headerValue(mime, 'Date') ?? ''))).toBe(false);
    expect(headerValue(mime, 'Message-ID')).toMatch(/^<[^<>\s]+@[^<>\s]+>$/);
    // Non-ASCII header text travels as RFC 2047 encoded-words.
    expect(mime.rawHeaders).toMatch(/^Subject: .*=\?UTF-8\?[QB]\?/im);
    expect(mime.rawHeaders).toMatch(/^From: =\?UTF-8\?[QB]\?/im);
  });

  it('sends an escaped HTML body with <br> line breaks and a plain-text alternative', async () => {
    const { mime } = await decode(baseMail);
    expect(mime.contentType).toBe('multipart/mixed');
    const [alternative, attachment] = mime.parts;
    expect(mime.parts).toHaveLength(2);
    expect(alternative?.contentType).toBe('multipart/alternative');
    const [plain, html] = alternative?.parts ?? [];
    expect(plain?.contentType).toBe('text/plain');
    expect(plain?.params.charset).toBe('utf-8');
    expect(plain?.text).toBe('Halo <script>alert("x")</script> & salam\r\nbaris dua\r\nbaris tiga\r\nbaris empat');
    expect(html?.contentType).toBe('text/html');
    expect(html?.text).toContain(
      'Halo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; salam<br>\r\nbaris dua<br>\r\nbaris tiga<br>\r\nbaris empat',
    );
    expect(html?.text).not.toContain('<script');
    expect(attachment?.disposition).toBe('attachment');
  });

  it('attaches the file as base64 with its name and type', async () => {
    const { mime } = await decode(baseMail);
    const attachment = mime.parts[1];
    expect(attachment?.contentType).toBe('image/png');
    expect(headerValue(attachment!, 'Content-Transfer-Encoding')).toBe('base64');
    expect(attachment?.filename).toBe('poster lomba é.png');
    expect(attachment?.body.equals(attachmentBytes)).toBe(true);
  });

  it('without an attachment sends just the two alternatives', async () => {
    const { mime } = await decode({ ...baseMail, attachment: undefined });
    expect(mime.contentType).toBe('multipart/alternative');
    expect(mime.parts.map((p) => p.contentType)).toEqual(['text/plain', 'text/html']);
    expect(headerNames(mime)).toEqual(TOP_HEADERS);
  });

  it('carries a long message with long lines intact', async () => {
    const message = `${'<a>'.repeat(300)}\n${'é'.repeat(700)}`;
    const { bytes, mime } = await decode({ ...baseMail, message, attachment: undefined });
    for (const line of bytes.toString('latin1').split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    expect(mime.parts[0]?.text).toBe(message.replace('\n', '\r\n'));
    expect(mime.parts[1]?.text).toContain(`${'&lt;a&gt;'.repeat(300)}<br>`);
  });

  it('replaces an unsafe attachment name and type', async () => {
    const { mime } = await decode({
      ...baseMail,
      attachment: { filename: '../../etc/passwd\r\nX-Evil: 1', contentType: 'text/html\r\nX-Evil: 1', content: Buffer.from('a') },
    });
    const attachment = leafParts(mime).find((p) => p.disposition === 'attachment');
    expect(attachment?.contentType).toBe('application/octet-stream');
    expect(attachment?.filename).toBe('.._.._etc_passwd X-Evil: 1');
    expect(attachment?.headers.map((h) => h.name.toLowerCase()).sort()).toEqual([
      'content-disposition',
      'content-transfer-encoding',
      'content-type',
    ]);
    expect(JSON.stringify(mime.headers)).not.toMatch(/x-evil/i);
  });

  it('rejects a sender or recipient that is not an address', async () => {
    await expect(buildRawMessage({ ...baseMail, to: 'admin@example.test, x@evil.test' })).rejects.toThrow();
    await expect(buildRawMessage({ ...baseMail, from: { name: 'a', email: 'not-an-address' } })).rejects.toThrow();
  });
});

describe('header injection', () => {
  const attempts = [
    'Eve\r\nBcc: x@evil.test',
    'Eve\nBcc: x@evil.test',
    'Eve\rBcc: x@evil.test',
    'Eve\r\n\r\nbody',
    'Eve\u2028Bcc: x@evil.test',
    'Eve <x@evil.test>, Mallory <y@evil.test>',
    '"Eve" <x@evil.test>\r\nTo: y@evil.test',
  ];

  it.each(attempts)('a name %j adds no header and no recipient', async (name) => {
    const { mime } = await decode({
      ...baseMail,
      from: { name, email: 'budi@example.test' },
      subject: buildSubject('competition_info', name),
      attachment: undefined,
    });
    expect(headerNames(mime)).toEqual(TOP_HEADERS);
    expect(addresses(headerValue(mime, 'To'))).toEqual(['admin@example.test']);
    const from = headerValue(mime, 'From') ?? '';
    expect(from.endsWith('<budi@example.test>')).toBe(true);
    expect(addresses(from.slice(from.lastIndexOf('<')))).toEqual(['budi@example.test']);
    expect(mime.rawHeaders.split('\r\n').filter((l) => /^bcc:/i.test(l))).toEqual([]);
    expect(headerValue(mime, 'Subject')).toMatch(/^INFO LOMBA BARU DARI "?EVE/);
    expect(headerValue(mime, 'Subject')).not.toMatch(/[\r\n]/);
  });

  it('a subject with CR/LF stays one header', async () => {
    const { mime } = await decode({ ...baseMail, subject: 'Halo\r\nBcc: x@evil.test\r\n\r\nbody', attachment: undefined });
    expect(headerNames(mime)).toEqual(TOP_HEADERS);
    expect(headerValue(mime, 'Subject')).toBe('Halo Bcc: x@evil.test body');
  });

  it('a message with header-like lines stays in the body', async () => {
    const { mime } = await decode({ ...baseMail, message: '\r\nBcc: x@evil.test\r\n\r\n', attachment: undefined });
    expect(headerNames(mime)).toEqual(TOP_HEADERS);
    expect(mime.parts[0]?.text).toContain('Bcc: x@evil.test');
  });
});

describe('messageToHtml', () => {
  it('escapes markup and turns every kind of newline into <br>', () => {
    expect(messageToHtml(`<b>"a"</b> & 'b'\nc\r\nd\re`)).toContain(
      '&lt;b&gt;&quot;a&quot;&lt;/b&gt; &amp; &#39;b&#39;<br>\r\nc<br>\r\nd<br>\r\ne',
    );
  });
});
