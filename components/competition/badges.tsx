import Link from 'next/link';
import type { Category } from '@/lib/competitions/schema';

export function CategoryBadges({ categories }: { categories: readonly Category[] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Kategori">
      {categories.map((c) => (
        <li key={c}>
          <Link
            href={`/search?categories=${encodeURIComponent(c)}`}
            className="relative z-10 inline-block rounded-md bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white hover:bg-brand-700"
          >
            {c}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TagBadges({ tags, limit }: { tags: readonly string[]; limit?: number }) {
  const shown = limit ? tags.slice(0, limit) : tags;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tag">
      {shown.map((t) => (
        <li key={t}>
          <Link
            href={`/search?tag=${encodeURIComponent(t)}`}
            className="relative z-10 inline-block rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-200"
          >
            #{t}
          </Link>
        </li>
      ))}
      {limit && tags.length > limit ? <li className="px-1 text-xs text-slate-600">+{tags.length - limit}</li> : null}
    </ul>
  );
}
