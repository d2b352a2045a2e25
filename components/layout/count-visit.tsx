'use client';

import { useEffect } from 'react';

type Props = { k: 'list' | 'search' | 'detail'; id?: string; q?: string; n?: number };

let listening = false;
let first = true;
const send = (hit: object) => navigator.sendBeacon?.('/api/hitung', JSON.stringify(hit));

/**
 * Counts the page it sits on, and the counted controls clicked on it (`data-stat="daftar:<id>"`), with a beacon to
 * /api/hitung: no cookie, nothing stored in the browser, never waited for. The referrer goes with the first page
 * of a load only; later pages are steps inside the site.
 */
export function CountVisit({ k, id, q, n }: Props) {
  useEffect(() => {
    if (!listening) {
      listening = true;
      // Capture: read the control before its own handler changes it (a save turns into "Tersimpan").
      addEventListener(
        'click',
        (e) => {
          const el = (e.target as Element).closest?.('a,button')?.closest('[data-stat]');
          // A pressed "Tersimpan" is being un-saved: not a save.
          const stat = el?.getAttribute('aria-pressed') === 'true' ? null : el?.getAttribute('data-stat');
          if (stat) send({ k: stat.split(':')[0], id: stat.slice(stat.indexOf(':') + 1) });
        },
        true,
      );
    }
    // The page is counted once the browser is idle (at the latest after 2 s), so the beacon never takes a turn from
    // hydration; a page left sooner is counted as it goes (pagehide).
    const hit = { k, id, q, n, r: first ? document.referrer : undefined };
    first = false;
    let sent = false;
    const count = () => {
      if (sent) return;
      sent = true;
      removeEventListener('pagehide', count);
      send(hit);
    };
    addEventListener('pagehide', count);
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(count, { timeout: 2000 }) : window.setTimeout(count, 200);
    return () => {
      // A client-side step to another page before idle: this page was still seen.
      if (typeof cancelIdleCallback === 'function' && typeof requestIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      count();
    };
  }, [k, id, q, n]);
  return null;
}
