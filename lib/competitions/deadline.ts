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
  if (days < 0) return { kind: 'closed', days, label: 'Pendaftaran ditutup' };
  if (days === 0) return { kind: 'today', days, label: 'Ditutup hari ini' };
  if (days === 1) return { kind: 'tomorrow', days, label: 'Ditutup besok' };
  if (days <= DEADLINE_SOON_DAYS) return { kind: 'soon', days, label: `Ditutup ${days} hari lagi` };
  return null;
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
  return formatted === 'N/A' ? 'Tanpa batas waktu' : `Batas pendaftaran: ${formatted}`;
}
