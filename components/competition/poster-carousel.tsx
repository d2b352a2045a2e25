'use client';

import { useRef, useState } from 'react';
import { isPipelinePoster, posterPath } from '@/lib/posters/sizes';
import { PosterPicture, type PosterLoading } from './poster-picture';
import { POSTER_WORDS } from '@/lib/words/visitor';

type Props = {
  images: string[];
  title: string;
  variant: 'card' | 'detail';
  /** How the first poster loads: 'high' for the page's largest poster, 'eager' when on screen at once. */
  priority?: PosterLoading | boolean;
  /** With a 'high' priority: preload the first poster only where this media query holds (see PosterPicture). */
  preloadMedia?: string;
};

const SWIPE_PX = 40;

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
 * The posters of one competition, one at a time, sliding in 500 ms: arrows, dots, swipe,
 * and the arrow keys while it has focus. Each poster is shown whole over a blurred copy of itself, so a headline is
 * never cropped. Only the first poster is in the page; the next and previous load once a visitor starts using it.
 */
export function PosterCarousel({ images, title, variant, priority = false, preloadMedia }: Props) {
  const [index, setIndex] = useState(0);
  const [armed, setArmed] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [seen, setSeen] = useState<ReadonlySet<number>>(new Set([0]));
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const height = variant === 'card' ? 'h-48' : 'h-[min(500px,70vh)]';
  const firstLoading: PosterLoading = priority === true ? 'high' : priority === false ? 'lazy' : priority;

  if (count === 0) return <NoPoster className={height} />;

  const wrap = (n: number) => ((n % count) + count) % count;
  const go = (next: number) => {
    const i = wrap(next);
    setIndex(i);
    setSeen((s) => new Set(s).add(i));
    setArmed(true);
  };
  const arm = () => setArmed(true);
  const shouldRender = (i: number) => seen.has(i) || (armed && (i === wrap(index + 1) || i === wrap(index - 1)));
  const slot = variant === 'card' ? 'card' : 'detail';

  return (
    <div
      className="relative z-10 bg-slate-800 outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      role="group"
      aria-roledescription="carousel"
      aria-label={`Poster ${title}`}
      tabIndex={count > 1 ? 0 : undefined}
      onPointerEnter={arm}
      onFocus={arm}
      onTouchStart={(e) => {
        arm();
        const t = e.touches[0];
        touch.current = t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(e) => {
        const start = touch.current;
        const t = e.changedTouches[0];
        touch.current = null;
        if (!start || !t || count < 2) return;
        const dx = t.clientX - start.x;
        if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(t.clientY - start.y)) go(index + (dx < 0 ? 1 : -1));
      }}
      onKeyDown={(e) => {
        if (count < 2) return;
        if (e.key === 'ArrowRight') go(index + 1);
        else if (e.key === 'ArrowLeft') go(index - 1);
        else return;
        e.preventDefault();
      }}
    >
      {/* The posters and arrows; the dots sit below, never on a poster's text. */}
      <div className={`relative ${height} overflow-hidden`}>
        <div
          className="flex h-full transition-transform duration-500 ease-in-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {images.map((src, i) => {
            const current = i === index;
            const alt = i === 0 ? `Poster ${title}` : `Poster ${title} (${i + 1})`;
            return (
              <div
                key={`${src}-${i}`}
                className="relative h-full w-full shrink-0 overflow-hidden"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} dari ${count}`}
                aria-hidden={current ? undefined : true}
                inert={!current}
              >
                {shouldRender(i) ? (
                  failed.has(i) ? (
                    <NoPoster className="h-full w-full" />
                  ) : (
                    <a
                      href={isPipelinePoster(src) ? posterPath(src, 1080, 'jpg') : src}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="relative z-10 block h-full w-full"
                      aria-label={POSTER_WORDS.open(i + 1, count)}
                    >
                      {/* The same poster (the same file: one request), blurred, fills the box around the whole poster. */}
                      <PosterPicture
                        src={src}
                        slot={slot}
                        alt=""
                        loading={i === 0 ? firstLoading : 'eager'}
                        preloadMedia={i === 0 ? preloadMedia : undefined}
                        className="absolute inset-0 h-full w-full scale-110 object-cover opacity-70 blur-xl"
                      />
                      <PosterPicture
                        src={src}
                        slot={slot}
                        alt={alt}
                        loading={i === 0 ? firstLoading : 'eager'}
                        preloadMedia={i === 0 ? preloadMedia : undefined}
                        className="relative h-full w-full object-contain drop-shadow-lg"
                        onError={() => setFailed((f) => new Set(f).add(i))}
                      />
                    </a>
                  )
                ) : null}
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <>
            <button type="button" onClick={() => go(index - 1)} className="carousel-btn left-2" aria-label={POSTER_WORDS.previous}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
              </svg>
            </button>
            <button type="button" onClick={() => go(index + 1)} className="carousel-btn right-2" aria-label={POSTER_WORDS.next}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
              </svg>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex justify-center gap-0.5 bg-slate-800">
          {images.map((dot, i) => (
            <button
              key={`dot-${dot}-${i}`}
              type="button"
              onClick={() => go(i)}
              className="flex h-6 w-6 items-center justify-center"
              aria-label={POSTER_WORDS.show(i + 1)}
              aria-current={i === index}
            >
              <span className={`block h-2.5 w-2.5 rounded-full ring-1 ring-black/40 ${i === index ? 'bg-white' : 'bg-white/50'}`} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
