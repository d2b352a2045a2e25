import type { Competition } from '@/lib/competitions/schema';
import { listPosterFailures } from '@/lib/posters';
import { posterKey } from '@/lib/posters/key';
import { isPipelinePoster } from '@/lib/posters/sizes';
import { REPORT_QUEUE_WORDS } from '@/lib/words/admin';

type Row = { competition: Competition; number: number; reason: string; kept: boolean };
type Failure = { url: string; reason: string; kept?: boolean };

/**
 * Competitions with a poster whose source failed the last time it was fetched: visitors see the placeholder, or,
 * when it loaded once before (`kept`), the copy kept then.
 */
function posterFailureRows(items: readonly Competition[], failures: ReadonlyMap<string, Failure>): Row[] {
  if (failures.size === 0) return [];
  return items.flatMap((competition) =>
    competition.thumbnails.flatMap((url, i) => {
      const failure = isPipelinePoster(url) ? failures.get(posterKey(url)) : undefined;
      return failure && failure.url === url ? [{ competition, number: i + 1, reason: failure.reason, kept: failure.kept === true }] : [];
    }),
  );
}

/** For the admin panel: which posters fail and why, each with a link to fix it in the editor. */
export async function PosterFailures({ items }: { items: readonly Competition[] }) {
  const rows = posterFailureRows(items, await listPosterFailures());
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="poster-gagal" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="poster-gagal" className="text-base font-bold">
        {REPORT_QUEUE_WORDS.posterFailures(new Set(rows.map((r) => r.competition.id)).size)}
      </h2>
      <p className="mt-1">{REPORT_QUEUE_WORDS.posterFailuresIntro}</p>
      <ul className="mt-3 space-y-1.5">
        {rows.map(({ competition: c, number, reason, kept }) => (
          <li key={`${c.id}-${number}`}>
            <a href={`/admin?edit=${encodeURIComponent(c.id)}`} className="font-semibold underline hover:no-underline">
              {c.title}
            </a>{' '}
            (poster {number}): {reason}
            {kept ? REPORT_QUEUE_WORDS.posterKept : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
