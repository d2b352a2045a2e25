'use client';

import type { ComponentProps } from 'react';

type Props = ComponentProps<'a'> & { href: string };

/**
 * A plain link that loads the whole document in place of the current history entry (the spec's paging replaces
 * history). Clicks with a modifier key or another button keep the browser's own behaviour (new tab, new window).
 */
export function DocumentReplaceLink({ href, onClick, ...props }: Props) {
  return (
    <a
      href={href}
      {...props}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        window.location.replace(href);
      }}
    />
  );
}
