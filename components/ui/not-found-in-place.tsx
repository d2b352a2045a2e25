import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

function NotFoundHere(): ReactNode {
  return notFound();
}

/**
 * What a page returns in its not-found branch instead of calling notFound(). Thrown outside a Suspense boundary,
 * notFound() escapes Next 16's server render and the 404 goes out as an empty error document (vercel/next.js#62228).
 * Thrown inside this boundary, the server sends the site layout with `children` (the segment's not-found content) and
 * keeps the 404; the browser then renders the segment's not-found.tsx in its place. Only the not-found branch may
 * return it, so a found page's HTML never holds the fallback.
 */
export function NotFoundInPlace({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <NotFoundHere />
    </Suspense>
  );
}
