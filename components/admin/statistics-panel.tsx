import Link from 'next/link';
import { todayInJakarta } from '@/lib/competitions/dates';
import { getStatsStore } from '@/lib/stats';
import { SOURCES } from '@/lib/stats/count';
import { PERIODS, type Period, type Ranked, readReport, type StatsReport } from '@/lib/stats/report';
import { STATS_WORDS } from '@/lib/words/statistics';
import { NumbersTable } from '@/components/stats/numbers-table';
import { StatsChart } from './stats-chart';
import { percent } from '@/lib/stats/format';

/** `?statistik=` on /admin: 7, 30 or 90 days; 30 otherwise. */
export function parsePeriod(value: string | string[] | undefined): Period {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return PERIODS.find((p) => p === n) ?? 30;
}

const box = 'rounded-lg bg-slate-50 p-3';

/**
 * "Statistik": what visitors did in the last 7, 30 or 90 days, from the site's own aggregate counts (lib/stats):
 * visits per day, the competitions most seen and most clicked, where visits came from, phones, and the searches
 * that found nothing. Server-rendered, no script.
 */
export async function StatisticsPanel({ period, titleOf }: { period: Period; titleOf: (id: string) => string | undefined }) {
  let report: StatsReport | null = null;
  try {
    report = await readReport(getStatsStore(), todayInJakarta(), period);
  } catch (e) {
    console.error('[statistik] reading the report failed:', e);
  }
  return (
    <section
      id="statistik"
      aria-labelledby="statistik-judul"
      className="mx-auto mt-8 w-full max-w-6xl scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statistik-judul" className="text-lg font-bold text-slate-900">
          {STATS_WORDS.title}
        </h2>
        <nav aria-label={STATS_WORDS.period} className="flex gap-1">
          {PERIODS.map((p) => (
            <Link
              key={p}
              prefetch={false}
              href={`/admin?statistik=${p}#statistik`}
              aria-current={p === period ? 'page' : undefined}
              className={`rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ${
                p === period ? 'bg-brand-600 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {STATS_WORDS.days(p)}
            </Link>
          ))}
        </nav>
      </div>
      <p className="mt-1 text-sm text-slate-600">{STATS_WORDS.approximate}</p>
      {report ? (
        <Report report={report} period={period} titleOf={titleOf} />
      ) : (
        <p className="mt-3 text-sm text-red-700">{STATS_WORDS.loadFailed}</p>
      )}
    </section>
  );
}

function Report({ report, period, titleOf }: { report: StatsReport; period: Period; titleOf: (id: string) => string | undefined }) {
  const t = report.total;
  const figures: [string, string | number][] = [
    [STATS_WORDS.visits, t.visits],
    [STATS_WORDS.views, t.detail],
    [STATS_WORDS.daftar, t.daftar],
    [STATS_WORDS.saves, t.save],
    [STATS_WORDS.reminders, t.reminder],
    [STATS_WORDS.calendar, t.cal],
    [STATS_WORDS.shares, t.share],
    [STATS_WORDS.listPages, t.list],
    [STATS_WORDS.searchPages, t.search],
    [STATS_WORDS.phoneShare, percent(report.phoneShare)],
  ];
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {figures.map(([label, n]) => (
          <div key={label} className={box}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{n}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5">
        <StatsChart days={report.days} />
      </div>
      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <TopList heading={STATS_WORDS.topViews} items={report.topViews} titleOf={titleOf} showRate={false} />
        <TopList heading={STATS_WORDS.topDaftar} items={report.topDaftar} titleOf={titleOf} showRate />
        <div>
          <h3 className="font-semibold text-slate-900">{STATS_WORDS.sources}</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
            {SOURCES.map((s) => (
              <li key={s} className="flex justify-between gap-3 border-b border-slate-100 py-1">
                <span>{STATS_WORDS.sourceNames[s]}</span>
                <span className="font-semibold tabular-nums">{t.sources[s]}</span>
              </li>
            ))}
          </ul>
          {report.domains.length ? (
            <>
              <h4 className="mt-3 text-sm font-semibold text-slate-700">{STATS_WORDS.otherSites}</h4>
              <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
                {report.domains.map((d) => (
                  <li key={d.domain} className="flex justify-between gap-3">
                    <span className="break-all">{d.domain}</span>
                    <span className="tabular-nums">{d.visits}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <Missing report={report} />
      </div>
      <a
        href={`/api/admin/statistik?hari=${period}`}
        download
        className="mt-5 inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        {STATS_WORDS.csv}
      </a>
    </>
  );
}

function TopList({
  heading,
  items,
  titleOf,
  showRate,
}: {
  heading: string;
  items: Ranked[];
  titleOf: (id: string) => string | undefined;
  showRate: boolean;
}) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      {items.length ? (
        <NumbersTable
          columns={[
            { label: STATS_WORDS.competition },
            { label: STATS_WORDS.views, right: true },
            { label: STATS_WORDS.daftar, right: true },
            ...(showRate ? [{ label: STATS_WORDS.rate, right: true }] : []),
          ]}
          rows={items.map((x) => {
            const title = titleOf(x.id);
            const name = title ? (
              <Link prefetch={false} href={`/admin?edit=${encodeURIComponent(x.id)}`} className="text-brand-700 hover:underline">
                {title}
              </Link>
            ) : (
              <span className="text-slate-500">{STATS_WORDS.deleted}</span>
            );
            return { key: x.id, cells: [name, x.views, x.daftar, ...(showRate ? [percent(x.rate)] : [])] };
          })}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-600">{STATS_WORDS.nothingYet}</p>
      )}
    </div>
  );
}

function Missing({ report }: { report: StatsReport }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{STATS_WORDS.missing}</h3>
      <p className="text-sm text-slate-600">{STATS_WORDS.missingHint}</p>
      {report.missing.length ? (
        <NumbersTable
          columns={[
            { label: STATS_WORDS.term, cellClass: 'break-all' },
            { label: STATS_WORDS.searches, right: true },
            { label: STATS_WORDS.results, right: true },
            { label: STATS_WORDS.addCompetition, right: true, hiddenLabel: true },
          ]}
          rows={report.missing.map((m) => ({
            key: m.term,
            cells: [
              m.term,
              m.searches,
              m.results,
              <Link
                key="add"
                prefetch={false}
                href={`/admin?baru=${encodeURIComponent(m.term)}`}
                aria-label={STATS_WORDS.addFor(m.term)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {STATS_WORDS.addCompetition}
              </Link>,
            ],
          }))}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-600">{STATS_WORDS.nothingYet}</p>
      )}
    </div>
  );
}
