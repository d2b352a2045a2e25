import Link from 'next/link';
import { StaticHtml } from '@/components/ui/static-html';
import { formatLongDate } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import { competitionPath } from '@/lib/competitions/slug';
import { CLOSED_WORDS } from '@/lib/words/listing';

/** "Lomba serupa": plain links (title and closing date), rendered on the server with no script of their own. */
export function SimilarList({ items }: { items: readonly Competition[] }) {
  return (
    // Links only: kept as the server's HTML (StaticHtml), no element hydrated.
    <StaticHtml
      as="section"
      id="lomba-serupa"
      aria-labelledby="lomba-serupa-judul"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="lomba-serupa-judul" className="mb-4 text-xl font-bold text-slate-900">
        {CLOSED_WORDS.similar}
      </h2>
      {items.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((c) => (
            <li key={c.id} className="flex flex-col gap-1.5 rounded-lg border border-slate-200 p-3">
              <Link
                prefetch={false}
                href={competitionPath(c)}
                className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                {c.title}
              </Link>
              <p className="text-sm text-slate-700">{CLOSED_WORDS.closesOn(formatLongDate(c.registration.end))}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{CLOSED_WORDS.similarNone}</p>
      )}
    </StaticHtml>
  );
}
