import { preload } from 'react-dom';
import { posterSources, type InlinePoster, type PosterSlot } from '@/lib/posters/sizes';

export type PosterLoading = 'high' | 'eager' | 'lazy';

type Props = {
  src: string;
  slot: PosterSlot;
  alt: string;
  className?: string;
  /** 'high': the page's largest poster, fetched first; 'eager': on screen at once; 'lazy': when scrolled near. */
  loading?: PosterLoading;
  /** Intrinsic size hint; the slot's box fixes the drawn size, so nothing shifts either way. */
  width?: number;
  height?: number;
  onError?: React.ReactEventHandler<HTMLImageElement>;
  /**
   * Preload only where this media query holds, at high priority: with 'high', a poster that is the largest element on
   * a wide screen and may or may not reach into the first screen of a phone (elsewhere it is asked for at once, at the
   * browser's own priority); with 'lazy', one on a wide screen's first screen and below a phone's (elsewhere it waits
   * for the scroll like any lazy image).
   */
  preloadMedia?: string;
};

/** What a poster's <picture> says (shared with the carousel's slides, which are HTML: lib/posters/slide-html.ts). */
export function pictureAttributes(
  src: string,
  slot: PosterSlot,
  loading: PosterLoading = 'lazy',
  preloadMedia?: string,
  inline?: InlinePoster,
) {
  const s = posterSources(src, slot);
  if (inline && s.webpSrcSet) {
    // The file of `inline.width` is in the page and painted with it (no preload); a denser screen picks a larger
    // file from the rest of the srcset and asks for it at once, first.
    const larger = s.webpSrcSet.split(', ').filter((c) => Number(/ (\d+)w$/.exec(c)?.[1]) > inline.width);
    return {
      ...s,
      webpSrcSet: [`${inline.src} ${inline.width}w`, ...larger].join(', '),
      loading: 'eager' as const,
      fetchPriority: 'high' as const,
      decoding: 'sync' as const,
    };
  }
  // A <link rel=preload> in <head>: the poster is asked for before the stylesheet and scripts, at high priority,
  // as the same WebP file the <picture> picks (`type` keeps a browser without WebP from fetching it).
  if ((loading === 'high' || preloadMedia !== undefined) && s.webpSrcSet)
    preload(s.src, {
      as: 'image',
      imageSrcSet: s.webpSrcSet,
      imageSizes: s.sizes,
      type: 'image/webp',
      fetchPriority: 'high',
      media: preloadMedia,
    });
  // Preloaded only where `preloadMedia` holds (a wide screen), the poster is still asked for at once elsewhere, at
  // the browser's own priority: High once layout puts it on screen (on a phone a closed competition's poster peeks
  // in above the fold and is the largest element there), Low while it is off screen, never delayed like a lazy one.
  const first = loading === 'high' && preloadMedia === undefined;
  return {
    ...s,
    loading: loading === 'lazy' ? ('lazy' as const) : ('eager' as const),
    fetchPriority: first ? ('high' as const) : undefined,
    decoding: first ? ('sync' as const) : ('async' as const),
  };
}

/**
 * A poster as a <picture>: WebP in the widths of its slot, JPEG for browsers without WebP, the browser choosing
 * by the slot's drawn width and the screen's density. A site path (`/posters/x.svg`) is sent as it is.
 */
export function PosterPicture({ src, slot, alt, className, loading = 'lazy', width = 480, height = 600, onError, preloadMedia }: Props) {
  const a = pictureAttributes(src, slot, loading, preloadMedia);
  return (
    <picture className="contents">
      {a.webpSrcSet ? <source type="image/webp" srcSet={a.webpSrcSet} sizes={a.sizes} /> : null}
      <img
        src={a.src}
        srcSet={a.srcSet}
        sizes={a.sizes}
        alt={alt}
        width={width}
        height={height}
        className={className}
        loading={a.loading}
        fetchPriority={a.fetchPriority}
        decoding={a.decoding}
        onError={onError}
      />
    </picture>
  );
}
