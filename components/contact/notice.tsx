'use client';

import { useCallback, useEffect, useState } from 'react';

const NOTICE_TIMEOUT_MS = 5000;

type NoticeKind = 'success' | 'error';
type NoticeState = { kind: NoticeKind; text: string; at: number } | null;

/** A status line that clears itself after five seconds; showing a new one restarts the clock. */
export function useNotice(timeoutMs = NOTICE_TIMEOUT_MS) {
  const [notice, setNotice] = useState<NoticeState>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [notice, timeoutMs]);
  const show = useCallback((kind: NoticeKind, text: string) => setNotice({ kind, text, at: Date.now() }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}

export function Notice({ notice }: { notice: NoticeState }) {
  if (!notice) return null;
  const success = notice.kind === 'success';
  return (
    <p
      role={success ? 'status' : 'alert'}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${
        success ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-800'
      }`}
    >
      <span aria-hidden="true" className="mt-px font-bold">
        {success ? '✓' : '!'}
      </span>
      <span>{notice.text}</span>
    </p>
  );
}
