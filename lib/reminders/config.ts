import 'server-only';
import { readReminderHours, readSmtpEnv, readVapidEnv } from '@/lib/env';
import { formatHour } from './schedule';

/**
 * What the browser needs to offer reminders: the push key, whether e-mail works (null parts are off), and the
 * first sending hour of REMINDER_HOURS as the dialog says it (`07.00`).
 */
type ReminderConfig = { pushKey: string | null; email: boolean; fromHour: string };

export function reminderConfig(): ReminderConfig {
  return { pushKey: readVapidEnv()?.publicKey ?? null, email: readSmtpEnv() !== null, fromHour: formatHour(readReminderHours().from) };
}

export const remindersEnabled = (c: Pick<ReminderConfig, 'pushKey' | 'email'> = reminderConfig()) => Boolean(c.pushKey || c.email);
