import type { DailyRow } from '@/lib/stats/report';
import { STATS_WORDS } from '@/lib/words/statistics';
import { shortDay } from '@/lib/stats/format';

const W = 720;
const H = 180;
const PAD = { top: 12, right: 8, bottom: 24, left: 36 };

/** A round step for the axis: 1, 2 or 5 times a power of ten, about a quarter of the top value. */
function step(max: number): number {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
}

/**
 * Visits per day as bars, drawn here as SVG: no chart library and no script on the page. Each bar carries its day and
 * number as a tooltip; the figure as a whole is described by its label, and the same numbers are in the CSV.
 */
export function StatsChart({ days }: { days: readonly DailyRow[] }) {
  const max = Math.max(1, ...days.map((d) => d.visits));
  const unit = step(max);
  const top = Math.ceil(max / unit) * unit;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(1, slot * 0.7);
  const y = (n: number) => PAD.top + plotH - (n / top) * plotH;
  const ticks = Array.from({ length: Math.round(top / unit) + 1 }, (_, i) => i * unit);
  const labelEvery = Math.ceil(days.length / 8);
  const total = days.reduce((sum, d) => sum + d.visits, 0);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={STATS_WORDS.chart(total, days.length)} className="h-auto w-full">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#475569">
            {t}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        return (
          <g key={d.day}>
            <rect
              x={x}
              y={y(d.visits)}
              width={barW}
              height={Math.max(0, PAD.top + plotH - y(d.visits))}
              fill="var(--color-brand-600)"
              rx="1"
            >
              <title>{STATS_WORDS.chartBar(shortDay(d.day), d.visits)}</title>
            </rect>
            {i % labelEvery === 0 || i === days.length - 1 ? (
              <text x={x + barW / 2} y={H - 6} textAnchor="middle" fontSize="11" fill="#475569">
                {shortDay(d.day)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
