'use client';

import type { InlinePoster } from '@/lib/posters/sizes';
import type { PosterLoading } from './poster-picture';
import { slideHtml } from './slide-html';
import { POSTER_WORDS } from '@/lib/words/visitor';

type Props = {
  images: string[];
  title: string;
  variant: 'card' | 'detail';
  /** How the first poster loads: 'high' for the page's largest poster, 'eager' when on screen at once. */
  priority?: PosterLoading | boolean;
  /** Preload the first poster only where this media query holds (see PosterPicture). */
  preloadMedia?: string;
  /** The first poster's file in the page (lib/posters/inline.ts), for the page's largest poster. */
  inline?: InlinePoster;
};

function NoPoster({ className }: { className: string }) {
  return (
    <div className={`${className} flex items-center justify-center bg-slate-100 text-slate-400`} role="img" aria-label={POSTER_WORDS.none}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 16-5-5-9 9" />
      </svg>
    </div>
  );
}

/**
 * The posters of one competition, one at a time, sliding in 500 ms: arrows, dots, swipe, and the arrow keys while it
 * has focus. No state and no handlers: the inline script of the root layout (carousel-script.ts) moves every carousel
 * of the page from its first paint on. Only the first poster is in the page; the others wait in a <template> and load
 * once a visitor starts using the carousel.
 *
 * A client component for the page's size only: its props (the poster addresses and the title) are what the inline
 * payload carries, where a server component's slides would be carried as their whole HTML a second time. Its slides
 * are HTML strings (slide-html.ts), which hydration leaves alone (React checks no inner HTML in production), so
 * hydrating a carousel walks a dozen elements and attaches nothing.
 */
export function PosterCarousel({ images, title, variant, priority = false, preloadMedia, inline }: Props) {
  const count = images.length;
  const height = variant === 'card' ? 'h-48' : 'h-[min(500px,70vh)]';
  const firstLoading: PosterLoading = priority === true ? 'high' : priority === false ? 'lazy' : priority;

  if (count === 0) return <NoPoster className={height} />;
  const slot = variant === 'card' ? 'card' : 'detail';

  return (
    <div
      className="carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={`Poster ${title}`}
      tabIndex={count > 1 ? 0 : undefined}
      data-carousel=""
      data-index="0"
    >
      {/* The posters and arrows; the dots sit below, never on a poster's text. */}
      <div className={`relative ${height} overflow-hidden`}>
        <div data-track="" className="carousel-track" style={{ transform: 'translateX(-0%)' }}>
          {images.map((src, i) => {
            const html = slideHtml({
              src,
              title,
              index: i,
              count,
              slot,
              loading: i === 0 ? firstLoading : 'eager',
              preloadMedia: i === 0 ? preloadMedia : undefined,
              inline: i === 0 ? inline : undefined,
              backdrop: i === 0,
            });
            return (
              <div
                key={`${src}-${i}`}
                data-slide=""
                className="carousel-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} dari ${count}`}
                aria-hidden={i === 0 ? undefined : true}
                inert={i !== 0}
                // The script's from here on: hydration leaves what is inside alone.
                dangerouslySetInnerHTML={{ __html: i === 0 ? html : `<template>${html}</template>` }}
              />
            );
          })}
        </div>
        {count > 1 && (
          <>
            <button type="button" data-go="prev" className="carousel-btn left-2" aria-label={POSTER_WORDS.previous}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
              </svg>
            </button>
            <button type="button" data-go="next" className="carousel-btn right-2" aria-label={POSTER_WORDS.next}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
              </svg>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="carousel-dots">
          {images.map((dot, i) => (
            <button
              key={`dot-${dot}-${i}`}
              type="button"
              data-go={i}
              className="carousel-dot"
              aria-label={POSTER_WORDS.show(i + 1)}
              aria-current={i === 0}
            >
              {/* Filled for the poster shown: the script moves aria-current, CSS follows it. */}
              <span />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
