import { daysUntil, todayInJakarta } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import type { Subscription } from './types';

/**
 * What is due for one subscriber now: pure, so the clock is a parameter (tests move it; the job passes Date.now()).
 *
 * - `d7`, `d3`, `d1`: on the Jakarta day 7, 3 and 1 days before registration closes, from the first sending hour. A day that
 *   passed (the subscriber came later, the server was down) is not made up: a competition closing in 2 days gets
 *   only its 1-day reminder.
 * - `ext`: the registration end moved later than the subscriber knew, while it is still open.
 * - `open`: registration opened after the subscriber asked (today >= start > the day they asked), until it closes.
 * - `digest`: Monday, for a saved search.
 *
 * Every key holds the date it is about (`d7:2026-12-10`), so an extension schedules the reminders again for the new
 * date, and the sent log never sends one key twice.
 */

/** Jakarta hours when messages go out, [from, until): 07.00 to 21.00 unless REMINDER_HOURS says otherwise. */
export type SendingHours = { from: number; until: number };
export const DEFAULT_HOURS: SendingHours = { from: 7, until: 21 };
const REMINDER_DAYS = [7, 3, 1] as const;
export type Kind = 'd7' | 'd3' | 'd1' | 'ext' | 'open' | 'digest';

export type Due = {
  key: string;
  kind: Kind;
  subscription: Subscription;
  competition?: Competition;
  /** How long the sent log keeps this key, from now. */
  keepMs: number;
};

const DAY = 86_400_000;
const JAKARTA = 7 * 3_600_000;

function jakartaHour(now: number): number {
  return new Date(now + JAKARTA).getUTCHours();
}

/** Mondays (Jakarta) carry the weekly digest. */
function isDigestDay(now: number): boolean {
  return new Date(now + JAKARTA).getUTCDay() === 1;
}

/** Whether messages may go out now: none at night. */
export function isSendingHour(now: number, hours: SendingHours = DEFAULT_HOURS): boolean {
  const h = jakartaHour(now);
  return h >= hours.from && h < hours.until;
}

const keepUntil = (date: string, now: number) => Math.max(DAY, Date.parse(`${date}T00:00:00+07:00`) + 3 * DAY - now);

export function dueFor(sub: Subscription, byId: ReadonlyMap<string, Competition>, now: number, hours: SendingHours = DEFAULT_HOURS): Due[] {
  if (!sub.confirmedAt || !isSendingHour(now, hours)) return [];
  const today = todayInJakarta(now);
  const out: Due[] = [];
  for (const [id, known] of Object.entries(sub.competitions)) {
    const c = byId.get(id);
    if (!c) continue;
    const { start, end } = c.registration;
    const open = !end || today <= end;
    if (!open) continue;
    const base = `${sub.id}|${id}|`;
    if (end && known.end && end > known.end) {
      out.push({ key: `${base}ext:${end}`, kind: 'ext', subscription: sub, competition: c, keepMs: keepUntil(end, now) });
    }
    const askedOn = known.since ?? todayInJakarta(Date.parse(sub.createdAt));
    if (start && start > askedOn && start <= today) {
      out.push({ key: `${base}open:${start}`, kind: 'open', subscription: sub, competition: c, keepMs: keepUntil(end || start, now) });
    }
    if (end) {
      const days = daysUntil(end, today);
      for (const n of REMINDER_DAYS) {
        if (days === n)
          out.push({ key: `${base}d${n}:${end}`, kind: `d${n}`, subscription: sub, competition: c, keepMs: keepUntil(end, now) });
      }
    }
  }
  if (sub.digest && isDigestDay(now)) out.push({ key: `${sub.id}|*|digest:${today}`, kind: 'digest', subscription: sub, keepMs: 8 * DAY });
  return out;
}

/** Followed competitions that are gone or closed for more than a day: the record need not keep them. */
export function staleFollowed(sub: Subscription, byId: ReadonlyMap<string, Competition>, now: number): string[] {
  const today = todayInJakarta(now);
  return Object.keys(sub.competitions).filter((id) => {
    const c = byId.get(id);
    return !c || (c.registration.end !== '' && daysUntil(c.registration.end, today) < -1);
  });
}

/** An hour of REMINDER_HOURS as the site writes it: 7 -> `07.00`. */
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}.00`;

/**
 * Whether a reminder can still go out for these registration dates: the last one (`d1`) goes the day before the
 * deadline, so a competition closing today (or closed) has none left, and "Ingatkan saya" is not offered. Without an
 * end date only the opening can be announced, so it must open later than today.
 */
export function remindable(registration: { start: string; end: string }, today: string): boolean {
  if (registration.end) return daysUntil(registration.end, today) >= 1;
  return registration.start > today;
}
