'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { savedStore } from '@/lib/saved';
import { syncSavedCopy } from '@/lib/saved-copy';
import { OFFLINE_UI } from '@/lib/words/offline';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/** After the page has loaded, when the browser is idle: the page's own work comes first. Returns a cancel. */
function whenIdle(work: () => void): () => void {
  const requestIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if (requestIdle) requestIdle(() => !cancelled && work(), { timeout: 5000 });
    else window.setTimeout(() => !cancelled && work(), 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}

/**
 * Registers the service worker (public/sw.js) once the page has loaded and the browser is idle, so this page, the
 * home page, the saved list and the pages opened later stay readable offline; keeps this browser's copy of the
 * saved list current (lib/saved-copy.ts); and says plainly when the page shown is a kept copy. Registering asks the
 * visitor nothing; the notification prompt comes only from "Nyalakan notifikasi".
 */
export function OfflineSupport() {
  const offline = useSyncExternalStore(
    subscribe,
    // A page the service worker served from its kept copies carries this mark (public/sw.js); a page that went
    // offline while open is told by the browser.
    () => !navigator.onLine || document.documentElement.hasAttribute('data-kept-copy'),
    () => false,
  );
  useEffect(() => {
    let stop: (() => void) | undefined;
    let timer: number | undefined;
    const cancel = whenIdle(() => {
      if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
      const sync = () => void syncSavedCopy(savedStore.getSnapshot()).catch(() => undefined);
      sync();
      stop = savedStore.subscribe(() => {
        window.clearTimeout(timer);
        timer = window.setTimeout(sync, 1000);
      });
    });
    return () => {
      cancel();
      stop?.();
      window.clearTimeout(timer);
    };
  }, []);
  if (!offline) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
      {OFFLINE_UI.note}
    </p>
  );
}
