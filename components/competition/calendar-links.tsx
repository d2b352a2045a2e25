import { StrokeIcon } from '@/components/ui/stroke-icon';
import { CALENDAR_WORDS, DETAIL_PAGE_WORDS } from '@/lib/words/browse';
import { calendarPath, googleCalendarUrl } from '@/lib/competitions/ics';
import type { Competition } from '@/lib/competitions/schema';
import { site } from '@/lib/site';

const button =
  'inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors sm:flex-none';

/** "Tambah ke Kalender": the deadline as an .ics download and as a Google Calendar event. Nothing without an end date. */
export function CalendarLinks({ competition: c }: { competition: Competition }) {
  const google = googleCalendarUrl(c, site.url);
  if (!google) return null;
  return (
    <section aria-labelledby="tambah-kalender" className="rounded-lg border border-brand-100 bg-brand-50/60 p-4">
      <h2 id="tambah-kalender" className="text-base font-bold text-slate-900">
        {DETAIL_PAGE_WORDS.calendarHeading}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">{DETAIL_PAGE_WORDS.calendarHint}</p>
      <div data-stat={`cal:${c.id}`} className="mt-3 flex flex-wrap gap-2">
        <a href={calendarPath(c)} download className={`${button} bg-brand-600 text-white ring-brand-700 hover:bg-brand-700`}>
          <StrokeIcon>
            <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
            <path d="M3 9.5h18M8 2.5v4M16 2.5v4M12 13v5M9.5 15.5 12 18l2.5-2.5" />
          </StrokeIcon>
          {CALENDAR_WORDS.download}
        </a>
        <a
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} bg-white text-slate-800 ring-slate-300 hover:bg-slate-50`}
        >
          <StrokeIcon>
            <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
            <path d="M3 9.5h18M8 2.5v4M16 2.5v4M12 12.5v6M9 15.5h6" />
          </StrokeIcon>
          Google Calendar
        </a>
      </div>
    </section>
  );
}
