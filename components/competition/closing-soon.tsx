import Link from 'next/link';
import { StaticHtml } from '@/components/ui/static-html';
import { closingSoon } from '@/lib/competitions/closing-soon';
import { competitionPath } from '@/lib/competitions/slug';
import type { Competition } from '@/lib/competitions/schema';
import { OPEN_REFINEMENT } from '@/lib/search/fact-refinements';
import { searchHref } from '@/lib/search/params';
import { withRefinement } from '@/lib/search/refinements';
import { CLOSING_SOON_WORDS } from '@/lib/words/browse';
import { DeadlineBadge } from './deadline-badge';

/**
 * "Segera Ditutup": the competitions whose registration ends within 7 days, nearest first, above the home list (whose
 * own order stays the spec's, latest deadline first), and a link to all open ones by nearest deadline.
 */
export function ClosingSoon({ items: all, today }: { items: readonly Competition[]; today: string }) {
  const { items, total } = closingSoon(all, today);
  if (!items.length) return null;
  const refine = withRefinement(undefined, OPEN_REFINEMENT, true);
  const href = searchHref({ q: '', categories: [], tags: [], refine, sort: 'closing_soon' });
  return (
    // Links only: kept as the server's HTML (StaticHtml), no element hydrated.
    <StaticHtml as="section" aria-labelledby="segera-ditutup" className="mb-6 rounded-xl border border-amber-200 bg-amber-50/70 p-4 sm:p-5">
      <h2 id="segera-ditutup" className="text-lg font-extrabold text-slate-900">
        {CLOSING_SOON_WORDS.heading}
      </h2>
      <p className="text-sm text-slate-700">{CLOSING_SOON_WORDS.intro(total)}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {items.map((c, i) => (
          <li
            key={c.id}
            // A phone shows the nearest three, so the list itself still starts near the top.
            className={`${i >= 3 ? 'max-sm:hidden' : ''} flex min-w-0 items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 shadow-sm ring-1 ring-amber-100`}
          >
            <Link
              href={competitionPath(c)}
              prefetch={false}
              className="line-clamp-2 min-w-0 text-sm font-semibold text-slate-900 hover:text-brand-700"
            >
              {c.title}
            </Link>
            <DeadlineBadge end={c.registration.end} today={today} className="shrink-0" />
          </li>
        ))}
      </ul>
      <Link href={href} prefetch={false} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
        {CLOSING_SOON_WORDS.all}
      </Link>
    </StaticHtml>
  );
}
