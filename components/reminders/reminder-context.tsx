'use client';

import { createContext, useContext } from 'react';

/** Which reminder channels the server has (lib/reminders reminderConfig); both off hides every reminder button. */
type ReminderChannels = { pushKey: string | null; email: boolean };

const Ctx = createContext<ReminderChannels>({ pushKey: null, email: false });

export function ReminderProvider({ config, children }: { config: ReminderChannels; children: React.ReactNode }) {
  return <Ctx.Provider value={config}>{children}</Ctx.Provider>;
}

export const useReminderChannels = () => useContext(Ctx);
