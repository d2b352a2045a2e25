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
    send({ k, id, q, n, r: first ? document.referrer : undefined });
    first = false;
  }, [k, id, q, n]);
  return null;
}
