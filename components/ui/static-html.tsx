'use client';

import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
// One object for every render: React sees the same props and does no work for a frozen island after the first.
const KEEP_SERVER_HTML = { __html: '' };

type Tag = 'div' | 'ul' | 'section' | 'aside' | 'footer';
type Props = { as?: Tag; children: React.ReactNode } & React.HTMLAttributes<HTMLElement>;

/**
 * Server HTML that the browser keeps as it is: React hydrates this one element and nothing inside it.
 *
 * Hydrating a page makes a React fiber for every element the server rendered, and on a 16-card list that walk was
 * most of the start-up script's time on a phone. What is inside an island needs no React: its links are plain links
 * (a full page load, which works before the script too), its buttons are driven by the page's small inline scripts
 * and document listeners (save, reminders, carousels), and its forms are GET forms. So while the page hydrates, the
 * island renders itself with an empty `dangerouslySetInnerHTML`, which React does not compare with the DOM in
 * production and which makes it leave the server's children in place (the pattern of react-lazy-hydration).
 *
 * Whether it is hydrating comes from `useSyncExternalStore`, which reads the server snapshot (true) only while
 * hydrating; the first answer is kept for the island's life, so a frozen island stays frozen. An island that mounts
 * in the browser (a client-side navigation to the page) renders its children as usual. Nothing inside may be a client
 * component that needs its code: it would never run.
 */
export function StaticHtml({ as: As = 'div', children, ...rest }: Props) {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [frozen] = useState(() => hydrating && typeof window !== 'undefined');
  if (frozen) return <As {...rest} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return <As {...rest}>{children}</As>;
}
