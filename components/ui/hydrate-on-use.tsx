'use client';

import { Activity, use, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** Events that mean the visitor is using the region: each comes before the change it makes (focus before typing). */
const FIRST_USE = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'submit'] as const;

/** A promise React's `use` reads: once `status` says fulfilled, React takes it as settled without waiting a tick. */
type Gate = { promise: Promise<void>; open: () => void };

function gate(): Gate {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  // Marked settled at once, so the hydration React attempts for the same event (below) finds it open.
  const open = () => {
    Object.assign(promise, { status: 'fulfilled', value: undefined });
    resolve();
  };
  return { promise, open };
}

/** Waits for the gate while the page hydrates; on the server, and once open, it is its children. */
function Held({ until, children }: { until: Gate | null; children: React.ReactNode }) {
  if (until) use(until.promise);
  return children;
}

/**
 * A client component (a form) whose server HTML works on its own and whose hydration waits for the visitor: the first
 * focus, press, key or input inside it. Until then React keeps the server's elements as they are: a visible
 * `<Activity>` is a boundary React may hydrate later, and one whose content suspends while hydrating (the gate
 * below) is left as server HTML, so the page's start does not walk it. What the visitor types meanwhile stays in
 * those elements, which React adopts when it hydrates them. A press that lands before the boundary has hydrated makes
 * React hydrate it at once (the gate is open by then), so its handler runs.
 *
 * Why not `<Suspense>`: React's server outlines a finished Suspense boundary of more than 500 bytes once the page
 * before it passed ~12.8 KB, streaming its HTML into a hidden element that a script moves into place, which a browser
 * without JavaScript never runs. An Activity boundary is written in place.
 *
 * What is inside must keep its state in the DOM until it hydrates (uncontrolled fields, read from the form when
 * sent), and read back on mount what the visitor changed before. Mounted in the browser (a client-side navigation),
 * it renders at once. Render it from a client module with the component inside, so the server renders both in the
 * same pass.
 */
export function HydrateOnUse({ children, className }: { children: React.ReactNode; className?: string }) {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [until] = useState(() => (hydrating && typeof window !== 'undefined' ? gate() : null));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!until || !el) return;
    // On the window, in the capture phase: ahead of React's own listener on the document, which stops an event that
    // lands in a boundary still waiting to hydrate. React then hydrates it at once, for that same event.
    const open = (e: Event) => {
      if (!(e.target instanceof Node) || !el.contains(e.target)) return;
      until.open();
      stop();
    };
    const stop = () => {
      for (const type of FIRST_USE) window.removeEventListener(type, open, true);
    };
    for (const type of FIRST_USE) window.addEventListener(type, open, true);
    // Focus that arrived before this effect (a field focused while the script loaded) is a first use too.
    if (el.contains(document.activeElement)) {
      until.open();
      stop();
    }
    return stop;
  }, [until]);

  // The same element on every render: this component renders again right after hydrating (the store's snapshot
  // changes), and new props reaching the boundary before it hydrated would make React drop the server HTML and render
  // it again in the browser, losing what was typed.
  const held = useMemo(
    () => (
      <Activity mode="visible">
        <Held until={until}>{children}</Held>
      </Activity>
    ),
    [until, children],
  );

  return (
    <div ref={ref} className={className}>
      {held}
    </div>
  );
}
