import { describe, expect, it } from 'vitest';
import { linkifyText } from './linkify';

const links = (text: string) => linkifyText(text).filter((p) => p.kind === 'link');

describe('linkifyText', () => {
  it('finds the links organisers write, not only full URLs', () => {
    const text = [
      'Daftar: https://forms.gle/AbC123.',
      'Panduan di bit.ly/panduan-lomba, CP wa.me/6281234567890 (Budi).',
      'Info lengkap www.lombaku.id/esai; tanya panitia@lombaku.id!',
    ].join('\n');
    expect(links(text).map((l) => [l.text, l.href])).toEqual([
      ['https://forms.gle/AbC123', 'https://forms.gle/AbC123'],
      ['bit.ly/panduan-lomba', 'http://bit.ly/panduan-lomba'],
      ['wa.me/6281234567890', 'http://wa.me/6281234567890'],
      ['www.lombaku.id/esai', 'http://www.lombaku.id/esai'],
      ['panitia@lombaku.id', 'mailto:panitia@lombaku.id'],
    ]);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'Daftar di bit.ly/x atau (https://a.id/b).\nSelesai.';
    expect(
      linkifyText(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(linkifyText('tanpa tautan sama sekali')).toEqual([{ kind: 'text', text: 'tanpa tautan sama sekali' }]);
  });

  it('never makes a javascript:, protocol-relative or ftp: link', () => {
    for (const text of ['javascript:alert(1)', 'klik //evil.test/x', 'ftp://files.test/a', 'JaVaScRiPt:alert(document.cookie)//x.com']) {
      for (const l of links(text)) expect(l.href).toMatch(/^(https?:\/\/|mailto:)/);
      expect(links(text).some((l) => /javascript|^\/\/|^ftp/i.test(l.href))).toBe(false);
    }
  });

  it('marks web links external and e-mail links not', () => {
    expect(links('a https://x.id b c@d.id').map((l) => l.kind === 'link' && l.external)).toEqual([true, false]);
  });
});
