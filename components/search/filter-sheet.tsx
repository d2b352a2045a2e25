'use client';

import { useRef, useState } from 'react';
import { FILTER_WORDS } from '@/lib/words/browse';

/**
 * On phones, a "Filter" button at the top of the list that opens the filters as a sheet from the bottom of the
 * screen; from 1024 px up the filters sit beside or above the list instead and this is not shown.
 */
export function FilterSheet({ active, children }: { active: number; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  // The sheet's filters exist only while it is open, so the page holds one set of filter controls at a time.
  const [open, setOpen] = useState(false);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          ref.current?.showModal();
        }}
        aria-haspopup="dialog"
        className="inline-flex h-11 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path strokeLinecap="round" d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {FILTER_WORDS.button}
        {active ? <span className="rounded-full bg-brand-600 px-2 text-xs text-white">{active}</span> : null}
      </button>
      <dialog
        ref={ref}
        aria-labelledby="filter-sheet-title"
        onClose={() => setOpen(false)}
        className="mx-auto mt-auto mb-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
          <h2 id="filter-sheet-title" className="text-lg font-bold">
            {FILTER_WORDS.sheetTitle}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {FILTER_WORDS.close}
          </button>
        </div>
        <div className="flex flex-col gap-4 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{open ? children : null}</div>
      </dialog>
    </div>
  );
}
