import { todayInJakarta } from './dates';
import { isOpenUntil } from './deadline';
import type { Competition } from './schema';

type Moves = Pick<Competition, 'registration' | 'stages' | 'extension' | 'previous_event_start'>;

/**
 * What an update moved, written into the saved record from the copy it replaces (the history's "before"), so pages
 * read it without reading the history:
 *
 * - the registration end moved later: `extension.from` is the end before this save (the admin's note kept);
 * - moved earlier: no extension (an earlier end is shown plainly);
 * - unchanged: the extension the record had, with the note the admin sent when there is one;
 * - the event's start moved: `previous_event_start` is the start before this save.
 */
export function recordMoves<T extends Moves>(next: T, previous: Moves, today: string = todayInJakarta()): T & Moves {
  const out: T & Moves = { ...next };
  const before = previous.registration.end;
  const after = next.registration.end;
  const note = next.extension?.note;
  if (before && after && after > before) out.extension = { from: before, at: today, ...(note ? { note } : {}) };
  else if (before && after && after < before) delete out.extension;
  else if (previous.extension) {
    const { at } = previous.extension;
    out.extension = { from: previous.extension.from, ...(at ? { at } : {}), ...(note ? { note } : {}) };
  } else delete out.extension;
  // A hand-typed `from` not before the end is no extension.
  if (out.extension && after && out.extension.from >= after) delete out.extension;

  const startBefore = previous.stages?.event_start;
  const startAfter = next.stages?.event_start;
  if (startBefore && startAfter && startBefore !== startAfter) out.previous_event_start = startBefore;
  else if (previous.previous_event_start && startAfter && previous.previous_event_start !== startAfter)
    out.previous_event_start = previous.previous_event_start;
  else delete out.previous_event_start;
  return out;
}

/** The earlier end to strike through beside "Diperpanjang", while registration is open; null otherwise. */
export function shownExtension(c: Pick<Competition, 'registration' | 'extension'>, today: string): { from: string; note?: string } | null {
  const ext = c.extension;
  if (!ext || !isOpenUntil(c.registration.end, today) || ext.from >= c.registration.end) return null;
  return ext;
}
