import { DEADLINE_WORDS } from '@/lib/words/browse';
import { CLOSED_WORDS } from '@/lib/words/listing';
import { daysUntil, formatLongDate, todayInJakarta } from './dates';

/** Badges appear this many days before the registration end, and closer. */
const DEADLINE_SOON_DAYS = 14;

export type DeadlineKind = 'today' | 'tomorrow' | 'soon' | 'closed';
type Deadline = { kind: DeadlineKind; days: number; label: string };

/**
 * The badge for a registration end (YYYY-MM-DD) seen on `today` in Jakarta; null when there is nothing to
 * say: no end date, or the end is more than two weeks away.
 */
export function deadlineStatus(end: string, today: string = todayInJakarta()): Deadline | null {
  if (!end) return null;
  const days = daysUntil(end, today);
  if (Number.isNaN(days)) return null;
  if (days < 0) return { kind: 'closed', days, label: CLOSED_WORDS.banner };
  if (days === 0) return { kind: 'today', days, label: DEADLINE_WORDS.today };
  if (days === 1) return { kind: 'tomorrow', days, label: DEADLINE_WORDS.tomorrow };
  if (days <= DEADLINE_SOON_DAYS) return { kind: 'soon', days, label: inDays(days) };
  return null;
}

const inDays = DEADLINE_WORDS.inDays;

export type Countdown = { kind: DeadlineKind | 'later' | 'none'; label: string };

/**
 * What a detail page says first about the deadline, however far: "Ditutup hari ini", "Ditutup besok", "Ditutup N hari
 * lagi", "Ditutup" once past, "Tanpa batas waktu" without an end date.
 */
export function deadlineCountdown(end: string, today: string = todayInJakarta()): Countdown {
  const status = deadlineStatus(end, today);
  if (status) return { kind: status.kind, label: status.kind === 'closed' ? DEADLINE_WORDS.closed : status.label };
  const days = end ? daysUntil(end, today) : NaN;
  return Number.isNaN(days) ? { kind: 'none', label: DEADLINE_WORDS.none } : { kind: 'later', label: inDays(days) };
}

/**
 * The one rule of "still open": the registration's known end is today or later in Jakarta. Without an end date a
 * competition is not claimed open.
 */
export function isOpenUntil(end: string, today: string = todayInJakarta()): boolean {
  return Boolean(end) && end >= today;
}

/** Registration is open today: it has started (or its start is unknown) and it is still open (isOpenUntil). */
export function isRegistrationOpen(c: { registration: { start: string; end: string } }, today: string = todayInJakarta()): boolean {
  const { start, end } = c.registration;
  return isOpenUntil(end, today) && (!start || start <= today);
}

/** "Batas pendaftaran: Selasa, 1 Juli 2025", or "Tanpa batas waktu" when there is no end date. */
export function deadlineLine(end: string): string {
  const formatted = formatLongDate(end);
  return formatted === 'N/A' ? DEADLINE_WORDS.none : `Batas pendaftaran: ${formatted}`;
}
