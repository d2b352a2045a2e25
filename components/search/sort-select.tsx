'use client';

import { useRouter } from 'next/navigation';

type Option = { value: string; label: string; href: string };

/**
 * Changing the order replaces the URL (page back to 1) without a new history entry. The options come from the
 * server (lib/search/sort.ts): "Paling relevan" is offered only for a text query.
 */
export function SortSelect({ value, options }: { value: string; options: readonly Option[] }) {
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="font-medium">Urutkan</span>
      <select
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
