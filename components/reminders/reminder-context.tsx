'use client';

import { createContext, useContext } from 'react';

/**
 * Which reminder channels the server has (lib/reminders reminderConfig); both off hides every reminder button. And
 * the first sending hour (REMINDER_HOURS) the dialog names.
 */
type ReminderChannels = { pushKey: string | null; email: boolean; fromHour: string };

const Ctx = createContext<ReminderChannels>({ pushKey: null, email: false, fromHour: '07.00' });

export function ReminderProvider({ config, children }: { config: ReminderChannels; children: React.ReactNode }) {
  return <Ctx.Provider value={config}>{children}</Ctx.Provider>;
}

export const useReminderChannels = () => useContext(Ctx);
