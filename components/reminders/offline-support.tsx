'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { OFFLINE_UI } from '@/lib/words/reminders';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/**
 * Registers the service worker (public/sw.js) once the page has loaded, so the saved list and the detail pages
 * opened stay readable offline, and says plainly when the page shown is a kept copy. Registering asks the visitor
 * nothing; the notification prompt comes only from "Nyalakan notifikasi".
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
    if (!('serviceWorker' in navigator)) return;
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  if (!offline) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
      {OFFLINE_UI.note}
    </p>
  );
}
