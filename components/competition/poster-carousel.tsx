'use client';

import { useState } from 'react';

type Props = {
  images: string[];
  title: string;
  variant: 'card' | 'detail';
  /** Load the first image eagerly (it is likely the largest element on screen). */
  priority?: boolean;
};

export function PosterCarousel({ images, title, variant, priority = false }: Props) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const height = variant === 'card' ? 'h-48' : 'h-[min(500px,70vh)]';

  if (count === 0) {
    return (
      <div className={`${height} flex items-center justify-center bg-slate-100 text-slate-400`} role="img" aria-label="Poster belum tersedia">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-9 9" />
        </svg>
      </div>
    );
  }

  const go = (next: number) => setIndex(((next % count) + count) % count);

  // Only the poster on show is in the page: the others load when a visitor asks for them.
  const src = images[index]!;
  return (
    <div className={`relative z-10 ${height} overflow-hidden bg-slate-200`} role="group" aria-roledescription="carousel" aria-label={`Poster ${title}`}>
      <a
        key={`${src}-${index}`}
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className="relative z-10 block h-full w-full"
        aria-label={`Buka poster ${index + 1} dari ${count} di tab baru`}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- posters come from any host; sized by CSS */}
        <img
          src={src}
          alt={index === 0 ? `Poster ${title}` : `Poster ${title} (${index + 1})`}
          className={`h-full w-full ${variant === 'card' ? 'object-cover object-top' : 'object-contain'}`}
          loading={priority && index === 0 ? 'eager' : 'lazy'}
          fetchPriority={priority && index === 0 ? 'high' : 'auto'}
          decoding="async"
          width={600}
          height={800}
        />
      </a>
      {count > 1 && (
        <>
          <button type="button" onClick={() => go(index - 1)} className="carousel-btn left-2" aria-label="Poster sebelumnya">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor"><path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" /></svg>
          </button>
          <button type="button" onClick={() => go(index + 1)} className="carousel-btn right-2" aria-label="Poster berikutnya">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor"><path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" /></svg>
          </button>
          <div className="absolute bottom-1 left-1/2 z-20 flex -translate-x-1/2 gap-0.5">
            {images.map((dot, i) => (
              <button key={`dot-${dot}-${i}`} type="button" onClick={() => go(i)} className="flex h-6 w-6 items-center justify-center" aria-label={`Tampilkan poster ${i + 1}`} aria-current={i === index}>
                <span className={`block h-2.5 w-2.5 rounded-full ring-1 ring-black/40 ${i === index ? 'bg-white' : 'bg-white/50'}`} />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
