import { FREE_LABEL, MODE_LABELS, VERIFIED_LABEL } from '@/lib/competitions/fact-text';
import { formatLongDate } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import { DETAIL_PAGE_WORDS } from '@/lib/words/browse';
import { COMMON_WORDS } from '@/lib/words/common';

const BADGE = 'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold ring-1';

/** "Terverifikasi" with the day it was checked (shown, or for screen readers only); nothing when never checked. */
function VerifiedBadge({ date, showDate = false }: { date: string | undefined; showDate?: boolean }) {
  if (!date) return null;
  return (
    <span className={`${BADGE} bg-sky-50 text-sky-900 ring-sky-300`} title={DETAIL_PAGE_WORDS.verifiedOn(formatLongDate(date))}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 shrink-0" fill="currentColor">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0l-3.5-3.5a1 1 0 1 1 1.4-1.4l2.8 2.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      {VERIFIED_LABEL}
      <span className={showDate ? 'font-normal' : 'sr-only'}>{` ${COMMON_WORDS.checkedOn(formatLongDate(date))}`}</span>
    </span>
  );
}

/** "Gratis", the mode and "Terverifikasi", each only when known; nothing at all for a listing without facts. */
export function FactBadges({
  competition: c,
  long = false,
}: {
  competition: Pick<Competition, 'fee' | 'mode' | 'verified_at'>;
  long?: boolean;
}) {
  const free = c.fee?.type === 'free';
  if (!free && !c.mode && !c.verified_at) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={DETAIL_PAGE_WORDS.badgesLabel}>
      {free ? (
        <li>
          <span className={`${BADGE} bg-emerald-50 text-emerald-900 ring-emerald-300`}>{FREE_LABEL}</span>
        </li>
      ) : null}
      {c.mode ? (
        <li>
          <span className={`${BADGE} bg-violet-50 text-violet-900 ring-violet-300`}>{MODE_LABELS[c.mode]}</span>
        </li>
      ) : null}
      {c.verified_at ? (
        <li>
          <VerifiedBadge date={c.verified_at} showDate={long} />
        </li>
      ) : null}
    </ul>
  );
}
