/**
 * The outline icon every button uses: a 24-unit square drawn with round 2-unit strokes in the text colour.
 * Icons are decoration next to visible text, so they are hidden from assistive technology.
 */
export function StrokeIcon({ children, className = 'h-4 w-4' }: { children: React.ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
