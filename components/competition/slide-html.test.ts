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

  it('says when a poster is missing', () => {
    expect(NO_POSTER_HTML).toContain('role="img" aria-label="Poster belum tersedia"');
  });
});
