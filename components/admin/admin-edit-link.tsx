'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { taskMemo } from '@/lib/task-memo';

/** A hint cookie (not a credential) set by the admin panel; the server checks the real session on every write. */
export const ADMIN_HINT_COOKIE = 'lomba_admin';

const subscribe = () => () => undefined;
// Every card asks, several times while the page hydrates; one read of document.cookie serves the task.
const hint = taskMemo(() => document.cookie.split('; ').includes(`${ADMIN_HINT_COOKIE}=1`));

export function AdminEditLink({ id, className = '' }: { id: string; className?: string }) {
  const isAdmin = useSyncExternalStore(subscribe, hint.get, () => false);
  if (!isAdmin) return null;
  return (
    <Link
      href={`/admin?edit=${encodeURIComponent(id)}`}
      className={`relative z-10 inline-flex items-center gap-1 rounded-md bg-amber-500 px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-amber-400 ${className}`}
    >
      Edit
    </Link>
  );
}
