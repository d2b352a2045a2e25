import { deadlineStatus, type DeadlineKind } from '@/lib/competitions/deadline';

const STYLES: Record<DeadlineKind, string> = {
  today: 'bg-red-600 text-white ring-red-700/20',
  tomorrow: 'bg-orange-700 text-white ring-orange-800/20',
  soon: 'bg-amber-100 text-amber-900 ring-amber-300',
  closed: 'bg-slate-700 text-white ring-slate-800/20',
};

type Props = { end: string; today: string; className?: string };

/** "Ditutup hari ini", "Ditutup besok", "Ditutup N hari lagi" or "Pendaftaran ditutup"; nothing otherwise. */
export function DeadlineBadge({ end, today, className = '' }: Props) {
  const status = deadlineStatus(end, today);
  if (!status) return null;
  return (
    <span data-deadline={status.kind} className={`deadline ${STYLES[status.kind]} ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 shrink-0" fill="currentColor">
        {status.kind === 'closed' ? (
          <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm2 6H8V6a2 2 0 1 1 4 0v2Z" />
        ) : (
          <path
            fillRule="evenodd"
            d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-12.5a.75.75 0 0 0-1.5 0V10c0 .2.08.39.22.53l2.5 2.5a.75.75 0 1 0 1.06-1.06l-2.28-2.28V5.5Z"
            clipRule="evenodd"
          />
        )}
      </svg>
      {status.label}
    </span>
  );
}
