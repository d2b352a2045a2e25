import { describe, expect, it } from 'vitest';
import { NO_POSTER_HTML, slideHtml } from './slide-html';

describe('slideHtml', () => {
  it('names the poster and its link, and escapes what comes from the data', () => {
    const html = slideHtml({ src: '/posters/a.svg', title: 'Lomba "A" <B> & C', index: 1, count: 3, slot: 'card', loading: 'eager' });
    expect(html).toContain('aria-label="Buka poster 2 dari 3 di tab baru"');
    expect(html).toContain('alt="Poster Lomba &quot;A&quot; &lt;B&gt; &amp; C (2)"');
    expect(html).not.toContain('<B>');
    // The blurred copy is decoration; the whole poster carries the name.
    expect(html.match(/alt=""/g)).toHaveLength(1);
    expect(html).toContain('loading="eager"');
  });

  it('asks for the first poster of the page first, and lazily below it', () => {
    const first = slideHtml({ src: '/posters/a.svg', title: 'T', index: 0, count: 1, slot: 'card', loading: 'high' });
    expect(first).toContain('fetchpriority="high"');
    expect(first).toContain('alt="Poster T"');
    expect(slideHtml({ src: '/posters/a.svg', title: 'T', index: 0, count: 1, slot: 'card', loading: 'lazy' })).toContain('loading="lazy"');
  });

  it('leaves the blurred copy out of a slide that waits in a template (the script clones it)', () => {
    const waiting = slideHtml({ src: '/posters/a.svg', title: 'T', index: 1, count: 2, slot: 'card', loading: 'eager', backdrop: false });
    expect(waiting.match(/<img/g)).toHaveLength(1);
    expect(waiting).not.toContain('alt=""');
    expect(waiting).toContain('class="poster-fit"');
  });

  it('draws a poster carried in the page from it, and offers denser screens the larger file', () => {
    const inline = { src: 'data:image/webp;base64,AAAA', width: 320 as const, backdrop: 'data:image/webp;base64,BB' };
    const src = 'https://cdn.example/a.jpg';
    const html = slideHtml({ src, title: 'T', index: 0, count: 1, slot: 'card', loading: 'high', inline });
    const srcset = /<source type="image\/webp" srcset="([^"]+)"/.exec(html)?.[1];
    expect(srcset).toMatch(/^data:image\/webp;base64,AAAA 320w, \/poster\/[0-9a-f]{16}\/480\.webp 480w$/);
    // Its backdrop is the tiny copy, drawn at once: one <picture> only, the poster's.
    expect(html).toContain('<img src="data:image/webp;base64,BB" alt=""');
    expect(html.match(/<picture/g)).toHaveLength(1);
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('loading="eager"');
    // Without it, the same slide names the files, the backdrop the poster's own.
    const plain = slideHtml({ src, title: 'T', index: 0, count: 1, slot: 'card', loading: 'high' });
    expect(plain).not.toContain('data:');
    expect(plain.match(/<picture/g)).toHaveLength(2);
  });

  it('says when a poster is missing', () => {
    expect(NO_POSTER_HTML).toContain('role="img" aria-label="Poster belum tersedia"');
  });
});
