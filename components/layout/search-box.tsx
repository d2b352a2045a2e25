'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { COMMON_WORDS } from '@/lib/words/common';
import { LAYOUT_WORDS } from '@/lib/words/visitor';

type Props = {
  open: boolean;
  text: string;
  keepOpenOnOutsideClick: boolean;
  onOpenChange: (open: boolean) => void;
  onTextChange: (text: string) => void;
  onSubmit: (text: string) => void;
};

const noSubscription = () => () => {};

export function SearchBox({ open, text, keepOpenOnOutsideClick, onOpenChange, onTextChange, onSubmit }: Props) {
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open || keepOpenOnOutsideClick) return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, keepOpenOnOutsideClick, onOpenChange]);

  // False while hydrating the server's HTML, true from then on.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  if (!open) {
    const openBox = () => {
      onOpenChange(true);
      requestAnimationFrame(() => inputRef.current?.focus());
    };
    // The server's copy is a link to the search page (it works without a script); once hydrated the same element
    // opens the box in place and is announced as a button. Only its role changes: nothing is replaced.
    return (
      <a
        href="/search"
        role={hydrated ? 'button' : undefined}
        onClick={(e) => {
          e.preventDefault();
          openBox();
        }}
        onKeyDown={(e) => {
          if (e.key !== ' ') return;
          e.preventDefault();
          openBox();
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        aria-label={LAYOUT_WORDS.openSearch}
      >
        <SearchIcon />
      </a>
    );
  }

  return (
    <form
      ref={rootRef}
      role="search"
      className="flex w-full items-center gap-1 rounded-lg border border-slate-300 bg-white pl-3 focus-within:ring-2 focus-within:ring-brand-500 lg:max-xl:max-w-xl xl:w-72"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(text);
      }}
    >
      <label htmlFor="site-search" className="sr-only">
        {COMMON_WORDS.search}
      </label>
      <input
        ref={inputRef}
        id="site-search"
        name="q"
        type="search"
        value={text}
        autoFocus
        maxLength={200}
        placeholder={COMMON_WORDS.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.shiftKey) e.preventDefault();
          if (e.key === 'Escape' && !keepOpenOnOutsideClick) onOpenChange(false);
        }}
        className="h-10 min-w-0 flex-1 bg-transparent text-base outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            onTextChange('');
            inputRef.current?.focus();
          }}
          className="inline-flex h-10 w-10 items-center justify-center text-slate-500 hover:text-slate-800"
          aria-label={LAYOUT_WORDS.clearSearch}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      ) : null}
      <button
        type="submit"
        className="inline-flex h-10 w-10 items-center justify-center rounded-r-lg text-brand-700 hover:bg-slate-100"
        aria-label="Cari"
      >
        <SearchIcon />
      </button>
    </form>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
