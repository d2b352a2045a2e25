import { isPipelinePoster, posterPath, type InlinePoster, type PosterSlot } from '@/lib/posters/sizes';
import { POSTER_WORDS } from '@/lib/words/visitor';
import { pictureAttributes, type PosterLoading } from './poster-picture';

// The carousel's slides are HTML that the inline script (lib/carousel-script.ts) owns: React renders them with
// dangerouslySetInnerHTML, so hydration never walks them and the script may fill or replace them at any time.

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attrs = (a: Record<string, string | number | undefined>) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join('');

/** What the carousel shows for a poster that failed to load, or a competition without one. */
export const NO_POSTER_HTML =
  `<div class="h-full w-full flex items-center justify-center bg-slate-100 text-slate-400" role="img" aria-label="${escape(POSTER_WORDS.none)}">` +
  '<svg aria-hidden="true" viewBox="0 0 24 24" class="h-12 w-12" fill="none" stroke="currentColor" stroke-width="1.5">' +
  '<rect x="3" y="4" width="18" height="16" rx="2"></rect><circle cx="9" cy="10" r="2"></circle><path d="m21 16-5-5-9 9"></path></svg></div>';

function pictureHtml(
  src: string,
  slot: PosterSlot,
  alt: string,
  className: string,
  loading: PosterLoading,
  preloadMedia?: string,
  inline?: InlinePoster,
) {
  const a = pictureAttributes(src, slot, loading, preloadMedia, inline);
  const source = a.webpSrcSet ? `<source${attrs({ type: 'image/webp', srcset: a.webpSrcSet, sizes: a.sizes })}/>` : '';
  const img = attrs({
    src: a.src,
    srcset: a.srcSet,
    sizes: a.sizes,
    alt,
    width: 480,
    height: 600,
    class: className,
    loading: a.loading,
    fetchpriority: a.fetchPriority,
    decoding: a.decoding,
  });
  return `<picture class="contents">${source}<img${img}/></picture>`;
}

type Slide = {
  src: string;
  title: string;
  index: number;
  count: number;
  slot: PosterSlot;
  loading: PosterLoading;
  preloadMedia?: string;
  /** The poster's file in the page (lib/posters/inline.ts): painted from the HTML, its backdrop a tiny copy. */
  inline?: InlinePoster;
};

/** The blurred copy's <picture> in a slide's HTML: the same file as the poster (one request), drawn behind it. */
export const BACKDROP_CLASS = 'poster-blur';

/**
 * The blurred copy behind a poster: the poster's own file, or with the poster in the page a 16 px copy of it (about
 * 200 bytes; blurred, it looks the same, and it is no largest-paint candidate, so the poster itself is).
 */
function backdropHtml(src: string, slot: PosterSlot, loading: PosterLoading, preloadMedia?: string, inline?: InlinePoster) {
  if (!inline) return pictureHtml(src, slot, '', BACKDROP_CLASS, loading, preloadMedia);
  return `<img${attrs({ src: inline.backdrop, alt: '', width: 480, height: 600, class: BACKDROP_CLASS, decoding: 'sync' })}/>`;
}

/**
 * One poster of a carousel: a link to the poster's largest file, the poster whole over a blurred copy of itself (the
 * same file: one request), so a headline is never cropped. A slide that waits in a <template> (`backdrop: false`)
 * leaves the copy out: the carousel's script (carousel-script.ts) clones it from the poster as it fills the slide,
 * which keeps a card's hidden posters to half their HTML.
 */
export function slideHtml({
  src,
  title,
  index,
  count,
  slot,
  loading,
  preloadMedia,
  inline,
  backdrop = true,
}: Slide & { backdrop?: boolean }): string {
  const alt = index === 0 ? `Poster ${title}` : `Poster ${title} (${index + 1})`;
  const href = isPipelinePoster(src) ? posterPath(src, 1080, 'jpg') : src;
  return (
    `<a${attrs({ href, target: '_blank', rel: 'noopener noreferrer', class: 'poster-link', 'aria-label': POSTER_WORDS.open(index + 1, count) })}>` +
    (backdrop ? backdropHtml(src, slot, loading, preloadMedia, inline) : '') +
    pictureHtml(src, slot, alt, 'poster-fit', loading, preloadMedia, inline) +
    '</a>'
  );
}
