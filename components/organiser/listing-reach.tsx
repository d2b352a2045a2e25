import { NumbersTable } from '@/components/stats/numbers-table';
import { todayInJakarta } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import { getStatsStore } from '@/lib/stats';
import { readWeeklyReach, type WeekReach } from '@/lib/stats/report';
import { REACH_WORDS, STATS_WORDS } from '@/lib/words/statistics';
import { shortDay } from '@/lib/stats/format';

/** Weeks shown at most, newest first. */
const WEEKS = 13;

/**
 * The organiser's published listing's reach: views and "Daftar" clicks per week since it was published, from the
 * site's own aggregate counts. Nothing about any visitor, and nothing at all when the counts cannot be read.
 */
export async function ListingReach({ competition }: { competition: Competition }) {
  const today = todayInJakarta();
  let weeks: WeekReach[];
  try {
    weeks = await readWeeklyReach(getStatsStore(), competition.id, competition.published_date || today, today);
  } catch (e) {
    console.error('[statistik] reach failed:', e);
    return null;
  }
  const shown = weeks.reverse().slice(0, WEEKS);
  const any = shown.some((w) => w.views || w.daftar);
  return (
    <section aria-labelledby="jangkauan" className="rounded-lg border border-slate-200 p-4">
      <h2 id="jangkauan" className="font-bold text-slate-900">
        {REACH_WORDS.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{REACH_WORDS.intro}</p>
      {any ? (
        <NumbersTable
          className="mt-3"
          columns={[{ label: REACH_WORDS.week }, { label: REACH_WORDS.views, right: true }, { label: STATS_WORDS.daftar, right: true }]}
          rows={shown.map((w) => ({ key: w.week, cells: [shortDay(w.week), w.views, w.daftar] }))}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-700">{REACH_WORDS.none}</p>
      )}
    </section>
  );
}
