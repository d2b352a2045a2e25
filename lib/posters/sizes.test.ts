import { describe, expect, it } from 'vitest';
import { posterKey } from './key';
import { POSTER_SLOTS, POSTER_WIDTHS, parsePosterFile, pickWidth, posterSources } from './sizes';

const IG = 'https://scontent.cdninstagram.com/v/t51.29350-15/123_n.jpg?stp=dst-jpg&_nc_ht=scontent&oe=6700AB12';

describe('posterSources', () => {
  it('gives a card WebP and JPEG srcsets of the slot widths, a middle-sized JPEG src and the slot sizes', () => {
    const s = posterSources(IG, 'card');
    const k = posterKey(IG);
    expect(s.webpSrcSet).toBe(
      `/poster/${k}/160.webp 160w, /poster/${k}/240.webp 240w, /poster/${k}/320.webp 320w, /poster/${k}/480.webp 480w`,
    );
    expect(s.srcSet).toBe(s.webpSrcSet?.replaceAll('.webp', '.jpg'));
    expect(s.src).toBe(`/poster/${k}/240.jpg`);
    expect(s.sizes).toBe('154px');
  });

  it('sends a site path as it is', () => {
    expect(posterSources('/posters/poster-01.svg', 'detail')).toEqual({ src: '/posters/poster-01.svg' });
  });

  it('never offers a width the route does not make, nor the 1080 px original on a card', () => {
    for (const slot of Object.values(POSTER_SLOTS)) for (const w of slot.widths) expect(POSTER_WIDTHS).toContain(w);
    expect(Math.max(...POSTER_SLOTS.card.widths)).toBeLessThan(1080);
  });
});

describe('pickWidth (what a browser takes from the srcset)', () => {
  it.each([
    ['card', 154, 1, 160],
    ['card', 154, 1.75, 320], // Lighthouse's mobile phone
    ['card', 154, 2, 320],
    ['card', 154, 3, 480],
    ['detail', 350, 1.75, 640],
    ['detail', 400, 1, 480],
    ['detail', 400, 3, 1080],
    ['thumb', 48, 2, 96],
    ['thumb', 72, 3, 240],
  ] as const)('%s drawn %d px wide at density %d: %d', (slot, css, dpr, expected) => {
    expect(pickWidth(slot, css, dpr)).toBe(expected);
  });
});

describe('parsePosterFile and posterKey', () => {
  it('accepts only the ladder widths in WebP or JPEG', () => {
    expect(parsePosterFile('320.webp')).toEqual({ width: 320, format: 'webp' });
    expect(parsePosterFile('1080.jpg')).toEqual({ width: 1080, format: 'jpg' });
    for (const bad of ['321.webp', '320.png', '320.avif', '0320.webp', '320.webp.jpg', '../320.webp', '1e3.jpg', '2000.jpg']) {
      expect(parsePosterFile(bad)).toBeNull();
    }
  });

  it('is 16 hex digits, stable, and differs for addresses one character apart', () => {
    expect(posterKey(IG)).toMatch(/^[0-9a-f]{16}$/);
    expect(posterKey(IG)).toBe(posterKey(`${IG}`));
    const keys = new Set(Array.from({ length: 20_000 }, (_, i) => posterKey(`https://example.com/p/${i}.jpg`)));
    expect(keys.size).toBe(20_000);
  });
});
