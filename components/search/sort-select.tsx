'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

type Option = { value: string; label: string; href: string };

/**
 * Changing the order replaces the URL (page back to 1) without a new history entry. The options come from the
 * server (lib/search/sort.ts): "Paling relevan" is offered only for a text query.
 */
export function SortSelect({ value, options }: { value: string; options: readonly Option[] }) {
  const router = useRouter();
  const select = useRef<HTMLSelectElement>(null);
  // An order chosen before the page's script ran (a slow phone) shows in the box but was never followed.
  useEffect(() => {
    const chosen = options.find((o) => o.value === select.current?.value);
    if (chosen && chosen.value !== value) router.replace(chosen.href);
    // Only the page as first shown can hold such a choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="font-medium">Urutkan</span>
      <select
        ref={select}
        value={value}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.target.value);
          if (chosen) router.replace(chosen.href);
        }}
        className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
