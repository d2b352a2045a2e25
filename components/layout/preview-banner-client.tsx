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
  if (ok === null) return null;
  return (
    <div
      role="status"
      className={`px-4 py-1 text-center text-xs font-medium ${ok ? 'bg-emerald-700 text-white' : 'bg-red-700 text-white'}`}
    >
      {ok ? PREVIEW_WORDS.connected : PREVIEW_WORDS.disconnected}
    </div>
  );
}
