'use client';

import { useEffect } from 'react';
import { pageParamFixed } from '@/lib/competitions/page-param';

/** Makes the address name the page on show (history replaced), as the spec's list and search do. */
export function PageParamSync({ page }: { page: number }) {
  useEffect(() => {
    const fixed = pageParamFixed(window.location.search, page);
    if (fixed === null) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${fixed}${window.location.hash}`);
  }, [page]);
  return null;
}
