import { describe, expect, it } from 'vitest';
import { toThumbnailUrl } from './thumbnail-url';
import { THUMBNAIL_URL_MESSAGES } from '@/lib/words/admin';

const ID = '1AbC-dEf_GhIjKlMnOpQrStUvWxYz0123';
const THUMB = `https://drive.google.com/thumbnail?id=${ID}&sz=w1000`;

describe('toThumbnailUrl', () => {
  it.each([
    `https://drive.google.com/file/d/${ID}/view?usp=sharing`,
    `https://drive.google.com/file/d/${ID}/view`,
    `https://drive.google.com/file/d/${ID}`,
    `https://drive.google.com/file/d/${ID}/preview`,
    `https://drive.google.com/open?id=${ID}`,
    `https://drive.google.com/uc?id=${ID}`,
    `https://drive.google.com/uc?export=view&id=${ID}`,
    `https://drive.google.com/uc?id=${ID}&export=download`,
    `https://drive.google.com/thumbnail?id=${ID}&sz=w200`,
    `  https://drive.google.com/open?id=${ID}  `,
  ])('turns the Drive link %s into a thumbnail URL', (link) => {
    expect(toThumbnailUrl(link)).toEqual({ ok: true, url: THUMB, kind: 'drive' });
  });

  it.each([
    'https://example.com/poster.jpg',
    'https://example.com/a/b/poster.JPEG',
    'http://example.com/poster.png?v=2',
    'https://cdn.example.com/p.webp#x',
    'https://example.com/p.gif',
    'https://example.com/p.svg',
    'https://example.com/p.avif',
  ])('returns the direct image URL %s unchanged', (link) => {
    expect(toThumbnailUrl(link)).toEqual({ ok: true, url: link, kind: 'image' });
  });

  it('refuses empty input, non-URLs and other schemes', () => {
    expect(toThumbnailUrl('   ')).toEqual({ ok: false, message: THUMBNAIL_URL_MESSAGES.empty });
    expect(toThumbnailUrl('bukan url')).toEqual({ ok: false, message: THUMBNAIL_URL_MESSAGES.invalid });
    expect(toThumbnailUrl('ftp://example.com/a.png')).toEqual({ ok: false, message: THUMBNAIL_URL_MESSAGES.invalid });
    expect(toThumbnailUrl('javascript:alert(1)//a.png')).toEqual({ ok: false, message: THUMBNAIL_URL_MESSAGES.invalid });
  });

  it('explains Drive links it cannot use', () => {
    expect(toThumbnailUrl(`https://drive.google.com/drive/folders/${ID}`)).toEqual({
      ok: false,
      message: THUMBNAIL_URL_MESSAGES.driveFolder,
    });
    expect(toThumbnailUrl('https://drive.google.com/drive/my-drive')).toEqual({ ok: false, message: THUMBNAIL_URL_MESSAGES.driveUnknown });
    expect(toThumbnailUrl('https://drive.google.com/open?id=')).toEqual({ ok: false, message: THUMBNAIL_URL_MESSAGES.driveUnknown });
    expect(toThumbnailUrl('https://drive.google.com/open?id=a"><b')).toEqual({ ok: false, message: THUMBNAIL_URL_MESSAGES.driveUnknown });
  });

  it('refuses pages that are not images', () => {
    expect(toThumbnailUrl('https://example.com/lomba')).toEqual({ ok: false, message: THUMBNAIL_URL_MESSAGES.notImage });
    expect(toThumbnailUrl('https://example.com/poster.jpg.html')).toEqual({ ok: false, message: THUMBNAIL_URL_MESSAGES.notImage });
    expect(toThumbnailUrl('https://example.com/?file=poster.jpg')).toEqual({ ok: false, message: THUMBNAIL_URL_MESSAGES.notImage });
  });
});
