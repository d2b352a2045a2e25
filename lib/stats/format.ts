import { MONTHS } from '@/lib/competitions/dates';

/** "27 Nov" for 2026-11-27. */
export function shortDay(day: string): string {
  const month = MONTHS[Number(day.slice(5, 7)) - 1] ?? '';
  return `${Number(day.slice(8, 10))} ${month.slice(0, 3)}`;
}

/** A share as a whole percentage ("42%"); "–" without a base. */
export function percent(share: number | null): string {
  return share === null ? '–' : `${Math.round(share * 100)}%`;
}
