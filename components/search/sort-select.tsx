'use client';

import { useRouter } from 'next/navigation';
import { SORT_OPTIONS, type SortOrder } from '@/lib/competitions/sort';

/** Changing the order replaces the URL (page back to 1) without a new history entry. */
export function SortSelect({ value, hrefs }: { value: SortOrder; hrefs: Record<SortOrder, string> }) {
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="font-medium">Urutkan</span>
      <select
        value={value}
        onChange={(e) => router.replace(hrefs[e.target.value as SortOrder])}
        className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
