import type { Category } from '@/lib/competitions/schema';

// Plain links: a card has up to ten of them, and a client-side Link each would add to every page's payload.

export function CategoryBadges({ categories }: { categories: readonly Category[] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Kategori">
      {categories.map((c) => (
        <li key={c}>
          <a href={`/search?categories=${encodeURIComponent(c)}`} className="chip-cat">
            {c}
          </a>
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
          <a href={`/search?tag=${encodeURIComponent(t)}`} className="chip-tag">
            {`#${t}`}
          </a>
        </li>
      ))}
      {limit && tags.length > limit ? <li className="px-1 text-xs text-slate-600">{`+${tags.length - limit}`}</li> : null}
    </ul>
  );
}
