'use client';

import { useEffect, useState } from 'react';

/**
 * A slim bar fixed to the bottom of a phone's screen, shown once the element `watch` (the page's own buttons) has
 * scrolled out of sight above, so the main actions stay at hand while reading. Not shown from 1024 px up.
 */
export function StickyActions({ watch, label, children }: { watch: string; label: string; children: React.ReactNode }) {
  const [passed, setPassed] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    const target = document.getElementById(watch);
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === target) setPassed(!entry.isIntersecting && entry.boundingClientRect.top < 0);
        // At the page's footer the bar steps aside, so it never hides the end of the page.
        else setAtEnd(entry.isIntersecting);
      }
    });
    observer.observe(target);
    const footer = document.querySelector('footer');
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, [watch]);
  if (!passed || atEnd) return null;
  return (
    <div
      role="region"
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_16px_rgb(15_23_42/0.12)] backdrop-blur lg:hidden print:hidden"
    >
      {children}
    </div>
  );
}
