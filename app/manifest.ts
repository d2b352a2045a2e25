import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

/** The web app manifest (/manifest.webmanifest): installable, standalone, with icons made from the favicon. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: site.name,
    short_name: site.name.length > 12 ? 'InfoLomba' : site.name,
    description: site.description,
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2552e0',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
