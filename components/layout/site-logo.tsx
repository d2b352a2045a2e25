/** The drawing inside public/favicon.svg (site-logo.test.ts keeps the two the same). */
export const LOGO_SHAPES =
  '<rect width="64" height="64" rx="14" fill="#2552e0"/><path d="M20 14h24v8a12 12 0 0 1-24 0z" fill="#fbbf24"/><path d="M14 16h6v4a6 6 0 0 1-6-4zM50 16h-6v4a6 6 0 0 0 6-4z" fill="#fbbf24"/><rect x="29" y="33" width="6" height="9" fill="#fbbf24"/><rect x="22" y="42" width="20" height="6" rx="2" fill="#fff"/>';

/**
 * The site's mark beside its name, drawn inline. As an `<img src="/favicon.svg">` it cost every page a request, a
 * preload and a separate SVG document for the browser to build: one 40 ms task on a phone's CPU (4x) while the page
 * starts, for 373 bytes of drawing. Inline, it is a few elements of the page itself. The shapes are a constant.
 */
export function SiteLogo({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      dangerouslySetInnerHTML={{ __html: LOGO_SHAPES }}
    />
  );
}
