/**
 * A slim bar fixed to the bottom of a phone's screen, shown once the element `watch` (the page's own buttons) has
 * scrolled out of sight above, so the main actions stay at hand while reading. Not shown from 1024 px up. Server
 * HTML, hidden until lib/page-actions/sticky.ts (started on idle by the page actions island) shows it: it hydrates
 * nothing.
 */
export function StickyActions({ watch, label, children }: { watch: string; label: string; children: React.ReactNode }) {
  return (
    <div data-sticky={watch} hidden>
      <div
        role="region"
        aria-label={label}
        className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_16px_rgb(15_23_42/0.12)] backdrop-blur lg:hidden print:hidden"
      >
        {children}
      </div>
    </div>
  );
}
