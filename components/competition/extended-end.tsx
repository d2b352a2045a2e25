import { formatDayMonth, formatLongDate } from '@/lib/competitions/dates';
import { shownExtension } from '@/lib/competitions/extension';
import type { Competition } from '@/lib/competitions/schema';
import { EXTENSION_WORDS } from '@/lib/words/listing';

const EXTENDED_BADGE =
  'inline-flex items-center rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-900 ring-1 ring-emerald-300';

/**
 * The registration end as a date, or, while an extended registration is open, "Diperpanjang" with the earlier end
 * struck through before the new one ("~~10 Desember~~ Minggu, 20 Desember 2026") and the admin's note when `long`.
 */
export function ExtendedEnd({
  competition: c,
  today,
  long = false,
  fallback,
}: {
  competition: Pick<Competition, 'registration' | 'extension'>;
  today: string;
  long?: boolean;
  fallback?: string;
}) {
  const end = c.registration.end;
  const ext = shownExtension(c, today);
  if (!ext) return <>{end ? formatLongDate(end) : (fallback ?? formatLongDate(end))}</>;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className={EXTENDED_BADGE}>{EXTENSION_WORDS.badge}</span>
      <span>
        <del className="text-slate-600">
          <span className="sr-only">{EXTENSION_WORDS.earlier} </span>
          {formatDayMonth(ext.from, end)}
        </del>{' '}
        <ins className="no-underline">{formatLongDate(end)}</ins>
      </span>
      {long && ext.note ? <span className="text-sm text-slate-700">{ext.note}</span> : null}
    </span>
  );
}

/** Beside the countdown on the detail page's first screen: "Diperpanjang" and the earlier end struck through. */
export function ExtendedMark({ competition: c, today }: { competition: Pick<Competition, 'registration' | 'extension'>; today: string }) {
  const ext = shownExtension(c, today);
  if (!ext) return null;
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <span className={EXTENDED_BADGE}>{EXTENSION_WORDS.badge}</span>
      <del className="text-slate-600">
        <span className="sr-only">{EXTENSION_WORDS.earlier} </span>
        {formatDayMonth(ext.from, c.registration.end)}
      </del>
    </span>
  );
}
