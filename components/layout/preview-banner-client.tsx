'use client';

import { useEffect, useState } from 'react';
import { PREVIEW_WORDS } from '@/lib/words/operations';

const POLL_MS = 30_000;

/** Polls readiness (data loaded, store answering); shown only in development and demo mode. */
export function PreviewBannerClient() {
  const [ok, setOk] = useState<boolean | null>(null);
  useEffect(() => {
    let alive = true;
    const check = async () => {
      try {
        const res = await fetch('/api/health/ready', { cache: 'no-store' });
        if (alive) setOk(res.ok);
      } catch {
        if (alive) setOk(false);
      }
    };
    void check();
    const timer = setInterval(check, POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  // Until the first answer the bar keeps its place, empty: appearing after hydration, it pushed the page down by its
  // height (a layout shift Lighthouse counted on every demo page).
  if (ok === null)
    return (
      <div aria-hidden="true" className="bg-slate-700 px-4 py-1 text-xs">
        &nbsp;
      </div>
    );
  return (
    <div
      role="status"
      className={`px-4 py-1 text-center text-xs font-medium ${ok ? 'bg-emerald-700 text-white' : 'bg-red-700 text-white'}`}
    >
      {ok ? PREVIEW_WORDS.connected : PREVIEW_WORDS.disconnected}
    </div>
  );
}
