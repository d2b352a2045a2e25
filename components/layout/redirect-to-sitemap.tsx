'use client';

import { useEffect } from 'react';

export function RedirectToSitemap() {
  useEffect(() => {
    window.location.replace('/sitemap.xml');
  }, []);
  return null;
}
