'use client';

import { useSyncExternalStore } from 'react';
import { savedStore } from '@/lib/saved';

const VARIANTS = {
  overlay: {
    // Over the card's poster, above its carousel (z-10) and its stretched title link.
    base: 'absolute top-3 right-3 z-20 h-9 rounded-full px-3 text-sm shadow-md ring-1 backdrop-blur',
    off: 'bg-white/95 text-slate-800 ring-black/10 hover:bg-white',
    on: 'bg-brand-600 text-white ring-brand-700 hover:bg-brand-700',
  },
  inline: {
    base: 'relative z-10 h-11 rounded-lg px-4 text-sm ring-1',
    off: 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
    on: 'bg-brand-50 text-brand-800 ring-brand-300 hover:bg-brand-100',
  },
} as const;

/**
 * "Simpan"/"Tersimpan": keeps the competition in this browser's saved list. The server renders it unpressed (the
 * saved list is in the browser), so it is painted with the page; a visitor who has saved this one sees it pressed
 * right after hydration, and one who has saved nothing (most) costs no second render.
 */
export function SaveToggle({
  id,
  variant = 'inline',
  className = '',
}: {
  id: string;
  variant?: keyof typeof VARIANTS;
  className?: string;
}) {
  const ids = useSyncExternalStore(savedStore.subscribe, savedStore.getSnapshot, savedStore.getServerSnapshot);
  const saved = ids.includes(id);
  const v = VARIANTS[variant];
  return (
    <button
      type="button"
      aria-pressed={saved}
      data-stat={saved ? undefined : `save:${id}`}
      onClick={() => savedStore.toggle(id)}
      className={`inline-flex items-center gap-1.5 font-semibold transition-colors ${v.base} ${saved ? v.on : v.off} ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4 shrink-0"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          strokeLinejoin="round"
          d="M6 3.75h12a.75.75 0 0 1 .75.75v16.1a.4.4 0 0 1-.64.32L12 16.5l-6.11 4.42a.4.4 0 0 1-.64-.32V4.5A.75.75 0 0 1 6 3.75Z"
        />
      </svg>
      {saved ? 'Tersimpan' : 'Simpan'}
    </button>
  );
}
